// The dialog frame of an admin add/edit form: the wide modal, the form, the save failure and the Cancel / Save footer.
import type { FormEventHandler, ReactNode } from 'react';
import { FormAlert } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';

/** Mounted while open; closing is refused while a save is in flight. */
export function AdminFormModal({
  title,
  description,
  busy,
  failure,
  submitLabel,
  busyLabel = 'Saving...',
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description?: ReactNode;
  busy: boolean;
  /** The save failure; empty hides the alert. */
  failure: string;
  /** The submit button's text when idle, e.g. "Save Recipe". */
  submitLabel: string;
  /** Its text while busy. */
  busyLabel?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={title}
      description={description}
      // The sm: variant outranks the dialog's own max-w-lg (same property, later in the stylesheet).
      size="wide"
    >
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        {children}

        {failure && <FormAlert>{failure}</FormAlert>}

        <div className="flex justify-end gap-3 border-t border-slate-100 pt-5">
          <button type="button" className="btn-outline" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
