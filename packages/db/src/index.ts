// @coach/db: open, migrate, query and seed the SQLite database.
export * from './client';
export type * from './database';
export * from './migration-state';
export * from './repositories/administrator';
export * from './repositories/banner';
export * from './repositories/blog';
export * from './repositories/booking';
export * from './repositories/consultation';
export * from './repositories/contact';
export * from './repositories/dashboard';
export * from './repositories/outbox';
export * from './repositories/privacy';
export * from './repositories/recipe';
export * from './repositories/settings';
export * from './repositories/transformation';
export { seedDemoContent } from './seed';
export { insertSamplePosts } from './seed/sample-posts';
export * from './snapshot';
