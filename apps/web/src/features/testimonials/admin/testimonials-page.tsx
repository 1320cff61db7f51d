// Admin testimonials: the Reviews tab's cards in their order, moved with Up and Down (keyboard or mouse), shown or
// hidden, added, edited and deleted.
import { type Picture, TESTIMONIAL_KIND_LABELS, type Testimonial } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { Eye, EyeOff, Plus } from 'lucide-react';
import { AdminPage } from '@/components/admin/admin-page';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { ListLoading } from '@/components/admin/content-filters';
import { EmptyState } from '@/components/admin/empty-state';
import { MoveAnnouncement, MoveButtons, useMoveAnnouncer } from '@/components/admin/move-buttons';
import { StatusBadge } from '@/components/admin/status-badge';
import { EditDeleteButtons } from '@/components/admin/table';
import { useCrudDialogs } from '@/components/admin/use-crud-dialogs';
import { FormAlert } from '@/components/ui/form-field';
import { StarRating } from '@/components/ui/star-rating';
import { adminTestimonialList, useTestimonialWrites } from '@/features/testimonials/admin/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { TestimonialForm } from './testimonial-form';

const DELETE_FAILED = 'Failed to delete testimonial';
const WRITE_FAILED = 'Failed to save the change';

const moveKeyOf = (t: Testimonial) => `testimonial-${t.id}`;

export function TestimonialsPage() {
  const { trpc } = useApi();
  const list = useQuery(adminTestimonialList(trpc));
  const { remove, hide, reorder } = useTestimonialWrites();
  const { said, setSaid, announceMove } = useMoveAnnouncer();
  const dialogs = useCrudDialogs<Testimonial>({ remove, onDeleted: async () => {}, deleteFailedText: DELETE_FAILED });
  const testimonials = list.data?.testimonials ?? [];
  const failed = reorder.error ?? hide.error;

  const move = (from: number, to: number) => {
    const ids = testimonials.map((t) => t.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id as number);
    const moved = testimonials[from] as Testimonial;
    reorder.mutate({ ids });
    announceMove({ moveKey: moveKeyOf(moved), name: moved.name, from, to, count: ids.length });
  };
  const toggle = (t: Testimonial) =>
    hide.mutate(
      { id: t.id, hidden: !t.hidden },
      { onSuccess: () => setSaid(`${t.name} is ${t.hidden ? 'shown' : 'hidden'} on the site`) },
    );

  return (
    <AdminPage
      title="Testimonials"
      actions={
        <button type="button" className="btn-primary" onClick={dialogs.startAdd}>
          <Plus aria-hidden className="size-4" /> Add Testimonial
        </button>
      }
    >
      <p className="max-w-3xl text-slate-600">
        The reviews on the Reviews tab of the transformations page, in this order. Hidden ones stay here and are not
        shown to visitors.
      </p>
      {failed && (
        <div className="mt-4">
          <FormAlert>{serverErrorText(failed) ?? WRITE_FAILED}</FormAlert>
        </div>
      )}

      {list.isPending ? (
        <ListLoading label="Loading testimonials..." />
      ) : testimonials.length === 0 ? (
        <EmptyState framed title="No testimonials yet" hint="Add one and it appears on the transformations page." />
      ) : (
        <ol className="mt-6 space-y-4">
          {testimonials.map((t, index) => (
            <li key={t.id} className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm sm:flex-row">
              <Thumbnail photo={t.photo} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="break-words font-sans text-lg font-semibold">{t.name}</h2>
                  <StatusBadge tone={t.hidden ? 'grey' : 'green'}>{t.hidden ? 'Hidden' : 'Shown'}</StatusBadge>
                </div>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  {TESTIMONIAL_KIND_LABELS[t.kind]}
                  {t.date_line && <span>· {t.date_line}</span>}
                  <StarRating rating={t.rating} />
                </p>
                <p className="mt-2 line-clamp-3 break-words text-sm text-slate-700">{t.text}</p>
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <MoveButtons
                    moveKey={moveKeyOf(t)}
                    name={t.name}
                    index={index}
                    count={testimonials.length}
                    onMove={move}
                  />
                  <button
                    type="button"
                    className="btn-outline px-2 py-1 text-xs"
                    onClick={() => toggle(t)}
                    aria-label={`${t.hidden ? 'Show' : 'Hide'} ${t.name}`}
                  >
                    {t.hidden ? <Eye aria-hidden className="size-4" /> : <EyeOff aria-hidden className="size-4" />}
                    {t.hidden ? 'Show' : 'Hide'}
                  </button>
                  <EditDeleteButtons
                    name={t.name}
                    onEdit={() => dialogs.startEdit(t)}
                    onDelete={() => dialogs.startDelete(t)}
                  />
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      <MoveAnnouncement said={said} />

      {dialogs.editing && <TestimonialForm testimonial={dialogs.editing.item} onClose={dialogs.closeEditor} />}
      <ConfirmDialog
        {...dialogs.confirmProps}
        title="Delete Testimonial"
        message={`Are you sure you want to delete the testimonial of ${dialogs.deleting?.name ?? ''}? This action cannot be undone.`}
      />
    </AdminPage>
  );
}

/** The card's first photo, small; a message has none. */
function Thumbnail({ photo }: { photo: Picture | null }) {
  if (!photo) return null;
  return <img src={photo.url} alt={photo.alt} loading="lazy" className="h-24 w-32 shrink-0 rounded-lg object-cover" />;
}
