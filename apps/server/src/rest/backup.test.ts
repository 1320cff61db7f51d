import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from '../test-support';
import { loadDocument } from './contract-test-support';

let t: Awaited<ReturnType<typeof createTestServer>>;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestServer();
  ({ admin } = await t.headers());
});
afterAll(() => t.stop());

describe('backups over REST', () => {
  it('makes a backup, lists it and streams it to an administrator', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/admin/backups', headers: admin });
    expect(none.json()).toEqual({ backups: [] });
    await t.expectDocumented('GET', '/api/admin/backups', none);
    const made = await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin });
    expect(made.statusCode).toBe(201);
    await t.expectDocumented('POST', '/api/admin/backups', made);
    const { backup } = made.json();
    expect(backup).toEqual({
      name: expect.stringMatching(/^nutriwell-\d{8}-\d{6}-manual\.tar\.gz$/),
      size: expect.any(Number),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
    });
    expect(Math.abs(Date.parse(backup.created_at) - Date.now())).toBeLessThan(5000);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/backups', headers: admin });
    expect(list.json()).toEqual({ backups: [backup] });
    await t.expectDocumented('GET', '/api/admin/backups', list);

    const download = await t.app.inject({ method: 'GET', url: `/api/admin/backups/${backup.name}`, headers: admin });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${backup.name}"`);
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.rawPayload.length).toBe(backup.size);
    // The file itself: documented without a schema, so only its status is checked against the document.
    const { paths } = await loadDocument(t.app);
    expect(paths['/api/admin/backups/{name}']?.get?.responses['200']).not.toHaveProperty('content');
    // A tar archive whose first entry is the manifest.
    expect(gunzipSync(download.rawPayload).subarray(0, 13).toString()).toBe('manifest.json');
  });

  it.each([
    ['..%2Fsecrets.json', 400, 'name: Invalid backup name'],
    ['..%2F..%2Fapp.sqlite', 400, 'name: Invalid backup name'],
    ['app.sqlite', 400, 'name: Invalid backup name'],
    ['nutriwell-20261123-101500-manual.tar.gz%00.txt', 400, 'name: Invalid backup name'],
    ['nutriwell-20261123-101500-nightly.tar.gz', 400, 'name: Invalid backup name'],
    ['nutriwell-19990101-000000-manual.tar.gz', 404, 'Backup not found'],
  ])('refuses to download %s (%i)', async (name, status, error) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/backups/${name}`, headers: admin });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error });
    await t.expectDocumented('GET', '/api/admin/backups/{name}', res);
  });
});
