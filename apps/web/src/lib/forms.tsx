// The page's side of a public form (docs/decisions/178): the route knows the page's form token, its address and the
// outcome of a post the server answered with this page, and hands them to the form's island as props.
import { type FormName, SENT_PARAM } from '@coach/shared';
import { useRouteContext, useRouterState } from '@tanstack/react-router';
import type { FormPost } from './form-post';

/** The page's address without a previous post's `sent` mark. */
function returnPathOf(pathname: string, search: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (key !== SENT_PARAM && value !== undefined) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}

export function useFormPost(name: FormName): FormPost {
  const { page } = useRouteContext({ from: '__root__' });
  const { pathname, search } = useRouterState({ select: (s) => s.location });
  const sent = (search as Record<string, unknown>)[SENT_PARAM] === name;
  const refused = page.refusedForm?.form === name ? page.refusedForm : null;
  const details = sent && page.sentForm?.form === name ? page.sentForm.details : undefined;
  return {
    token: page.formToken,
    returnTo: returnPathOf(pathname, search as Record<string, unknown>),
    outcome: refused ? { status: 'refused', refused } : sent ? { status: 'sent', ...(details && { details }) } : null,
  };
}
