// The home page's BMI calculator section.

import { SectionHeading } from '@/components/layout/section-heading';
import { BmiCalculator } from '@/features/site/public/bmi-calculator';

export default function BmiSection() {
  return (
    <section id="bmi-calculator" className="render-when-near scroll-mt-24 bg-slate-50 py-16" aria-labelledby="home-bmi">
      <div className="container-page">
        <SectionHeading
          id="home-bmi"
          title="BMI Calculator"
          text="A quick first check of where you stand. Your dietitian looks at much more."
        />
        <div className="mt-10">
          <BmiCalculator />
        </div>
      </div>
    </section>
  );
}
