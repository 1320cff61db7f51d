// The manage page's subscription, one button to leave and the name the e-mails greet: two plain forms that post to
// /forms/newsletter-manage (the page answers them without script); in the browser, the same tRPC calls as ever and
// their answers in place.
import {
  formAction,
  MANAGE_SUBSCRIPTION_CHANGED_PARAM,
  MANAGE_SUBSCRIPTION_INTENT_FIELD,
  type ManageSubscriptionIntent,
  NEWSLETTER_MESSAGES,
  SUBSCRIBER_STATUS_LABELS,
  type Subscription,
} from '@coach/shared';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert, inputClass } from '@/components/ui/form-field';
import { serverErrorText } from '@/lib/errors';
import { type FormPost, FormPostFields, fieldError, typedValue } from '@/lib/form-post';
import { sendToServer } from '@/lib/islands/call-server';
import { defineIsland } from '@/lib/islands/define-island';

type Result = { tone: 'success' | 'error'; text: string } | null;

const DONE: Record<ManageSubscriptionIntent, string> = {
  rename: NEWSLETTER_MESSAGES.nameSaved,
  unsubscribe: NEWSLETTER_MESSAGES.unsubscribed,
};

/** What the server's answer to a plain post says at first: what was done, or why not. */
function firstResult(post: FormPost, changed: ManageSubscriptionIntent | null): Result {
  if (post.outcome?.status === 'sent') return changed ? { tone: 'success', text: DONE[changed] } : null;
  if (post.outcome?.status !== 'refused') return null;
  const { failure, errors } = post.outcome.refused;
  // The name's message is beside its field; anything else (a dead link, a forged post) is the whole form's.
  if (failure) return { tone: 'error', text: failure };
  const other = Object.keys(errors).some((field) => field !== 'first_name');
  return other ? { tone: 'error', text: NEWSLETTER_MESSAGES.linkInvalid } : null;
}

/** The page a form goes back to, saying which write it was. */
function returningWith(post: FormPost, intent: ManageSubscriptionIntent): FormPost {
  const url = new URL(post.returnTo, 'http://site.invalid');
  url.searchParams.set(MANAGE_SUBSCRIPTION_CHANGED_PARAM, intent);
  return { ...post, returnTo: `${url.pathname}${url.search}` };
}

function ManageSubscription({
  token,
  subscription,
  post,
  changed,
}: {
  token: string;
  subscription: Subscription;
  post: FormPost;
  changed: ManageSubscriptionIntent | null;
}) {
  const [status, setStatus] = useState(subscription.status);
  const [result, setResult] = useState<Result>(() => firstResult(post, changed));
  const [sending, setSending] = useState<ManageSubscriptionIntent | null>(null);
  const nameId = useId();
  const nameError = fieldError(post, 'first_name');
  const subscribed = status === 'subscribed';

  const send = async (intent: ManageSubscriptionIntent, form: HTMLFormElement) => {
    setResult(null);
    setSending(intent);
    try {
      const firstName = String(new FormData(form).get('first_name') ?? '').trim();
      const answer =
        intent === 'rename'
          ? await sendToServer<{ message: string }>('newsletter.rename', { token, first_name: firstName || null })
          : await sendToServer<{ message: string }>('newsletter.unsubscribe', { token });
      if (intent === 'unsubscribe') setStatus('unsubscribed');
      setResult({ tone: 'success', text: answer.message });
    } catch (error) {
      setResult({ tone: 'error', text: serverErrorText(error) ?? 'Something went wrong. Please try again.' });
    } finally {
      setSending(null);
    }
  };
  const onSubmit = (intent: ManageSubscriptionIntent) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(intent, event.currentTarget);
  };
  const intentButton = (intent: ManageSubscriptionIntent) => ({
    type: 'submit' as const,
    name: MANAGE_SUBSCRIPTION_INTENT_FIELD,
    value: intent,
    disabled: sending !== null,
  });

  return (
    <div className="mt-6 space-y-8">
      {result && <FormAlert tone={result.tone}>{result.text}</FormAlert>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-slate-700">
        <dt className="font-semibold">Address</dt>
        <dd className="break-all">{subscription.email}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>{SUBSCRIBER_STATUS_LABELS[status]}</dd>
      </dl>
      {subscribed ? (
        <form
          method="post"
          action={formAction('newsletter-manage')}
          onSubmit={onSubmit('unsubscribe')}
          className="space-y-3"
        >
          <FormPostFields post={returningWith(post, 'unsubscribe')} />
          <input type="hidden" name="token" value={token} />
          <p className="text-slate-700">No more newsletters to this address, from the next one on.</p>
          <button className="btn-primary" {...intentButton('unsubscribe')}>
            {sending === 'unsubscribe' ? 'Unsubscribing…' : 'Unsubscribe'}
          </button>
        </form>
      ) : (
        <p className="text-slate-700">{NEWSLETTER_MESSAGES.unsubscribed}</p>
      )}
      <form method="post" action={formAction('newsletter-manage')} onSubmit={onSubmit('rename')} className="space-y-3">
        <FormPostFields post={returningWith(post, 'rename')} />
        <input type="hidden" name="token" value={token} />
        <div>
          <label htmlFor={nameId} className="block text-sm font-medium text-slate-700">
            First name (how the newsletter greets you)
          </label>
          <input
            id={nameId}
            name="first_name"
            autoComplete="given-name"
            maxLength={60}
            className={inputClass}
            defaultValue={typedValue(post, 'first_name') ?? subscription.first_name ?? ''}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${nameId}-error` : undefined}
          />
          {nameError && (
            <p id={`${nameId}-error`} className="mt-1 text-sm text-red-600">
              {nameError}
            </p>
          )}
        </div>
        <button className="btn-outline" {...intentButton('rename')}>
          Save name
        </button>
      </form>
    </div>
  );
}

export default defineIsland('manage-subscription', ManageSubscription);
