// /about: the founder's story and portrait, stats, qualifications, values, approach, mission and vision, and the call
// to action, as the owner published them in Pages (or her draft, behind a preview link). Hidden sections are left out.
import { fillIdentity } from '@coach/shared';
import { getRouteApi } from '@tanstack/react-router';
import { BadgeCheck, Compass, Eye, Leaf, UserRound } from 'lucide-react';
import { SectionHeading } from '@/components/layout/section-heading';
import { UploadedPicture } from '@/components/ui/uploaded-picture';
import { useSitePage } from '@/features/site/pages-api';
import { PageCallToAction } from '@/features/site/public/page-call-to-action';
import { PAGE_ICON_COMPONENTS } from '@/features/site/public/page-icons';
import { PreviewNotice } from '@/features/site/public/preview-notice';
import { useSiteDetails } from '@/features/site/site-details';

const route = getRouteApi('/about');

export function AboutPage() {
  const { preview } = route.useSearch();
  const { content } = useSitePage('about', preview);
  const site = useSiteDetails();
  const fill = (text: string) => fillIdentity(text, site);
  const { story, stats, qualifications, values, approach, mission, cta } = content.sections;
  return (
    <>
      {preview && <PreviewNotice />}
      {!story.hidden && (
        <section aria-labelledby="about-heading" className="bg-gradient-to-b from-brand-50 to-white py-16 sm:py-20">
          <div className="container-page grid items-center gap-12 wrap-anywhere lg:grid-cols-5 [&>*]:min-w-0">
            <div className="lg:col-span-3">
              {story.eyebrow && (
                <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{fill(story.eyebrow)}</p>
              )}
              <h1 id="about-heading" className="mt-2 text-4xl font-bold sm:text-5xl">
                {fill(story.heading)}
              </h1>
              {site.credentials && <p className="mt-2 text-lg font-medium text-brand-700">{site.credentials}</p>}
              <div className="mt-6 space-y-4 whitespace-pre-line text-slate-600">
                {story.paragraphs.map((paragraph, index) => (
                  // The paragraphs have no identity beyond their place.
                  // biome-ignore lint/suspicious/noArrayIndexKey: order is the identity
                  <p key={index}>{fill(paragraph)}</p>
                ))}
              </div>
            </div>
            <div className="lg:col-span-2">
              <div className="relative mx-auto aspect-square max-w-sm overflow-hidden rounded-[2.5rem] bg-gradient-to-br from-brand-600 to-brand-900 text-white shadow-xl">
                {story.portrait ? (
                  <UploadedPicture
                    image={story.portrait}
                    sizes="(min-width: 1024px) 24rem, 90vw"
                    className="size-full object-cover"
                    priority
                  />
                ) : (
                  <div aria-hidden className="grid size-full place-items-center">
                    <UserRound className="size-32 opacity-60" strokeWidth={1.25} />
                  </div>
                )}
                {story.badge && (
                  <p className="absolute inset-x-0 bottom-6 mx-auto flex w-fit items-center gap-2 rounded-full bg-brand-900/80 px-4 py-1.5 text-sm">
                    <Leaf aria-hidden className="size-4" /> {fill(story.badge)}
                  </p>
                )}
              </div>
            </div>
          </div>
        </section>
      )}

      {!stats.hidden && (
        <section aria-labelledby="stats-heading" className="bg-brand-900 py-12 text-white">
          <div className="container-page">
            <h2 id="stats-heading" className="sr-only">
              {fill(stats.heading)}
            </h2>
            <dl className="grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
              {stats.items.map((stat, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two figures may share a label; order is the identity
                <div key={index} className="flex flex-col-reverse">
                  <dt className="mt-1 text-sm text-brand-100">{fill(stat.label)}</dt>
                  <dd className="font-display text-4xl font-bold text-accent-400">{fill(stat.value)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      )}

      {!qualifications.hidden && (
        <section aria-labelledby="qualifications-heading" className="container-page py-16">
          <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
            <div>
              <h2 id="qualifications-heading" className="text-3xl font-bold">
                {fill(qualifications.heading)}
              </h2>
              {qualifications.intro && <p className="mt-3 text-slate-600">{fill(qualifications.intro)}</p>}
            </div>
            <ul className="space-y-3">
              {qualifications.items.map((qualification, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: order is the identity
                <li key={index} className="flex items-start gap-3 rounded-xl bg-brand-50 p-4 text-slate-700">
                  <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  {fill(qualification)}
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {!values.hidden && (
        <section aria-labelledby="values-heading" className="bg-slate-50 py-16">
          <div className="container-page">
            <div className="mx-auto max-w-2xl">
              <SectionHeading id="values-heading" title={fill(values.heading)} text={fill(values.intro)} />
            </div>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {values.items.map(({ title, text, icon }, index) => {
                const Icon = PAGE_ICON_COMPONENTS[icon];
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: order is the identity
                  <li key={index} className="rounded-2xl bg-white p-6 shadow-sm">
                    <Icon aria-hidden className="size-7 text-brand-600" />
                    <h3 className="mt-4 font-sans text-lg font-semibold text-brand-800">{fill(title)}</h3>
                    <p className="mt-2 text-sm text-slate-600">{fill(text)}</p>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      )}

      {!approach.hidden && (
        <section aria-labelledby="approach-heading" className="container-page py-16">
          <div className="mx-auto max-w-2xl">
            <SectionHeading id="approach-heading" title={fill(approach.heading)} text={fill(approach.intro)} />
          </div>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {approach.steps.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: order is the identity
              <li key={index} className="rounded-2xl border border-slate-200 p-6">
                <span className="grid size-10 place-items-center rounded-full bg-accent-500 font-semibold text-slate-900">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-sans text-lg font-semibold text-brand-800">{fill(step.title)}</h3>
                <p className="mt-2 text-sm text-slate-600">{fill(step.text)}</p>
              </li>
            ))}
          </ol>
        </section>
      )}

      {!mission.hidden && (
        <div className="bg-brand-50 py-16">
          <div className="container-page grid gap-6 md:grid-cols-2">
            <section aria-labelledby="mission-heading" className="rounded-3xl bg-white p-8 shadow-sm">
              <Compass aria-hidden className="size-8 text-brand-600" />
              <h2 id="mission-heading" className="mt-4 text-2xl font-bold">
                {fill(mission.mission_heading)}
              </h2>
              <p className="mt-3 whitespace-pre-line text-slate-600">{fill(mission.mission_text)}</p>
            </section>
            <section aria-labelledby="vision-heading" className="rounded-3xl bg-white p-8 shadow-sm">
              <Eye aria-hidden className="size-8 text-brand-600" />
              <h2 id="vision-heading" className="mt-4 text-2xl font-bold">
                {fill(mission.vision_heading)}
              </h2>
              <p className="mt-3 whitespace-pre-line text-slate-600">{fill(mission.vision_text)}</p>
            </section>
          </div>
        </div>
      )}

      {!cta.hidden && <PageCallToAction id="about-cta" cta={cta} fill={fill} />}
    </>
  );
}
