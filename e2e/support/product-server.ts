/**
 * The built product on a free port with a data dir of its own, as `pnpm start` runs it: a copy of the one the
 * project's global set-up started the product on once (data-dir-template.ts), so no file waits for a first start.
 * Files that need no setting of their own use a server the global set-up started for them (`sharedProductServer`):
 * one per file running at once, so two files never wait on each other's server; a file starts its own only for a
 * setting or a measurement no other file may share.
 */
import { createWriteStream } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { freePort } from '../../api/src/testing/free-port';
import { spawnServer, waitUntilHealthy } from '../../api/src/testing/spawn-server';
import { knownSecrets, logProblems } from './log-scan';

/** Where a product server answers, and the data dir whose dev outbox the tests read. */
export type ProductServerAddress = { url: string; dataDir: string };

export type ProductServer = ProductServerAddress & {
  /** The server process's id (its memory is read from `/proc/{pid}/status`). */
  pid: number;
  /**
   * Stops the server, then checks everything it logged (`log-scan.ts`): it throws, failing the file's `afterAll`, when
   * a line is not JSON, a request line has no request id, or a line holds a test user's e-mail or a secret.
   */
  stop(): Promise<void>;
};

/** A shared server, as the global set-up hands it to the files. */
export type SharedServerInfo = ProductServerAddress & {
  /** Everything the shared server has logged so far, one JSON line each (checked by shared-server-log.ts). */
  logFile: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** The servers the files without settings of their own use, one per worker (`sharedProductServer`). */
    e2eSharedServers: SharedServerInfo[];
  }
}

/**
 * What every e2e server runs with. Every test account signs up from this machine; each needs its free trial.
 */
const TEST_ENV = { TRIAL_GRANTS_PER_CLIENT_PER_DAY: '1000000' };

/**
 * Starts the built product on a copy of the data dir `template` with `env` added; `logFile`, when given, receives
 * everything it prints as it prints it.
 */
export async function startProductServerFrom(
  template: string,
  env: Record<string, string> = {},
  logFile?: string,
): Promise<ProductServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'leadproof-e2e-'));
  await cp(template, dataDir, { recursive: true });
  const port = await freePort();
  const server = spawnServer({
    from: 'build',
    env: { PORT: String(port), LEADPROOF_DATA_DIR: dataDir, ...TEST_ENV, ...env },
  });
  if (logFile) {
    const log = createWriteStream(logFile);
    server.child.stdout?.on('data', (chunk: Buffer) => log.write(chunk));
    server.child.stderr?.on('data', (chunk: Buffer) => log.write(chunk));
    void server.exited.then(() => log.end());
  }
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

/**
 * A server of the file's own, for a setting (`env`) or a measurement (its memory) that other files must not share.
 * The file stops it in its `afterAll`.
 */
export function startProductServer(env: Record<string, string> = {}): Promise<ProductServer> {
  return startProductServerFrom(inject('e2eDataDirTemplate'), env);
}

/**
 * The shared server of the worker running this file (global-setup.ts): a start per worker for the run instead of one
 * per file. Each file makes accounts of its own on it; its log is checked after each file (shared-server-log.ts) and
 * when the run ends.
 */
export function sharedServerInfo(): SharedServerInfo {
  const servers = inject('e2eSharedServers');
  // Vitest numbers its workers from 1 to maxWorkers; the files one worker runs come one after another.
  const server = servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length];
  if (!server) throw new Error('the e2e global set-up started no shared server');
  return server;
}

/** Where the shared server of this file's worker answers (`sharedServerInfo`). */
export function sharedProductServer(): ProductServerAddress {
  const { url, dataDir } = sharedServerInfo();
  return { url, dataDir };
}
