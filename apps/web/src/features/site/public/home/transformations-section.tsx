// The home page's featured client transformations, in a carousel that loops once the page's script runs.
import { TRANSFORMATION_MESSAGES } from '@coach/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { SectionHeading } from '@/components/layout/section-heading';
import { Carousel } from '@/components/ui/carousel';
import { FEATURED_TRANSFORMATIONS, transformationListQuery } from '@/features/transformations/api';
import { TransformationCard } from '@/features/transformations/public/transformation-card';
import { useApi } from '@/lib/data';
import { useHomeContent } from './home-content';

export function TransformationsSection() {
  const { trpc } = useApi();
  const stories = useSuspenseQuery(transformationListQuery(trpc, FEATURED_TRANSFORMATIONS)).data.transformations;
  const { sections, fill } = useHomeContent();
  const words = sections.transformations;
  if (words.hidden) return null;
  return (
    <section
      id="transformations"
      data-nav-section="/transformations"
      className="render-when-near py-16"
      aria-labelledby="home-transformations"
    >
      <div className="container-page">
        <SectionHeading id="home-transformations" title={fill(words.heading)} text={fill(words.intro)} />
        <div className="mt-8">
          {stories.length === 0 ? (
            <p className="rounded-2xl bg-slate-50 p-10 text-center text-slate-600">{TRANSFORMATION_MESSAGES.empty}</p>
          ) : (
            <Carousel
              label="Client transformations"
              items={stories}
              getKey={(t) => t.id}
              renderItem={(t) => <TransformationCard transformation={t} />}
            />
          )}
        </div>
        <div className="mt-8 text-center">
          <Link to="/transformations" className="btn-outline">
            View All Stories <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
