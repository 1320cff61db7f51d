// The editor's two routes: a new post, or a stored post loaded first (back to the list if that fails).
import { idParamSchema } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { postToEdit } from '@/features/blog/admin/api';
import { useApi } from '@/lib/data';
import { BlogEditorForm } from './blog-editor-form';

const editRoute = getRouteApi('/admin/blogs/$id/edit');

export function NewPostPage() {
  return <BlogEditorForm post={null} />;
}

export function EditPostPage() {
  const { trpc } = useApi();
  const navigate = useNavigate();
  const parsed = idParamSchema.safeParse({ id: editRoute.useParams().id });
  const id = parsed.success ? parsed.data.id : null;
  const post = useQuery(postToEdit(trpc, id));
  const failed = id === null || post.isError;

  useEffect(() => {
    if (!failed) return;
    console.warn('Could not load the post; back to the list', post.error?.message ?? 'invalid id');
    void navigate({ to: '/admin/blogs', replace: true });
  }, [failed, navigate, post.error]);

  if (!post.data) {
    return (
      <div role="status" aria-label="Loading post" className="flex justify-center py-24">
        <span aria-hidden className="size-8 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
      </div>
    );
  }
  return <BlogEditorForm key={post.data.blog.id} post={post.data.blog} />;
}
