// /about: the founder's story, stats, qualifications, values, approach, mission and vision.
import { Link } from '@tanstack/react-router';
import { BadgeCheck, Compass, Eye, Leaf } from 'lucide-react';
import { SectionHeading } from '@/components/layout/section-heading';
import { ABOUT_STATS, APPROACH_STEPS, QUALIFICATIONS, VALUES } from '@/features/site/public/about-content';
import { useSiteDetails } from '@/features/site/site-details';

/** Initials for the decorative portrait placeholder, without a title such as "Dr.". */
const initialsOf = (name: string) =>
  name
    .replace(/^(Dr|Mr|Mrs|Ms)\.?\s+/i, '')
    .split(/\s+/)
    .map((word) => word[0])
    .join('');

export function AboutPage() {
  const site = useSiteDetails();
  const ownerInitials = initialsOf(site.owner_name);
  return (
    <>
      <section aria-labelledby="about-heading" className="bg-gradient-to-b from-brand-50 to-white py-16 sm:py-20">
        <div className="container-page grid items-center gap-12 wrap-anywhere lg:grid-cols-5 [&>*]:min-w-0">
          <div className="lg:col-span-3">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">About {site.business_name}</p>
            <h1 id="about-heading" className="mt-2 text-4xl font-bold sm:text-5xl">
              Meet {site.owner_name}
            </h1>
            {site.credentials && <p className="mt-2 text-lg font-medium text-brand-700">{site.credentials}</p>}
            <div className="mt-6 space-y-4 text-slate-600">
              <p>
                {site.owner_short_name} started {site.business_name} with a simple belief: eating well should never feel
                like a punishment. After years of watching people bounce between crash diets, skipped meals and guilt,
                she set out to build something different, coaching that respects your culture, your kitchen and your
                schedule.
              </p>
              <p>
                As a certified dietitian, she has since guided hundreds of clients through weight loss, healthy weight
                gain, PCOS and PCOD, thyroid disorders and diabetes. Many of them had tried everything before; what
                finally worked was a plan made for them, and someone in their corner week after week.
              </p>
              <p>
                Today {site.business_name} coaches clients across India and around the world through online
                consultations. The first conversation is always free, because the right plan starts with listening.
              </p>
            </div>
          </div>
          <div aria-hidden className="lg:col-span-2">
            <div className="mx-auto grid aspect-square max-w-sm place-items-center rounded-[2.5rem] bg-gradient-to-br from-brand-600 to-brand-900 text-white shadow-xl">
              <div className="text-center">
                <p className="font-display text-7xl font-bold">{ownerInitials}</p>
                <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-1.5 text-sm">
                  <Leaf className="size-4" /> Certified Dietitian
                </p>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="stats-heading" className="bg-brand-900 py-12 text-white">
        <div className="container-page">
          <h2 id="stats-heading" className="sr-only">
            {site.business_name} in numbers
          </h2>
          <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
            {ABOUT_STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-brand-100">{stat.label}</dt>
                <dd className="font-display text-4xl font-bold text-accent-400">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="qualifications-heading" className="container-page py-16">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="qualifications-heading" className="text-3xl font-bold">
              Qualifications
            </h2>
            <p className="mt-3 text-slate-600">
              Sound training and continuous learning, so the advice you receive reflects current nutrition science.
            </p>
          </div>
          <ul className="space-y-3">
            {QUALIFICATIONS.map((qualification) => (
              <li key={qualification} className="flex items-start gap-3 rounded-xl bg-brand-50 p-4 text-slate-700">
                <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
                {qualification}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="bg-slate-50 py-16">
        <div className="container-page">
          <div className="mx-auto max-w-2xl">
            <SectionHeading
              id="values-heading"
              title="Our Values"
              text="The principles behind every consultation and every plan."
            />
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ title, text, icon: Icon }) => (
              <li key={title} className="rounded-2xl bg-white p-6 shadow-sm">
                <Icon aria-hidden className="size-7 text-brand-600" />
                <h3 className="mt-4 font-sans text-lg font-semibold text-brand-800">{title}</h3>
                <p className="mt-2 text-sm text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="approach-heading" className="container-page py-16">
        <div className="mx-auto max-w-2xl">
          <SectionHeading
            id="approach-heading"
            title="Our Approach"
            text="Four simple steps from your first call to results that last."
          />
        </div>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {APPROACH_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 p-6">
              <span className="grid size-10 place-items-center rounded-full bg-accent-500 font-semibold text-slate-900">
                {index + 1}
              </span>
              <h3 className="mt-4 font-sans text-lg font-semibold text-brand-800">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="bg-brand-50 py-16">
        <div className="container-page grid gap-6 md:grid-cols-2">
          <section aria-labelledby="mission-heading" className="rounded-3xl bg-white p-8 shadow-sm">
            <Compass aria-hidden className="size-8 text-brand-600" />
            <h2 id="mission-heading" className="mt-4 text-2xl font-bold">
              Our Mission
            </h2>
            <p className="mt-3 text-slate-600">
              To help people everywhere reach a healthy weight and manage conditions like PCOS, thyroid disorders and
              diabetes through personalised, practical nutrition, without fear, guilt or extreme diets.
            </p>
          </section>
          <section aria-labelledby="vision-heading" className="rounded-3xl bg-white p-8 shadow-sm">
            <Eye aria-hidden className="size-8 text-brand-600" />
            <h2 id="vision-heading" className="mt-4 text-2xl font-bold">
              Our Vision
            </h2>
            <p className="mt-3 text-slate-600">
              A world where expert nutrition guidance is accessible to anyone with an internet connection, and where
              every family sees everyday food as the foundation of lifelong health.
            </p>
          </section>
        </div>
      </div>

      <section aria-labelledby="about-cta-heading" className="container-page py-16 text-center">
        <h2 id="about-cta-heading" className="text-3xl font-bold">
          Let’s start your journey together
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-600">
          Book your free consultation with {site.owner_name}, or see how other clients have changed their health.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/contact" hash="consultation" className="btn-accent px-7 py-3 text-base">
            Book Free Consultation
          </Link>
          <Link to="/transformations" className="btn-outline px-7 py-3 text-base">
            View Transformations
          </Link>
        </div>
      </section>
    </>
  );
}
