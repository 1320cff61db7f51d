// Off-site copies encrypted with age for the owner's recipient (`age1...`): the standard `age` tool opens them with her
// private key, which the server never holds (a restore is given it as a file). Streamed both ways, so memory stays
// flat whatever a backup's size (age-encryption, the reference implementation's authors' TypeScript port).
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter } from 'age-encryption';
import { writeIntoPlace } from './into-place';

/** What a recipient or a key that cannot be used is told. */
export const AGE_MESSAGES = {
  recipient: 'Enter an age public key: it starts with age1.',
  identity: 'This is not an age private key: it starts with AGE-SECRET-KEY-1.',
  cannotOpen: 'This private key cannot open the copy, or the copy is damaged.',
} as const;

/** An error whose message is one of AGE_MESSAGES. */
export class AgeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AgeError';
  }
}

const asWeb = (file: string) => Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;

/** Writes `stream` to `target`, in place only once all of it is written. */
const writeStream = (stream: ReadableStream<Uint8Array>, target: string) =>
  writeIntoPlace(target, (partial) =>
    pipeline(Readable.fromWeb(stream as NodeReadableStream<Uint8Array>), createWriteStream(partial)),
  );

/** An encrypter for `recipient`, or AgeError when it is not an age public key. */
function encrypterFor(recipient: string): Encrypter {
  const encrypter = new Encrypter();
  try {
    encrypter.addRecipient(recipient.trim());
  } catch {
    throw new AgeError(AGE_MESSAGES.recipient);
  }
  return encrypter;
}

/** Encrypts the file `source` into `target` for `recipient`. */
export async function encryptFile(source: string, target: string, recipient: string): Promise<void> {
  const encrypted = await encrypterFor(recipient).encrypt(asWeb(source));
  await writeStream(encrypted, target);
}

/**
 * Decrypts `source` into `target` with the private key in `identityFile`'s text (as `age-keygen` writes it: comment
 * lines, then `AGE-SECRET-KEY-1...`). Nothing is left at `target` when it cannot be opened.
 */
export async function decryptFile(source: string, target: string, identityFile: string): Promise<void> {
  const decrypter = new Decrypter();
  const key = identityFile
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('AGE-SECRET-KEY-1'));
  try {
    // No key line: "undefined", which is no key either.
    decrypter.addIdentity(String(key));
  } catch {
    throw new AgeError(AGE_MESSAGES.identity);
  }
  try {
    await writeStream(await decrypter.decrypt(asWeb(source)), target);
  } catch {
    throw new AgeError(AGE_MESSAGES.cannotOpen);
  }
}
