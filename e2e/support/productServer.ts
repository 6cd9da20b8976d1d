/**
 * The built product on a free port with a data dir of its own, as `pnpm start` runs it: a copy of the one the
 * project's global set-up started the product on once (dataDirTemplate.ts), so no file waits for a first start.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { freePort } from '../../api/src/testing/freePort';
import { spawnServer, waitUntilHealthy } from '../../api/src/testing/spawnServer';
import { knownSecrets, logProblems } from './logScan';

export type ProductServer = {
  url: string;
  dataDir: string;
  /** The server process's id (its memory is read from `/proc/{pid}/status`). */
  pid: number;
  /**
   * Stops the server, then checks everything it logged (`logScan.ts`): it throws, failing the file's `afterAll`, when
   * a line is not JSON, a request line has no request id, or a line holds a test user's e-mail or a secret.
   */
  stop(): Promise<void>;
};

export async function startProductServer(env: Record<string, string> = {}): Promise<ProductServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'leadproof-e2e-'));
  await cp(inject('e2eDataDirTemplate'), dataDir, { recursive: true });
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
  try {
    await waitUntilHealthy(server, `${url}/api/health`);
  } catch (error) {
    // Not left running (and holding its data dir) when the file's afterAll never gets a server to stop.
    server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    pid: server.child.pid as number,
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
      let problems: string[];
      try {
        problems = logProblems(server.output(), await knownSecrets(dataDir));
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
      if (problems.length > 0) {
        // Kept for whoever reads the failure: the whole log, beside the list of what is wrong with it.
        const file = path.join(tmpdir(), `leadproof-e2e-server-${port}.log`);
        await writeFile(file, server.output());
        throw new Error(
          `The server's log breaks the logging rules (docs/deployment.md, "Logs"; whole log in ${file}):\n` +
            problems.slice(0, 20).join('\n'),
        );
      }
    },
  };
}
