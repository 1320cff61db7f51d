// The testimonial routes over the real server: the owner's writes (each audited, each renewing the cached pages that
// show testimonials), refusals naming the field, and the public list of the shown ones in order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let admin: Record<string, string>;
let visitor: Record<string, string>;
beforeAll(async () => {
  t = await createTestServer({ web: true });
  ({ admin, visitor } = await t.headers());
});
afterAll(() => t.stop());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

const HOSTILE_NAME = '"><img src=x onerror=alert(1)>';
const HOSTILE_TEXT = '<script>alert(1)</script> worked for me';
const meera = {
  kind: 'meal',
  name: 'Meera D.',
  text: 'Meal prep Sundays changed my week.',
  rating: 4,
  date_line: 'November 2025',
  photo: { url: '/uploads/testimonials/prep.webp', alt: 'Three lunch boxes' },
};
/** The reviews as a visitor's page shows them (React's empty comments between adjacent text removed). */
const reviewsPage = async () =>
  (await t.app.inject({ method: 'GET', url: '/transformations?tab=reviews' })).body.replace(/<!-- -->/g, '');
const publicNames = async () => {
  const res = await inject('GET', '/api/testimonials', undefined, visitor);
  await t.expectDocumented('GET', '/api/testimonials', res);
  return res.json().testimonials.map((x: { name: string }) => x.name);
};

describe('testimonial routes', () => {
  it('create, update, hide, reorder and delete, each audited and shown on the cached page at once', async () => {
    // No testimonial shown: no Reviews tab, no heading over nothing.
    const empty = await reviewsPage();
    expect(empty).toContain('Client journeys');
    expect(empty).not.toMatch(/Client reviews|role="tablist"/);
    const created = await inject('POST', '/api/admin/testimonials', meera);
    expect(created.statusCode, created.body).toBe(201);
    await t.expectDocumented('POST', '/api/admin/testimonials', created);
    const { testimonial } = created.json();
    expect(testimonial).toMatchObject({ ...meera, hidden: false, position: 1, after_photo: null });

    // The page is cached: a row written behind the server's back is not seen until an administrator's write.
    expect(await reviewsPage()).toContain('Meal prep Sundays changed my week.');
    expect(await reviewsPage()).toContain('Client reviews');
    await t.db
      .insertInto('testimonials')
      .values({ kind: 'whatsapp', name: 'Vikram T.', text: 'My sugar readings!', rating: 5, position: 2 })
      .execute();
    expect(await reviewsPage()).not.toContain('Vikram T.');

    const hostile = await inject('POST', '/api/admin/testimonials', {
      kind: 'whatsapp',
      name: HOSTILE_NAME,
      text: HOSTILE_TEXT,
      rating: 5,
    });
    expect(hostile.statusCode, hostile.body).toBe(201);
    const hostileId = hostile.json().testimonial.id as number;
    const page = await reviewsPage();
    expect(page).toContain('Vikram T.');
    // Hostile names and texts are text on the page, never markup.
    expect(page).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; worked for me');
    expect(page).not.toContain('<img src=x onerror');
    expect(page).not.toContain('<script>alert(1)');
    expect((await inject('GET', '/api/admin/testimonials')).json().testimonials[2]).toMatchObject({
      name: HOSTILE_NAME,
      text: HOSTILE_TEXT,
    });

    const updated = await inject('PUT', `/api/admin/testimonials/${testimonial.id}`, {
      ...meera,
      text: 'Everything is ready and I stopped ordering in.',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().testimonial).toMatchObject({ id: testimonial.id, position: 1 });
    await t.expectDocumented('PUT', '/api/admin/testimonials/{id}', updated);
    expect(await reviewsPage()).toContain('I stopped ordering in.');

    const adminList = await inject('GET', '/api/admin/testimonials');
    await t.expectDocumented('GET', '/api/admin/testimonials', adminList);
    const all = adminList.json().testimonials as Array<{ id: number }>;
    const [meeraId, vikramId] = all.map((x) => x.id);
    const reordered = await inject('POST', '/api/admin/testimonials/reorder', { ids: [hostileId, vikramId, meeraId] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    await t.expectDocumented('POST', '/api/admin/testimonials/reorder', reordered);
    expect(await publicNames()).toEqual([HOSTILE_NAME, 'Vikram T.', 'Meera D.']);

    const hidden = await inject('POST', `/api/admin/testimonials/${vikramId}/hide`, { hidden: true });
    expect(hidden.json()).toMatchObject({ testimonial: { hidden: true }, message: 'Testimonial hidden' });
    await t.expectDocumented('POST', '/api/admin/testimonials/{id}/hide', hidden);
    expect(await publicNames()).toEqual([HOSTILE_NAME, 'Meera D.']);
    expect(await reviewsPage()).not.toContain('Vikram T.');
    // The portal's door (tRPC) renews the page the same way.
    const shown = await t.app.inject({
      method: 'POST',
      url: '/trpc/testimonial.hide',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: { id: vikramId, hidden: false },
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(await reviewsPage()).toContain('Vikram T.');

    const deleted = await inject('DELETE', `/api/admin/testimonials/${hostileId}`);
    expect(deleted.statusCode).toBe(200);
    await t.expectDocumented('DELETE', '/api/admin/testimonials/{id}', deleted);
    expect(await publicNames()).toEqual(['Vikram T.', 'Meera D.']);
    expect(await reviewsPage()).not.toContain('onerror');
    const missing = await inject('DELETE', `/api/admin/testimonials/${hostileId}`);
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: 'Testimonial not found' }]);
    await t.expectDocumented('DELETE', '/api/admin/testimonials/{id}', missing);

    const log = (await inject('GET', '/api/admin/audit?per_page=100')).json().entries as Array<{
      action: string;
      fields: string[] | null;
    }>;
    expect(log.filter((e) => e.action.startsWith('testimonial.')).map((e) => e.action)).toEqual([
      'testimonial.delete',
      'testimonial.hide',
      'testimonial.hide',
      'testimonial.reorder',
      'testimonial.update',
      'testimonial.create',
      'testimonial.create',
    ]);
    expect(log.find((e) => e.action === 'testimonial.hide')?.fields).toEqual(['hidden']);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: Array<[string, string, object, string]> = [
      ['POST', '/api/admin/testimonials', { ...meera, name: '' }, 'name: Name is required'],
      ['POST', '/api/admin/testimonials', { ...meera, name: 'x'.repeat(81) }, 'name: Must be at most 80 characters'],
      [
        'POST',
        '/api/admin/testimonials',
        { ...meera, text: 'x'.repeat(1001) },
        'text: Must be at most 1000 characters',
      ],
      ['POST', '/api/admin/testimonials', { ...meera, rating: 0 }, 'rating: Rating must be a whole number from 1 to 5'],
      [
        'POST',
        '/api/admin/testimonials',
        { ...meera, rating: 2.5 },
        'rating: Rating must be a whole number from 1 to 5',
      ],
      ['POST', '/api/admin/testimonials', { ...meera, kind: undefined }, 'kind: Choose the kind of review'],
      [
        'POST',
        '/api/admin/testimonials',
        { ...meera, photo: { url: '/uploads/testimonials/a.webp', alt: '' } },
        'photo.alt: Alternative text is required',
      ],
      [
        'PUT',
        '/api/admin/testimonials/1',
        { ...meera, name: 'Meera\u0085' },
        'name: Contains hidden characters that cannot be shown (such as control characters)',
      ],
      ['POST', '/api/admin/testimonials/1/hide', { hidden: 'yes' }, 'hidden: Must be true or false'],
      ['POST', '/api/admin/testimonials/reorder', { ids: [] }, 'ids: List every testimonial once, in the new order'],
      ['POST', '/api/admin/testimonials/reorder', { ids: [1] }, 'ids: List every testimonial once, in the new order'],
    ];
    for (const [method, url, payload, error] of cases) {
      const res = await inject(method as 'POST', url, payload);
      expect([res.statusCode, res.json()], `${method} ${url} ${JSON.stringify(payload)}`).toEqual([400, { error }]);
      await t.expectDocumented(method, url.replace(/\/1(?=\/|$)/, '/{id}'), res);
    }
  });

  it('the public list needs the site token; the admin routes a session, not the site token', async () => {
    // Every admin route without a valid session: admin-routes-auth.test.ts.
    expect((await inject('GET', '/api/testimonials', undefined, {})).statusCode).toBe(401);
    const res = await inject('POST', '/api/admin/testimonials', meera, visitor);
    expect([res.statusCode, res.json()]).toEqual([401, { error: 'Authentication required' }]);
  });
});
