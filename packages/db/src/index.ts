// @coach/db: open, migrate, query and seed the SQLite database.
export * from './client';
export type * from './database';
export * from './repositories/administrator';
export * from './repositories/recipe';
export * from './repositories/settings';
export { seedDemoContent } from './seed';
