// DATA_DIR/certificates: the ACME account key, the site's key and certificate chain, and the renewal's state, each
// written whole (a new file renamed over the old) and readable by the server's user only.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** The folder under DATA_DIR; backups leave it out (a restored site obtains its own certificate). */
export const CERTIFICATES_DIR = 'certificates';

/** Each file's purpose is in the README's "HTTPS" section. */
const CERTIFICATE_FILES = {
  /** The ACME account's private key (PEM): who the CA knows this site as. */
  accountKey: 'account.key',
  /** The account's address at the CA and the directory it belongs to (JSON). */
  account: 'account.json',
  /** The private key of the site's certificate (PEM, ECDSA P-256). */
  siteKey: 'site.key',
  /** The certificate and its chain, as the CA issued them (PEM). */
  siteChain: 'site.crt',
  /** The renewal's record: last renewal, last error, failures, the owner told (JSON). */
  state: 'state.json',
} as const;

type CertificateFile = keyof typeof CERTIFICATE_FILES;

export type CertificateFiles = {
  dir: string;
  read(file: CertificateFile): Promise<string | null>;
  /** Replaces the file whole: a crash leaves the old one or the new one, never a part. */
  write(file: CertificateFile, content: string): Promise<void>;
  remove(file: CertificateFile): Promise<void>;
};

export function certificateFiles(dataDir: string): CertificateFiles {
  const dir = join(dataDir, CERTIFICATES_DIR);
  const path = (file: CertificateFile) => join(dir, CERTIFICATE_FILES[file]);
  return {
    dir,
    async read(file) {
      try {
        return await readFile(path(file), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async write(file, content) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const partial = `${path(file)}.${randomBytes(6).toString('hex')}.partial`;
      try {
        const handle = await open(partial, 'wx', 0o600);
        try {
          await handle.writeFile(content);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(partial, path(file));
      } finally {
        await rm(partial, { force: true });
      }
      // The rename itself reaches the disk before the write counts as done.
      const folder = await open(dir, 'r');
      try {
        await folder.sync();
      } finally {
        await folder.close();
      }
    },
    async remove(file) {
      await rm(path(file), { force: true });
    },
  };
}
