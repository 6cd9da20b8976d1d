import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, rename, rm, rmdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { makePrivateDir } from '../../lifecycle/private-dir';

const execFileAsync = promisify(execFile);

/**
 * Creates PGlite's data folder in a short-lived child process when it does not exist yet. Creating
 * the cluster (initdb) grows PGlite's WebAssembly memory to about 800 MB, and WebAssembly memory is
 * never given back while the process lives; done in a child, the server opens a ready cluster and
 * stays near 300 MB. The cluster is built beside the target and renamed, so a crash never leaves a
 * half-made folder behind.
 */
export async function ensurePgliteDataDir(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  if (existsSync(dataDir)) {
    const entries = await readdir(dataDir);
    if (entries.length > 0) {
      throw new Error(
        `${dataDir} holds files but no PostgreSQL cluster (no PG_VERSION); move them away or choose another LEADPROOF_DATA_DIR.`,
      );
    }
    await rmdir(dataDir);
  }
  await makePrivateDir(path.dirname(dataDir));
  const building = `${dataDir}.creating`;
  await rm(building, { recursive: true, force: true });
  // The CommonJS entry, resolved from here, works the same from the sources and from the bundle.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(entry)}).PGlite.create(${JSON.stringify(building)}).then((db) => db.close())`;
  await execFileAsync(process.execPath, ['-e', script]);
  await rename(building, dataDir);
}
