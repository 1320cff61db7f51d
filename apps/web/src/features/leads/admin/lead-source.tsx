// Where a lead came from, in the lead lists: the source name, and the whole attribution as a description list.
// Every value is visitor-supplied text (a referrer, a campaign name): shown as text, never as a link.
import type { LeadAttribution } from '@coach/shared';

export const NOT_RECORDED = 'Not recorded';

const FIELDS: ReadonlyArray<{ label: string; value: (a: LeadAttribution) => string | null }> = [
  { label: 'Source', value: (a) => a.source },
  { label: 'Medium', value: (a) => a.medium },
  { label: 'Campaign', value: (a) => a.campaign },
  { label: 'Referrer', value: (a) => a.referrer },
  { label: 'Landing page', value: (a) => a.landing_page },
];

export function LeadSourceDetails({ attribution }: { attribution: LeadAttribution | null }) {
  if (!attribution) return <p className="text-sm text-slate-500">{NOT_RECORDED}</p>;
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      {FIELDS.map((field) => (
        <div key={field.label} className="contents">
          <dt className="text-slate-500">{field.label}</dt>
          <dd className="break-all text-slate-800">{field.value(attribution) ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A table cell's view: the source, opening onto the rest of the attribution. */
export function LeadSourceCell({ attribution }: { attribution: LeadAttribution | null }) {
  if (!attribution) return <span className="text-slate-500">{NOT_RECORDED}</span>;
  return (
    <details className="min-w-40">
      <summary className="cursor-pointer font-medium text-slate-800">{attribution.source}</summary>
      <div className="mt-2">
        <LeadSourceDetails attribution={attribution} />
      </div>
    </details>
  );
}
