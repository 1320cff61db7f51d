// The home page's BMI calculator section. The calculator's last entry is in the address (its plain form's answer):
// the island is drawn with it, showing its result or message.
import { getRouteApi } from '@tanstack/react-router';
import { SectionHeading } from '@/components/layout/section-heading';
import BmiCalculator from '@/features/site/public/bmi-calculator.island';
import { bmiEntryOf } from '@/features/site/public/bmi-outcome';
import { useHomeContent } from './home-content';

const route = getRouteApi('/');

export function BmiSection() {
  const { sections, fill } = useHomeContent();
  const search = route.useSearch();
  const words = sections.bmi;
  if (words.hidden) return null;
  return (
    <section id="bmi-calculator" className="render-when-near scroll-mt-24 bg-slate-50 py-16" aria-labelledby="home-bmi">
      <div className="container-page">
        <SectionHeading id="home-bmi" title={fill(words.heading)} text={fill(words.intro)} />
        <div className="mt-10">
          <BmiCalculator entry={bmiEntryOf(search)} />
        </div>
      </div>
    </section>
  );
}
