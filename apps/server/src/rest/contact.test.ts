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

const send = async (payload: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: visitor,
    payload: { message: 'Hello', ...payload },
  });
  expect(res.statusCode).toBe(201);
};
const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
type Listed = { id: number; name: string; status: string };
/** The route of a request in the OpenAPI document's form: `/api/admin/contacts/{id}`. */
const documentedPath = (url: string) =>
  url.split('?')[0]!.replace(/^(\/api\/admin\/contacts\/)(?!export$)[^/]+$/, '$1{id}');

describe('admin contact messages over REST', () => {
  it('answers 401 without a token, with a forged one and with an expired one', async () => {
    const { cases, control } = await unauthorizedCases(t.db, t.config.appSecret);
    for (const [name, headers, error] of cases) {
      for (const [method, url] of [
        ['GET', '/api/admin/contacts'],
        ['GET', '/api/admin/contacts/export'],
        ['PUT', '/api/admin/contacts/1'],
        ['DELETE', '/api/admin/contacts/1'],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers,
          payload: method === 'PUT' ? { status: 'read' } : undefined,
        });
        expect(res.statusCode, `${name} ${method} ${url}`).toBe(401);
        expect(res.json()).toEqual({ error });
      }
    }
    expect((await get('/api/admin/contacts', control)).statusCode).toBe(200);
  });

  it('lists with pagination, searches name, email or subject and filters by status', async () => {
    for (let i = 1; i <= 11; i++) await send({ name: `Visitor ${i}`, email: `v${i}@example.com`, subject: 'General' });
    await send({ name: 'Priya', email: 'priya@clinic.example', subject: 'Thyroid Diet' });

    const first = await get('/api/admin/contacts');
    expect(first.json().pagination).toEqual({ page: 1, per_page: 10, pages: 2, total: 12 });
    await t.expectDocumented('GET', '/api/admin/contacts', first);
    expect(first.json().contacts[0]).toMatchObject({ name: 'Priya', status: 'new', subject: 'Thyroid Diet' });
    const second = await get('/api/admin/contacts?page=2&search=visitor');
    expect(second.json().contacts.map((c: Listed) => c.name)).toEqual(['Visitor 1']);

    for (const search of ['PRIYA', 'clinic.EXAMPLE', 'thyroid']) {
      const res = await get(`/api/admin/contacts?search=${search}`);
      expect(
        res.json().contacts.map((c: Listed) => c.name),
        search,
      ).toEqual(['Priya']);
    }

    const [priya] = (await get('/api/admin/contacts?search=priya')).json().contacts as Listed[];
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/contacts/${priya?.id}`,
      headers: admin,
      payload: { status: 'read' },
    });
    expect(put.json()).toMatchObject({
      contact: { id: priya?.id, status: 'read' },
      message: 'Contact message updated successfully',
    });
    await t.expectDocumented('PUT', '/api/admin/contacts/{id}', put);
    expect((await get('/api/admin/contacts?status=read')).json().contacts.map((c: Listed) => c.name)).toEqual([
      'Priya',
    ]);
    expect((await get('/api/admin/contacts?status=new')).json().pagination.total).toBe(11);
  });

  it('moves between statuses freely, deletes, and answers 404 for missing ids', async () => {
    await send({ name: 'Gone', email: 'gone@example.com', subject: 'Bye' });
    const [row] = (await get('/api/admin/contacts?search=gone')).json().contacts as Listed[];
    const url = `/api/admin/contacts/${row?.id}`;
    for (const status of ['replied', 'new', 'read']) {
      const res = await t.app.inject({ method: 'PUT', url, headers: admin, payload: { status } });
      expect(res.json().contact.status).toBe(status);
    }
    const deleted = await t.app.inject({ method: 'DELETE', url, headers: admin });
    expect(deleted.json()).toEqual({
      message: 'Contact message deleted successfully',
    });
    await t.expectDocumented('DELETE', '/api/admin/contacts/{id}', deleted);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url, headers: admin, payload: { status: 'read' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Contact message not found' });
      await t.expectDocumented(method, '/api/admin/contacts/{id}', res);
    }
  });

  it.each([
    ['GET', '/api/admin/contacts?page=-1', undefined, /^page: /],
    ['GET', '/api/admin/contacts?status=pending', undefined, /^status: Status must be one of new, read, replied$/],
    ['GET', '/api/admin/contacts/export?status=unread', undefined, /^status: /],
    ['PUT', '/api/admin/contacts/1', { status: 'archived' }, /^status: Status must be one of new, read, replied$/],
    ['PUT', '/api/admin/contacts/1', undefined, /^status: Status is required$/],
    ['PUT', '/api/admin/contacts/0x10', { status: 'read' }, /^id: /],
    ['DELETE', '/api/admin/contacts/-3', undefined, /^id: /],
  ] as const)('answers 400 naming the field: %s %s', async (method, url, payload, error) => {
    const res = await t.app.inject({ method, url, headers: admin, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(error);
    await t.expectDocumented(method, documentedPath(url), res);
  });

  it('exports the filtered set as CSV with formulas neutralised and RFC 4180 quoting', async () => {
    await send({ name: 'Csv Person', email: 'csv@example.com', subject: '+cmd', message: 'Line one\nLine "two", end' });
    await send({ name: 'Tab Person', email: 'tab@example.com', subject: 'Hi', message: '\t=1+1' });
    const res = await get('/api/admin/contacts/export?search=person&status=new');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/);
    await t.expectDocumented('GET', '/api/admin/contacts/export', res);
    const body = res.body.replace(/^\uFEFF/, '');
    const lines = body.split('\r\n');
    expect(lines[0]).toBe(
      'ID,Name,Email,Phone,Subject,Message,Status,Received At,Source,Medium,Campaign,Referrer,Landing Page',
    );
    // The message trims its own leading tab on submission, so it arrives as "=1+1" and is still neutralised.
    expect(lines[1]).toMatch(/^\d+,Tab Person,tab@example.com,,Hi,'=1\+1,new,/);
    expect(lines[2]).toMatch(/^\d+,Csv Person,csv@example.com,,'\+cmd,"Line one\nLine ""two"", end",new,/);
    expect(body.endsWith('\r\n')).toBe(true);
    expect(lines).toHaveLength(4);
  });
});
