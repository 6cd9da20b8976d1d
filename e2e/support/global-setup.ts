/**
 * The e2e project's global set-up: the data dir every server starts from a copy of (data-dir-template.ts), then what
 * the files share, one per worker: a server (product-server.ts, `sharedProductServer`) and a Chromium (browser.ts).
 * Stopping the servers at the end checks each one's whole log.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchChromiumServer } from './browser';
import { makeDataDirTemplate } from './data-dir-template';
import { startProductServerFrom } from './product-server';
import { SHARED_SERVER_ENV } from './shared-server-env';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workers = Math.max(1, project.config.maxWorkers);
  const [template, browsers] = await Promise.all([
    makeDataDirTemplate(),
    Promise.all(Array.from({ length: workers }, () => launchChromiumServer())),
  ]);
  project.provide('e2eDataDirTemplate', template);
  project.provide(
    'e2eChromiumEndpoints',
    browsers.map((browser) => browser.wsEndpoint()),
  );
  const logDir = await mkdtemp(path.join(tmpdir(), 'leadproof-e2e-shared-logs-'));
  const servers = await Promise.allSettled(
    Array.from({ length: workers }, (_, index) =>
      startProductServerFrom(template, SHARED_SERVER_ENV, path.join(logDir, `server-${index + 1}.log`)),
    ),
  );
  const started = servers.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    try {
      // Each whole log, with every secret the run mailed: what no file's own check covered (between two files).
      const stopped = await Promise.allSettled(started.map((server) => server.stop()));
      const failed = stopped.find((result) => result.status === 'rejected');
      if (failed) {
        // Vitest only prints an error thrown here; the run must fail on it.
        process.exitCode = 1;
        throw failed.reason;
      }
    } finally {
      await Promise.all(browsers.map((browser) => browser.close()));
      await rm(template, { recursive: true, force: true });
      await rm(logDir, { recursive: true, force: true });
    }
  };
  const notStarted = servers.find((result) => result.status === 'rejected');
  if (notStarted) {
    await stopAll().catch(() => {});
    throw notStarted.reason;
  }
  project.provide(
    'e2eSharedServers',
    started.map((server, index) => ({
      url: server.url,
      dataDir: server.dataDir,
      logFile: path.join(logDir, `server-${index + 1}.log`),
    })),
  );
  return stopAll;
}
