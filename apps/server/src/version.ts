// The program's name and version: printed by --version, written into backups and into the database it migrates.
import { version } from '../package.json';

export const APP_NAME = 'nutriwell';
export const APP_VERSION: string = version;
