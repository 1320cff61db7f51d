// The home page's services. It is below the first screen: its code loads as it comes near
// (lib/deferred-part.tsx).
import { Link } from '@tanstack/react-router';
import { Activity, ArrowRight, HeartPulse, Scale, Sparkles } from 'lucide-react';
import { SectionHeading } from '@/components/layout/section-heading';

const SERVICES = [
  {
    icon: Scale,
    title: 'Weight Loss',
    text: 'Sustainable fat loss with food you enjoy, no crash diets.',
    hash: 'weight-loss',
  },
  {
    icon: Activity,
    title: 'Weight Gain',
    text: 'Healthy, steady gain of strength and lean mass.',
    hash: 'weight-gain',
  },
  {
    icon: HeartPulse,
    title: 'Disease Management',
    text: 'Nutrition for PCOS, PCOD, thyroid and diabetes.',
    to: '/disease-management',
  },
  { icon: Sparkles, title: 'Skin Toning', text: 'Eat for clearer, healthier, glowing skin.', hash: 'skin-toning' },
];

export default function ServicesSection() {
  return (
    <section
      id="services"
      data-nav-section="/services"
      className="render-when-near bg-brand-50 py-16"
      aria-labelledby="home-services"
    >
      <div className="container-page">
        <SectionHeading
          id="home-services"
          title="How We Can Help"
          text="Programs built around your body, your goals and your routine."
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.map(({ icon: Icon, title, text, hash, to }) => (
            <li key={title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
              <Icon aria-hidden className="size-8 text-brand-600" />
              <h3 className="mt-4 text-xl font-semibold">{title}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-600">{text}</p>
              <Link
                to={to ?? '/services'}
                hash={hash}
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
              >
                Learn more<span className="sr-only"> about {title}</span>
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
