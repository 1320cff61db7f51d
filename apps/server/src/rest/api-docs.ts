// GET /api/docs: the REST contract as a page a person reads, drawn on the server from the OpenAPI document. Plain
// HTML and one style block: no script, nothing fetched from elsewhere, readable with a keyboard and a screen reader.
// (Swagger UI, tried first, fails the site's accessibility bar: contrast, unnamed controls, heading order.)
import { escapeMarkup as e } from './markup';

type Schema = Record<string, unknown>;
type Parameter = { in: string; name: string; required?: boolean; description?: string; schema?: Schema };
type Operation = {
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  description?: string;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
};
export type ReferenceDocument = {
  info: { title: string; version: string; description?: string };
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  /** The events the site sends to the owner's endpoints: each a `post` to the endpoint with its payload. */
  webhooks?: Record<string, { post?: Operation }>;
  components?: { schemas?: Record<string, Schema> };
};

const WHO: Record<string, string> = {
  apiKey: 'the site’s public key in <code>X-API-Key</code>',
  visitorToken: 'a visitor token in <code>X-Encrypted-Token</code> (from <code>POST /api/auth/token</code>)',
  adminSession:
    'an administrator’s session in <code>Authorization: Bearer</code> (from <code>POST /api/admin/login</code>)',
};

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;color:#1e293b;background:#fff;margin:0}
.page{max-width:64rem;margin:0 auto;padding:1rem}
a{color:#065f46}a:focus-visible,summary:focus-visible{outline:2px solid #065f46;outline-offset:2px}
code,pre{font:0.875rem/1.4 ui-monospace,monospace}pre{background:#f1f5f9;padding:0.75rem;white-space:pre-wrap;overflow-wrap:anywhere}
section.operation{border-top:1px solid #cbd5e1;padding:0.5rem 0}
.method{display:inline-block;min-width:4.5rem;font-weight:700;color:#0f172a}
table{border-collapse:collapse}th,td{text-align:left;padding:0.25rem 0.75rem 0.25rem 0;vertical-align:top}
nav ul{display:flex;flex-wrap:wrap;gap:0.5rem 1rem;padding:0;list-style:none}
`;

/** Escaped text, its `code` spans (the document's Markdown) set as code. */
const prose = (text: string | undefined) => e(text ?? '').replace(/`([^`]+)`/g, '<code>$1</code>');
const anchor = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const json = (schema: unknown) => `<pre>${e(JSON.stringify(schema, null, 2))}</pre>`;
const schemaBlock = (label: string, schema: Schema | undefined) =>
  schema ? `<details><summary>${e(label)}</summary>${json(schema)}</details>` : '';

function operationSection(method: string, path: string, operation: Operation): string {
  const id = anchor(`${method} ${path}`);
  const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
  const who = schemes.length
    ? `Needs ${schemes.map((name) => WHO[name] ?? e(name)).join(' or ')}.`
    : 'Open: no header.';
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const rows = Object.entries(operation.responses ?? {}).map(([status, answer]) => {
    const schema = answer.content?.['application/json']?.schema;
    return `<tr><th scope="row">${e(status)}</th><td>${prose(answer.description)}${schemaBlock(`Body of ${status}`, schema)}</td></tr>`;
  });
  return [
    `<section class="operation" aria-labelledby="${id}">`,
    `<h3 id="${id}"><span class="method">${e(method.toUpperCase())}</span> <code>${e(path)}</code></h3>`,
    `<p>${prose(operation.summary)}</p><p>${who}</p>`,
    parameters.length
      ? `<table><caption>Parameters</caption><thead><tr><th scope="col">Parameter</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th></tr></thead><tbody>${parameters
          .map(
            (p) =>
              `<tr><th scope="row"><code>${e(p.name)}</code></th><td>${e(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${e(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
          )
          .join('')}</tbody></table>`
      : '',
    schemaBlock('Request body (JSON)', body),
    `<table><caption>Answers</caption><thead><tr><th scope="col">Status</th><th scope="col">When</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    '</section>',
  ].join('');
}

/** One event the site sends: what it is, and its payload. */
function webhookSection(name: string, operation: Operation | undefined): string {
  const id = anchor(`event ${name}`);
  return [
    `<section class="operation" aria-labelledby="${id}">`,
    `<h3 id="${id}"><code>${e(name)}</code></h3>`,
    `<p>${prose(operation?.summary)}</p>`,
    schemaBlock('Payload (JSON)', operation?.requestBody?.content?.['application/json']?.schema),
    '</section>',
  ].join('');
}

/** The whole page for the document: operations grouped by their tag, the webhook events, then the named schemas. */
export function renderReference(document: ReferenceDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, path, operation)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const events = Object.entries(document.webhooks ?? {});
  const eventsIntro = Object.values(document.webhooks ?? {})[0]?.post?.description;
  const schemas = Object.entries(document.components?.schemas ?? {});
  const title = e(document.info.title);
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${title}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style>`,
    '</head><body><div class="page">',
    `<header><h1>${title}</h1><p>Version ${e(document.info.version)}. ${e(document.info.description ?? '')}</p>`,
    '<p>For tools: <a href="/api/openapi.json">the OpenAPI 3.1 document</a>.</p></header>',
    `<nav aria-label="Areas"><ul>${tags.map((tag) => `<li><a href="#${anchor(tag)}">${e(tag)}</a></li>`).join('')}${events.length ? '<li><a href="#webhook-events">Webhook events</a></li>' : ''}</ul></nav>`,
    '<main>',
    ...tags.map(
      (tag) =>
        `<section aria-labelledby="${anchor(tag)}"><h2 id="${anchor(tag)}">${e(tag)}</h2>${(byTag.get(tag) ?? []).join('')}</section>`,
    ),
    events.length
      ? `<section aria-labelledby="webhook-events"><h2 id="webhook-events">Webhook events</h2><p>${prose(eventsIntro)}</p>${events
          .map(([name, item]) => webhookSection(name, item.post))
          .join('')}</section>`
      : '',
    schemas.length
      ? `<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>${schemas
          .map(([name, schema]) => `<h3 id="schema-${anchor(name)}">${e(name)}</h3>${json(schema)}`)
          .join('')}</section>`
      : '',
    '</main></div></body></html>',
  ].join('');
}
