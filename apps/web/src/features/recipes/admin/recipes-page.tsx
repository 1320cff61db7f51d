// Admin recipes: filters in the URL, the table with a featured toggle, pagination, and the add/edit/delete dialogs.
import { ADMIN_PAGE_SIZE, MEAL_TYPES, RECIPE_GOAL_TYPES, type Recipe, type RecipeSort } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import clsx from 'clsx';
import { ImageIcon, Plus, Star } from 'lucide-react';
import { AdminPage } from '@/components/admin/admin-page';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { ListLoading, SelectFilter } from '@/components/admin/content-filters';
import { EmptyState } from '@/components/admin/empty-state';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { Pagination } from '@/components/admin/pagination';
import { AdminTableHead, EditDeleteButtons, type TableColumn } from '@/components/admin/table';
import { useCrudDialogs } from '@/components/admin/use-crud-dialogs';
import { useListUrl } from '@/components/admin/use-list-url';
import { adminRecipeList, useRecipeWrites } from '@/features/recipes/admin/api';
import { useApi } from '@/lib/data';
import { RecipeForm } from './recipe-form';
import { MEAL_TYPE_LABELS, RECIPE_GOAL_LABELS } from './recipe-form-values';

const pageRoute = getRouteApi('/admin/recipes');
const DELETE_FAILED = 'Failed to delete recipe';

const MEAL_OPTIONS = MEAL_TYPES.map((value) => ({ value, label: MEAL_TYPE_LABELS[value] }));
const GOAL_OPTIONS = RECIPE_GOAL_TYPES.map((value) => ({ value, label: RECIPE_GOAL_LABELS[value] }));
const COLUMNS: readonly TableColumn<RecipeSort>[] = [
  'Image',
  { label: 'Title', sort: 'title' },
  'Meal Type',
  'Goal',
  { label: 'Times', sort: 'time' },
  { label: 'Calories', sort: 'calories' },
  'Featured',
];
/** Without a chosen column: newest first, as the server orders it. */
const NEWEST_FIRST = { dir: 'desc' } as const;

export function RecipesPage() {
  const { trpc } = useApi();
  const search = pageRoute.useSearch();
  const navigate = pageRoute.useNavigate();
  const page = search.page ?? 1;
  const list = useQuery(
    adminRecipeList(trpc, {
      page,
      per_page: ADMIN_PAGE_SIZE,
      search: search.search,
      meal_type: search.meal_type,
      goal_type: search.goal_type,
      sort: search.sort,
      dir: search.dir,
    }),
  );
  const { update, remove } = useRecipeWrites();
  const {
    onFilterChange: setFilter,
    onSearch,
    onPageChange,
  } = useListUrl<typeof search>(navigate, page, list.data?.pagination.pages);
  // useListUrl steps back a page when a deletion empties the last one.
  const dialogs = useCrudDialogs<Recipe>({ remove, onDeleted: async () => {}, deleteFailedText: DELETE_FAILED });

  const toggleFeatured = (recipe: Recipe) =>
    update.mutate(
      { id: recipe.id, is_featured: !recipe.is_featured },
      // The spec: failures other than save and delete are logged only.
      { onError: (error) => console.warn('Featured toggle failed', error) },
    );

  const recipes = list.data?.recipes ?? [];
  return (
    <AdminPage
      title="Recipes"
      actions={
        <button type="button" className="btn-primary" onClick={dialogs.startAdd}>
          <Plus aria-hidden className="size-4" /> Add Recipe
        </button>
      }
    >
      <ListToolbar
        search={search.search}
        onSearch={onSearch}
        searchLabel="Search recipes"
        searchPlaceholder="Search recipes..."
      >
        <SelectFilter
          label="Meal type"
          allLabel="All Meal Types"
          options={MEAL_OPTIONS}
          value={search.meal_type}
          onChange={(meal_type) => setFilter({ meal_type })}
        />
        <SelectFilter
          label="Goal"
          allLabel="All Goals"
          options={GOAL_OPTIONS}
          value={search.goal_type}
          onChange={(goal_type) => setFilter({ goal_type })}
        />
      </ListToolbar>

      <div className="mt-6 overflow-x-auto rounded-xl bg-white shadow-sm">
        {list.isPending ? (
          <ListLoading label="Loading recipes..." />
        ) : recipes.length === 0 ? (
          <EmptyState title="No recipes found" />
        ) : (
          <table className="w-full min-w-[56rem] text-left text-sm">
            <AdminTableHead columns={COLUMNS} sorting={{ choice: search, fallback: NEWEST_FIRST, onSort: setFilter }} />
            <tbody className="divide-y divide-slate-100">
              {recipes.map((recipe) => (
                <RecipeRow
                  key={recipe.id}
                  recipe={recipe}
                  onEdit={() => dialogs.startEdit(recipe)}
                  onDelete={() => dialogs.startDelete(recipe)}
                  onToggleFeatured={() => toggleFeatured(recipe)}
                />
              ))}
            </tbody>
          </table>
        )}
      </div>

      <Pagination pagination={list.data?.pagination} noun="recipes" onPageChange={onPageChange} />

      {dialogs.editing && <RecipeForm recipe={dialogs.editing.item} onClose={dialogs.closeEditor} />}
      <ConfirmDialog
        {...dialogs.confirmProps}
        title="Delete Recipe"
        message={`Are you sure you want to delete the recipe "${dialogs.deleting?.title ?? ''}"? This action cannot be undone.`}
      />
    </AdminPage>
  );
}

function minutes(value: number | null) {
  return value === null ? '–' : `${value} min`;
}

function RecipeRow({
  recipe,
  onEdit,
  onDelete,
  onToggleFeatured,
}: {
  recipe: Recipe;
  onEdit: () => void;
  onDelete: () => void;
  onToggleFeatured: () => void;
}) {
  return (
    <tr className="align-middle hover:bg-slate-50">
      <td className="px-4 py-3">
        {recipe.image_url ? (
          <img src={recipe.image_url} alt="" className="size-14 rounded-lg object-cover" loading="lazy" />
        ) : (
          <div className="grid size-14 place-items-center rounded-lg bg-slate-100 text-slate-400">
            <ImageIcon aria-hidden className="size-5" />
          </div>
        )}
      </td>
      <td className="max-w-xs px-4 py-3">
        <p className="font-semibold text-slate-900">{recipe.title}</p>
        {recipe.description && <p className="mt-0.5 line-clamp-1 text-slate-500">{recipe.description}</p>}
      </td>
      <td className="px-4 py-3">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700">
          {MEAL_TYPE_LABELS[recipe.meal_type]}
        </span>
      </td>
      <td className="px-4 py-3 text-slate-700">{RECIPE_GOAL_LABELS[recipe.goal_type]}</td>
      <td className="px-4 py-3 text-slate-700">
        <dl className="grid grid-cols-[auto_auto] gap-x-2 text-xs">
          <dt className="text-slate-500">Prep</dt>
          <dd>{minutes(recipe.prep_time)}</dd>
          <dt className="text-slate-500">Cook</dt>
          <dd>{minutes(recipe.cook_time)}</dd>
          <dt className="text-slate-500">Total</dt>
          <dd className="font-semibold">{minutes(recipe.total_time)}</dd>
        </dl>
      </td>
      <td className="px-4 py-3 text-slate-700">
        {recipe.calories_per_serving === null ? '–' : `${recipe.calories_per_serving} kcal`}
      </td>
      <td className="px-4 py-3">
        <button
          type="button"
          onClick={onToggleFeatured}
          aria-pressed={recipe.is_featured}
          aria-label={`Featured: ${recipe.title}`}
          title={recipe.is_featured ? 'Remove from Featured' : 'Mark as Featured'}
          className={clsx(
            'rounded-lg p-2',
            recipe.is_featured ? 'text-amber-500 hover:bg-amber-50' : 'text-slate-400 hover:bg-slate-100',
          )}
        >
          <Star aria-hidden className={clsx('size-5', recipe.is_featured && 'fill-current')} />
        </button>
      </td>
      <td className="px-4 py-3">
        <div className="flex justify-end gap-1">
          <EditDeleteButtons name={recipe.title} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </td>
    </tr>
  );
}
