// Public forms sent as plain HTML posts (docs/decisions/178): the names every such form and the server agree on.

/** Where each public form posts: `POST /forms/<name>`. */
export const FORM_NAMES = [
  'consultation',
  'contact',
  'callback',
  'newsletter',
  'newsletter-confirm',
  'newsletter-manage',
  'booking-move',
  'booking-cancel',
] as const;
export type FormName = (typeof FORM_NAMES)[number];

/**
 * The id of the place on its page each form sits: a post's answer opens there (the action carries it as its fragment,
 * and the redirect after a success names it).
 */
export const FORM_ANCHORS: Record<FormName, string> = {
  consultation: 'consultation',
  contact: 'message',
  callback: 'talk-to-expert',
  newsletter: 'newsletter',
  'newsletter-confirm': 'main',
  'newsletter-manage': 'main',
  'booking-move': 'booking',
  'booking-cancel': 'booking',
};

export const formAction = (name: FormName) => `/forms/${name}#${FORM_ANCHORS[name]}`;

/** The hidden fields every public form carries: the page's signed form token, and the page it was sent from. */
export const FORM_TOKEN_FIELD = 'form_token';
export const RETURN_TO_FIELD = 'return_to';
/** The search parameter of the page a successful post is redirected to: which form was sent. */
export const SENT_PARAM = 'sent';

/** A post the server refused: the page is drawn again with what was typed and the messages beside the fields. */
export type RefusedForm = {
  form: FormName;
  values: Record<string, string>;
  /** Field name -> the spec's message. */
  errors: Record<string, string>;
  /** A message for the whole form (the server's failure, an expired page). */
  failure: string | null;
};

/**
 * What a successful post leaves for the one page it leads to, beyond "sent" (the consultation's phone and goal for its
 * success card): carried by a short-lived sealed cookie, never in the address, and only that page's render reads it.
 */
export type SentForm = { form: FormName; details: Record<string, string> };

/** What a public form shows as the page is drawn: nothing yet, a refused post, or a successful one. */
export type FormOutcome =
  | { status: 'refused'; refused: RefusedForm }
  | { status: 'sent'; details?: Record<string, string> }
  | null;

/** The first message for each field that has one, by the field's name: how a form shows a schema's refusal. */
export function fieldMessages(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}

/** What the page says when a post's form token is refused for its age: the visitor's words are kept, she sends again. */
export const FORM_POST_MESSAGES = {
  expired: 'This page was open for a long time, so the form was not sent. Please check your details and send it again.',
  refused: 'This form can only be sent from the page it is on. Nothing was sent.',
} as const;
