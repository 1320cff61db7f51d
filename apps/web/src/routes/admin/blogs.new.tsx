// /admin/blogs/new: the blog editor with a new post's defaults.
import { createFileRoute } from '@tanstack/react-router';
import { NewPostPage } from '@/features/blog/admin/blog-editor-page';

export const Route = createFileRoute('/admin/blogs/new')({
  component: NewPostPage,
});
