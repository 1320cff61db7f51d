// The home page's BMI calculator section.

import { SectionHeading } from '@/components/layout/section-heading';
import { BmiCalculator } from '@/features/site/public/bmi-calculator';
import { useHomeContent } from './home-content';

export default function BmiSection() {
  const { sections, fill } = useHomeContent();
  const words = sections.bmi;
  if (words.hidden) return null;
  return (
    <section id="bmi-calculator" className="render-when-near scroll-mt-24 bg-slate-50 py-16" aria-labelledby="home-bmi">
      <div className="container-page">
        <SectionHeading id="home-bmi" title={fill(words.heading)} text={fill(words.intro)} />
        <div className="mt-10">
          <BmiCalculator />
        </div>
      </div>
    </section>
  );
}
