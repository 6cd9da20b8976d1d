import { defineConfig } from 'tsup';

export default defineConfig({
  // The engine's worker threads load `engine-worker.js` from beside the bundle.
  entry: { main: 'src/main.ts', 'engine-worker': '../packages/engine/src/parallel/engine-worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  // Workspace packages ship TypeScript sources, so they are bundled in; npm dependencies stay external.
  noExternal: [/^@leadproof\//],
  sourcemap: true,
  clean: true,
});
