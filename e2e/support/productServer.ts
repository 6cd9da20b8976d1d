/** The built product on a free port with a fresh data dir, as `pnpm start` runs it. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../api/src/testing/freePort';
import { spawnServer, waitUntilHealthy } from '../../api/src/testing/spawnServer';

export type ProductServer = { url: string; dataDir: string; stop(): Promise<void> };

export async function startProductServer(env: Record<string, string> = {}): Promise<ProductServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'leadproof-e2e-'));
  const port = await freePort();
  const server = spawnServer({
    from: 'build',
    // Every test account signs up from this machine; each needs its free trial.
    env: {
      PORT: String(port),
      LEADPROOF_DATA_DIR: dataDir,
      TRIAL_GRANTS_PER_CLIENT_PER_DAY: '1000000',
      ...env,
    },
  });
  const url = `http://localhost:${port}`;
  await waitUntilHealthy(server, `${url}/api/health`);
  return {
    url,
    dataDir,
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
