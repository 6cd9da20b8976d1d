/**
 * One data dir the built product has already started on (PGlite's cluster made, the migrations applied, the demo
 * leads seeded, its keys written), copied by every server of the run instead of making its own. A first start costs
 * about 25 s of CPU, a start on a copy about 8 (docs/benchmarks.md at 3b342fb, "Issue 39"). The first start's log goes
 * through the same scan as every other server's (log-scan.ts).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../api/src/testing/free-port';
import { spawnServer, waitUntilHealthy } from '../../api/src/testing/spawn-server';
import { knownSecrets, logProblems } from './log-scan';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data dir every e2e server starts from a copy of (`product-server.ts`). */
    e2eDataDirTemplate: string;
  }
}

/** Starts the product once on a fresh data dir, stops it, and returns the dir (the caller removes it). */
export async function makeDataDirTemplate(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'leadproof-e2e-template-'));
  const port = await freePort();
  const server = spawnServer({ from: 'build', env: { PORT: String(port), LEADPROOF_DATA_DIR: dataDir } });
  try {
    // The run's one first start (about 25 s of CPU): on a machine shared with other suites that can take minutes.
    await waitUntilHealthy(server, `http://localhost:${port}/api/health`, 300_000);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  const problems = logProblems(server.output(), await knownSecrets(dataDir));
  if (problems.length > 0) {
    throw new Error(`The first start's log breaks the logging rules:\n${problems.slice(0, 20).join('\n')}`);
  }
  return dataDir;
}
