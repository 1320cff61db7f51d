// The admin list's row and sample-data actions, with the spec's messages for each outcome.
import { BLOG_MESSAGES, type BlogPost } from '@coach/shared';
import type { QueryKey } from '@tanstack/react-query';
import { usePostWrites } from '@/features/blog/admin/api';
import { serverErrorText } from '@/lib/errors';

/** A line above the list: what an action did, or why it failed. */
export type Notice = { tone: 'success' | 'error'; text: string };

export function useBlogActions({
  listKey,
  onNotice,
}: {
  listKey: QueryKey;
  onNotice: (notice: Notice | null) => void;
}) {
  const { update, remove, sample, afterRowChange, afterListChange } = usePostWrites();
  const showChanged = (blog: BlogPost) => afterRowChange(listKey, blog);

  return {
    deletingBusy: remove.isPending,
    addingSample: sample.isPending,

    async togglePublished(post: BlogPost) {
      onNotice(null);
      try {
        const { blog } = await update.mutateAsync({ id: post.id, published: !post.published });
        await showChanged(blog);
        onNotice({ tone: 'success', text: blog.published ? BLOG_MESSAGES.published : BLOG_MESSAGES.unpublished });
      } catch (error) {
        const verb = post.published ? 'unpublishing' : 'publishing';
        onNotice({ tone: 'error', text: `Error ${verb} blog: ${serverErrorText(error) ?? 'Unknown error'}` });
      }
    },

    async toggleFeatured(post: BlogPost) {
      try {
        const { blog } = await update.mutateAsync({ id: post.id, featured: !post.featured });
        await showChanged(blog);
      } catch (error) {
        // The spec: a failed feature toggle is logged only.
        console.error('Feature toggle failed', error);
      }
    },

    /** True when the post is gone; a failure is logged and the dialog stays (the spec). */
    async remove(post: BlogPost): Promise<boolean> {
      try {
        await remove.mutateAsync({ id: post.id });
        return true;
      } catch (error) {
        console.error('Deleting the post failed', error);
        return false;
      }
    },

    async addSample() {
      onNotice(null);
      try {
        const { blogs } = await sample.mutateAsync();
        onNotice({ tone: 'success', text: `Successfully created ${blogs.length} sample posts!` });
        await afterListChange();
      } catch (error) {
        const reason = serverErrorText(error);
        onNotice({
          tone: 'error',
          text: reason ? `Failed to create sample data: ${reason}` : 'Error creating sample data. Please try again.',
        });
      }
    },
  };
}
