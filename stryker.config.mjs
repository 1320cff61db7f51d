// Mutation testing (`npm run test:mutation`, scripts/mutation.mjs): StrykerJS changes the code that guards visitors'
// data and the spec's rules one small fault at a time and checks that some test fails. The modules and their bars
// are listed here; docs/decisions/101-mutation-testing.md says why these, 102 how CI uses it, 103 the bars.
import { readFileSync } from 'node:fs';

/** "file:first-last" for one top-level function of a file that holds other things too (Stryker mutates ranges). */
function fn(file, name) {
  const lines = readFileSync(new URL(file, import.meta.url), 'utf8').split('\n');
  const start = lines.findIndex((line) => new RegExp(`^(export )?(async )?function ${name}\\b`).test(line));
  const end = lines.findIndex((line, index) => index > start && line === '}');
  if (start < 0 || end < 0) throw new Error(`stryker.config.mjs: no function ${name} in ${file}`);
  return `${file}:${start + 1}-${end + 1}`;
}

/**
 * "file:first-last" for a function declared inside another (`  async function run() {` to the `  }` at its indentation),
 * where fn() does not reach: the off-site engine's steps share its state and so live inside createOffsiteCopies.
 */
function inner(file, name) {
  const lines = readFileSync(new URL(file, import.meta.url), 'utf8').split('\n');
  const start = lines.findIndex((line) => new RegExp(`^\\s+(async )?function ${name}\\b`).test(line));
  const indent = lines[start]?.match(/^\s*/)[0];
  const end = lines.findIndex((line, index) => index > start && line === `${indent}}`);
  if (start < 0 || end < 0) throw new Error(`stryker.config.mjs: no inner function ${name} in ${file}`);
  return `${file}:${start + 1}-${end + 1}`;
}

const SECURITY = 95;
const RULES = 90;

/**
 * Each module: a name for the score table, its bar (per cent of mutants detected), what Stryker mutates, the tests
 * that state its rules, and `ci` when `npm test` runs it too (the modules a run takes seconds for; decision 102). A run mutates one module at a time and runs only its tests: a mutant in a module-level
 * constant (an allow-list entry, a message) reaches every test that loads the module, and with the whole suite
 * (a minute) per such mutant a full run would take hours. `npm test` mutates the modules of one `sharedRun` group in one
 * run with all of their tests: each run's start takes seconds, and they have few module-level mutants, which run every
 * test of their group (so the pure rules, whose tests take milliseconds, are a group apart from those whose tests
 * open a database).
 */
export const MUTATION_MODULES = [
  {
    name: 'HTML sanitiser',
    ci: true,
    bar: SECURITY,
    mutate: ['packages/api/src/services/post-html.ts'],
    tests: ['packages/api/src/services/post-html*.test.ts'],
  },
  {
    name: 'Settings filled into page HTML',
    ci: true,
    sharedRun: 'main',
    bar: SECURITY,
    mutate: [fn('packages/shared/src/page-text.ts', 'fillPageHtml')],
    tests: ['packages/shared/src/page-text.test.ts'],
  },
  {
    name: 'Tokens',
    ci: true,
    bar: SECURITY,
    mutate: ['packages/api/src/services/tokens.ts'],
    // Its own tests kill every mutant the REST suites (auth, admin routes) killed: the same 96.0 % in 68 s, not 2.5 min.
    tests: ['packages/api/src/services/tokens*.test.ts'],
  },
  {
    name: 'Form tokens',
    ci: true,
    sharedRun: 'pure',
    bar: SECURITY,
    mutate: ['packages/api/src/services/form-guard.ts'],
    tests: ['packages/api/src/services/form-guard.test.ts'],
  },
  {
    name: 'Form post return path',
    ci: true,
    sharedRun: 'main',
    bar: SECURITY,
    mutate: ['apps/server/src/ssr/return-path.ts'],
    tests: ['apps/server/src/ssr/return-path.test.ts'],
  },
  {
    name: 'Two-factor sign-in',
    bar: SECURITY,
    mutate: ['packages/api/src/services/mfa.ts'],
    tests: ['packages/api/src/services/mfa.test.ts', 'apps/server/src/rest/security.test.ts'],
  },
  {
    name: 'Admin sign-in',
    bar: SECURITY,
    mutate: ['packages/api/src/services/admin-auth.ts'],
    tests: [
      'packages/api/src/services/admin-auth.test.ts',
      'apps/server/src/rest/auth.test.ts',
      // The second step and the audit entries of sign-ins are tested there.
      'apps/server/src/rest/security.test.ts',
    ],
  },
  {
    name: 'First-run setup',
    bar: SECURITY,
    mutate: ['packages/api/src/services/first-run.ts'],
    tests: ['apps/server/src/first-run.test.ts'],
  },
  {
    name: 'Pages: drafts, previews, publishing',
    bar: RULES,
    mutate: ['packages/api/src/services/site-pages.ts'],
    tests: [
      'apps/server/src/site-pages.test.ts',
      'apps/server/src/site-pages.rules.test.ts',
      'apps/server/src/site-pages-legal.test.ts',
      'apps/server/src/edited-pages.test.ts',
    ],
  },
  {
    name: 'Sign-in throttle',
    ci: true,
    bar: SECURITY,
    mutate: ['packages/api/src/services/login-throttle.ts'],
    tests: ['packages/api/src/services/login-throttle.test.ts', 'packages/api/src/services/admin-auth.test.ts'],
  },
  {
    name: 'Password hashing',
    bar: SECURITY,
    mutate: ['packages/api/src/services/passwords.ts'],
    tests: ['packages/api/src/services/passwords.test.ts', 'packages/api/src/services/admin-auth.test.ts'],
  },
  {
    name: 'Upload checks',
    bar: SECURITY,
    mutate: [
      'apps/server/src/uploads/images.ts',
      'apps/server/src/uploads/multipart.ts',
      'apps/server/src/uploads/names.ts',
    ],
    tests: ['apps/server/src/uploads/*.test.ts', 'apps/server/src/rest/upload.test.ts'],
  },
  {
    name: 'Webhook addresses and signing',
    bar: SECURITY,
    mutate: ['packages/api/src/services/webhooks/address.ts', 'apps/server/src/webhooks/signature.ts'],
    tests: [
      'packages/api/src/services/webhooks/address.test.ts',
      'apps/server/src/webhooks/dispatcher.test.ts',
      'apps/server/src/rest/webhooks.test.ts',
      'apps/server/src/webhooks/lead-events.test.ts',
    ],
  },
  {
    name: 'Audit entries of REST writes',
    bar: SECURITY,
    mutate: ['apps/server/src/rest/audit-writes.ts'],
    tests: ['apps/server/src/rest/audit-writes.test.ts'],
  },
  {
    name: 'Security headers',
    bar: SECURITY,
    mutate: ['apps/server/src/security.ts'],
    tests: ['apps/server/src/security.test.ts', 'apps/server/src/ssr/hardening.test.ts'],
  },
  {
    name: 'SVG logo sanitiser',
    bar: SECURITY,
    mutate: ['packages/api/src/services/logo-svg.ts'],
    tests: ['packages/api/src/services/logo-svg.test.ts'],
  },
  {
    name: 'Visit sources and counted paths',
    bar: RULES,
    mutate: ['packages/shared/src/visits.ts'],
    tests: ['packages/shared/src/visits.test.ts'],
  },
  {
    name: 'Visit counter',
    bar: SECURITY,
    mutate: ['packages/api/src/services/visits.ts', 'apps/server/src/rest/visits.ts'],
    tests: ['packages/api/src/services/visits.test.ts', 'apps/server/src/rest/visits.test.ts'],
  },
  {
    name: 'Analytics figures',
    bar: RULES,
    mutate: [
      'packages/api/src/services/analytics.ts',
      fn('packages/db/src/repositories/newsletter.ts', 'confirmedSubscribersByDay'),
    ],
    tests: ['packages/api/src/services/visits.test.ts'],
  },
  {
    name: 'CSV export escaping',
    ci: true,
    sharedRun: 'main',
    bar: SECURITY,
    mutate: [fn('packages/shared/src/admin-leads.ts', 'csvCell'), fn('packages/shared/src/admin-leads.ts', 'toCsv')],
    tests: ['packages/shared/src/admin-leads.test.ts'],
  },
  {
    name: 'Newsletter e-mail',
    bar: SECURITY,
    mutate: ['packages/api/src/services/newsletter/issue-text.ts'],
    tests: ['packages/api/src/services/newsletter/issue-*.test.ts'],
  },
  {
    name: 'Newsletter subscriptions and sending',
    bar: RULES,
    mutate: ['packages/db/src/repositories/newsletter.ts', 'packages/api/src/services/newsletter/index.ts'],
    tests: [
      'packages/db/src/repositories/newsletter.test.ts',
      'apps/server/src/rest/newsletter.test.ts',
      'apps/server/src/rest/newsletter-origin.test.ts',
      // confirmedSubscribersByDay: the analytics' figure (the module "Analytics figures" too).
      'packages/api/src/services/visits.test.ts',
    ],
  },
  {
    name: 'Backup verification and restore refusals',
    bar: SECURITY,
    mutate: ['packages/api/src/services/backup/manifest.ts', 'packages/api/src/services/backup/read.ts'],
    tests: ['packages/api/src/services/backup/*.test.ts', 'apps/server/src/backup/restore.test.ts'],
  },
  {
    name: 'Off-site copies: checksums and refusals',
    bar: SECURITY,
    mutate: ['packages/api/src/services/backup/s3-store.ts', 'packages/api/src/services/backup/into-place.ts'],
    // into-place.ts: both of its users' tests leave no partial file behind.
    tests: ['packages/api/src/services/backup/s3-store.test.ts', 'packages/api/src/services/backup/age.test.ts'],
  },
  {
    name: 'Off-site copies: what the bucket holds',
    bar: RULES,
    mutate: [fn('packages/api/src/services/backup/offsite.ts', 'planCopies')],
    tests: ['packages/api/src/services/backup/offsite.test.ts'],
  },
  {
    name: 'Off-site settings: the secret kept out of answers and archives',
    bar: SECURITY,
    mutate: ['packages/api/src/services/backup/offsite-settings.ts'],
    tests: [
      'packages/api/src/services/backup/offsite-settings.test.ts',
      'apps/server/src/rest/offsite.test.ts',
      'apps/server/src/commands/offsite.test.ts',
    ],
  },
  {
    name: 'Off-site copies: age encryption',
    bar: SECURITY,
    mutate: ['packages/api/src/services/backup/age.ts'],
    tests: ['packages/api/src/services/backup/age.test.ts'],
  },
  {
    name: 'The password asked again: a new password, a restore, two-factor off',
    bar: SECURITY,
    mutate: [
      'packages/api/src/services/ask-again.ts',
      fn('packages/api/src/services/admin-security.ts', 'confirmPassword'),
      fn('packages/api/src/services/admin-security.ts', 'changeAdminPassword'),
    ],
    tests: [
      'packages/api/src/services/admin-security.test.ts',
      'packages/api/src/services/mfa.test.ts',
      'apps/server/src/rest/offsite.test.ts',
      'apps/server/src/rest/security.test.ts',
    ],
  },
  {
    name: 'Off-site copies: damaged or truncated copies refused',
    bar: SECURITY,
    mutate: [
      inner('packages/api/src/services/backup/offsite.ts', 'fetchCopy'),
      inner('packages/api/src/services/backup/offsite.ts', 'openCopy'),
      fn('apps/server/src/backup/restore.ts', 'checkBackupFile'),
      fn('apps/server/src/backup/restore.ts', 'refuseNewer'),
    ],
    tests: [
      'packages/api/src/services/backup/offsite.test.ts',
      'apps/server/src/rest/offsite.test.ts',
      'apps/server/src/commands/offsite.test.ts',
      'apps/server/src/backup/restore.test.ts',
    ],
  },
  {
    name: 'Off-site copies: retries and owner e-mails',
    bar: RULES,
    mutate: [
      inner('packages/api/src/services/backup/offsite.ts', 'run'),
      inner('packages/api/src/services/backup/offsite.ts', 'schedule'),
    ],
    tests: [
      'packages/api/src/services/backup/offsite.rules.test.ts',
      'packages/api/src/services/backup/offsite.test.ts',
    ],
  },
  {
    name: 'Booking link token',
    ci: true,
    sharedRun: 'main',
    bar: SECURITY,
    mutate: ['packages/api/src/services/booking/token.ts'],
    tests: ['packages/api/src/services/booking/token.test.ts'],
  },
  {
    name: 'Booking link lookup',
    bar: SECURITY,
    mutate: [fn('packages/api/src/services/booking/index.ts', 'bookingExists')],
    tests: ['apps/server/src/ssr/page-caching.test.ts'],
  },
  {
    name: 'Refused bodies read before the answer',
    bar: SECURITY,
    mutate: [fn('apps/server/src/rest/support.ts', 'readRestOfBody')],
    tests: ['apps/server/src/rest/oversize-bodies.test.ts'],
  },
  {
    name: 'Booking slots',
    ci: true,
    sharedRun: 'main',
    bar: RULES,
    mutate: ['packages/api/src/services/booking/slots.ts'],
    tests: ['packages/api/src/services/booking/slots.test.ts'],
  },
  {
    name: 'BMI',
    ci: true,
    sharedRun: 'pure',
    bar: RULES,
    mutate: ['packages/shared/src/bmi.ts'],
    tests: ['packages/shared/src/bmi.test.ts'],
  },
  {
    name: 'Lead rules',
    ci: true,
    sharedRun: 'pure',
    bar: RULES,
    mutate: ['packages/shared/src/lead-rules.ts'],
    tests: ['packages/shared/src/lead-rules.test.ts'],
  },
  {
    name: 'Banner rules and targeting',
    ci: true,
    bar: RULES,
    mutate: [
      'packages/shared/src/banner-rules.ts',
      fn('packages/shared/src/banner.ts', 'isBannerWindowInvalid'),
      fn('packages/shared/src/banner.ts', 'conversionRate'),
      fn('packages/db/src/repositories/banner.ts', 'findBannerForPage'),
    ],
    tests: ['packages/shared/src/banner-rules.test.ts', 'packages/db/src/repositories/banner.test.ts'],
  },
  {
    name: 'Site behaviour',
    ci: true,
    sharedRun: 'main',
    bar: RULES,
    mutate: ['packages/shared/src/site-behaviour.ts'],
    tests: ['packages/shared/src/site-behaviour.test.ts'],
  },
  {
    name: 'Slug',
    ci: true,
    sharedRun: 'main',
    bar: RULES,
    mutate: ['packages/shared/src/slug.ts'],
    tests: ['packages/shared/src/slug.test.ts'],
  },
  {
    name: 'Video id',
    ci: true,
    sharedRun: 'pure',
    bar: RULES,
    mutate: ['packages/shared/src/video-id.ts'],
    tests: ['packages/shared/src/video-id.test.ts'],
  },
  {
    name: 'Image descriptions and read time',
    ci: true,
    sharedRun: 'pure',
    bar: RULES,
    mutate: ['packages/shared/src/post-content.ts'],
    tests: ['packages/shared/src/post-content.test.ts', 'packages/shared/src/blog.test.ts'],
  },
  {
    name: 'Privacy requests (look-up, export, erase)',
    bar: SECURITY,
    mutate: ['packages/api/src/services/privacy.ts', 'packages/db/src/repositories/privacy.ts'],
    tests: [
      'packages/api/src/services/privacy.test.ts',
      'packages/api/src/routers/privacy.test.ts',
      'apps/server/src/rest/privacy.test.ts',
    ],
  },
  {
    name: 'Group commit',
    bar: RULES,
    mutate: ['packages/api/src/services/group-commit.ts'],
    tests: ['packages/api/src/services/group-commit.test.ts'],
  },
  {
    name: 'Characters nobody types',
    ci: true,
    sharedRun: 'pure',
    bar: SECURITY,
    mutate: ['packages/shared/src/text.ts'],
    tests: ['packages/shared/src/text.test.ts', 'packages/shared/src/text-fields.test.ts'],
  },
  {
    name: 'HTTPS: DOMAIN names',
    bar: RULES,
    mutate: ['apps/server/src/https/domains.ts'],
    tests: ['apps/server/src/https/domains.test.ts', 'apps/server/src/config.test.ts'],
  },
  {
    name: 'HTTPS: renewal timing, retries, owner e-mails',
    ci: true,
    sharedRun: 'pure',
    bar: RULES,
    mutate: ['apps/server/src/https/renewal-rules.ts'],
    tests: ['apps/server/src/https/renewal-rules.test.ts'],
  },
  {
    name: 'HTTPS: certificates, keys, ARI ids, stand-in',
    bar: SECURITY,
    mutate: ['apps/server/src/https/certificate-info.ts'],
    tests: ['apps/server/src/https/certificate-info.test.ts'],
  },
  {
    name: 'HTTPS listeners: challenges, redirects, ports',
    bar: SECURITY,
    // The whole file: what guards (the ALPN callback, the HTTP side's handler, the redirect's origin) is nested in
    // createSiteListeners, where fn() cannot reach; its tests take a second.
    mutate: ['apps/server/src/https/listeners.ts'],
    tests: ['apps/server/src/https/listeners.test.ts'],
  },
  {
    name: 'Paste cleaning',
    bar: RULES,
    mutate: ['apps/web/src/features/blog/admin/post-editor/paste.ts'],
    tests: ['apps/web/src/features/blog/admin/post-editor/paste.test.ts'],
  },
];

export const REPORT_DIR = 'reports/mutation';

/** A file-name form of a module's name: "HTML sanitiser" -> "html-sanitiser". */
export const moduleSlug = (module) => module.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * The modules of this run: scripts/mutation.mjs names one, or several to mutate together with all of their tests, in
 * MUTATION_MODULE (slugs, comma-separated); without it, all of them at once.
 */
// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by scripts/mutation.mjs, not read by a turbo task
const slugs = process.env.MUTATION_MODULE?.split(',').filter(Boolean) ?? [];
const selected = MUTATION_MODULES.filter((module) => slugs.includes(moduleSlug(module)));
// The test runner's processes inherit this: vitest.mutation.config.ts runs only these tests.
if (selected.length) process.env.MUTATION_TESTS = [...new Set(selected.flatMap((module) => module.tests))].join(',');
/** `npm run test:mutation -- <file>`: of the module's targets, only that file's (MUTATION_FILES). */
// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by scripts/mutation.mjs, not read by a turbo task
const onlyFiles = process.env.MUTATION_FILES?.split(',').filter(Boolean) ?? [];
const targets = (module) =>
  onlyFiles.length
    ? module.mutate.filter((target) => onlyFiles.includes(target.replace(/:\d+-\d+$/, '')))
    : module.mutate;
/** A run's report: its module's slug, `MUTATION_REPORT` for a run of several, `all` for all of them. */
// biome-ignore lint/suspicious/noUndeclaredEnvVars: set by scripts/mutation.mjs, not read by a turbo task
const reportName = selected.length === 1 ? moduleSlug(selected[0]) : (process.env.MUTATION_REPORT ?? 'all');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Named, because pnpm keeps each package's dependencies apart and Stryker's search for its plugins finds none.
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // Per test: each mutant runs only the tests that reach it (a module-level mutant, such as an allow-list entry,
  // runs them all).
  coverageAnalysis: 'perTest',
  // In place, not in a copied sandbox: in the sandbox the workspace packages (@coach/shared, @coach/db, ...) still
  // resolve, through node_modules, to the original folders, and two thirds of the tests silently did not load.
  // Stryker puts every file back when the run ends; an interrupted run can leave one changed (git status shows it).
  inPlace: true,
  // vitest strips types without checking them, so mutants need no `// @ts-nocheck`; left on, Stryker writes that line
  // into every source file it reads, and writes them all back at the end.
  disableTypeChecks: false,
  // What it may touch: only the packages', the server's and the web app's source (the built web app's files keep
  // their times: the server serves an asset's precompressed copy only when it is not older than the asset).
  ignorePatterns: [
    '/*',
    '!/packages',
    '!/apps',
    '/apps/*',
    '!/apps/server',
    '/apps/server/*',
    '!/apps/server/src',
    // The web app's source only (the post editor's paste cleaning), never its built files.
    '!/apps/web',
    '/apps/web/*',
    '!/apps/web/src',
    '/packages/*/*',
    '!/packages/*/src',
    '!/package.json',
    '!/vitest.config.ts',
    '!/vitest.mutation.config.ts',
    '!/tsconfig.json',
  ],
  mutate: (selected.length ? selected : MUTATION_MODULES).flatMap(targets),
  concurrency: 2,
  reporters: ['html', 'json', 'progress'],
  htmlReporter: { fileName: `${REPORT_DIR}/${reportName}.html` },
  jsonReporter: { fileName: `${REPORT_DIR}/${reportName}.json` },
  thresholds: { high: SECURITY, low: RULES, break: null },
  tempDirName: '.stryker-tmp',
};
