import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITOR_SCHEMA_NAMES, SCHEMA_MODULE_NAMES, SCHEMA_MODULES } from './schema-modules';

const SHARED = join(__dirname, '../../../packages/shared/src');

describe('the schemas chunk', () => {
  it('holds every shared module that builds zod schemas', () => {
    const withZod = readdirSync(SHARED)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => /from 'zod'/.test(readFileSync(join(SHARED, file), 'utf8')))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(withZod.length).toBeGreaterThan(10);
    const placed: readonly string[] = [...SCHEMA_MODULE_NAMES, ...EDITOR_SCHEMA_NAMES];
    expect(withZod.filter((name) => !placed.includes(name))).toEqual([]);
  });

  it('matches zod and those modules only', () => {
    expect(SCHEMA_MODULES.test('/x/node_modules/zod/v4/classic/schemas.js')).toBe(true);
    expect(SCHEMA_MODULES.test('/w/packages/shared/src/visits.ts')).toBe(true);
    expect(SCHEMA_MODULES.test('/w/packages/shared/src/site-behaviour.ts')).toBe(false);
    expect(SCHEMA_MODULES.test('/w/packages/shared/src/visits.test.ts')).toBe(false);
    expect(SCHEMA_MODULES.test('/w/packages/shared/src/about-page.ts')).toBe(false);
  });
});
