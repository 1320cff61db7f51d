// What a public form needs to work as a plain HTML post (docs/decisions/178): where it posts, its hidden fields (the
// page's form token and the page it was sent from), and what a post the server answered with this page said. Islands
// import this, so it reads nothing from the router (the page reads that in lib/forms.tsx).
import { FORM_TOKEN_FIELD, type FormOutcome, RETURN_TO_FIELD } from '@coach/shared';

export type FormPost = {
  /** The page's signed form token (the same for every visitor of this window). */
  token: string;
  /** The page's path and query, where a successful post leads back to. */
  returnTo: string;
  outcome: FormOutcome;
};

/** The hidden fields of a public form. */
export function FormPostFields({ post }: { post: FormPost }) {
  return (
    <>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={post.token} />
      <input type="hidden" name={RETURN_TO_FIELD} value={post.returnTo} />
    </>
  );
}

/** What the visitor typed into `field` of a refused post, to draw the field with it again. */
export const typedValue = (post: FormPost, field: string): string | undefined =>
  post.outcome?.status === 'refused' ? post.outcome.refused.values[field] : undefined;

/** The message beside `field` of a refused post. */
export const fieldError = (post: FormPost, field: string): string | undefined =>
  post.outcome?.status === 'refused' ? post.outcome.refused.errors[field] : undefined;
