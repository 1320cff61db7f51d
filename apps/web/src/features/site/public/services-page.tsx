// /services: the four coaching programs, virtual coaching, additional services, why choose us and a call to action.
import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { ArrowRight, CircleCheck, Clock, Star } from 'lucide-react';
import { SectionHeading } from '@/components/layout/section-heading';
import { TableOfContents } from '@/components/layout/table-of-contents';
import {
  ADDITIONAL_SERVICES,
  type Feature,
  PROGRAMS,
  type Program,
  SERVICES_TOC,
  VIRTUAL_COACHING_POINTS,
  WHY_CHOOSE_US,
} from '@/features/site/public/services-content';
import { useSiteDetails } from '@/features/site/site-details';

export function ServicesPage() {
  const site = useSiteDetails();
  return (
    <>
      <TableOfContents entries={SERVICES_TOC} />

      <section
        id="our-services"
        aria-labelledby="our-services-heading"
        className="scroll-mt-20 bg-gradient-to-b from-brand-50 to-white py-16 sm:py-20"
      >
        <div className="container-page max-w-4xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">What we offer</p>
          <h1 id="our-services-heading" className="mt-2 text-4xl font-bold sm:text-5xl">
            Our Services
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
            Nutrition programs designed by {site.owner_name}, certified dietitian, for weight loss, healthy weight gain,
            PCOS, thyroid and diabetes care, and glowing skin. Every plan is personal, practical and delivered online,
            wherever you live.
          </p>
          <ul className="mt-8 flex flex-wrap justify-center gap-3 text-sm font-medium text-brand-800">
            {['Free first consultation', 'Online, worldwide', 'Plans built around your food'].map((point) => (
              <li key={point} className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 shadow-sm">
                <CircleCheck aria-hidden className="size-4 text-brand-600" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>

      {PROGRAMS.map((program, index) => (
        <section
          key={program.id}
          id={program.id}
          aria-labelledby={`${program.id}-heading`}
          className={clsx('scroll-mt-20 py-12', index % 2 === 1 && 'bg-slate-50')}
        >
          <div className="container-page">
            <ProgramCard program={program} />
          </div>
        </section>
      ))}

      <section
        id="virtual-coaching"
        aria-labelledby="virtual-coaching-heading"
        className="scroll-mt-20 bg-brand-900 py-16 text-brand-50"
      >
        <div className="container-page">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">Wherever you are</p>
            <h2 id="virtual-coaching-heading" className="mt-2 text-3xl font-bold text-white">
              Virtual Coaching
            </h2>
            <p className="mt-3 text-brand-100">
              Every program is available as online coaching. Consultations take place over video call, and your plan,
              recipes and progress reviews reach you wherever you live, in India or abroad.
            </p>
          </div>
          <FeatureList items={VIRTUAL_COACHING_POINTS} tone="dark" />
        </div>
      </section>

      <section id="additional-services" aria-labelledby="additional-services-heading" className="scroll-mt-20 py-16">
        <div className="container-page">
          <div className="mx-auto max-w-2xl">
            <SectionHeading
              id="additional-services-heading"
              title="Additional Services"
              text="Flexible options to start small, stay on track after a program, or learn together with others."
            />
          </div>
          <FeatureList items={ADDITIONAL_SERVICES} columns="three" />
        </div>
      </section>

      <section id="why-choose-us" aria-labelledby="why-choose-us-heading" className="scroll-mt-20 bg-brand-50 py-16">
        <div className="container-page">
          <div className="mx-auto max-w-2xl">
            <SectionHeading
              id="why-choose-us-heading"
              title="Why Choose Us"
              text="Real food, real science and real support, from your first call to your last check-in."
            />
          </div>
          <FeatureList items={WHY_CHOOSE_US} columns="four" />
        </div>
      </section>

      <section aria-labelledby="services-cta-heading" className="container-page py-16 text-center">
        <h2 id="services-cta-heading" className="text-3xl font-bold">
          Not sure which program is right for you?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-600">
          Book a free consultation. We will talk through your goals, health and routine, and recommend the plan that
          fits you best, with no obligation.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/contact" hash="consultation" className="btn-accent px-7 py-3 text-base">
            Book Free Consultation
          </Link>
          <Link to="/transformations" className="btn-outline px-7 py-3 text-base">
            See Client Transformations
          </Link>
        </div>
      </section>
    </>
  );
}

function ProgramCard({ program }: { program: Program }) {
  const Icon = program.icon;
  return (
    <article
      className={clsx(
        'relative grid gap-8 rounded-3xl bg-white p-6 shadow-sm sm:p-10 md:grid-cols-2',
        program.popular ? 'border-2 border-accent-500 shadow-lg' : 'border border-slate-200',
      )}
    >
      {program.popular && (
        <p className="absolute -top-4 left-6 inline-flex items-center gap-1.5 rounded-full bg-accent-500 px-4 py-1 text-sm font-semibold text-slate-900 shadow sm:left-10">
          <Star aria-hidden className="size-4 fill-current" />
          Most Popular
        </p>
      )}
      <div className="flex flex-col">
        <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <Icon aria-hidden className="size-6" />
        </span>
        <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-brand-600">{program.tagline}</p>
        <h2 id={`${program.id}-heading`} className="mt-1 text-3xl font-bold">
          {program.title}
        </h2>
        <p className="mt-4 flex-1 text-slate-600">{program.description}</p>
        <p className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-slate-700">
          <Clock aria-hidden className="size-4 text-brand-600" />
          Duration: <span className="font-semibold text-brand-800">{program.duration}</span>
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/contact" className={program.popular ? 'btn-accent' : 'btn-primary'}>
            Get Started<span className="sr-only"> with {program.title}</span>
            <ArrowRight aria-hidden className="size-4" />
          </Link>
          {program.learnMore && (
            <Link to={program.learnMore.to} className="btn-outline">
              {program.learnMore.label}
            </Link>
          )}
        </div>
      </div>
      <div className="rounded-2xl bg-brand-50/60 p-6">
        <h3 className="font-sans text-base font-semibold text-brand-800">What’s included</h3>
        <ul className="mt-4 space-y-3" aria-label={`${program.title} features`}>
          {program.features.map((feature) => (
            <li key={feature} className="flex items-start gap-3 text-slate-700">
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

function FeatureList({
  items,
  columns = 'three',
  tone = 'light',
}: {
  items: Feature[];
  columns?: 'three' | 'four';
  tone?: 'light' | 'dark';
}) {
  return (
    <ul className={clsx('mt-10 grid gap-6 sm:grid-cols-2', columns === 'four' ? 'lg:grid-cols-4' : 'lg:grid-cols-3')}>
      {items.map(({ title, text, icon: Icon }) => (
        <li
          key={title}
          className={clsx(
            'rounded-2xl p-6',
            tone === 'dark' ? 'bg-brand-800' : 'bg-white shadow-sm ring-1 ring-slate-100',
          )}
        >
          <Icon aria-hidden className={clsx('size-7', tone === 'dark' ? 'text-accent-400' : 'text-brand-600')} />
          <h3
            className={clsx('mt-4 font-sans text-lg font-semibold', tone === 'dark' ? 'text-white' : 'text-brand-800')}
          >
            {title}
          </h3>
          <p className={clsx('mt-2 text-sm', tone === 'dark' ? 'text-brand-100' : 'text-slate-600')}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
