// Where off-site copies go when the portal sets it: DATA_DIR/offsite.json (mode 600, read back by a new process), the
// write-only secret, which age recipient wins, and the environment's precedence.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OFFSITE_MESSAGES } from '@coach/shared';
import { describe, expect, it } from 'vitest';
import type { OffsiteSetup } from './offsite';
import { createOffsiteSettingsStore, OFFSITE_SETTINGS_FILE, type OffsiteSettingsValues } from './offsite-settings';
import { tempDir } from './testing';

const VALUES: OffsiteSettingsValues = {
  endpoint: 'https://s3.example.com',
  region: 'us-east-1',
  bucket: 'site-backups',
  prefix: 'site/',
  access_key_id: 'key-id',
  secret_access_key: 'the-secret',
  path_style: true,
  keep: 12,
  age_recipient: '',
};
const recipient = () => execFileSync('age-keygen', { encoding: 'utf8' }).match(/public key: (age1\w+)/)![1]!;
const store = (dataDir: string, options: { environment?: OffsiteSetup; recipient?: string } = {}) =>
  createOffsiteSettingsStore({
    dataDir,
    environment: options.environment ?? null,
    recipient: options.recipient ?? null,
  });
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => 'done',
    (error: Error & { kind?: string }) => `${error.kind}: ${error.message}`,
  );

describe('the off-site settings file', () => {
  it('is off without a file, and a new process reads what was saved, the secret included, from a private file', async () => {
    const dir = await tempDir();
    expect(await store(dir).setup()).toBeNull();
    await store(dir).save(VALUES);
    const file = join(dir, OFFSITE_SETTINGS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(VALUES);
    expect(await store(dir).setup()).toEqual({
      source: 'settings',
      location: {
        endpoint: 'https://s3.example.com',
        region: 'us-east-1',
        bucket: 'site-backups',
        prefix: 'site/',
        accessKeyId: 'key-id',
        secretAccessKey: 'the-secret',
        pathStyle: true,
      },
      keep: 12,
      recipient: null,
    });
  });

  it('treats a damaged file, or one without a secret, as unset', async () => {
    const dir = await tempDir();
    const file = join(dir, OFFSITE_SETTINGS_FILE);
    for (const text of ['{', JSON.stringify({ ...VALUES, secret_access_key: '' }), JSON.stringify({ bucket: 'x' })]) {
      await writeFile(file, text);
      expect(await store(dir).setup()).toBeNull();
    }
  });

  it('keeps the saved secret when the form leaves it empty, and asks for one when none is saved', async () => {
    const dir = await tempDir();
    const settings = store(dir);
    const empty = { ...VALUES, secret_access_key: '' };
    expect(await refusal(settings.save(empty))).toBe(`invalid: secret_access_key: ${OFFSITE_MESSAGES.secretRequired}`);
    expect(await refusal(settings.trial(empty))).toBe(`invalid: secret_access_key: ${OFFSITE_MESSAGES.secretRequired}`);
    expect(existsSync(join(dir, OFFSITE_SETTINGS_FILE))).toBe(false);
    await settings.save(VALUES);
    await settings.save({ ...empty, keep: 3 });
    expect(JSON.parse(await readFile(join(dir, OFFSITE_SETTINGS_FILE), 'utf8'))).toMatchObject({
      secret_access_key: 'the-secret',
      keep: 3,
    });
    expect((await store(dir).trial({ ...empty, bucket: 'other' })).location).toMatchObject({
      bucket: 'other',
      secretAccessKey: 'the-secret',
    });
    // A trial saves nothing.
    expect((await store(dir).setup())?.location.bucket).toBe('site-backups');
  });

  it('encrypts for BACKUP_AGE_RECIPIENT over the saved key, else for the saved one, else not', async () => {
    const [fromEnv, saved] = [recipient(), recipient()];
    const dir = await tempDir();
    await store(dir).save({ ...VALUES, age_recipient: saved });
    expect((await store(dir, { recipient: fromEnv }).setup())?.recipient).toBe(fromEnv);
    expect((await store(dir).setup())?.recipient).toBe(saved);
    await store(dir).save(VALUES);
    expect((await store(dir).setup())?.recipient).toBeNull();
  });

  it('turns off by removing the file, also when there was none', async () => {
    const dir = await tempDir();
    const settings = store(dir);
    await settings.remove();
    await settings.save(VALUES);
    await settings.remove();
    expect(existsSync(join(dir, OFFSITE_SETTINGS_FILE))).toBe(false);
    expect(await settings.setup()).toBeNull();
    expect(await store(dir).setup()).toBeNull();
  });

  it('gives the environment’s storage precedence and refuses every change from the portal', async () => {
    const dir = await tempDir();
    await store(dir).save(VALUES);
    const environment: OffsiteSetup = {
      source: 'environment',
      location: { ...(await store(dir).setup())!.location, bucket: 'from-env' },
      keep: 5,
      recipient: null,
    };
    const settings = store(dir, { environment });
    expect(await settings.setup()).toBe(environment);
    const refused = `conflict: ${OFFSITE_MESSAGES.setByEnvironment}`;
    expect(await refusal(settings.save(VALUES))).toBe(refused);
    expect(await refusal(settings.trial(VALUES))).toBe(refused);
    expect(await refusal(settings.remove())).toBe(refused);
    expect(existsSync(join(dir, OFFSITE_SETTINGS_FILE))).toBe(true);
  });
});
