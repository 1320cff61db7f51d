import { join } from 'node:path';
import { createBackupService } from '@coach/api';
import { createTestDatabase } from '@coach/db/testing';
import { describe, expect, it } from 'vitest';
import { scheduleBackups } from './schedule';

const quietLog = { info: () => undefined, error: () => undefined };

async function backupsIn(keep = 2) {
  const { db, dir } = await createTestDatabase();
  return createBackupService({ db, dataDir: dir, backupDir: join(dir, 'backups'), keep, version: '1' });
}

const until = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('scheduled backups', () => {
  it('makes one every interval, keeps BACKUP_KEEP of them, and makes no more once stopped', async () => {
    const backups = await backupsIn(2);
    // 0.0003 hours: about a second between backups.
    const schedule = scheduleBackups({ backups, intervalHours: 0.0003, log: quietLog, firstDelayMs: 0 });
    await until(async () => (await backups.list()).length >= 2);
    await new Promise((r) => setTimeout(r, 1500));
    const made = await backups.list();
    expect(made.length).toBe(2);
    expect(made.every((b) => b.name.includes('-scheduled'))).toBe(true);
    await schedule.stop();
    const after = (await backups.list()).map((b) => b.name);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await backups.list()).map((b) => b.name)).toEqual(after);
  }, 30_000);

  it('waits an interval after the newest backup already there, and does nothing when the interval is 0', async () => {
    const backups = await backupsIn(5);
    await backups.create('manual');
    const schedule = scheduleBackups({ backups, intervalHours: 1, log: quietLog, firstDelayMs: 0 });
    const off = scheduleBackups({ backups, intervalHours: 0, log: quietLog, firstDelayMs: 0 });
    await new Promise((r) => setTimeout(r, 1000));
    expect((await backups.list()).map((b) => b.name.replace(/^.*-(\w+)\.tar\.gz$/, '$1'))).toEqual(['manual']);
    await schedule.stop();
    await off.stop();
  });
});
