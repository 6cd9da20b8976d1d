// The import rules of the house, checked by `node scripts/check-imports.mjs` (run by the test command before the
// build). Why dependency-cruiser, and what each rule keeps out: docs/decisions/import-rules.md.

/** Import kinds that TypeScript erases: a cycle through one of them never runs. */
const TYPE_ONLY = ['type-only', 'type-import'];

/** The apps; packages are what they are built from, never the other way round. */
const APPS = ['api', 'cli', 'dashboard', 'site'];

/**
 * What `api/src/jobs/` (the job queue: infrastructure) may import from `api/src`: the database, configuration,
 * logging, metrics, process lifecycle, error types and package paths, and the test kit for its own tests. Every
 * other folder is a feature (orders, credits, webhooks…), and so are the top-level files (`services.ts` and the
 * composition root), which features reach through a type parameter (`WorkerRegistration<TServices>`).
 */
const JOBS_MAY_IMPORT = [
  '^api/src/jobs/',
  '^api/src/db/',
  // Opens PostgreSQL or PGlite; at the top of api/src because PGlite is embedded mode's (api/src/embedded/).
  '^api/src/open-database\\.ts$',
  '^api/src/config/',
  '^api/src/logger\\.ts$',
  '^api/src/logging/',
  '^api/src/metrics/',
  '^api/src/lifecycle/',
  '^api/src/errors/',
  '^api/src/internal/',
  '^api/src/testing/',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-value-cycle',
      severity: 'error',
      comment:
        'A cycle of imports that carry values: one of its modules runs before another it reads from has ' +
        'finished loading. Move the shared piece to where both can import it. Cycles of type-only imports ' +
        '(`import type`) are fine: they are erased.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: TYPE_ONLY } },
    },
    {
      name: 'packages-import-no-app',
      severity: 'error',
      comment:
        'packages/* are shared by the apps; an app imported by a package drags that app into every other.',
      from: { path: '^packages/' },
      to: { path: [`^(${APPS.join('|')})/`, `^@leadproof/(${APPS.join('|')})($|/)`] },
    },
    {
      name: 'jobs-import-no-feature',
      severity: 'error',
      comment:
        'api/src/jobs/ is the job queue, infrastructure: features register on it (api/src/workers.ts lists them), ' +
        'it never imports them. Allowed: JOBS_MAY_IMPORT in .dependency-cruiser.cjs.',
      from: { path: '^api/src/jobs/' },
      to: { path: '^api/src/', pathNot: JOBS_MAY_IMPORT },
    },
    {
      name: 'order-stages-point-forward',
      severity: 'error',
      comment:
        'An order goes verification → probe → delivery: a stage may call the stages after it, never one before, ' +
        'so a newcomer reads the pipeline in one direction and no stage depends on how an earlier one is built.',
      from: { path: '^api/src/orders/(probe|delivery)/' },
      to: { path: '^api/src/orders/verification/' },
    },
    {
      name: 'delivery-does-not-reach-back-to-probe',
      severity: 'error',
      comment: 'Delivery is the last stage of an order: it never calls back into the mailbox check (probe/).',
      from: { path: '^api/src/orders/delivery/' },
      to: { path: '^api/src/orders/probe/' },
    },
    {
      name: 'embedded-only-from-composition-root',
      severity: 'error',
      comment:
        "api/src/embedded/ is embedded mode's wing (built-in auth, local billing and storage, PGlite, dev " +
        'outbox): only the composition root (the files at the top of api/src) switches it on; hosted code never ' +
        'reaches into it. Tests and their kit (api/src/testing/) may: they run the process in embedded mode and ' +
        'read its outbox and keys, as the composition root does (docs/decisions/embedded.md).',
      from: { pathNot: ['^api/src/embedded/', '^api/src/[^/]+$', '^api/src/testing/', '\\.test\\.ts$'] },
      to: { path: '^api/src/embedded/' },
    },
  ],
  options: {
    // `import type` is seen (and labelled type-only), so the folder rules hold for types too.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        'node_modules',
        '(^|/)dist/',
        '(^|/)\\.astro/',
        'storybook-static',
        '/test/fixtures/',
        '/corpora/',
      ],
    },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
