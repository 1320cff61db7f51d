import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';
import { unauthorizedCases } from './lead-test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let admin: Record<string, string>;
let visitor: Record<string, string>;
beforeAll(async () => {
  t = await createTestServer();
  ({ admin, visitor } = await t.headers());
});
afterAll(() => t.stop());

const book = async (payload: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/consultation',
    headers: visitor,
    payload: { phone: '9876543210', goal: 'weight_loss', ...payload },
  });
  expect(res.statusCode).toBe(201);
};
const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
type Listed = { id: number; name: string; status: string };
/** The route of a request in the OpenAPI document's form: `/api/admin/consultations/{id}`. */
const documentedPath = (url: string) =>
  url.split('?')[0]!.replace(/^(\/api\/admin\/consultations\/)(?!export$)[^/]+$/, '$1{id}');

describe('admin consultations over REST', () => {
  it('answers 401 without a token, with a forged one and with an expired one', async () => {
    const { cases, control } = await unauthorizedCases(t.db, t.config.appSecret);
    for (const [name, headers, error] of cases) {
      for (const [method, url] of [
        ['GET', '/api/admin/consultations'],
        ['GET', '/api/admin/consultations/export'],
        ['PUT', '/api/admin/consultations/1'],
        ['DELETE', '/api/admin/consultations/1'],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers,
          payload: method === 'PUT' ? { status: 'completed' } : undefined,
        });
        expect(res.statusCode, `${name} ${method} ${url}`).toBe(401);
        expect(res.json()).toEqual({ error });
      }
    }
    expect((await get('/api/admin/consultations', control)).statusCode).toBe(200);
  });

  it('lists 10 per page, searches name or email on the server and filters by status', async () => {
    for (let i = 1; i <= 12; i++) await book({ name: `Paged ${i}`, email: `paged${i}@example.com` });
    await book({ name: 'Zoya Khan', email: 'ZK@Mail.example' });

    const first = await get('/api/admin/consultations?page=1');
    expect(first.statusCode).toBe(200);
    await t.expectDocumented('GET', '/api/admin/consultations', first);
    expect(first.json().pagination).toEqual({ page: 1, per_page: 10, pages: 2, total: 13 });
    expect(first.json().consultations).toHaveLength(10);

    const second = await get('/api/admin/consultations?page=2&per_page=10&search=paged');
    expect(second.json().pagination).toEqual({ page: 2, per_page: 10, pages: 2, total: 12 });
    expect(second.json().consultations.map((c: Listed) => c.name)).toEqual(['Paged 2', 'Paged 1']);

    const byEmail = await get('/api/admin/consultations?search=zk%40mail&status=');
    expect(byEmail.json().consultations.map((c: Listed) => c.name)).toEqual(['Zoya Khan']);
    const [zoya] = byEmail.json().consultations as Listed[];

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/consultations/${zoya?.id}`,
      headers: admin,
      payload: { status: 'contacted' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      consultation: { id: zoya?.id, status: 'contacted' },
      message: 'Consultation updated successfully',
    });
    await t.expectDocumented('PUT', '/api/admin/consultations/{id}', put);
    const contacted = await get('/api/admin/consultations?status=contacted');
    expect(contacted.json().consultations.map((c: Listed) => c.name)).toEqual(['Zoya Khan']);
    expect((await get('/api/admin/consultations?status=pending')).json().pagination.total).toBe(12);
  });

  it('allows any status transition, deletes, and answers 404 for missing ids', async () => {
    await book({ name: 'Transit', email: 'transit@example.com' });
    const [row] = (await get('/api/admin/consultations?search=transit')).json().consultations as Listed[];
    const url = `/api/admin/consultations/${row?.id}`;
    for (const status of ['completed', 'pending', 'cancelled', 'contacted', 'completed']) {
      const res = await t.app.inject({ method: 'PUT', url, headers: admin, payload: { status } });
      expect(res.json().consultation.status).toBe(status);
    }
    const deleted = await t.app.inject({ method: 'DELETE', url, headers: admin });
    expect(deleted.json()).toEqual({ message: 'Consultation deleted successfully' });
    await t.expectDocumented('DELETE', '/api/admin/consultations/{id}', deleted);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url, headers: admin, payload: { status: 'completed' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Consultation not found' });
      await t.expectDocumented(method, '/api/admin/consultations/{id}', res);
    }
  });

  it.each([
    ['GET', '/api/admin/consultations?page=0', undefined, /^page: /],
    ['GET', '/api/admin/consultations?page=abc', undefined, /^page: /],
    ['GET', '/api/admin/consultations?per_page=1000', undefined, /^per_page: /],
    ['GET', '/api/admin/consultations?status=done', undefined, /^status: Status must be one of pending, contacted/],
    ['GET', '/api/admin/consultations/export?status=new', undefined, /^status: /],
    ['PUT', '/api/admin/consultations/1', { status: 'done' }, /^status: Status must be one of /],
    ['PUT', '/api/admin/consultations/1', {}, /^status: Status is required$/],
    ['PUT', '/api/admin/consultations/abc', { status: 'completed' }, /^id: /],
    ['PUT', '/api/admin/consultations/1e1', { status: 'completed' }, /^id: /],
    ['DELETE', '/api/admin/consultations/0', undefined, /^id: /],
  ] as const)('answers 400 naming the field: %s %s', async (method, url, payload, error) => {
    const res = await t.app.inject({ method, url, headers: admin, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(error);
    await t.expectDocumented(method, documentedPath(url), res);
  });

  it('exports the whole filtered set as CSV with formulas neutralised', async () => {
    for (let i = 1; i <= 11; i++) await book({ name: `Export ${i}`, email: `export${i}@example.com` });
    await book({
      name: '=HYPERLINK("http://evil.example","Click")',
      email: 'evil@example.com',
      message: '@SUM(1+1), then "quoted"',
      health_conditions: '-2+3',
    });
    const res = await get('/api/admin/consultations/export?search=export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="consultations-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    await t.expectDocumented('GET', '/api/admin/consultations/export', res);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'ID,Name,Email,Phone,Goal,Age,Current Weight (kg),Target Weight (kg),Health Conditions,Message,Status,Created At,Source,Medium,Campaign,Referrer,Landing Page',
    );
    expect(lines).toHaveLength(12);
    expect(lines[1]).toMatch(/^\d+,Export 11,export11@example.com,9876543210,Weight Loss,,,,,,pending,\d{4}-/);

    const evil = await get('/api/admin/consultations/export?search=evil%40');
    const row = evil.body.split('\r\n')[1];
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(row).toContain(`'-2+3`);
    expect(row).toContain(`"'@SUM(1+1), then ""quoted"""`);
    expect(evil.body.startsWith('\uFEFFID,')).toBe(true);
  });
});
