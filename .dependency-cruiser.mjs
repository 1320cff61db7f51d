// dependency-cruiser's rules for imports (docs/decisions/021): no cycles, the packages' layering, and the web app's
// split between what visitors download and the admin portal. `npm run lint` runs it; a finding fails the lint.

const WEB = '^apps/web/src/';
/**
 * What visitors never download: each area's admin folder, the admin building blocks, and (wherever they sit) the
 * post editor and the image uploader. The Lighthouse and bundle benchmarks look for the same modules in what a public
 * page loads (bench/page-javascript.mjs).
 */
export const ADMIN_CODE = [
  `${WEB}features/[^/]+/admin/`,
  `${WEB}components/admin/`,
  `${WEB}.*post-editor/`,
  `${WEB}.*image-uploader[.]tsx$`,
];
/**
 * The files a visitor's page starts from: the route files but admin.tsx and routes/admin/ (the root route,
 * __root.tsx, among them), the router and both entries.
 */
const PUBLIC_ENTRIES = [
  `${WEB}routes/(?!admin[./]).+[.]tsx$`,
  `${WEB}router[.]tsx$`,
  `${WEB}entry-(client|server)[.]tsx$`,
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No module imports itself back through others, in the apps or the packages.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'Every import resolves: a rule cannot see what the resolver could not find. @coach/web/server-entry is the ' +
        "web app's built server entry, which the server's builds resolve (apps/server/build.mjs, package.mjs); " +
        'apps/web/generated/ holds what the web build makes before it bundles (scripts/font-subsets.ts).',
      severity: 'error',
      from: {},
      to: {
        couldNotResolve: true,
        pathNot: ['^@coach/web/server-entry$', '^(\\.\\./)+generated/fonts/[\\w-]+\\.woff2\\?url$'],
      },
    },
    {
      name: 'shared-imports-no-workspace-package',
      comment: '@coach/shared is the bottom layer: it imports no other workspace package.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^(packages/(?!shared/)[^/]+|apps/[^/]+)/' },
    },
    {
      name: 'db-imports-only-shared',
      comment: '@coach/db imports no workspace package but @coach/shared.',
      severity: 'error',
      from: { path: '^packages/db/' },
      to: { path: '^(packages/(?!(shared|db)/)[^/]+|apps/[^/]+)/' },
    },
    {
      name: 'api-imports-only-shared-and-db',
      comment: '@coach/api imports no workspace package but @coach/shared and @coach/db.',
      severity: 'error',
      from: { path: '^packages/api/' },
      to: { path: '^(packages/(?!(shared|db|api)/)[^/]+|apps/[^/]+)/' },
    },
    {
      name: 'web-imports-only-shared',
      comment: 'The web app imports @coach/shared and nothing else of the workspace (@coach/api: types only, below).',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^(packages/(?!(shared|api)/)[^/]+|apps/(?!web/)[^/]+)/' },
    },
    {
      name: 'web-imports-api-types-only',
      comment:
        "The web app takes @coach/api's types (AppRouter, RouterOutputs) and never its code; its unit tests may use " +
        "the router to check the browser's tRPC proxy against the library's (lib/trpc.test.ts).",
      severity: 'error',
      from: { path: '^apps/web/', pathNot: '\\.test\\.ts$' },
      to: { path: '^packages/api/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'public-pages-reach-no-admin-code',
      comment:
        'Visitors never download admin code: nothing reachable from a public route file, the root route, the ' +
        'router or an entry imports an admin folder, the post editor or the image uploader.',
      severity: 'error',
      from: { path: PUBLIC_ENTRIES },
      to: { path: ADMIN_CODE, reachable: true },
    },
    {
      name: 'islands-reach-no-router-or-query',
      comment:
        'An island is hydrated on its own from its props (docs/decisions/178): nothing it reaches reads the router or ' +
        'the query cache, so neither is ever part of what a public page downloads.',
      severity: 'error',
      from: { path: `${WEB}.+[.]island[.]tsx$` },
      to: { path: 'node_modules/@tanstack/', reachable: true },
    },
    {
      name: 'public-script-reaches-no-framework',
      comment:
        "A public page's one script (enhance/) is plain DOM code: it never imports React, the router, Query, tRPC or " +
        'zod; islands bring React when a visitor reaches for them (their code is imported on demand).',
      severity: 'error',
      from: { path: `${WEB}enhance/` },
      to: {
        path: 'node_modules/(react|react-dom|scheduler|@tanstack|@trpc|zod)/',
        dependencyTypesNot: ['dynamic-import', 'type-only'],
      },
    },
    {
      name: 'admin-routes-take-only-their-page-from-admin-code',
      comment:
        'An admin route file is in the bundle every visitor downloads (the route tree imports it) but for its ' +
        'component, which loads lazily: from admin code it imports its page (or layout) component and nothing else.',
      severity: 'error',
      from: { path: `${WEB}routes/admin([.]tsx$|/)` },
      to: { path: ADMIN_CODE, pathNot: '-(page|layout)[.]tsx$' },
    },
    {
      name: 'only-the-route-tree-imports-admin-routes',
      comment: 'Admin route files are reached through the generated route tree only (their components load lazily).',
      severity: 'error',
      from: { pathNot: `${WEB}(routeTree[.]gen[.]ts$|routes/admin)` },
      to: { path: `${WEB}routes/admin` },
    },
    {
      name: 'public-features-import-no-admin-features',
      comment: "An area's public code never imports admin code of any area (its own included).",
      severity: 'error',
      from: { path: `${WEB}features/[^/]+/public/` },
      to: { path: `${WEB}features/[^/]+/admin/` },
    },
    {
      name: 'components-import-no-features',
      comment: 'components/ are building blocks for any area: they import no feature.',
      severity: 'error',
      from: { path: `${WEB}components/` },
      to: { path: `${WEB}features/` },
    },
    {
      name: 'lib-imports-no-features-or-admin-components',
      comment: 'lib/ serves every page: it imports no feature and no admin component.',
      severity: 'error',
      from: { path: `${WEB}lib/` },
      to: { path: [`${WEB}features/`, `${WEB}components/admin/`] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The generated route tree imports every route file, admin ones too; the router reaching admin routes through it
    // is TanStack's lazy code splitting, not a static import a visitor downloads. Left out of the graph.
    exclude: { path: `${WEB}routeTree[.]gen[.]ts$` },
    // Type-only imports are in the graph (a cycle of types is a cycle), marked 'type-only' for the rules above.
    tsPreCompilationDeps: true,
    // '@/...' in the web app.
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    // The workspace packages' subpath exports (@coach/db/testing, @coach/shared/xss-corpus).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
  },
};
