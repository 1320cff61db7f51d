// The range switch: the last 7, 30 or 90 days as links (the URL keeps the choice), or a custom from/to applied with a
// button. The server checks a custom range; the page shows its answer.
import { ANALYTICS_RANGES } from '@coach/shared';
import { getRouteApi, Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { adminInputClass } from '@/components/admin/admin-page';
import type { SelectedRange } from './analytics-range';

const route = getRouteApi('/admin/analytics');

const option = 'rounded-lg px-3 py-2 text-sm font-medium';

export function RangeSwitch({ range }: { range: SelectedRange }) {
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
      <nav aria-label="Range">
        <ul className="flex flex-wrap gap-1 rounded-xl bg-white p-1 shadow-sm">
          {ANALYTICS_RANGES.map((days) => (
            <li key={days}>
              <Link
                to="/admin/analytics"
                search={{ range: days }}
                aria-current={range.kind === days ? 'page' : undefined}
                className={clsx(
                  option,
                  range.kind === days ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                Last {days} days
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <CustomRangeForm range={range} />
    </div>
  );
}

/** From and To dates; Apply puts them in the URL (the page remounts this form when the range changes). */
function CustomRangeForm({ range }: { range: SelectedRange }) {
  const navigate = route.useNavigate();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);

  return (
    <form
      aria-label="Custom range"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate({ search: { from: from || undefined, to: to || undefined } });
      }}
    >
      <DateField label="From" value={from} onChange={setFrom} />
      <DateField label="To" value={to} onChange={setTo} />
      <button type="submit" className="btn-outline">
        Apply range
      </button>
    </form>
  );
}

function DateField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(adminInputClass, 'mt-1')}
      />
    </div>
  );
}
