// "Talk to Expert"'s call-back request, inside its dialog (expert-dialog.tsx): a plain form that posts to
// /forms/callback (the page answers it without script); in the browser, the spec's alert when a required field is
// empty, Submitting..., then "Request Submitted!", and 2 s later the dialog closes and the form is empty again. Stored
// as a consultation for weight loss, its message marked as an expert request, through the same tRPC call as ever.
import {
  CONSULTATION_MESSAGES,
  EXPERT_MODAL_AUTOCLOSE_MS,
  expertMessage,
  formAction,
  HONEYPOT_FIELD,
} from '@coach/shared';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormAlert, HoneypotField, InputField, TextAreaField } from '@/components/ui/form-field';
import { serverErrorText } from '@/lib/errors';
import { type FormPost, FormPostFields, typedValue } from '@/lib/form-post';
import { sendToServer } from '@/lib/islands/call-server';
import { defineIsland } from '@/lib/islands/define-island';
import { closeDialog } from '@/lib/modal-dialog';
import { leadAttribution } from '@/lib/visits';
import { PrivacyNotice } from './privacy-notice';

type Status = 'ready' | 'sending' | 'sent';

function CallbackForm({ post }: { post: FormPost }) {
  const refused = post.outcome?.status === 'refused' ? post.outcome.refused : null;
  const [status, setStatus] = useState<Status>(post.outcome?.status === 'sent' ? 'sent' : 'ready');
  const [alert, setAlert] = useState(refused?.failure ?? '');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>(refused?.errors ?? {});
  // Each request after the first starts from an empty form (a new one), not from a refused post's words.
  const [round, setRound] = useState(0);
  const box = useRef<HTMLDivElement>(null);

  // After success: the confirmation, then the dialog closes and the form is clear, after 2 s.
  useEffect(() => {
    if (status !== 'sent') return;
    const timer = setTimeout(() => {
      const dialog = box.current?.closest('dialog');
      if (dialog) closeDialog(dialog);
      setStatus('ready');
      setRound((count) => count + 1);
    }, EXPERT_MODAL_AUTOCLOSE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string | undefined>;
    const { name = '', email = '', phone = '', message = '' } = fields;
    if (!name.trim() || !email.trim() || !phone.trim()) {
      setAlert(CONSULTATION_MESSAGES.expertMissingFields);
      return;
    }
    setAlert('');
    setErrors({});
    setStatus('sending');
    try {
      await sendToServer('lead.bookConsultation', {
        name,
        email,
        phone,
        goal: 'weight_loss',
        message: expertMessage(message),
        [HONEYPOT_FIELD]: fields[HONEYPOT_FIELD] ?? '',
        attribution: leadAttribution(),
      });
      setStatus('sent');
    } catch (error) {
      setAlert(serverErrorText(error) ?? CONSULTATION_MESSAGES.expertFailed);
      setStatus('ready');
    }
  };

  /** Editing a field clears that field's message from a refused post. */
  const edited = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    setErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
  };

  const field = (name: string) => ({
    name,
    defaultValue: round === 0 ? typedValue(post, name) : undefined,
  });
  return (
    <div ref={box}>
      {status === 'sent' ? (
        <div role="status" className="mt-6 flex flex-col items-center text-center">
          <CheckCircle2 aria-hidden className="size-14 text-brand-600" />
          <p className="mt-3 font-display text-2xl font-bold">{CONSULTATION_MESSAGES.expertSubmitted}</p>
          <p className="mt-2 text-slate-600">Our expert will contact you within 24 hours.</p>
          <p className="text-slate-600">Expect a call soon!</p>
        </div>
      ) : (
        <form
          key={round}
          method="post"
          action={formAction('callback')}
          onSubmit={submit}
          onChange={edited}
          noValidate
          className="relative mt-6 space-y-4"
          aria-label="Request a call back"
        >
          {alert && <FormAlert>{alert}</FormAlert>}
          <FormPostFields post={post} />
          <InputField label="Name" required error={errors.name} autoComplete="name" {...field('name')} />
          <InputField
            label="Email"
            required
            error={errors.email}
            type="email"
            autoComplete="email"
            {...field('email')}
          />
          <InputField label="Phone" required error={errors.phone} type="tel" autoComplete="tel" {...field('phone')} />
          <TextAreaField
            label="What would you like to discuss?"
            error={errors.message}
            rows={3}
            {...field('message')}
          />
          <HoneypotField name={HONEYPOT_FIELD} />
          <button type="submit" className="btn-primary w-full" disabled={status === 'sending'}>
            {status === 'sending' ? CONSULTATION_MESSAGES.expertSubmitting : 'Request a Call Back'}
          </button>
          <PrivacyNotice className="text-center" />
        </form>
      )}
    </div>
  );
}

export default defineIsland('callback-form', CallbackForm);
