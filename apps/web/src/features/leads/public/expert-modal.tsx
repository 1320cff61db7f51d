// "Talk to Expert": a short call-back request, stored as a consultation marked as an expert request.
import { CONSULTATION_MESSAGES, EXPERT_MODAL_AUTOCLOSE_MS, expertMessage } from '@coach/shared';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { FormAlert, FormField, HoneypotField, inputClass } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { bookConsultationMutation } from '@/features/leads/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { leadAttribution } from '@/lib/visits';
import { PrivacyNotice } from './privacy-notice';

const EMPTY = { name: '', email: '', phone: '', message: '', website: '' };

export function ExpertModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { trpc } = useApi();
  const [form, setForm] = useState(EMPTY);
  const [alert, setAlert] = useState('');
  const book = useMutation(bookConsultationMutation(trpc));

  // After success: show the confirmation, then close and clear after 2 s.
  useEffect(() => {
    if (!book.isSuccess) return;
    const timer = setTimeout(() => {
      onOpenChange(false);
      setForm(EMPTY);
      book.reset();
    }, EXPERT_MODAL_AUTOCLOSE_MS);
    return () => clearTimeout(timer);
  }, [book.isSuccess, book.reset, onOpenChange]);

  const set = (field: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim() || !form.email.trim() || !form.phone.trim()) {
      setAlert(CONSULTATION_MESSAGES.expertMissingFields);
      return;
    }
    setAlert('');
    book.mutate(
      {
        name: form.name,
        email: form.email,
        phone: form.phone,
        goal: 'weight_loss',
        message: expertMessage(form.message),
        website: form.website,
        attribution: leadAttribution(),
      },
      { onError: (error) => setAlert(serverErrorText(error) ?? CONSULTATION_MESSAGES.expertFailed) },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Talk to an Expert"
      description="Get a free 15-minute consultation. Our expert will call you within 24 hours."
    >
      {book.isSuccess ? (
        <div role="status" className="mt-6 flex flex-col items-center text-center">
          <CheckCircle2 aria-hidden className="size-14 text-brand-600" />
          <p className="mt-3 font-display text-2xl font-bold">{CONSULTATION_MESSAGES.expertSubmitted}</p>
          <p className="mt-2 text-slate-600">Our expert will contact you within 24 hours.</p>
          <p className="text-slate-600">Expect a call soon!</p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="relative mt-6 space-y-4">
          {alert && <FormAlert>{alert}</FormAlert>}
          <FormField label="Name" required>
            {({ id }) => (
              <input
                id={id}
                className={inputClass}
                autoComplete="name"
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
                className={inputClass}
                autoComplete="email"
                value={form.email}
                onChange={(e) => set('email')(e.target.value)}
              />
            )}
          </FormField>
          <FormField label="Phone" required>
            {({ id }) => (
              <input
                id={id}
                type="tel"
                className={inputClass}
                autoComplete="tel"
                value={form.phone}
                onChange={(e) => set('phone')(e.target.value)}
              />
            )}
          </FormField>
          <FormField label="What would you like to discuss?">
            {({ id }) => (
              <textarea
                id={id}
                rows={3}
                className={inputClass}
                value={form.message}
                onChange={(e) => set('message')(e.target.value)}
              />
            )}
          </FormField>
          <HoneypotField value={form.website} onChange={(e) => set('website')(e.target.value)} />
          <button type="submit" className="btn-primary w-full" disabled={book.isPending}>
            {book.isPending ? CONSULTATION_MESSAGES.expertSubmitting : 'Request a Call Back'}
          </button>
          <PrivacyNotice className="text-center" />
        </form>
      )}
    </Modal>
  );
}
