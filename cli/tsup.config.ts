import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  // The SDK ships TypeScript sources, so it is bundled in; npm dependencies stay external.
  noExternal: [/^@leadproof\//],
  clean: true,
});
