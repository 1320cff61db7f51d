// Which modules go into the browser's "schemas" chunk (vite.config.ts): zod and every @coach/shared module that
// builds zod schemas. A schema module left out is bundled into a page's chunk and built before zod's own chunk has
// run (the two import each other), which breaks that page: src/schema-modules.test.ts checks the list is complete.
export const SCHEMA_MODULE_NAMES = [
  'admin-leads',
  'audit',
  'auth',
  'backup',
  'banner',
  'blog',
  'booking',
  'consultation',
  'contact',
  'https',
  'lead-rules',
  'newsletter',
  'offsite',
  'page-failure',
  'pagination',
  'picture',
  'privacy',
  'recipe',
  'rest',
  'settings',
  'testimonial',
  'text',
  'transformation',
  'upload',
  'visits',
  'webhooks',
] as const;

/**
 * Shared modules with schemas that only the portal's page editor uses at run time: left out of the schemas chunk
 * every page loads, so they travel in the editor's chunk. Nothing in the schemas chunk imports them (that would pull
 * the editor's chunk into every page); src/public-chunks.test.ts checks that no public page loads them.
 */
export const EDITOR_SCHEMA_NAMES = [
  'about-page',
  'contact-page',
  'disease-management-page',
  'home-page',
  'legal-pages',
  'page-fields',
  'services-page',
  'site-pages',
] as const;

/**
 * Shared helpers that only schema modules and admin pages use. Left out, the bundler puts such a helper into the
 * chunk of an admin page that uses it too, and every page that loads the schemas then loads that admin page's chunk
 * (the post editor's, for `post-content`; the settings page's, for `site`, whose colours the settings schema
 * takes as defaults). src/public-chunks.test.ts fails when a public page reaches admin code.
 */
const SCHEMA_HELPER_NAMES = ['post-content', 'site'] as const;

export const SCHEMA_MODULES = new RegExp(
  `node_modules/zod/|packages/shared/src/(${[...SCHEMA_MODULE_NAMES, ...SCHEMA_HELPER_NAMES].join('|')})\\.ts$`,
);
