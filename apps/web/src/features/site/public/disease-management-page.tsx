// /disease-management: nutrition therapy for PCOS, PCOD, thyroid disorders and diabetes, our approach and reasons to choose us.
import { Link } from '@tanstack/react-router';
import { CircleCheck, Info } from 'lucide-react';
import { SectionHeading } from '@/components/layout/section-heading';
import { TableOfContents } from '@/components/layout/table-of-contents';
import { APPROACH, CONDITIONS, type Condition, DISEASE_TOC, REASONS } from '@/features/site/public/disease-content';
import { useSiteDetails } from '@/features/site/site-details';

export function DiseaseManagementPage() {
  const site = useSiteDetails();
  return (
    <>
      <TableOfContents entries={DISEASE_TOC} />

      <section
        id="hero"
        aria-labelledby="hero-heading"
        className="scroll-mt-20 bg-gradient-to-b from-brand-50 to-white py-16 sm:py-20"
      >
        <div className="container-page max-w-4xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Medical nutrition therapy</p>
          <h1 id="hero-heading" className="mt-2 text-4xl font-bold sm:text-5xl">
            Disease Management
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
            Food is one of the most powerful tools you have for living well with PCOS, PCOD, thyroid disorders and
            diabetes. {site.owner_name}, certified dietitian, builds plans that ease symptoms and fit your life.
          </p>
          <p className="mx-auto mt-6 flex max-w-2xl items-start gap-2 rounded-2xl bg-white p-4 text-left text-sm text-slate-600 shadow-sm">
            <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
            Our nutrition programs support, and never replace, the care of your doctor. Please keep taking any
            prescribed medication unless your doctor advises otherwise.
          </p>
        </div>
      </section>

      <section id="conditions" aria-labelledby="conditions-heading" className="scroll-mt-20 py-16">
        <div className="container-page">
          <div className="mx-auto max-w-2xl">
            <SectionHeading
              id="conditions-heading"
              title="Conditions We Manage"
              text="Each condition needs its own approach. Here is how targeted nutrition makes a difference."
            />
          </div>
          <div className="mt-10 grid gap-8 md:grid-cols-2">
            {CONDITIONS.map((condition) => (
              <ConditionCard key={condition.id} condition={condition} />
            ))}
          </div>
        </div>
      </section>

      <section id="approach" aria-labelledby="approach-heading" className="scroll-mt-20 bg-brand-50 py-16">
        <div className="container-page">
          <div className="mx-auto max-w-2xl">
            <SectionHeading
              id="approach-heading"
              title="Our Approach"
              text="A clear, step-by-step process that starts with understanding you, not with a diet chart."
            />
          </div>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {APPROACH.map(({ title, text, icon: Icon }, index) => (
              <li key={title} className="rounded-2xl bg-white p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="grid size-10 place-items-center rounded-full bg-brand-600 font-semibold text-white">
                    {index + 1}
                  </span>
                  <Icon aria-hidden className="size-6 text-brand-600" />
                </div>
                <h3 className="mt-4 font-sans text-lg font-semibold text-brand-800">{title}</h3>
                <p className="mt-2 text-sm text-slate-600">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="why-choose-us" aria-labelledby="why-choose-us-heading" className="scroll-mt-20 py-16">
        <div className="container-page">
          <div className="mx-auto max-w-2xl">
            <SectionHeading
              id="why-choose-us-heading"
              title="Why Choose Us"
              text="Compassionate, expert care for conditions that affect every part of your day."
            />
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {REASONS.map(({ title, text, icon: Icon }) => (
              <li key={title} className="flex gap-4 rounded-2xl p-6 ring-1 ring-slate-100">
                <Icon aria-hidden className="size-7 shrink-0 text-brand-600" />
                <div>
                  <h3 className="font-sans text-lg font-semibold text-brand-800">{title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="get-started"
        aria-labelledby="get-started-heading"
        className="scroll-mt-20 bg-brand-900 py-16 text-center text-brand-50"
      >
        <div className="container-page">
          <h2 id="get-started-heading" className="text-3xl font-bold text-white">
            Take the first step towards better health
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-100">
            Your first consultation is free. Share your reports and concerns, and leave with a clear idea of how
            nutrition can help your condition.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/contact" hash="consultation" className="btn-accent px-7 py-3 text-base">
              Book Free Consultation
            </Link>
            <Link to="/services" className="btn border border-white px-7 py-3 text-base text-white hover:bg-brand-800">
              Explore All Services
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

function ConditionCard({ condition }: { condition: Condition }) {
  const Icon = condition.icon;
  const headingId = `condition-${condition.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <Icon aria-hidden className="size-6" />
        </span>
        <h3 id={headingId} className="text-2xl font-bold">
          {condition.name}
        </h3>
      </div>
      <p className="mt-4 text-slate-600">{condition.description}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold uppercase tracking-wider text-slate-500">Common Symptoms</h4>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700 marker:text-accent-500">
            {condition.symptoms.map((symptom) => (
              <li key={symptom}>{symptom}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold uppercase tracking-wider text-brand-700">How Nutrition Helps</h4>
          <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
            {condition.nutritionHelps.map((help) => (
              <li key={help} className="flex items-start gap-2">
                <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
                {help}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}
