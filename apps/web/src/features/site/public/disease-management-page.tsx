// /disease-management: nutrition therapy for PCOS, PCOD, thyroid disorders and diabetes, our approach and reasons to
// choose us, as the owner published them in Pages (or her draft, behind a preview link). Hidden sections are left out.
import { type DiseaseCondition, type DiseaseManagementPage as DiseaseContent, fillIdentity } from '@coach/shared';
import { getRouteApi } from '@tanstack/react-router';
import { CircleCheck, Info } from 'lucide-react';
import { HeadedSection } from '@/components/layout/section-heading';
import { TableOfContents, type TocEntry } from '@/components/layout/table-of-contents';
import { useSitePage } from '@/features/site/pages-api';
import { CallToActionButtons } from '@/features/site/public/page-call-to-action';
import { PageHero } from '@/features/site/public/page-hero';
import { PAGE_ICON_COMPONENTS } from '@/features/site/public/page-icons';
import { PreviewNotice } from '@/features/site/public/preview-notice';
import { useSiteDetails } from '@/features/site/site-details';

const route = getRouteApi('/disease-management');

type Fill = (text: string) => string;

/** The contents list: each shown section, with the conditions marked for it after their section. */
function contentsOf(sections: DiseaseContent['sections'], fill: Fill): TocEntry[] {
  const { hero, conditions, approach, why, cta } = sections;
  return [
    ...(hero.hidden ? [] : [{ id: 'hero', label: fill(hero.contents_label) }]),
    ...(conditions.hidden
      ? []
      : [
          { id: 'conditions', label: fill(conditions.heading) },
          ...conditions.items.filter((c) => c.in_contents).map((c) => ({ id: c.anchor, label: fill(c.name) })),
        ]),
    ...(approach.hidden ? [] : [{ id: 'approach', label: fill(approach.heading) }]),
    ...(why.hidden ? [] : [{ id: 'why-choose-us', label: fill(why.heading) }]),
    ...(cta.hidden ? [] : [{ id: 'get-started', label: fill(cta.contents_label) }]),
  ];
}

export function DiseaseManagementPage() {
  const { preview } = route.useSearch();
  const { content } = useSitePage('disease-management', preview);
  const site = useSiteDetails();
  const fill: Fill = (text) => fillIdentity(text, site);
  const { sections } = content;
  const { hero, conditions, approach, why, cta } = sections;
  const contents = contentsOf(sections, fill);
  return (
    <>
      {preview && <PreviewNotice />}
      {contents.length > 0 && <TableOfContents entries={contents} />}

      {!hero.hidden && (
        <PageHero id="hero" eyebrow={fill(hero.eyebrow)} heading={fill(hero.heading)} text={fill(hero.text)}>
          {hero.note && (
            <p className="mx-auto mt-6 flex max-w-2xl items-start gap-2 rounded-2xl bg-white p-4 text-left text-sm text-slate-600 shadow-sm">
              <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {fill(hero.note)}
            </p>
          )}
        </PageHero>
      )}

      {!conditions.hidden && (
        <HeadedSection id="conditions" title={fill(conditions.heading)} text={fill(conditions.intro)} className="py-16">
          <div className="mt-10 grid gap-8 md:grid-cols-2">
            {conditions.items.map((condition) => (
              <ConditionCard
                key={condition.anchor}
                condition={condition}
                symptomsLabel={fill(conditions.symptoms_label)}
                helpsLabel={fill(conditions.helps_label)}
                fill={fill}
              />
            ))}
          </div>
        </HeadedSection>
      )}

      {!approach.hidden && (
        <HeadedSection
          id="approach"
          title={fill(approach.heading)}
          text={fill(approach.intro)}
          className="bg-brand-50 py-16"
        >
          <ol className="mt-10 grid gap-6 wrap-anywhere sm:grid-cols-2 lg:grid-cols-4">
            {approach.items.map(({ title, text, icon }, index) => {
              const Icon = PAGE_ICON_COMPONENTS[icon];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: order is the identity
                <li key={index} className="rounded-2xl bg-white p-6 shadow-sm">
                  <div className="flex items-center gap-3">
                    <span className="grid size-10 place-items-center rounded-full bg-brand-600 font-semibold text-white">
                      {index + 1}
                    </span>
                    <Icon aria-hidden className="size-6 text-brand-600" />
                  </div>
                  <h3 className="mt-4 font-sans text-lg font-semibold text-brand-800">{fill(title)}</h3>
                  <p className="mt-2 text-sm text-slate-600">{fill(text)}</p>
                </li>
              );
            })}
          </ol>
        </HeadedSection>
      )}

      {!why.hidden && (
        <HeadedSection id="why-choose-us" title={fill(why.heading)} text={fill(why.intro)} className="py-16">
          <ul className="mt-10 grid gap-6 wrap-anywhere sm:grid-cols-2 lg:grid-cols-3">
            {why.items.map(({ title, text, icon }, index) => {
              const Icon = PAGE_ICON_COMPONENTS[icon];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: order is the identity
                <li key={index} className="flex gap-4 rounded-2xl p-6 ring-1 ring-slate-100">
                  <Icon aria-hidden className="size-7 shrink-0 text-brand-600" />
                  <div className="min-w-0">
                    <h3 className="font-sans text-lg font-semibold text-brand-800">{fill(title)}</h3>
                    <p className="mt-1 text-sm text-slate-600">{fill(text)}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </HeadedSection>
      )}

      {!cta.hidden && (
        <section
          id="get-started"
          aria-labelledby="get-started-heading"
          className="scroll-mt-20 bg-brand-900 py-16 text-center text-brand-50 wrap-anywhere"
        >
          <div className="container-page">
            <h2 id="get-started-heading" className="text-3xl font-bold text-white">
              {fill(cta.heading)}
            </h2>
            {cta.text && <p className="mx-auto mt-3 max-w-xl text-brand-100">{fill(cta.text)}</p>}
            <CallToActionButtons
              primary={fill(cta.primary_label)}
              secondary={fill(cta.secondary_label)}
              to="/services"
              tone="dark"
            />
          </div>
        </section>
      )}
    </>
  );
}

function ConditionCard({
  condition,
  symptomsLabel,
  helpsLabel,
  fill,
}: {
  condition: DiseaseCondition;
  symptomsLabel: string;
  helpsLabel: string;
  fill: Fill;
}) {
  const Icon = PAGE_ICON_COMPONENTS[condition.icon];
  const headingId = `condition-${condition.anchor}`;
  return (
    <article
      id={condition.anchor}
      aria-labelledby={headingId}
      className="flex scroll-mt-20 flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm wrap-anywhere sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <Icon aria-hidden className="size-6" />
        </span>
        <h3 id={headingId} className="min-w-0 text-2xl font-bold">
          {fill(condition.name)}
        </h3>
      </div>
      <p className="mt-4 whitespace-pre-line text-slate-600">{fill(condition.description)}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 [&>*]:min-w-0">
        <div>
          <h4 className="text-sm font-semibold uppercase tracking-wider text-slate-500">{symptomsLabel}</h4>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700 marker:text-accent-500">
            {condition.symptoms.map((symptom, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two symptoms may read the same; order is the identity
              <li key={index}>{fill(symptom)}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold uppercase tracking-wider text-brand-700">{helpsLabel}</h4>
          <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
            {condition.helps.map((help, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two lines may read the same; order is the identity
              <li key={index} className="flex items-start gap-2">
                <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
                {fill(help)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}
