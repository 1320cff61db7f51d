// /admin/blogs/{id}/edit: the blog editor filled with a stored post.
import { createFileRoute } from '@tanstack/react-router';
import { EditPostPage } from '@/features/blog/admin/blog-editor-page';

export const Route = createFileRoute('/admin/blogs/$id/edit')({
  component: EditPostPage,
});
