// / (home): hero and stats, featured transformations, services, featured recipes, the BMI calculator, a last call.
import { Link } from '@tanstack/react-router';
import { StatCounter } from '@/components/ui/stat-counter';
import { useSiteDetails } from '@/features/site/site-details';
import BmiSection from './home/bmi-section';
import { RecipesSection, ServicesSection, TransformationsSection } from './home/deferred-sections';

const HEADLINE_STATS = [
  { value: '100+', label: 'Happy Clients' },
  { value: '95%', label: 'Success Rate' },
  { value: '5+', label: 'Years Experience' },
  { value: '4.8', label: 'Average Rating' },
];

export function HomePage() {
  const site = useSiteDetails();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-white to-accent-400/10 py-20 sm:py-24">
        <div className="container-page max-w-4xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{site.tagline}</p>
          <h1 className="mt-4 text-4xl font-bold leading-tight sm:text-6xl">
            Transform your health with food you love
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
            Personalised plans for weight loss, healthy weight gain and conditions like PCOS, thyroid and diabetes, from{' '}
            {site.owner_name}, certified dietitian. Online consultations, worldwide.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Link to="/contact" hash="consultation" className="btn-accent px-7 py-3 text-base">
              Book Free Consultation
            </Link>
            <Link to="/transformations" className="btn-outline px-7 py-3 text-base">
              See Transformations
            </Link>
          </div>
        </div>
        <div className="container-page mt-16 grid grid-cols-2 gap-8 lg:grid-cols-4">
          {HEADLINE_STATS.map((stat) => (
            <StatCounter key={stat.label} value={stat.value} label={stat.label} />
          ))}
        </div>
      </section>

      <TransformationsSection.Part />
      <ServicesSection.Part />
      <RecipesSection.Part />
      <BmiSection />

      <section className="render-when-near bg-brand-800 py-16 text-center text-white">
        <div className="container-page max-w-3xl">
          <h2 className="text-3xl font-bold text-white sm:text-4xl">Ready to start your journey?</h2>
          <p className="mt-4 text-brand-100">Your first consultation is free. Let's build a plan that works for you.</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/contact" hash="consultation" className="btn-accent px-7 py-3 text-base">
              Book Free Consultation
            </Link>
            <Link to="/about" className="btn border border-white px-7 py-3 text-base text-white hover:bg-white/10">
              Meet Your Dietitian
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
