// "Get new articles by e-mail": the newsletter's subscribe form on the blog, under each post and in the footer. The
// answer is the same for every address (double opt-in: the e-mail's link confirms); the page it was on is its source.
import { HONEYPOT_FIELD, NEWSLETTER_NOTICE } from '@coach/shared';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import clsx from 'clsx';
import { type FormEvent, useId, useState } from 'react';
import { HoneypotField } from '@/components/ui/form-field';
import { subscribeMutation } from '@/features/newsletter/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';

const EMPTY = { email: '', first_name: '', [HONEYPOT_FIELD]: '' };

/** `dark`: on the footer's brand colour; `light`: a card on a page. */
export function SubscribeForm({
  tone = 'light',
  title = 'Get new articles by e-mail',
}: {
  tone?: 'light' | 'dark';
  title?: string;
}) {
  const { trpc } = useApi();
  const subscribe = useMutation(subscribeMutation(trpc));
  const source = useLocation({ select: (location) => location.pathname });
  const [form, setForm] = useState(EMPTY);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const id = useId();
  const dark = tone === 'dark';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    subscribe.mutate(
      { email: form.email, first_name: form.first_name || null, source, [HONEYPOT_FIELD]: form[HONEYPOT_FIELD] },
      {
        onSuccess: (answer) => {
          setResult({ tone: 'success', text: answer.message });
          setForm(EMPTY);
        },
        onError: (error) =>
          setResult({ tone: 'error', text: serverErrorText(error) ?? 'Could not subscribe. Please try again.' }),
      },
    );
  };

  const label = clsx('block text-sm font-medium', dark ? 'text-white' : 'text-slate-700');
  const input =
    'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200';
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={clsx(!dark && 'rounded-2xl border border-brand-100 bg-brand-50 p-6')}
    >
      <h2 id={`${id}-title`} className={clsx('font-display text-xl font-bold', dark ? 'text-white' : 'text-slate-900')}>
        {title}
      </h2>
      <p className={clsx('mt-2 text-sm', dark ? 'text-brand-100' : 'text-slate-700')}>{NEWSLETTER_NOTICE}</p>
      <form onSubmit={submit} className="relative mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-email`} className={label}>
            Email
          </label>
          <input
            id={`${id}-email`}
            type="email"
            required
            autoComplete="email"
            className={input}
            value={form.email}
            onChange={(e) => setForm((f) => ({ ...f, email: e.target.value }))}
          />
        </div>
        <div>
          <label htmlFor={`${id}-name`} className={label}>
            First name (optional)
          </label>
          <input
            id={`${id}-name`}
            autoComplete="given-name"
            maxLength={60}
            className={input}
            value={form.first_name}
            onChange={(e) => setForm((f) => ({ ...f, first_name: e.target.value }))}
          />
        </div>
        <HoneypotField
          value={form[HONEYPOT_FIELD]}
          onChange={(e) => setForm((f) => ({ ...f, [HONEYPOT_FIELD]: e.target.value }))}
        />
        <button
          type="submit"
          className={clsx(dark ? 'btn-accent' : 'btn-primary', 'py-2.5')}
          disabled={subscribe.isPending}
        >
          {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
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
