// "Send Us a Message": browser-native checks in the page, the shared schema again on the server.
import { CONTACT_MESSAGES, HONEYPOT_FIELD } from '@coach/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormAlert, FormField, HoneypotField, inputClass } from '@/components/ui/form-field';
import { sendContactMessageMutation } from '@/features/leads/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { leadAttribution } from '@/lib/visits';
import { PrivacyNotice } from './privacy-notice';

const EMPTY = { name: '', email: '', phone: '', subject: '', message: '', [HONEYPOT_FIELD]: '' };

export function ContactForm() {
  const { trpc } = useApi();
  const send = useMutation(sendContactMessageMutation(trpc));
  const [form, setForm] = useState(EMPTY);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const set = (name: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    send.mutate(
      { ...form, attribution: leadAttribution() },
      {
        onSuccess: () => {
          setResult({ tone: 'success', text: CONTACT_MESSAGES.sent });
          setForm(EMPTY);
        },
        onError: (error) => setResult({ tone: 'error', text: serverErrorText(error) ?? CONTACT_MESSAGES.failed }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="relative grid gap-4 sm:grid-cols-2" aria-label="Send us a message">
      {result && (
        <div className="sm:col-span-2">
          <FormAlert tone={result.tone}>{result.text}</FormAlert>
        </div>
      )}
      <FormField label="Name" required>
        {({ id }) => (
          <input
            id={id}
            required
            autoComplete="name"
            className={inputClass}
            value={form.name}
            onChange={(e) => set('name')(e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Email" required>
        {({ id }) => (
          <input
            id={id}
            type="email"
            required
            autoComplete="email"
            className={inputClass}
            value={form.email}
            onChange={(e) => set('email')(e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Phone (optional)">
        {({ id }) => (
          <input
            id={id}
            type="tel"
            autoComplete="tel"
            className={inputClass}
            value={form.phone}
            onChange={(e) => set('phone')(e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Subject" required>
        {({ id }) => (
          <input
            id={id}
            required
            className={inputClass}
            value={form.subject}
            onChange={(e) => set('subject')(e.target.value)}
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <FormField label="Message" required>
          {({ id }) => (
            <textarea
              id={id}
              required
              rows={5}
              className={inputClass}
              value={form.message}
              onChange={(e) => set('message')(e.target.value)}
            />
          )}
        </FormField>
      </div>
      <HoneypotField value={form[HONEYPOT_FIELD]} onChange={(e) => set(HONEYPOT_FIELD)(e.target.value)} />
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary w-full py-3 text-base" disabled={send.isPending}>
          {send.isPending ? CONTACT_MESSAGES.sending : 'Send Message'}
        </button>
        <PrivacyNotice className="mt-3 text-center" />
      </div>
    </form>
  );
}
