// The portal's side of the testimonials' data: the whole list (hidden ones too, in order), and what each write
// refreshes. A reorder shows the new order at once and puts the server's back if it is refused.
import type { Testimonial } from '@coach/shared';
import { useMutation } from '@tanstack/react-query';
import { refresh, useApi } from '@/lib/data';
import type { Trpc } from '@/lib/trpc';

export const adminTestimonialList = (trpc: Trpc) => trpc.testimonial.adminList.queryOptions();

/** A write changes the Reviews tab and the portal's list: the whole area. */
const afterTestimonialWrite = (trpc: Trpc) => [trpc.testimonial.pathKey()];

export function useTestimonialWrites() {
  const { trpc, queryClient } = useApi();
  const onSuccess = () => refresh(queryClient, afterTestimonialWrite(trpc));
  const listKey = trpc.testimonial.adminList.queryKey();
  return {
    create: useMutation(trpc.testimonial.create.mutationOptions({ onSuccess })),
    update: useMutation(trpc.testimonial.update.mutationOptions({ onSuccess })),
    hide: useMutation(trpc.testimonial.hide.mutationOptions({ onSuccess })),
    remove: useMutation(trpc.testimonial.delete.mutationOptions({ onSuccess })),
    reorder: useMutation(
      trpc.testimonial.reorder.mutationOptions({
        onMutate: async ({ ids }) => {
          await queryClient.cancelQueries({ queryKey: listKey });
          queryClient.setQueryData(listKey, (list) => {
            if (!list) return list;
            const byId = new Map(list.testimonials.map((t) => [t.id, t]));
            return { testimonials: ids.map((id) => byId.get(id)).filter((t): t is Testimonial => t !== undefined) };
          });
        },
        onSettled: onSuccess,
      }),
    ),
  };
}
