// The shared layout of the legal pages (privacy policy, terms of service, disclaimer): title, review note, dated sections.
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { telLink, useSiteDetails } from '@/features/site/site-details';

/** The date shown as "Last updated" on every legal page; change it whenever their text changes. */
const LEGAL_LAST_UPDATED = { iso: '2026-11-21', label: '21 November 2026' } as const;

export function LegalPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  const site = useSiteDetails();
  return (
    <article aria-labelledby="legal-heading">
      <header className="bg-gradient-to-b from-brand-50 to-white py-14">
        <div className="container-page max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Legal</p>
          <h1 id="legal-heading" className="mt-2 text-4xl font-bold sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 text-sm text-slate-600">
            Last updated: <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.label}</time>
          </p>
        </div>
      </header>
      <div className="container-page max-w-3xl pb-16">
        <aside
          aria-label="Note for the site owner"
          className="flex items-start gap-3 rounded-2xl border border-accent-400 bg-accent-400/10 p-4 text-sm text-slate-800"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />
          <p>
            <strong>Please review:</strong> this page contains template text prepared for {site.business_name}. The
            owner should review it, ideally with a legal adviser, and adapt it to how the business actually works before
            relying on it.
          </p>
        </aside>
        <div className="mt-8 text-lg text-slate-700">{intro}</div>
        <div className="mt-10 space-y-10">{children}</div>
      </div>
    </article>
  );
}

/** One numbered part of a legal page: a heading and its paragraphs or lists. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-20">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6">
        {children}
      </div>
    </section>
  );
}

/** The owner's e-mail address as a link, used wherever the legal text says how to reach us. */
export function ContactEmail() {
  const { email } = useSiteDetails();
  return <a href={`mailto:${email}`}>{email}</a>;
}

/** The owner's phone number and consultation hours, as the Settings page has them. */
export function ContactPhone() {
  const { phone, consultation_hours } = useSiteDetails();
  return (
    <>
      <a href={telLink(phone)}>{phone}</a> ({consultation_hours})
    </>
  );
}
