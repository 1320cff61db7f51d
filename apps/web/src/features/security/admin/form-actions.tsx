// A Security form's buttons: submit (its busy text while the call runs) and Cancel.
export function FormActions({
  label,
  busyLabel,
  busy,
  danger = false,
  onCancel,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  /** Red, for turning protection off. */
  danger?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="submit"
        className={danger ? 'btn bg-red-700 text-white hover:bg-red-800' : 'btn-primary'}
        disabled={busy}
      >
        {busy ? busyLabel : label}
      </button>
      <button type="button" className="btn-outline" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
    </div>
  );
}
