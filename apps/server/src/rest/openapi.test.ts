// The OpenAPI document and the server keep each other honest: the document is valid OpenAPI 3.1 (an independent
// validator), it names exactly the REST routes the server registered, and the server's answers match what it
// documents (an independent JSON-schema validator).
import { WEBHOOK_EVENTS } from '@coach/shared';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';
import { renderReference } from './api-docs';
import { expectAnswerDocumented, loadDocument, type OpenApiDocument } from './contract-test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestServer();
  document = await loadDocument(t.app);
});
afterAll(() => t.stop());

const expectDocumented = (method: string, path: string, res: LightMyRequestResponse) =>
  expectAnswerDocumented(document, method, path, res);

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it("passes Redocly's recommended rules without an error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
  });

  it('describes every event the site sends, with its payload and signature headers', () => {
    expect(Object.keys(document.webhooks ?? {})).toEqual([...WEBHOOK_EVENTS, 'webhook.test']);
    for (const [type, { post }] of Object.entries(document.webhooks ?? {})) {
      expect(post.summary, type).toBeTruthy();
      expect(post.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual([
        'header webhook-id',
        'header webhook-timestamp',
        'header webhook-signature',
      ]);
      expect(post.requestBody?.content['application/json']?.schema, type).toBeDefined();
    }
  });

  it('names every REST route the server has, with a summary, and nothing else', () => {
    const registered = t.routes
      .filter(({ url }) => url.startsWith('/api/') && url !== '/api/*')
      .flatMap(({ methods, url }) => methods.filter((m) => m !== 'HEAD').map((method) => `${method} ${url}`));
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => {
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        return `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;
      }),
    );
    expect(new Set(documented).size).toBe(documented.length);
    // Everything documented is a route of the server.
    expect(documented.filter((route) => !registered.includes(route))).toEqual([]);
    // Everything the server has is documented.
    expect(registered.filter((route) => !documented.includes(route))).toEqual([]);
  });
});

describe('the answers', () => {
  const LEAD = { name: 'Ana Doc', email: 'ana@example.com', phone: '+44 20 7946 0958', goal: 'weight_loss' };
  const CONTACT = { name: 'Ana Doc', email: 'ana@example.com', subject: 'Hello', message: 'A question.' };

  it('of the open routes match the document', async () => {
    const inject = t.app.inject.bind(t.app);
    expectDocumented('GET', '/api/health', await inject({ method: 'GET', url: '/api/health' }));
    expectDocumented('GET', '/api/config', await inject({ method: 'GET', url: '/api/config' }));
    expectDocumented('GET', '/api/openapi.json', await inject({ method: 'GET', url: '/api/openapi.json' }));
    const visit = { path: '/recipes' };
    expectDocumented('POST', '/api/visits', await inject({ method: 'POST', url: '/api/visits', payload: visit }));
    expectDocumented('POST', '/api/visits', await inject({ method: 'POST', url: '/api/visits', payload: { path: 7 } }));
    const failure = { path: '/recipes', message: 'TypeError: x is undefined' };
    const reported = await inject({ method: 'POST', url: '/api/page-failures', payload: failure });
    expectDocumented('POST', '/api/page-failures', reported);
  });

  it('of the token exchange match the document, with the right key, a wrong one and an odd body', async () => {
    const url = '/api/auth/token';
    const right = await t.app.inject({ method: 'POST', url, headers: { 'x-api-key': 'pk_test_key_0123456789' } });
    expect(right.statusCode).toBe(200);
    expectDocumented('POST', url, right);
    const wrong = await t.app.inject({ method: 'POST', url, headers: { 'x-api-key': 'nope' } });
    expect(wrong.statusCode).toBe(401);
    expectDocumented('POST', url, wrong);
    const key = { 'x-api-key': 'pk_test_key_0123456789' };
    const xml = { ...key, 'content-type': 'application/xml' };
    const text = await t.app.inject({ method: 'POST', url, headers: xml, payload: '<x/>' });
    expect(text.statusCode).toBe(415);
    expectDocumented('POST', url, text);
    const big = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...key, 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expectDocumented('POST', url, big);
  });

  it('of the lead routes match the document: stored, refused, without a token', async () => {
    const visitor = { 'x-encrypted-token': await t.publicToken() };
    for (const [url, lead] of [
      ['/api/consultation', LEAD],
      ['/api/contact', CONTACT],
    ] as const) {
      const stored = await t.app.inject({ method: 'POST', url, headers: visitor, payload: lead });
      expect(stored.statusCode).toBe(201);
      expectDocumented('POST', url, stored);
      const refused = await t.app.inject({ method: 'POST', url, headers: visitor, payload: { ...lead, email: 'no' } });
      expect(refused.statusCode).toBe(400);
      expectDocumented('POST', url, refused);
      const anonymous = await t.app.inject({ method: 'POST', url, payload: lead });
      expect(anonymous.statusCode).toBe(401);
      expectDocumented('POST', url, anonymous);
    }
  });
});

describe('the reference page at /api/docs', () => {
  it('shows every operation of the document, runs no script and allows none', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toMatch(/(^|;)script-src 'self'$/);
    expect(res.body).not.toMatch(/<script/i);
    expectDocumented('GET', '/api/docs', res);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        expect(res.body).toContain(`<span class="method">${method.toUpperCase()}</span> <code>${path}</code>`);
      }
    }
  });

  it('writes every text of the document as text', () => {
    const hostile = '</pre></code><script>alert(1)</script><img src=x onerror=alert(2)>';
    const html = renderReference({
      info: { title: hostile, version: hostile, description: hostile },
      paths: {
        [`/api/${hostile}`]: {
          get: {
            summary: hostile,
            tags: [hostile],
            parameters: [{ in: 'query', name: hostile, schema: { pattern: hostile } }],
            responses: {
              '200': { description: hostile, content: { 'application/json': { schema: { const: hostile } } } },
            },
          },
        },
      },
      components: { schemas: { [hostile]: { description: hostile } } },
    });
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
