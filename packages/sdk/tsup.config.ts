import { defineConfig } from 'tsup';

// Two entries: the browser-safe client and contract, and the Node helpers (file paths) apart from it.
export default defineConfig({
  entry: { index: 'src/index.ts', node: 'src/node.ts' },
  format: ['esm', 'cjs'],
  // The contract's subpaths map to its sources, so its declarations are inlined rather than imported.
  dts: { compilerOptions: { paths: { '@leadproof/contract/*': ['../contract/src/*'] } } },
  clean: true,
  sourcemap: true,
  // One copy of each class across both entries in CJS too, so that `instanceof APIError` holds everywhere.
  splitting: true,
  target: 'es2022',
  platform: 'neutral',
  // zod stays a dependency; node: builtins only appear in dist/node.*. The contract (a workspace package of
  // TypeScript sources, a devDependency) is bundled in, its declarations too, so the published SDK stands alone.
  external: ['zod', /^node:/],
  noExternal: [/^@leadproof\/contract\//],
});
