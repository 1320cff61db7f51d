// The program's name and version: printed by --version, written into backups and into the database it migrates.
import { version } from '../package.json';

export const APP_NAME = 'nutriwell';
export const APP_VERSION: string = version;

/** What `--version` prints: the program and the Node.js inside it, `nutriwell 1.0.0 (Node.js v26.10.0)`. */
export function versionLine(): string {
  return `${APP_NAME} ${APP_VERSION} (Node.js ${process.version})`;
}
