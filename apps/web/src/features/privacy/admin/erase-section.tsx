// Erase: removes every record of the address once the administrator has typed the address again.
import type { ErasedCounts } from '@coach/shared';
import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormAlert, FormField, inputClass } from '@/components/ui/form-field';
import { erasePersonMutation } from '@/features/privacy/admin/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const erasedText = ({ consultations, contacts, emails }: ErasedCounts) =>
  `Erased ${plural(consultations, 'consultation', 'consultations')}, ${plural(contacts, 'contact message', 'contact messages')} and ${plural(emails, 'e-mail', 'e-mails')}.`;

export function EraseSection({ email, onErased }: { email: string; onErased: (message: string) => void }) {
  const { trpc } = useApi();
  const erase = useMutation(erasePersonMutation(trpc));
  const [confirmation, setConfirmation] = useState('');
  const confirmed = confirmation.trim().toLowerCase() === email;

  return (
    <section aria-labelledby="erase-heading" className="rounded-2xl border border-red-200 bg-white p-4 shadow-sm">
      <h3 id="erase-heading" className="text-lg font-semibold text-red-800">
        Erase everything
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Deletes every record above, any booked time (it becomes free again) and the e-mail copies. This cannot be
        undone; export first if the person asked for a copy.
      </p>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        aria-label="Erase everything"
        onSubmit={(event) => {
          event.preventDefault();
          if (!confirmed) return;
          erase.mutate(
            { email },
            {
              onSuccess: ({ deleted }) => {
                setConfirmation('');
                onErased(erasedText(deleted));
              },
            },
          );
        }}
      >
        <div className="min-w-64 flex-1">
          <FormField label="Type the e-mail address to confirm">
            {({ id }) => (
              <input
                id={id}
                type="email"
                autoComplete="off"
                className={inputClass}
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
              />
            )}
          </FormField>
        </div>
        <button
          type="submit"
          className="btn bg-red-700 text-white hover:bg-red-800"
          disabled={!confirmed || erase.isPending}
        >
          <Trash2 aria-hidden className="size-4" />
          {erase.isPending ? 'Erasing...' : 'Erase everything'}
        </button>
      </form>
      {erase.isError && (
        <div className="mt-3">
          <FormAlert>{serverErrorText(erase.error) ?? 'Could not erase the records.'}</FormAlert>
        </div>
      )}
    </section>
  );
}
