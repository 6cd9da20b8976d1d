import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The built worker script, which sits beside the bundle that holds this code (the engine's bin, the
 * API bundle and the benchmark each build an `engine-worker` entry). Absent when running from the
 * TypeScript sources: work then stays on the calling thread.
 */
export function workerScript(): string | undefined {
  const path = fileURLToPath(new URL('./engine-worker.js', import.meta.url));
  return existsSync(path) ? path : undefined;
}
