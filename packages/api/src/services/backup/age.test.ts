// Encryption of off-site copies against Debian's `age` and `age-keygen`: what the server encrypts, the standard tool
// opens with the owner's key, and what the tool encrypts, a restore opens.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGE_MESSAGES, AgeError, decryptFile, encryptFile } from './age';
import { tempDir } from './testing';

let dir: string;
/** The owner's key as `age-keygen` writes it, and its public key. */
let keyFile: string;
let recipient: string;

beforeAll(async () => {
  dir = await tempDir();
  keyFile = join(dir, 'owner-key.txt');
  execFileSync('age-keygen', ['-o', keyFile], { stdio: 'ignore' });
  recipient = execFileSync('age-keygen', ['-y', keyFile], { encoding: 'utf8' }).trim();
});

async function randomFile(name: string, size: number) {
  const file = join(dir, name);
  const bytes = randomBytes(size);
  await writeFile(file, bytes);
  return { file, bytes };
}

/** What a call threw (an AgeError is expected), and that nothing was left where it was to write. */
async function refusedWith(call: Promise<unknown>, target: string) {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AgeError);
  expect((error as AgeError).name).toBe('AgeError');
  expect(existsSync(target)).toBe(false);
  expect(existsSync(`${target}.partial`)).toBe(false);
  return (error as AgeError).message;
}

describe('age encryption of off-site copies', () => {
  it('encrypts a backup that the age tool opens with the owner’s key, byte for byte', async () => {
    const { file, bytes } = await randomFile('backup.zip', 2 * 1024 * 1024 + 3);
    const encrypted = join(dir, 'backup.zip.age');
    // As a recipient is pasted into Settings: with a line end.
    await encryptFile(file, encrypted, `${recipient}\n`);
    expect((await readFile(encrypted)).subarray(0, 21).toString()).toBe('age-encryption.org/v1');
    const opened = join(dir, 'opened.zip');
    execFileSync('age', ['-d', '-i', keyFile, '-o', opened, encrypted]);
    expect((await readFile(opened)).equals(bytes)).toBe(true);
  });

  it('opens what the age tool encrypted, with the key file as age-keygen writes it', async () => {
    const { file, bytes } = await randomFile('tool.zip', 300_000);
    const encrypted = join(dir, 'tool.zip.age');
    execFileSync('age', ['-r', recipient, '-o', encrypted, file]);
    const target = join(dir, 'tool-opened.zip');
    await decryptFile(encrypted, target, await readFile(keyFile, 'utf8'));
    expect((await readFile(target)).equals(bytes)).toBe(true);
    // Saved on Windows, or pasted indented: the same key.
    const reworked = (await readFile(keyFile, 'utf8'))
      .split('\n')
      .map((line) => `  ${line}\r`)
      .join('\n');
    const again = join(dir, 'tool-opened-again.zip');
    await decryptFile(encrypted, again, reworked);
    expect((await readFile(again)).equals(bytes)).toBe(true);
  });

  it('refuses a recipient or a key that is not age’s, another owner’s key and a changed copy, writing nothing', async () => {
    const { file } = await randomFile('plain.zip', 5000);
    const target = join(dir, 'never.age');
    for (const wrong of ['', 'age1nothing', 'AGE-SECRET-KEY-1QQQQ', 'ssh-ed25519 AAAA']) {
      expect(await refusedWith(encryptFile(file, target, wrong), target)).toBe(AGE_MESSAGES.recipient);
    }

    const encrypted = join(dir, 'plain.zip.age');
    await encryptFile(file, encrypted, recipient);
    const opened = join(dir, 'plain-opened.zip');
    for (const notAKey of ['', '# public key: age1x\n', recipient]) {
      expect(await refusedWith(decryptFile(encrypted, opened, notAKey), opened)).toBe(AGE_MESSAGES.identity);
    }
    const otherKey = join(dir, 'other-key.txt');
    execFileSync('age-keygen', ['-o', otherKey], { stdio: 'ignore' });
    expect(await refusedWith(decryptFile(encrypted, opened, await readFile(otherKey, 'utf8')), opened)).toBe(
      AGE_MESSAGES.cannotOpen,
    );

    const changed = await readFile(encrypted);
    changed[changed.length - 10] = changed[changed.length - 10]! ^ 0x01;
    const changedFile = join(dir, 'changed.zip.age');
    await writeFile(changedFile, changed);
    expect(await refusedWith(decryptFile(changedFile, opened, await readFile(keyFile, 'utf8')), opened)).toBe(
      AGE_MESSAGES.cannotOpen,
    );
  });
});
