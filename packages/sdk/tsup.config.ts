import { defineConfig } from 'tsup';

// Two entries: the browser-safe client and contract, and the Node helpers (file paths) apart from it.
export default defineConfig({
  entry: { index: 'src/index.ts', node: 'src/node.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  // One copy of each class across both entries in CJS too, so that `instanceof APIError` holds everywhere.
  splitting: true,
  target: 'es2022',
  platform: 'neutral',
  // zod stays a dependency; node: builtins only appear in dist/node.*.
  external: ['zod', /^node:/],
});
