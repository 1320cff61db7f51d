import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETENTION_INTERVAL_MS, scheduleLeadRetention } from './retention-schedule';

afterEach(() => vi.useRealTimers());

const log = () => ({ info: vi.fn(), error: vi.fn() });
const deleted = { consultations: 2, contacts: 1, emails: 6, subscriptions: 0, suppressions: 0 };

describe('the daily retention pass', () => {
  it('runs after the first delay, then once a day, with the injected clock, logging only counts', async () => {
    vi.useFakeTimers();
    const now = new Date('2026-06-15T12:00:00.000Z');
    const run = vi.fn(async () => ({ months: 6, before: '2025-12-15T12:00:00.000Z', deleted }));
    const logger = log();
    const schedule = scheduleLeadRetention({ run, log: logger, now: () => now, firstDelayMs: 1000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledWith(now);
    expect(logger.info).toHaveBeenCalledWith(expect.objectContaining({ deleted }), 'old leads deleted');
    expect(JSON.stringify(logger.info.mock.calls)).not.toContain('@');
    await vi.advanceTimersByTimeAsync(RETENTION_INTERVAL_MS - 1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await schedule.stop();
    await vi.advanceTimersByTimeAsync(RETENTION_INTERVAL_MS * 3);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('logs a failed pass and tries again the next day; an empty setting logs nothing', async () => {
    vi.useFakeTimers();
    const run = vi.fn().mockRejectedValueOnce(new Error('disk full')).mockResolvedValue(null);
    const logger = log();
    const schedule = scheduleLeadRetention({ run, log: logger, firstDelayMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'lead retention failed',
    );
    await vi.advanceTimersByTimeAsync(RETENTION_INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(2);
    expect(logger.info).not.toHaveBeenCalled();
    await schedule.stop();
  });
});
