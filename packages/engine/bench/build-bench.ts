// Builds the benchmark's child process to plain JavaScript with tsup, the way the product ships the
// engine (the API bundles it; the bin is `dist/cli.js`), so its time and RSS carry no `tsx` loader.
import { build } from 'tsup';

/**
 * Bundles `entries` (name → source path; npm dependencies external) into `dist/<folder>/` as plain ESM; returns
 * the folder's URL. Every benchmark's children are built this way, so none carries a `tsx` loader.
 */
export async function bundleForBench(entries: Record<string, string>, folder: string): Promise<URL> {
  const outDir = new URL(`../dist/${folder}/`, import.meta.url);
  await build({
    entry: entries,
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    outDir: outDir.pathname,
    clean: true,
    silent: true,
    // Only these options: the package's tsup.config.ts (the bin) must not be merged in.
    config: false,
    skipNodeModulesBundle: true,
    // `.js` under this package's `"type": "module"`, whatever the caller's working directory.
    outExtension: () => ({ js: '.js' }),
  });
  return outDir;
}

/** Bundles `bench/measure.ts` (engine and bare loops inlined, the worker scripts beside it, npm dependencies external) into `dist/<folder>/`. */
export async function buildBench(folder = 'bench'): Promise<string> {
  const outDir = await bundleForBench(
    {
      measure: new URL('./measure.ts', import.meta.url).pathname,
      'engine-worker': new URL('../src/parallel/engine-worker.ts', import.meta.url).pathname,
      'bare-worker': new URL('./bare-worker.ts', import.meta.url).pathname,
      // The bin too, so tests can run the shipped command line against the built worker thread.
      cli: new URL('../src/cli.ts', import.meta.url).pathname,
    },
    folder,
  );
  return new URL('measure.js', outDir).pathname;
}
