// When a page showing free times must be drawn again: by time alone (freeSlotsChangeAt), and by the writes that take
// or free a time (each says so with onContentChanged('booking')).
import { type Availability, consultationInputSchema } from '@coach/shared';
import { describe, expect, it, vi } from 'vitest';
import { createTestServices } from '../../test-support';
import { submitConsultation } from '../leads';
import { cancelOwnBooking, freeSlotsChangeAt, saveAvailability } from '.';

const EVERY_HALF_HOUR: Availability = {
  timezone: 'UTC',
  slot_minutes: 30,
  buffer_minutes: 0,
  days_ahead: 7,
  min_notice_hours: 2,
  weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
  blocked: [],
};
const NOW = new Date('2026-11-24T10:10:00Z');

describe('freeSlotsChangeAt', () => {
  it('is when the first free time comes within the minimum notice', async () => {
    const t = await createTestServices();
    await saveAvailability(t.db, EVERY_HALF_HOUR);
    // The first time offered is 12:30 (12:00 is within two hours); it goes at 10:30.
    expect(new Date(await freeSlotsChangeAt(t.db, NOW)).toISOString()).toBe('2026-11-24T10:30:00.000Z');
  });

  it('is an hour away at most: a new day opens at the end of the window', async () => {
    const t = await createTestServices();
    await saveAvailability(t.db, { ...EVERY_HALF_HOUR, weekly: [] });
    expect(await freeSlotsChangeAt(t.db, NOW)).toBe(NOW.getTime() + 60 * 60 * 1000);
    // Sundays only: the first time (the 29th) is days away.
    await saveAvailability(t.db, { ...EVERY_HALF_HOUR, weekly: [{ weekday: 0, start: '09:00', end: '12:00' }] });
    expect(await freeSlotsChangeAt(t.db, NOW)).toBe(NOW.getTime() + 60 * 60 * 1000);
  });
});

describe('a write that takes or frees a time', () => {
  it('says the booking area changed; a request without a time does not', async () => {
    const t = await createTestServices();
    await saveAvailability(t.db, { ...EVERY_HALF_HOUR, min_notice_hours: 0 });
    const changed = vi.fn();
    const services = { ...t, onContentChanged: changed };
    const caller = { ip: '203.0.113.9', origin: 'http://localhost' };
    const request = { name: 'Ravi', email: 'ravi@example.com', phone: '9876543210', goal: 'weight_loss' };

    await submitConsultation(services, caller, consultationInputSchema.parse(request));
    expect(changed).not.toHaveBeenCalled();

    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setUTCHours(10, 0, 0, 0);
    const slot = start.toISOString().replace('.000Z', 'Z');
    await submitConsultation(services, caller, consultationInputSchema.parse({ ...request, slot_start: slot }));
    expect(changed).toHaveBeenCalledWith('booking');

    changed.mockClear();
    const eml = await t.db.selectFrom('email_outbox').select('text_body').orderBy('id', 'desc').execute();
    const token = eml.map((e) => /\/booking\/([A-Za-z0-9_-]{43})/.exec(e.text_body)?.[1]).find(Boolean);
    expect(token).toBeDefined();
    await cancelOwnBooking(services, token as string, caller.origin);
    expect(changed).toHaveBeenCalledWith('booking');
  });
});
