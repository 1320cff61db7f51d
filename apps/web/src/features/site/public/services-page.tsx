// /services: the opening, the programmes, virtual coaching, additional services, why choose us and a call to action,
// as the owner published them in Pages (or her draft, behind a preview link). Hidden sections are left out.
import {
  fillIdentity,
  type PageIcon,
  type ServicesPage as ServicesContent,
  type ServicesProgramme,
} from '@coach/shared';
import { getRouteApi, Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { ArrowRight, CircleCheck, Clock, Star } from 'lucide-react';
import { HeadedSection } from '@/components/layout/section-heading';
import { TableOfContents, type TocEntry } from '@/components/layout/table-of-contents';
import { useSitePage } from '@/features/site/pages-api';
import { PageCallToAction } from '@/features/site/public/page-call-to-action';
import { PageHero } from '@/features/site/public/page-hero';
import { PAGE_ICON_COMPONENTS } from '@/features/site/public/page-icons';
import { PreviewNotice } from '@/features/site/public/preview-notice';
import { useSiteDetails } from '@/features/site/site-details';
import { type AppPath, asTo } from '@/lib/links';

const route = getRouteApi('/services');

type Fill = (text: string) => string;
type Feature = { title: string; text: string; icon: PageIcon };

/** The contents list: the opening, the programmes marked for it, additional services and why choose us, when shown. */
function contentsOf({ hero, programmes, additional, why }: ServicesContent['sections'], fill: Fill): TocEntry[] {
  return [
    ...(hero.hidden ? [] : [{ id: 'our-services', label: fill(hero.heading) }]),
    ...(programmes.hidden
      ? []
      : programmes.items.filter((p) => p.in_contents).map((p) => ({ id: p.anchor, label: fill(p.title) }))),
    ...(additional.hidden ? [] : [{ id: 'additional-services', label: fill(additional.heading) }]),
    ...(why.hidden ? [] : [{ id: 'why-choose-us', label: fill(why.heading) }]),
  ];
}

export function ServicesPage() {
  const { preview } = route.useSearch();
  const { content } = useSitePage('services', preview);
  const site = useSiteDetails();
  const fill: Fill = (text) => fillIdentity(text, site);
  const { sections } = content;
  const { hero, programmes, virtual, additional, why, cta } = sections;
  const contents = contentsOf(sections, fill);
  return (
    <>
      {preview && <PreviewNotice />}
      {contents.length > 0 && <TableOfContents entries={contents} />}

      {!hero.hidden && (
        <PageHero id="our-services" eyebrow={fill(hero.eyebrow)} heading={fill(hero.heading)} text={fill(hero.text)}>
          {hero.points.length > 0 && (
            <ul className="mt-8 flex flex-wrap justify-center gap-3 text-sm font-medium text-brand-800">
              {hero.points.map((point, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: order is the identity
                <li key={index} className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 shadow-sm">
                  <CircleCheck aria-hidden className="size-4 text-brand-600" />
                  {fill(point)}
                </li>
              ))}
            </ul>
          )}
        </PageHero>
      )}

      {!programmes.hidden &&
        programmes.items.map((programme, index) => (
          <section
            key={programme.anchor}
            id={programme.anchor}
            aria-labelledby={`${programme.anchor}-heading`}
            className={clsx('scroll-mt-20 py-12', index % 2 === 1 && 'bg-slate-50')}
          >
            <div className="container-page">
              <ProgramCard programme={programme} fill={fill} />
            </div>
          </section>
        ))}

      {!virtual.hidden && (
        <section
          id="virtual-coaching"
          aria-labelledby="virtual-coaching-heading"
          className="scroll-mt-20 bg-brand-900 py-16 text-brand-50 wrap-anywhere"
        >
          <div className="container-page">
            <div className="max-w-2xl">
              {virtual.eyebrow && (
                <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">
                  {fill(virtual.eyebrow)}
                </p>
              )}
              <h2 id="virtual-coaching-heading" className="mt-2 text-3xl font-bold text-white">
                {fill(virtual.heading)}
              </h2>
              {virtual.intro && <p className="mt-3 text-brand-100">{fill(virtual.intro)}</p>}
            </div>
            <FeatureList items={virtual.items} tone="dark" fill={fill} />
          </div>
        </section>
      )}

      {!additional.hidden && (
        <HeadedSection
          id="additional-services"
          title={fill(additional.heading)}
          text={fill(additional.intro)}
          className="py-16"
        >
          <FeatureList items={additional.items} columns="three" fill={fill} />
        </HeadedSection>
      )}

      {!why.hidden && (
        <HeadedSection
          id="why-choose-us"
          title={fill(why.heading)}
          text={fill(why.intro)}
          className="bg-brand-50 py-16"
        >
          <FeatureList items={why.items} columns="four" fill={fill} />
        </HeadedSection>
      )}

      {!cta.hidden && <PageCallToAction id="services-cta" cta={cta} fill={fill} />}
    </>
  );
}

function ProgramCard({ programme: program, fill }: { programme: ServicesProgramme; fill: Fill }) {
  const Icon = PAGE_ICON_COMPONENTS[program.icon];
  const title = fill(program.title);
  return (
    <article
      className={clsx(
        'relative grid gap-8 rounded-3xl bg-white p-6 shadow-sm wrap-anywhere sm:p-10 md:grid-cols-2 [&>*]:min-w-0',
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
        {program.tagline && (
          <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-brand-600">{fill(program.tagline)}</p>
        )}
        <h2 id={`${program.anchor}-heading`} className="mt-1 text-3xl font-bold">
          {title}
        </h2>
        <p className="mt-4 flex-1 whitespace-pre-line text-slate-600">{fill(program.description)}</p>
        {program.duration && (
          <p className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-slate-700">
            <Clock aria-hidden className="size-4 text-brand-600" />
            Duration: <span className="font-semibold text-brand-800">{fill(program.duration)}</span>
          </p>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/contact" className={program.popular ? 'btn-accent' : 'btn-primary'}>
            Get Started<span className="sr-only"> with {title}</span>
            <ArrowRight aria-hidden className="size-4" />
          </Link>
          {program.learn_more_label && program.learn_more_path && (
            <Link to={asTo(program.learn_more_path satisfies AppPath)} className="btn-outline">
              {fill(program.learn_more_label)}
            </Link>
          )}
        </div>
      </div>
      <div className="rounded-2xl bg-brand-50/60 p-6">
        <h3 className="font-sans text-base font-semibold text-brand-800">What’s included</h3>
        <ul className="mt-4 space-y-3" aria-label={`${title} features`}>
          {program.features.map((feature, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two features may read the same; order is the identity
            <li key={index} className="flex items-start gap-3 text-slate-700">
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {fill(feature)}
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
  fill,
}: {
  items: Feature[];
  columns?: 'three' | 'four';
  tone?: 'light' | 'dark';
  fill: Fill;
}) {
  return (
    <ul className={clsx('mt-10 grid gap-6 sm:grid-cols-2', columns === 'four' ? 'lg:grid-cols-4' : 'lg:grid-cols-3')}>
      {items.map(({ title, text, icon }, index) => {
        const Icon = PAGE_ICON_COMPONENTS[icon];
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: order is the identity
            key={index}
            className={clsx(
              'rounded-2xl p-6',
              tone === 'dark' ? 'bg-brand-800' : 'bg-white shadow-sm ring-1 ring-slate-100',
            )}
          >
            <Icon aria-hidden className={clsx('size-7', tone === 'dark' ? 'text-accent-400' : 'text-brand-600')} />
            <h3
              className={clsx(
                'mt-4 font-sans text-lg font-semibold',
                tone === 'dark' ? 'text-white' : 'text-brand-800',
              )}
            >
              {fill(title)}
            </h3>
            <p className={clsx('mt-2 text-sm', tone === 'dark' ? 'text-brand-100' : 'text-slate-600')}>{fill(text)}</p>
          </li>
        );
      })}
    </ul>
  );
}
