// Site footer: brand blurb, social links, quick links, services, contact details and the newsletter's form.
import { Link } from '@tanstack/react-router';
import { Mail, Phone } from 'lucide-react';
import { SubscribeForm } from '@/features/newsletter/public/subscribe-form';
import { telLink, useServiceLinks, useSiteDetails } from '@/features/site/site-details';
import type { AppPath } from '@/lib/links';

const QUICK_LINKS: { label: string; to: AppPath }[] = [
  { label: 'About', to: '/about' },
  { label: 'Transformations', to: '/transformations' },
  { label: 'Recipes', to: '/recipes' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact', to: '/contact' },
];
const LEGAL: { label: string; to: AppPath }[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Disclaimer', to: '/disclaimer' },
];

export function Footer() {
  const site = useSiteDetails();
  const services = useServiceLinks().footer;
  const social = [
    { label: 'Instagram', href: site.instagram_url },
    { label: 'Facebook', href: site.facebook_url },
    { label: 'YouTube', href: site.youtube_url },
  ].filter((link) => link.href);
  return (
    <footer className="mt-auto bg-brand-900 pb-12 text-brand-50 md:pb-0">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-2xl font-bold text-white">{site.business_name}</p>
          {site.description && <p className="mt-3 text-sm text-brand-100">{site.description}</p>}
          <ul className="mt-4 flex gap-3 text-sm" aria-label="Social media">
            {social.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="underline-offset-4 hover:underline"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterList title="Quick Links">
          {QUICK_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="hover:text-white">
                {l.label}
              </Link>
            </li>
          ))}
        </FooterList>
        <FooterList title="Services">
          {services.map((s) => (
            <li key={`${s.to}#${s.hash ?? ''}`}>
              <Link to={s.to} hash={s.hash} className="hover:text-white">
                {s.label}
              </Link>
            </li>
          ))}
        </FooterList>
        <FooterList title="Contact">
          <li>
            <a href={telLink(site.phone)} className="inline-flex items-center gap-2 hover:text-white">
              <Phone aria-hidden className="size-4" /> {site.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 hover:text-white">
              <Mail aria-hidden className="size-4" /> {site.email}
            </a>
          </li>
          <li className="text-brand-100">{site.consultation_hours}</li>
        </FooterList>
      </div>
      <div className="container-page border-t border-brand-800 py-10">
        <SubscribeForm tone="dark" title="Newsletter" place="footer" />
      </div>
      <div className="border-t border-brand-800">
        <div className="container-page flex flex-col items-center justify-between gap-3 py-5 text-xs text-brand-200 sm:flex-row">
          <p>
            © {new Date().getFullYear()} {site.business_name}. All rights reserved.
          </p>
          <ul className="flex gap-4">
            {LEGAL.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-white">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterList({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm text-brand-100">{children}</ul>
    </div>
  );
}
