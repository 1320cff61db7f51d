// "Send Us a Message": a plain form that posts to /forms/contact (the page answers it without script); in the
// browser, browser-native checks and the same tRPC call as ever, the success banner and a cleared form. The fields
// are the browser's own, so nothing typed before the island woke is lost.
import { CONTACT_MESSAGES, formAction, HONEYPOT_FIELD } from '@coach/shared';
import { type FormEvent, useState } from 'react';
import { FormAlert, HoneypotField, InputField, TextAreaField } from '@/components/ui/form-field';
import { serverErrorText } from '@/lib/errors';
import { type FormPost, FormPostFields, fieldError, typedValue } from '@/lib/form-post';
import { sendToServer } from '@/lib/islands/call-server';
import { defineIsland } from '@/lib/islands/define-island';
import { leadAttribution } from '@/lib/visits';
import { PrivacyNotice } from './privacy-notice';

type Result = { tone: 'success' | 'error'; text: string } | null;

/** What the server's answer to a plain post says at first: sent, or refused with a message for the whole form. */
function firstResult(post: FormPost): Result {
  if (post.outcome?.status === 'sent') return { tone: 'success', text: CONTACT_MESSAGES.sent };
  const failure = post.outcome?.status === 'refused' ? post.outcome.refused.failure : null;
  return failure ? { tone: 'error', text: failure } : null;
}

function ContactForm({ post }: { post: FormPost }) {
  const [result, setResult] = useState<Result>(() => firstResult(post));
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setResult(null);
    setSending(true);
    try {
      await sendToServer('lead.sendContactMessage', {
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        subject: fields.subject,
        message: fields.message,
        [HONEYPOT_FIELD]: fields[HONEYPOT_FIELD],
        attribution: leadAttribution(),
      });
      setResult({ tone: 'success', text: CONTACT_MESSAGES.sent });
      form.reset();
    } catch (error) {
      setResult({ tone: 'error', text: serverErrorText(error) ?? CONTACT_MESSAGES.failed });
    } finally {
      setSending(false);
    }
  };

  const field = (name: string) => ({
    name,
    defaultValue: typedValue(post, name),
  });
  return (
    <form
      method="post"
      action={formAction('contact')}
      onSubmit={submit}
      className="relative grid gap-4 sm:grid-cols-2"
      aria-label="Send us a message"
    >
      {result && (
        <div className="sm:col-span-2">
          <FormAlert tone={result.tone}>{result.text}</FormAlert>
        </div>
      )}
      <FormPostFields post={post} />
      <InputField label="Name" required error={fieldError(post, 'name')} autoComplete="name" {...field('name')} />
      <InputField
        label="Email"
        required
        error={fieldError(post, 'email')}
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <InputField
        label="Phone (optional)"
        error={fieldError(post, 'phone')}
        type="tel"
        autoComplete="tel"
        {...field('phone')}
      />
      <InputField label="Subject" required error={fieldError(post, 'subject')} {...field('subject')} />
      <div className="sm:col-span-2">
        <TextAreaField label="Message" required error={fieldError(post, 'message')} rows={5} {...field('message')} />
      </div>
      <HoneypotField name={HONEYPOT_FIELD} />
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary w-full py-3 text-base" disabled={sending}>
          {sending ? CONTACT_MESSAGES.sending : 'Send Message'}
        </button>
        <PrivacyNotice className="mt-3 text-center" />
      </div>
    </form>
  );
}

export default defineIsland('contact-form', ContactForm);
