// Add/edit/delete dialog state of an admin list: the item being edited (null while adding), the one awaiting delete confirmation, and the delete with its failure text.
import { useState } from 'react';
import { serverErrorText } from '@/lib/errors';

/** The list's delete mutation, as far as the dialogs use it. */
type DeleteMutation = {
  mutate: (
    variables: { id: number },
    callbacks: { onSuccess: () => Promise<void>; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
};

export function useCrudDialogs<T extends { id: number }>({
  remove,
  onDeleted,
  deleteFailedText,
}: {
  remove: DeleteMutation;
  /** After a successful delete, once the dialog has closed: refresh the list, step back a page... */
  onDeleted: () => Promise<void>;
  /** Shown when the server gives no error text. */
  deleteFailedText: string;
}) {
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [deleteError, setDeleteError] = useState('');

  const confirmDelete = () => {
    if (!deleting) return;
    setDeleteError('');
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: async () => {
          setDeleting(null);
          await onDeleted();
        },
        onError: (error) => setDeleteError(serverErrorText(error) ?? deleteFailedText),
      },
    );
  };

  return {
    /** Set while the add/edit form is open; `item` is null when adding. */
    editing,
    startAdd: () => setEditing({ item: null }),
    startEdit: (item: T) => setEditing({ item }),
    closeEditor: () => setEditing(null),
    /** The item the delete confirmation asks about. */
    deleting,
    startDelete: (item: T) => {
      setDeleteError('');
      setDeleting(item);
    },
    /** The ConfirmDialog's state and actions; the page adds its title and message. */
    confirmProps: {
      open: deleting !== null,
      onOpenChange: (open: boolean) => !open && !remove.isPending && setDeleting(null),
      busy: remove.isPending,
      error: deleteError,
      onConfirm: confirmDelete,
    },
  };
}
