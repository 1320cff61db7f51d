// The home page's services.
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { SectionHeading } from '@/components/layout/section-heading';
import { PAGE_ICON_COMPONENTS } from '@/features/site/public/page-icons';
import { type AppPath, asTo } from '@/lib/links';
import { useHomeContent } from './home-content';

export function ServicesSection() {
  const { sections, fill } = useHomeContent();
  const services = sections.services;
  if (services.hidden) return null;
  return (
    <section
      id="services"
      data-nav-section="/services"
      className="render-when-near bg-brand-50 py-16 wrap-anywhere"
      aria-labelledby="home-services"
    >
      <div className="container-page">
        <SectionHeading id="home-services" title={fill(services.heading)} text={fill(services.intro)} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.items.map(({ icon, title, text, link_path, link_anchor }, index) => {
            const Icon = PAGE_ICON_COMPONENTS[icon];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: order is the identity
              <li key={index} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
                <Icon aria-hidden className="size-8 text-brand-600" />
                <h3 className="mt-4 text-xl font-semibold">{fill(title)}</h3>
                <p className="mt-2 flex-1 text-sm text-slate-600">{fill(text)}</p>
                <Link
                  to={asTo(link_path satisfies AppPath)}
                  hash={link_anchor || undefined}
                  className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                >
                  Learn more<span className="sr-only"> about {fill(title)}</span>
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
