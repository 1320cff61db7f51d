// The newsletter's subscribe form as a page draws it (the blog, under each post, the footer): the page's side of the
// island (its post, its place on the page and the page it is on).
import { FORM_ANCHORS } from '@coach/shared';
import { useRouterState } from '@tanstack/react-router';
import { useFormPost } from '@/lib/forms';
import Island from './subscribe-form.island';

/** The pages that carry a subscribe form of their own: there the footer's is the second one on the page. */
const PAGES_WITH_THEIR_OWN_FORM = new Set<string>(['/blog/', '/blog/$id']);

export function SubscribeForm({
  tone = 'light',
  title = 'Get new articles by e-mail',
  place = 'page',
}: {
  tone?: 'light' | 'dark';
  title?: string;
  /** The footer's form gives the page's own form the anchor a successful post returns to. */
  place?: 'page' | 'footer';
}) {
  const post = useFormPost('newsletter');
  const { pathname, pageHasItsOwn } = useRouterState({
    select: (s) => ({
      pathname: s.location.pathname,
      pageHasItsOwn: s.matches.some(
        (match) => PAGES_WITH_THEIR_OWN_FORM.has(match.routeId) && match.status === 'success',
      ),
    }),
  });
  const second = place === 'footer' && pageHasItsOwn;
  const anchor = second ? `${FORM_ANCHORS.newsletter}-footer` : FORM_ANCHORS.newsletter;
  return <Island post={post} anchor={anchor} source={pathname} tone={tone} title={title} />;
}
