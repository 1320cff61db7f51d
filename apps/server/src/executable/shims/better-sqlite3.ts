// Stands in for `better-sqlite3` in the executable's bundle: the real package loads on the first database opened.
import type BetterSqlite3 from 'better-sqlite3';
import { requireNative } from '../natives';

type Constructor = new (...args: ConstructorParameters<typeof BetterSqlite3>) => BetterSqlite3.Database;

function Database(...args: ConstructorParameters<typeof BetterSqlite3>): BetterSqlite3.Database {
  const Real = requireNative<Constructor>('better-sqlite3');
  return new Real(...args);
}

export default Database;
