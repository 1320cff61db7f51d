// /admin/blogs/new: the blog editor with a new post's defaults.
import { createFileRoute } from '@tanstack/react-router';
import { NewPostPage } from '../-components/admin/BlogEditorPage';

export const Route = createFileRoute('/admin/blogs/new')({
  component: NewPostPage,
});
