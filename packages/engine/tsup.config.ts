import { defineConfig } from 'tsup';

// The bin and its worker-thread script: the library is consumed as TypeScript source through `exports`.
export default defineConfig({
  entry: { cli: 'src/cli.ts', 'engine-worker': 'src/parallel/engine-worker.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  // Dependencies stay external: they are installed beside the package.
  skipNodeModulesBundle: true,
});
