// / (home): hero and figures, featured transformations, services, featured recipes, the BMI calculator and a last
// call, in the owner's words from Pages (or her draft, behind a preview link). Hidden sections are left out.
import { StatCounter } from '@/components/ui/stat-counter';
import { CallToActionButtons } from '@/features/site/public/page-call-to-action';
import { PreviewNotice } from '@/features/site/public/preview-notice';
import { BmiSection } from './home/bmi-section';
import { useHomeContent } from './home/home-content';
import { RecipesSection } from './home/recipes-section';
import { ServicesSection } from './home/services-section';
import { TransformationsSection } from './home/transformations-section';

export function HomePage() {
  const { sections, preview, site, fill } = useHomeContent();
  const { hero, cta } = sections;
  return (
    <>
      {preview && <PreviewNotice />}
      {!hero.hidden && (
        <section className="bg-gradient-to-br from-brand-50 via-white to-accent-400/10 py-20 wrap-anywhere sm:py-24">
          <div className="container-page max-w-4xl text-center">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">
              {hero.eyebrow ? fill(hero.eyebrow) : site.tagline}
            </p>
            <h1 className="mt-4 text-4xl font-bold leading-tight sm:text-6xl">{fill(hero.heading)}</h1>
            <p className="mx-auto mt-6 max-w-2xl whitespace-pre-line text-lg text-slate-600">{fill(hero.text)}</p>
            <CallToActionButtons
              primary={fill(hero.primary_label)}
              secondary={fill(hero.secondary_label)}
              to="/transformations"
            />
          </div>
          {hero.stats.length > 0 && (
            <div className="container-page mt-16 grid grid-cols-2 gap-8 lg:grid-cols-4">
              {hero.stats.map((stat, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two figures may share a label; order is the identity
                <StatCounter key={index} value={fill(stat.value)} label={fill(stat.label)} />
              ))}
            </div>
          )}
        </section>
      )}

      <TransformationsSection />
      <ServicesSection />
      <RecipesSection />
      <BmiSection />

      {!cta.hidden && (
        <section className="render-when-near bg-brand-800 py-16 text-center text-white wrap-anywhere">
          <div className="container-page max-w-3xl">
            <h2 className="text-3xl font-bold text-white sm:text-4xl">{fill(cta.heading)}</h2>
            {cta.text && <p className="mt-4 text-brand-100">{fill(cta.text)}</p>}
            <CallToActionButtons
              primary={fill(cta.primary_label)}
              secondary={fill(cta.secondary_label)}
              to="/about"
              tone="dark"
            />
          </div>
        </section>
      )}
    </>
  );
}
