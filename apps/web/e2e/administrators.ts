// Administrators of a test's own, made with the server's command line (`admin create`) against the test server's data
// folder: a test that turns on two-factor sign-in or changes a password must not do it to the shared E2E admin.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { E2E_DATA_DIR } from '../playwright.config';

const SERVER_MAIN = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));

export type Administrator = { username: string; password: string };

/** Creates `<prefix>-<unique>` with a password of its own; resolves once the command has finished. */
export async function createAdministrator(prefix: string): Promise<Administrator> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const admin = { username: `${prefix}-${unique}`, password: `Pw-${unique}-long-enough` };
  const child = spawn(process.execPath, [SERVER_MAIN, 'admin', 'create', admin.username, '--name', `Test ${prefix}`], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  child.stdin.end(admin.password);
  const status = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (status !== 0) throw new Error(`admin create ${admin.username} failed (${status}): ${output}`);
  return admin;
}
