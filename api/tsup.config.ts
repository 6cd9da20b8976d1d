import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  // Workspace packages ship TypeScript sources, so they are bundled in; npm dependencies stay external.
  noExternal: [/^@leadproof\//],
  sourcemap: true,
  clean: true,
});
