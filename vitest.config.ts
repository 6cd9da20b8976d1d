import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const ignored = ['**/node_modules/**', '**/dist/**', '**/storybook-static/**', '**/.astro/**'];
const root = fileURLToPath(new URL('.', import.meta.url));

/** The unit test files under `dir` (relative to the root), walking it; dependencies and build output skipped. */
function unitTestFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', 'storybook-static', '.astro'].includes(entry.name)
        ? []
        : unitTestFiles(relative);
    }
    return /\.test\.tsx?$/.test(entry.name) && !/\.(int|e2e)\.test\.ts$/.test(entry.name) ? [relative] : [];
  });
}

/**
 * The unit test files that mock modules, spy, fake timers, or stub globals or the environment: each runs with a
 * module graph of its own (the `unit-isolated` project). The others share one per worker (`unit`): loading the
 * dashboard's and the engine's modules once per worker, not once per file, takes the unit tests from 8 to 5
 * CPU-minutes (docs/decisions/testing.md, "Suite time: 30 minutes from a clean clone").
 */
const isolatedUnitFiles = ['api', 'cli', 'dashboard', 'site', 'packages']
  .flatMap(unitTestFiles)
  .filter((file) =>
    /\bvi\.(mock|doMock|spyOn|useFakeTimers|stubGlobal|stubEnv)\(/.test(
      readFileSync(path.join(root, file), 'utf8'),
    ),
  );
// Profiling: LEADPROOF_TEST_CPU_TIMES=<file> writes each test file's wall and CPU time there (scripts/file-cpu-times.ts).
const cpuTimes = [
  ...(process.env.LEADPROOF_TEST_CPU_TIMES ? ['./scripts/file-cpu-times.ts'] : []),
  // LEADPROOF_TEST_CPU_PROFILE=<dir> writes each test file's CPU profile there (scripts/file-cpu-profile.ts).
  ...(process.env.LEADPROOF_TEST_CPU_PROFILE ? ['./scripts/file-cpu-profile.ts'] : []),
];

/** vanilla-extract's plugin turns `*.css.ts` imports into class names under test; one instance per project. */
const unitPlugins = () => [vanillaExtractPlugin()];
/** What the two unit projects share. */
const unitOptions = {
  setupFiles: ['./dashboard/src/testing/vitest-setup.ts', ...cpuTimes],
  // Generous on purpose: CI shares 2 cores; tests still end as soon as they pass.
  testTimeout: 30_000,
  // Groups run one after another (lower first); on 2 cores that beats running them all at once.
  sequence: { groupOrder: 0 },
  environment: 'node',
  // Vitest's default is one worker per core but one; on 2 cores two take 2 min where one takes 3.5.
  maxWorkers: 2,
};

export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        plugins: unitPlugins(),
        test: {
          ...unitOptions,
          name: 'unit',
          include: ['{api,cli,dashboard,site,packages}/**/*.test.{ts,tsx}'],
          exclude: [...ignored, '**/*.int.test.ts', '**/*.e2e.test.ts', ...isolatedUnitFiles],
          // A worker keeps its modules from one file to the next (the files that mock or stub are in unit-isolated).
          isolate: false,
        },
      },
      {
        plugins: unitPlugins(),
        test: { ...unitOptions, name: 'unit-isolated', include: isolatedUnitFiles, exclude: ignored },
      },
      {
        test: {
          name: 'integration',
          setupFiles: cpuTimes,
          sequence: { groupOrder: 1 },
          include: ['{api,cli,packages}/**/*.int.test.ts'],
          exclude: ignored,
          environment: 'node',
          // Migrated databases to copy, made once: PGlite's initdb and the migrations cost seconds per database.
          globalSetup: ['./api/src/testing/integration-setup.ts'],
          // PGlite takes 5–9 s to start on 2 cores; each file shares one instance per database.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // A worker keeps its modules from one file to the next (no file mocks or stubs globals or the environment):
          // the API's module graph loads once per worker, not once per file (7.6 to 5.9 min).
          isolate: false,
          // Three files at once on 2 cores: they wait on servers, workers and restarts a third of the time (7.6 min
          // where two take 8.8). The Node 24 pass, beside the browser projects, sets 2 (scripts/test.mjs).
          maxWorkers: Number(process.env.LEADPROOF_TEST_INTEGRATION_WORKERS) || 3,
        },
      },
      {
        test: {
          name: 'e2e',
          // After each file, what the shared server logged meanwhile goes through the log check.
          setupFiles: ['./e2e/support/shared-server-log.ts', ...cpuTimes],
          // One first start of the product, whose data dir every server starts from a copy of, and the one server
          // the files share (e2e/support/product-server.ts).
          globalSetup: ['./e2e/support/global-setup.ts'],
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.e2e.test.ts'],
          exclude: ignored,
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two files at once: a file mostly waits on Chromium and its server, and one at a time left a core idle a
          // third of the time (docs/decisions/testing.md, "Suite time: 30 minutes from a clean clone").
          maxWorkers: 2,
        },
      },
      {
        // Every story is a test: it renders in Chromium, runs its play function, then axe (a11y: 'error').
        // storybookTest reads .storybook/main.ts, including the vanilla-extract plugin in its viteFinal.
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          // In the second lane after the unit tests, beside the integration project (scripts/test.mjs).
          sequence: { groupOrder: 2 },
          testTimeout: 30_000,
          // One page for every story file, not an iframe loaded afresh per file: each file's set-up (the preview's
          // annotations, the theme, axe) was 2 of its 3 seconds. Stories render into a fresh root each and share no
          // module state, so nothing leaks between files (11.0 to 5.5 min, node CPU 168 to 81 s, one sitting).
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              // Dialogs and sheets fade in unless motion is reduced: on a loaded machine a story's first check can
              // land on a frame still at opacity 0. Stories test what is shown, not the animation.
              contextOptions: { reducedMotion: 'reduce' },
              launchOptions: {
                executablePath: process.env.LEADPROOF_CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-dev-shm-usage',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
