// The page shown, with status 404, for any path the site does not have.
import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">404</p>
      <h1 className="mt-2 text-4xl font-bold">Page not found</h1>
      <p className="mt-4 max-w-md text-slate-600">
        The page you are looking for does not exist or has moved. Let's get you back on track.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          Go to the home page
        </Link>
        <Link to="/recipes" className="btn-outline">
          Browse recipes
        </Link>
      </div>
    </section>
  );
}
