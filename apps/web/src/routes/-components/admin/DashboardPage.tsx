// Dashboard placeholder: proves an authenticated admin call works end to end.
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

const adminRoute = getRouteApi('/admin');

export function DashboardPage() {
  const { trpc } = adminRoute.useRouteContext();
  const recipes = useQuery(trpc.recipe.adminList.queryOptions({ page: 1, per_page: 10 }));
  return (
    <section>
      <h1 className="text-3xl font-bold">Dashboard</h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="rounded-xl bg-white p-5 shadow-sm">
          <p className="text-sm text-slate-500">Recipes</p>
          <p className="mt-1 text-3xl font-bold" data-testid="recipe-total">
            {recipes.data ? recipes.data.pagination.total : '…'}
          </p>
        </div>
      </div>
    </section>
  );
}
