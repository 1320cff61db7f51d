// The static list of migrations: a bundled server cannot read a migrations folder at run time.
import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_initial';

export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
};
