// The newsletter's manage page (every e-mail's unsubscribe link): the subscription, one button to leave, and the name
// the e-mails greet. Read in the browser only, so no rendered copy of a reader's address is kept. The button is a real
// form that posts to the same address: it works without JavaScript too.
import { NEWSLETTER_MESSAGES, SUBSCRIBER_STATUS_LABELS, type Subscription } from '@coach/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { FormAlert, inputClass } from '@/components/ui/form-field';
import { renameSubscriberMutation, subscriptionQuery, unsubscribeMutation } from '@/features/newsletter/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';

const route = getRouteApi('/newsletter/manage');

export function ManageSubscriptionPage() {
  const { token = '' } = route.useSearch();
  const { trpc } = useApi();
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  const view = useQuery({ ...subscriptionQuery(trpc, token), enabled: isBrowser && token !== '' });
  return (
    <section className="container-page min-h-[60svh] max-w-2xl py-16">
      <h1 className="text-3xl font-bold">Your newsletter subscription</h1>
      {!token || view.isError ? (
        <div className="mt-6 space-y-4">
          <FormAlert>{(view.error && serverErrorText(view.error)) ?? NEWSLETTER_MESSAGES.linkInvalid}</FormAlert>
          <Link to="/blog" className="btn-outline">
            Go to the blog
          </Link>
        </div>
      ) : !isBrowser || view.isPending ? (
        <p className="mt-6 text-slate-600">Loading your subscription...</p>
      ) : (
        <SubscriptionDetails token={token} subscription={view.data.subscription} />
      )}
    </section>
  );
}

function SubscriptionDetails({ token, subscription }: { token: string; subscription: Subscription }) {
  const { trpc, queryClient } = useApi();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [name, setName] = useState(subscription.first_name ?? '');
  const nameId = useId();
  const onDone = (answer: { message: string }) => setResult({ tone: 'success', text: answer.message });
  const onFailed = (error: unknown) =>
    setResult({ tone: 'error', text: serverErrorText(error) ?? 'Something went wrong. Please try again.' });
  // The area's own onSuccess reads the subscription again; this page's answers come per call.
  const leave = useMutation(unsubscribeMutation(trpc, queryClient));
  const rename = useMutation(renameSubscriberMutation(trpc, queryClient));
  const handlers = { onSuccess: onDone, onError: onFailed };
  const subscribed = subscription.status === 'subscribed';

  const unsubscribe = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    leave.mutate({ token }, handlers);
  };
  const saveName = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    rename.mutate({ token, first_name: name.trim() || null }, handlers);
  };

  return (
    <div className="mt-6 space-y-8">
      {result && <FormAlert tone={result.tone}>{result.text}</FormAlert>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-slate-700">
        <dt className="font-semibold">Address</dt>
        <dd className="break-all">{subscription.email}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>{SUBSCRIBER_STATUS_LABELS[subscription.status]}</dd>
      </dl>
      {subscribed ? (
        <form
          method="post"
          action={`/newsletter/manage?token=${encodeURIComponent(token)}`}
          onSubmit={unsubscribe}
          className="space-y-3"
        >
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <p className="text-slate-700">No more newsletters to this address, from the next one on.</p>
          <button type="submit" className="btn-primary" disabled={leave.isPending}>
            {leave.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
          </button>
        </form>
      ) : (
        <p className="text-slate-700">{NEWSLETTER_MESSAGES.unsubscribed}</p>
      )}
      <form onSubmit={saveName} className="space-y-3">
        <div>
          <label htmlFor={nameId} className="block text-sm font-medium text-slate-700">
            First name (how the newsletter greets you)
          </label>
          <input
            id={nameId}
            autoComplete="given-name"
            maxLength={60}
            className={inputClass}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <button type="submit" className="btn-outline" disabled={rename.isPending}>
          Save name
        </button>
      </form>
    </div>
  );
}
