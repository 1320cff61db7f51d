// The single executable as a self-hoster runs it: alone in an empty folder, no Node.js on PATH.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { repack, reseal } from '@coach/api/backup-testing';
import SQLite from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../../scripts/server-flags.mjs';
import { APP_VERSION } from '../version';
import {
  adminToken,
  bookConsultation,
  builtExecutable,
  installAlone,
  json,
  PINNED_NODE,
  publicToken,
  type RunningServer,
  runExecutable,
  startServer,
  until,
} from './executable-support';

const PORTS = { main: 5271, restored: 5272, killed: 5273, older: 5274 };

let executable: string;
let site: ReturnType<typeof installAlone>;
let server: RunningServer;
let adminPassword: string;
const servers: RunningServer[] = [];

beforeAll(() => {
  executable = builtExecutable();
}, 600_000);
afterAll(async () => {
  for (const s of servers) if (s.process.exitCode === null) await s.stop('SIGKILL');
});

async function start(dir: string, env: Record<string, string>) {
  const started = await startServer(dir, env);
  servers.push(started);
  return started;
}

/** Every consultation e-mail the admin CSV export holds. */
async function exportedEmails(url: string, token: string): Promise<Set<string>> {
  const res = await fetch(`${url}/api/admin/consultations/export`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return new Set((await res.text()).match(/[\w.+-]+@example\.com/g) ?? []);
}

describe('the single executable, alone in an empty folder', () => {
  it('answers --version, --help and an unknown command', async () => {
    site = installAlone(executable);
    expect(readdirSync(site.dir).sort()).toEqual(['.empty-bin', 'nutriwell']);
    const version = await runExecutable(site.dir, ['--version'], site.env());
    // The file embeds the Node.js that made it: the pinned one, since `npm run package` runs on it.
    expect(version).toEqual({ status: 0, stdout: `nutriwell ${APP_VERSION} (Node.js v${PINNED_NODE})\n`, stderr: '' });
    const help = await runExecutable(site.dir, ['--help'], site.env());
    expect(help.status).toBe(0);
    for (const command of ['serve', 'migrate', 'admin create', 'admin reset-password', 'backup', 'restore']) {
      expect(help.stdout).toContain(`./nutriwell ${command}`);
    }
    const unknown = await runExecutable(site.dir, ['fly'], site.env());
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^Unknown command: fly\n\n.*Usage:/s);
    const badOption = await runExecutable(site.dir, ['backup', '--now'], site.env());
    expect(badOption.status).toBe(2);
  });

  it('starts with DATA_DIR in the working folder, migrates, seeds and prints the setup link, which makes the administrator', async () => {
    server = await start(site.dir, site.env({ PORT: String(PORTS.main) }));
    const output = server.output();
    expect(server.url).toBe(`http://127.0.0.1:${PORTS.main}`);
    const link = new RegExp(`${server.url}/setup\\?token=([\\w-]{43})\n`).exec(output)?.[1];
    expect(link).toBeTruthy();
    adminPassword = 'turmeric lentil monsoon garden';
    const done = await json(`${server.url}/api/setup`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-encrypted-token': await publicToken(server.url, join(site.dir, 'data')),
      },
      body: JSON.stringify({
        token: link,
        username: 'admin',
        password: adminPassword,
        business_name: 'Greenleaf Clinic',
        owner_name: 'Meera Iyer',
        owner_short_name: 'Meera',
        email: 'meera@greenleaf.example',
        phone: '+44 20 7946 0958',
        brand_color: '#047857',
        accent_color: '#f59e0b',
        keep_demo_content: true,
      }),
    });
    expect(done.status).toBe(201);
    expect(output).toContain('Demo content added');
    expect(output).toContain(`Runtime: Node.js v${PINNED_NODE} (supported until `);
    // The V8 flags `npm start` uses are inside the file: nobody has to set NODE_OPTIONS.
    expect(output).toContain(`Node.js flags: ${SERVER_NODE_FLAGS.join(' ')}\n`);
    expect(existsSync(join(site.dir, 'data/app.sqlite'))).toBe(true);
    expect(existsSync(join(site.dir, 'data/secrets.json'))).toBe(true);
    // The file carries the demo pictures the build drew, one for each the seed wrote: a first start copies them
    // instead of drawing (the seed's own test tells a copy from a drawing).
    const [unpacked] = readdirSync(join(site.dir, 'data/cache')).filter((name) => name.startsWith('nutriwell-'));
    const carried = readdirSync(join(site.dir, 'data/cache', unpacked!, 'demo-images')).map((name) =>
      readFileSync(join(site.dir, 'data/cache', unpacked!, 'demo-images', name)),
    );
    const seeded = readdirSync(join(site.dir, 'data/uploads/demo'));
    expect(seeded.length).toBe(carried.length);
    for (const name of seeded) {
      const picture = readFileSync(join(site.dir, 'data/uploads/demo', name));
      expect(
        carried.some((file) => file.equals(picture)),
        name,
      ).toBe(true);
    }
  });

  it('serves server-rendered pages, their assets and the health check', async () => {
    const home = await fetch(`${server.url}/recipes`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toMatch(/<title>[^<]*Recipes/);
    // The page's one script (decision 178).
    const script = /import\("(\/assets\/main-[^"]+\.js)"\)/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await fetch(`${server.url}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect((await json(`${server.url}/api/health`)).body).toEqual({ status: 'ok' });
    expect((await fetch(`${server.url}/no-such-page`)).status).toBe(404);
  });

  it('signs an administrator in and re-encodes an uploaded image with the image library inside the file', async () => {
    // The image library is unpacked when the first picture is processed, not by the start.
    const cache = join(site.dir, 'data/cache');
    const imageFolders = () => readdirSync(cache).filter((name) => /^nutriwell-.+-images$/.test(name));
    expect(imageFolders()).toEqual([]);
    expect(
      existsSync(join(cache, readdirSync(cache).find((name) => name.startsWith('nutriwell-'))!, 'node_modules/sharp')),
    ).toBe(false);
    const token = await adminToken(server.url, adminPassword);
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('category', 'recipes');
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dish.png');
    const { status, body } = await json(`${server.url}/api/admin/upload/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(status).toBe(200);
    const url = (body.image_urls as { medium: string }).medium;
    const image = await fetch(`${server.url}${url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(640);
    expect(imageFolders()).toHaveLength(1);
    expect(existsSync(join(cache, imageFolders()[0]!, 'node_modules/sharp/package.json'))).toBe(true);
  });

  it('stores a lead and delivers its two e-mails (as .eml files without SMTP)', async () => {
    const token = await publicToken(server.url, join(site.dir, 'data'));
    const res = await bookConsultation(server.url, token, 'first-lead@example.com');
    expect(res.status).toBe(201);
    const outbox = join(site.dir, 'data/outbox');
    const mails = await until<string[]>(() => {
      const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
      return files.length >= 2 ? files : null;
    });
    const texts = mails.map((f) => readFileSync(join(outbox, f), 'utf8'));
    expect(texts.some((t) => t.includes('To: first-lead@example.com'))).toBe(true);
    expect(texts.some((t) => /New consultation/i.test(t))).toBe(true);
  });

  let backupFile: string;
  let ackedBefore: string[];

  it('backs up with the CLI while leads keep coming; the restored copy has every lead acknowledged before', async () => {
    const token = await publicToken(server.url, join(site.dir, 'data'));
    const acked: Array<{ email: string; at: number }> = [];
    let stop = false;
    const worker = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const email = `w${n}-${i}@example.com`;
        const res = await bookConsultation(server.url, token, email);
        if (res.status !== 201) throw new Error(`lead refused: ${res.status}`);
        acked.push({ email, at: Date.now() });
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    await until(() => acked.length >= 40);

    const began = Date.now();
    ackedBefore = acked.filter((a) => a.at < began).map((a) => a.email);
    backupFile = join(site.dir, 'backup-under-load.tar.gz');
    const made = await runExecutable(site.dir, ['backup', '--out', backupFile], site.env());
    const ended = Date.now();
    await until(() => acked.some((a) => a.at > ended));
    stop = true;
    await Promise.all(workers);

    expect(made.status).toBe(0);
    expect(made.stdout.trim().split('\n').at(-1)).toBe(backupFile);
    // Leads kept being stored while the backup ran.
    expect(acked.filter((a) => a.at >= began && a.at <= ended).length).toBeGreaterThan(0);

    const restored = installAlone(executable);
    const restore = await runExecutable(restored.dir, ['restore', backupFile], restored.env());
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(restore.stdout).toMatch(/Restored .*backup-under-load\.tar\.gz \(made by NutriWell .*\) into .*\/data\./);

    const copy = await start(restored.dir, restored.env({ PORT: String(PORTS.restored) }));
    // The restored database has its administrator: no setup link.
    expect(copy.output()).not.toContain('/setup?token=');
    const token2 = await adminToken(copy.url, adminPassword);
    const emails = await exportedEmails(copy.url, token2);
    const missing = ackedBefore.filter((email) => !emails.has(email));
    expect(missing).toEqual([]);
    expect(emails.has('first-lead@example.com')).toBe(true);
    // The same content: the recipes page renders the same recipe titles.
    const titles = async (url: string) =>
      [...(await (await fetch(`${url}/recipes`)).text()).matchAll(/<h3[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(await titles(copy.url)).toEqual(await titles(server.url));

    // Refused: restoring over data without --force, and over a running server's DATA_DIR even with --force.
    const notEmpty = await runExecutable(restored.dir, ['restore', backupFile], restored.env());
    expect(notEmpty.status).toBe(1);
    expect(notEmpty.stderr.trim()).toMatch(/^Refusing to restore: .*\/data is not empty \(it holds .*\)\. Use --force/);
    expect(notEmpty.stderr.trim().split('\n')).toHaveLength(1);
    const inUse = await runExecutable(restored.dir, ['restore', backupFile, '--force'], restored.env());
    expect(inUse.status).toBe(1);
    expect(inUse.stderr.trim()).toBe(
      `Refusing to restore: ${join(restored.dir, 'data')} is in use by a running NutriWell server or restore; stop it first.`,
    );
    expect(await copy.stop()).toBe(0);
  }, 120_000);

  it('refuses a backup made by a newer version and a damaged one, in one line each, changing nothing', async () => {
    const newer = await repack(backupFile, async (d) => {
      const sqlite = new SQLite(join(d, 'app.sqlite'));
      sqlite.exec(`insert into kysely_migration (name, timestamp) values ('9999_future', '2030-01-01')`);
      sqlite.close();
      await reseal(d, 'app.sqlite');
      const manifestPath = join(d, 'manifest.json');
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      manifest.version = '7.0.0';
      manifest.migrations.push('9999_future');
      const { writeFileSync } = await import('node:fs');
      writeFileSync(manifestPath, JSON.stringify(manifest));
    });
    const target = installAlone(executable);
    const refused = await runExecutable(target.dir, ['restore', newer], target.env());
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toMatch(
      /^Refusing to restore: the backup was made by NutriWell 7\.0\.0, whose database is newer than this NutriWell .+ understands \(migration 9999_future\)\. Restore it with NutriWell 7\.0\.0 or newer\.$/,
    );

    const damaged = await repack(backupFile, async (d) => {
      const { appendFileSync } = await import('node:fs');
      appendFileSync(join(d, 'secrets.json'), ' ');
    });
    const bad = await runExecutable(target.dir, ['restore', damaged], target.env());
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim()).toBe(
      `Refusing to restore ${damaged}: "secrets.json" does not match its checksum in the manifest.`,
    );
    expect(existsSync(join(target.dir, 'data/app.sqlite'))).toBe(false);
  });

  it('keeps every acknowledged lead when killed with SIGKILL in the middle of a stream of submissions', async () => {
    const killed = installAlone(executable);
    const victim = await start(killed.dir, killed.env({ PORT: String(PORTS.killed) }));
    const token = await publicToken(victim.url, join(killed.dir, 'data'));
    const acked: string[] = [];
    let stop = false;
    const worker = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const email = `k${n}-${i}@example.com`;
        try {
          if ((await bookConsultation(victim.url, token, email)).status === 201) acked.push(email);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = [0, 1, 2, 3, 4, 5].map(worker);
    await until(() => acked.length >= 200);
    expect(await victim.stop('SIGKILL')).toBeNull();
    stop = true;
    await Promise.all(workers);

    const sqlite = new SQLite(join(killed.dir, 'data/app.sqlite'), { readonly: true });
    const stored = new Set(sqlite.prepare('select email from consultations').pluck().all() as string[]);
    const mails = sqlite.prepare(`select count(*) from email_outbox where kind like 'consultation%'`).pluck().get();
    sqlite.close();
    expect(acked.filter((email) => !stored.has(email))).toEqual([]);
    expect(mails).toBe(stored.size * 2);
  }, 60_000);

  it('is not blocked by the lock of a server that was killed', async () => {
    const killed = installAlone(executable);
    const victim = await start(killed.dir, killed.env({ PORT: String(PORTS.killed) }));
    expect(await victim.stop('SIGKILL')).toBeNull();
    const restore = await runExecutable(killed.dir, ['restore', backupFile, '--force'], killed.env());
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(restore.stdout).toMatch(/The data that was in .* is backed up in .*pre-restore\.tar\.gz/);
  });

  it('refuses to start on a database migrated by a newer version, naming both versions', async () => {
    const older = installAlone(executable);
    expect((await runExecutable(older.dir, ['restore', backupFile], older.env())).status).toBe(0);
    const sqlite = new SQLite(join(older.dir, 'data/app.sqlite'));
    sqlite.exec(`insert into kysely_migration (name, timestamp) values ('9999_future', '2030-01-01');
      insert into app_settings (key, value) values ('schema_migrated_by_version', '8.2.0')
      on conflict (key) do update set value = excluded.value`);
    sqlite.close();
    const run = await runExecutable(older.dir, ['serve'], older.env({ PORT: String(PORTS.older) }));
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `This database was migrated by NutriWell 8.2.0, newer than this NutriWell ${APP_VERSION} (it has migration ` +
        '9999_future, unknown here). Run NutriWell 8.2.0 or newer, or restore a backup made before that upgrade.',
    );
  });

  it('on SIGTERM stops accepting connections, finishes the request in flight, closes the database and exits 0', async () => {
    const token = await adminToken(server.url, adminPassword);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#a37' } })
      .png()
      .toBuffer();
    const boundary = 'nutriwellboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nblog\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const body = Buffer.concat([head, png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const half = Math.floor(body.length / 2);

    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${server.url}/api/admin/upload/image`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': body.length,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => {
            text += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.subarray(0, half));
      // The rest arrives after the server was told to stop.
      setTimeout(() => req.end(body.subarray(half)), 700);
    });
    await new Promise((r) => setTimeout(r, 200));
    const exit = server.stop('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

    const finished = await response;
    expect(finished.status).toBe(200);
    expect(JSON.parse(finished.text).image_urls.original).toMatch(/^\/uploads\/blog\/.+\.webp$/);
    expect(await exit).toBe(0);
    // Checkpointed and closed: no write-ahead log is left, and the lock is free for a restore.
    expect(existsSync(join(site.dir, 'data/app.sqlite-wal'))).toBe(false);
    const restore = await runExecutable(site.dir, ['restore', backupFile, '--force'], site.env());
    expect(restore.status).toBe(0);
  }, 60_000);
});
