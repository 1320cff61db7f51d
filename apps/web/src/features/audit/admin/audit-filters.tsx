// The audit log's filters: administrator, action, and a range of days; each change lands in the URL.
import { useId } from 'react';
import { adminInputClass } from '@/components/admin/admin-page';
import { SelectFilter } from '@/components/admin/content-filters';

export type AuditFilterValues = { admin?: string; action?: string; from?: string; to?: string };

/** The values a select offers: those in the log, plus the one in the URL if the log no longer has it. */
const optionsOf = (values: string[], current: string | undefined) =>
  [...new Set(current ? [...values, current] : values)].map((value) => ({ value, label: value }));

export function AuditFilters({
  filters,
  choices,
  onChange,
}: {
  filters: AuditFilterValues;
  /** The administrators and actions present in the log. */
  choices: { admins: string[]; actions: string[] } | undefined;
  onChange: (patch: AuditFilterValues) => void;
}) {
  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectFilter
        label="Administrator"
        allLabel="All administrators"
        options={optionsOf(choices?.admins ?? [], filters.admin)}
        value={filters.admin}
        onChange={(admin) => onChange({ admin })}
      />
      <SelectFilter
        label="Action"
        allLabel="All actions"
        options={optionsOf(choices?.actions ?? [], filters.action)}
        value={filters.action}
        onChange={(action) => onChange({ action })}
      />
      <DayInput label="From" value={filters.from} max={filters.to} onChange={(from) => onChange({ from })} />
      <DayInput label="To" value={filters.to} min={filters.from} onChange={(to) => onChange({ to })} />
      {filtered && (
        <button
          type="button"
          className="btn-outline px-3 py-2 text-sm"
          onClick={() => onChange({ admin: undefined, action: undefined, from: undefined, to: undefined })}
        >
          Clear filters
        </button>
      )}
    </div>
  );
}

function DayInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (day: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm text-slate-700">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value || undefined)}
        className={adminInputClass}
      />
    </div>
  );
}
