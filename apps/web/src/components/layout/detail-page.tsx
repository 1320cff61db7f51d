// Pieces shared by the detail pages (a post, a recipe): the way back to their list and their "not found" screen.
import { Link, type LinkProps } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';

export function BackLink({ to, label }: { to: LinkProps['to']; label: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
      <ArrowLeft aria-hidden className="size-4" /> {label}
    </Link>
  );
}

export function DetailNotFound({
  title,
  text,
  to,
  label,
}: {
  title: string;
  text: string;
  to: LinkProps['to'];
  label: string;
}) {
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-20 text-center">
      <h1 className="text-4xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-600">{text}</p>
      <Link to={to} className="btn-primary mt-8">
        {label}
      </Link>
    </section>
  );
}
