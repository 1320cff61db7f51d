// "Post Not Found": the screen for a missing post, shown by the route (status 404) and by the page.
import { BLOG_MESSAGES } from '@coach/shared';
import { DetailNotFound } from '@/components/layout/detail-page';

export function PostNotFound() {
  return <DetailNotFound title="Post Not Found" text={BLOG_MESSAGES.notFoundText} to="/blog" label="Back to Blog" />;
}
