// Settings > Connect other tools: where the REST contract is described, for the owner or whoever connects her CRM,
// spreadsheet or automation (n8n, Zapier, Make) to the site.
import { Link } from '@tanstack/react-router';

export function IntegrationsSection() {
  return (
    <section aria-labelledby="integrations-heading" className="mt-8 max-w-2xl rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="integrations-heading" className="text-xl font-semibold">
        Connect other tools
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        Other tools can read and add leads, bookings and content through the site's REST API.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
        <li>
          <Link className="font-medium text-brand-700 underline" to="/admin/integrations">
            Integrations
          </Link>
          : webhooks that send new leads, bookings and posts to your other tools as they happen.
        </li>
        <li>
          <a className="font-medium text-brand-700 underline" href="/api/docs" target="_blank" rel="noopener">
            API reference
          </a>{' '}
          (opens in a new tab): every route, what it takes and what it answers.
        </li>
        <li>
          <a className="font-medium text-brand-700 underline" href="/api/openapi.json" target="_blank" rel="noopener">
            OpenAPI document
          </a>{' '}
          (opens in a new tab): the same, for tools that import one.
        </li>
      </ul>
    </section>
  );
}
