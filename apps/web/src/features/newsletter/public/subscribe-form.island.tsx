// "Get new articles by e-mail": a plain form that posts to /forms/newsletter (the page answers it without script); in
// the browser, the same tRPC call as ever and its answer under the form. The answer is the same for every address
// (double opt-in: the e-mail's link confirms). A page may carry two (its own and the footer's): each says which it is
// (`place`), so a refused post comes back in the form it was sent from.
import { FORM_ANCHORS, HONEYPOT_FIELD, NEWSLETTER_MESSAGES, NEWSLETTER_NOTICE } from '@coach/shared';
import clsx from 'clsx';
import { type FormEvent, useId, useState } from 'react';
import { HoneypotField } from '@/components/ui/form-field';
import { serverErrorText } from '@/lib/errors';
import { type FormPost, FormPostFields, fieldError, typedValue } from '@/lib/form-post';
import { sendToServer } from '@/lib/islands/call-server';
import { defineIsland } from '@/lib/islands/define-island';

/** The hidden field that names the form's place on its page: its anchor. */
export const SUBSCRIBE_PLACE_FIELD = 'place';

type Result = { tone: 'success' | 'error'; text: string } | null;

export type SubscribeFormProps = {
  post: FormPost;
  /** The id of the form's section, and what its `place` field says. */
  anchor: string;
  /** The page the form is on: the list's "source". */
  source: string;
  /** `dark`: on the footer's brand colour; `light`: a card on a page. */
  tone: 'light' | 'dark';
  title: string;
};

/** This form's part of the page's post: its own refusal, or the success when it is the page's first form. */
function outcomeOf(post: FormPost, anchor: string) {
  const outcome = post.outcome;
  if (outcome?.status === 'sent') return anchor === FORM_ANCHORS.newsletter ? outcome : null;
  if (outcome?.status === 'refused') return outcome.refused.values[SUBSCRIBE_PLACE_FIELD] === anchor ? outcome : null;
  return null;
}

function firstResult(post: FormPost, anchor: string): Result {
  const outcome = outcomeOf(post, anchor);
  if (outcome?.status === 'sent') return { tone: 'success', text: NEWSLETTER_MESSAGES.subscribed };
  const failure = outcome?.status === 'refused' ? outcome.refused.failure : null;
  return failure ? { tone: 'error', text: failure } : null;
}

function SubscribeForm({ post, anchor, source, tone, title }: SubscribeFormProps) {
  const [result, setResult] = useState<Result>(() => firstResult(post, anchor));
  const [sending, setSending] = useState(false);
  const id = useId();
  const dark = tone === 'dark';
  // Only this form's refusal is drawn in it.
  const own: FormPost = { ...post, outcome: outcomeOf(post, anchor) };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setResult(null);
    setSending(true);
    try {
      const answer = await sendToServer<{ message: string }>('newsletter.subscribe', {
        email: fields.email,
        first_name: fields.first_name || null,
        source,
        [HONEYPOT_FIELD]: fields[HONEYPOT_FIELD],
      });
      setResult({ tone: 'success', text: answer.message });
      form.reset();
    } catch (error) {
      setResult({ tone: 'error', text: serverErrorText(error) ?? 'Could not subscribe. Please try again.' });
    } finally {
      setSending(false);
    }
  };

  const label = clsx('block text-sm font-medium', dark ? 'text-white' : 'text-slate-700');
  const input =
    'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500';
  const errorText = clsx('mt-1 text-sm', dark ? 'text-red-200' : 'text-red-700');
  const emailError = fieldError(own, 'email');
  const nameError = fieldError(own, 'first_name');
  return (
    <section
      id={anchor}
      aria-labelledby={`${id}-title`}
      className={clsx('scroll-mt-28', !dark && 'rounded-2xl border border-brand-100 bg-brand-50 p-6')}
    >
      <h2 id={`${id}-title`} className={clsx('font-display text-xl font-bold', dark ? 'text-white' : 'text-slate-900')}>
        {title}
      </h2>
      <p className={clsx('mt-2 text-sm', dark ? 'text-brand-100' : 'text-slate-700')}>{NEWSLETTER_NOTICE}</p>
      <form
        method="post"
        action={`/forms/newsletter#${anchor}`}
        onSubmit={submit}
        className="relative mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      >
        <FormPostFields post={post} />
        <input type="hidden" name={SUBSCRIBE_PLACE_FIELD} value={anchor} />
        <input type="hidden" name="source" value={source} />
        <div>
          <label htmlFor={`${id}-email`} className={label}>
            Email
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            className={input}
            defaultValue={typedValue(own, 'email')}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-error` : undefined}
          />
          {emailError && (
            <p id={`${id}-email-error`} className={errorText}>
              {emailError}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-name`} className={label}>
            First name (optional)
          </label>
          <input
            id={`${id}-name`}
            name="first_name"
            autoComplete="given-name"
            maxLength={60}
            className={input}
            defaultValue={typedValue(own, 'first_name')}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
          />
          {nameError && (
            <p id={`${id}-name-error`} className={errorText}>
              {nameError}
            </p>
          )}
        </div>
        <HoneypotField name={HONEYPOT_FIELD} />
        <button
          type="submit"
          className={clsx(dark ? 'btn-accent' : 'btn-primary', 'py-2.5 sm:mt-6')}
          disabled={sending}
        >
          {sending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </form>
      {result && (
        <p
          role={result.tone === 'error' ? 'alert' : 'status'}
          className={clsx(
            'mt-3 rounded-lg p-3 text-sm',
            result.tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-white text-brand-800',
          )}
        >
          {result.text}
        </p>
      )}
    </section>
  );
}

export default defineIsland('subscribe-form', SubscribeForm);
