// The recipes' closing call to action: a plan made for the visitor, then the services.
import { Link } from '@tanstack/react-router';

export function PlanCallToAction({
  id,
  title,
  action,
  className,
}: {
  id: string;
  title: string;
  /** The label of the button to the consultation form. */
  action: string;
  className: string;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className="text-3xl font-bold">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-600">
        Get recipes and portions tailored to your body, your goals and the food you love.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/contact" className="btn-primary">
          {action}
        </Link>
        <Link to="/services" className="btn-outline">
          Explore Our Services
        </Link>
      </div>
    </section>
  );
}
