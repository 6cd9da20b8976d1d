import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

const ignored = ['**/node_modules/**', '**/dist/**', '**/storybook-static/**', '**/.astro/**'];

export default defineConfig({
  test: {
    reporters: ['default', './scripts/summaryReporter.ts'],
    projects: [
      {
        // vanilla-extract's plugin turns `*.css.ts` imports into class names under test.
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          include: ['{api,cli,dashboard,site,packages}/**/*.test.{ts,tsx}'],
          exclude: [...ignored, '**/*.int.test.ts', '**/*.e2e.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{api,cli,packages}/**/*.int.test.ts'],
          exclude: ignored,
          environment: 'node',
          // PGlite takes 5–9 s to start on 2 cores; each file shares one instance per database.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          exclude: ignored,
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
