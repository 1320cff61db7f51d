import { describe, expect, it } from 'vitest';
import { createTestServices } from '../test-support';

describe('backup procedures', () => {
  it('are for administrators only', async () => {
    const t = await createTestServices();
    const visitor = t.caller({ publicAccess: true });
    await expect(visitor.backup.list()).rejects.toThrow('Authentication required');
    await expect(visitor.backup.create()).rejects.toThrow('Authentication required');
  });

  it('make a backup and list it, newest first', async () => {
    const t = await createTestServices();
    const admin = t.caller({ adminId: 1 });
    const first = (await admin.backup.create()).backup;
    const second = (await admin.backup.create()).backup;
    expect(first.name).toMatch(/^nutriwell-\d{8}-\d{6}-manual(-2)?\.tar\.gz$/);
    expect(second).not.toHaveProperty('file');
    expect((await admin.backup.list()).backups).toEqual([second, first]);
  });
});
