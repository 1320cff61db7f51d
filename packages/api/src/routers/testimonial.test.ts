import { XSS_PAYLOADS } from '@coach/shared/xss-corpus';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCaller } from '../root';
import { codeOf, createTestServices } from '../test-support';

let t: Awaited<ReturnType<typeof createTestServices>>;
let changed: string[];
beforeEach(async () => {
  t = await createTestServices();
  changed = [];
});

/** A caller whose writes report the areas they change, and whose reads report the areas they read. */
const callerWith = (ctx: { adminId: number | null; publicAccess: boolean; readAreas?: Set<string> }) =>
  createCaller({
    ...t,
    ip: '203.0.113.7',
    origin: 'http://localhost',
    onContentChanged: (a) => changed.push(a),
    ...ctx,
  });

const neha = { kind: 'whatsapp' as const, name: 'Neha R.', text: 'Down 4 kg!', rating: 5, date_line: 'March 2026' };
const meal = {
  kind: 'meal' as const,
  name: 'Arjun P.',
  text: 'My lunch plate.',
  rating: 4,
  photo: { url: '/uploads/testimonials/abc.webp', alt: 'Dal, rice and salad' },
};

describe('testimonial procedures', () => {
  it('refuse the admin procedures without an administrator, and the public list without a token', async () => {
    const visitor = t.caller({ publicAccess: true });
    const unauthorized = 'UNAUTHORIZED: Authentication required';
    expect(await codeOf(visitor.testimonial.adminList())).toBe(unauthorized);
    expect(await codeOf(visitor.testimonial.create(neha))).toBe(unauthorized);
    expect(await codeOf(visitor.testimonial.update({ id: 1, ...neha }))).toBe(unauthorized);
    expect(await codeOf(visitor.testimonial.hide({ id: 1, hidden: true }))).toBe(unauthorized);
    expect(await codeOf(visitor.testimonial.reorder({ ids: [1] }))).toBe(unauthorized);
    expect(await codeOf(visitor.testimonial.delete({ id: 1 }))).toBe(unauthorized);
    expect(await codeOf(t.caller().testimonial.list())).toBe('UNAUTHORIZED: Missing or invalid encrypted token');
    expect(await t.db.selectFrom('testimonials').select('id').execute()).toEqual([]);
  });

  it('create, update, hide, reorder and delete; the public list shows the shown ones in order', async () => {
    const admin = callerWith({ adminId: 1, publicAccess: true });
    const first = await admin.testimonial.create({ ...neha, name: '  Neha R. ' });
    expect(first).toMatchObject({ name: 'Neha R.', position: 1, hidden: false, photo: null, date_line: 'March 2026' });
    const second = await admin.testimonial.create(meal);
    const third = await admin.testimonial.create({ ...neha, name: 'Vikram T.', date_line: '' });
    expect([second.position, third.position]).toEqual([2, 3]);
    expect(second.photo).toEqual(meal.photo);

    const updated = await admin.testimonial.update({ id: first.id, ...neha, text: 'Down 5 kg!', rating: 4 });
    expect(updated).toMatchObject({ text: 'Down 5 kg!', rating: 4, position: 1 });

    const reordered = await admin.testimonial.reorder({ ids: [third.id, first.id, second.id] });
    expect(reordered.testimonials.map((x) => [x.name, x.position])).toEqual([
      ['Vikram T.', 1],
      ['Neha R.', 2],
      ['Arjun P.', 3],
    ]);
    expect(await admin.testimonial.hide({ id: first.id, hidden: true })).toMatchObject({ hidden: true });

    const readAreas = new Set<string>();
    const visitor = callerWith({ adminId: null, publicAccess: true, readAreas });
    expect((await visitor.testimonial.list()).testimonials.map((x) => x.name)).toEqual(['Vikram T.', 'Arjun P.']);
    expect(readAreas).toContain('testimonial');
    // The portal sees the hidden one too, in its place.
    expect((await admin.testimonial.adminList()).testimonials.map((x) => [x.name, x.hidden])).toEqual([
      ['Vikram T.', false],
      ['Neha R.', true],
      ['Arjun P.', false],
    ]);

    await admin.testimonial.hide({ id: first.id, hidden: false });
    expect(await admin.testimonial.delete({ id: third.id })).toEqual({ success: true });
    expect((await visitor.testimonial.list()).testimonials.map((x) => x.name)).toEqual(['Neha R.', 'Arjun P.']);
    expect(await codeOf(admin.testimonial.delete({ id: third.id }))).toBe('NOT_FOUND: Testimonial not found');
    expect(await codeOf(admin.testimonial.hide({ id: third.id, hidden: true }))).toBe(
      'NOT_FOUND: Testimonial not found',
    );

    // Every write renewed the testimonial pages and was audited, by name and fields, never values.
    expect(changed).toEqual(Array(8).fill('testimonial'));
    const log = await t.db.selectFrom('audit_log').select(['action', 'target_id', 'fields']).orderBy('id').execute();
    expect(log.map((e) => e.action)).toEqual([
      'testimonial.create',
      'testimonial.create',
      'testimonial.create',
      'testimonial.update',
      'testimonial.reorder',
      'testimonial.hide',
      'testimonial.hide',
      'testimonial.delete',
    ]);
    expect(log[3]).toMatchObject({ target_id: String(first.id) });
    expect(JSON.stringify(log)).not.toContain('Down 5 kg');
  });

  it('refuses bad input naming the field', async () => {
    const admin = t.caller({ adminId: 1 });
    const refusal = (input: object) => codeOf(admin.testimonial.create({ ...neha, ...input } as never));
    expect(await refusal({ name: ' ' })).toBe('BAD_REQUEST: name: Name is required');
    expect(await refusal({ name: 'N'.repeat(81) })).toBe('BAD_REQUEST: name: Must be at most 80 characters');
    expect(await refusal({ name: 'Neha\u0000' })).toMatch(/^BAD_REQUEST: name: Contains hidden characters/);
    expect(await refusal({ text: '' })).toBe('BAD_REQUEST: text: Text is required');
    expect(await refusal({ text: 'x'.repeat(1001) })).toBe('BAD_REQUEST: text: Must be at most 1000 characters');
    for (const rating of [0, 6, 4.5, '5']) {
      expect(await refusal({ rating })).toBe('BAD_REQUEST: rating: Rating must be a whole number from 1 to 5');
    }
    expect(await refusal({ kind: 'video' })).toBe('BAD_REQUEST: kind: Kind must be one of whatsapp, meal, client');
    expect(await refusal({ date_line: 'd'.repeat(41) })).toBe('BAD_REQUEST: date_line: Must be at most 40 characters');
    expect(await refusal({ kind: 'meal', photo: { url: 'https://evil.example/x.webp', alt: 'x' } })).toBe(
      'BAD_REQUEST: photo.url: Upload the picture here',
    );
    expect(await refusal({ kind: 'meal', photo: { url: '/uploads/testimonials/a.webp', alt: ' ' } })).toBe(
      'BAD_REQUEST: photo.alt: Alternative text is required',
    );
    expect(await refusal({ photo: meal.photo })).toBe('BAD_REQUEST: photo: A WhatsApp message shows no photo');
    expect(await refusal({ kind: 'meal', photo: meal.photo, after_photo: meal.photo })).toBe(
      'BAD_REQUEST: after_photo: A meal photo has one photo',
    );
    expect(await refusal({ kind: 'client', photo: meal.photo })).toBe(
      'BAD_REQUEST: after_photo: Add the after photo as well',
    );
    const created = await admin.testimonial.create(neha);
    expect(await codeOf(admin.testimonial.update({ id: created.id, ...neha, rating: 9 }))).toBe(
      'BAD_REQUEST: rating: Rating must be a whole number from 1 to 5',
    );
    // A reorder names every testimonial once: a missing, unknown or repeated one is refused and nothing moves.
    const other = await admin.testimonial.create(meal);
    const incomplete = 'BAD_REQUEST: ids: List every testimonial once, in the new order';
    expect(await codeOf(admin.testimonial.reorder({ ids: [other.id] }))).toBe(incomplete);
    expect(await codeOf(admin.testimonial.reorder({ ids: [other.id, created.id, 999] }))).toBe(incomplete);
    expect(await codeOf(admin.testimonial.reorder({ ids: [other.id, other.id] }))).toBe(incomplete);
    expect((await admin.testimonial.adminList()).testimonials.map((x) => x.id)).toEqual([created.id, other.id]);
    // Free text a person pasted keeps its words; what nobody types is dropped.
    expect((await admin.testimonial.create({ ...neha, text: 'Thank\u0000 you' })).text).toBe('Thank you');
  });

  it('keeps hostile text as it was typed: it is shown as text, never run', async () => {
    const admin = t.caller({ adminId: 1 });
    for (const payload of XSS_PAYLOADS.slice(0, 5)) {
      const created = await admin.testimonial.create({ ...neha, name: payload.slice(0, 80), text: payload });
      expect([created.name, created.text]).toEqual([payload.slice(0, 80), payload]);
    }
  });
});
