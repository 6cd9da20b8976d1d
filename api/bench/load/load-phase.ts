/**
 * One step of a load run: `clients` authenticated dashboard clients for `seconds` while `uploads`
 * uploads stay in flight, then the uploads in flight are allowed to end. Reports the traffic, the
 * uploads, the machine's load and the CPU the server and workers used.
 */
import { loadavg } from 'node:os';
import type { TestUser } from '../../src/testing/test-users';
import { cpuSeconds, databaseBackendsCpuSeconds, peakRssMb } from './process-usage';
import type { ProductionStack } from './production-stack';
import { type ReadTrafficResult, runReadTraffic } from './read-traffic';
import { startUploadLanes, type UploadOutcome } from './upload-lanes';

export type PhaseSettings = {
  clients: number;
  seconds: number;
  uploads: number;
  /** Seconds before an unanswered read counts as an error (a timeout). @default 10 */
  timeoutSeconds?: number;
};

export type PhaseResult = PhaseSettings & {
  read: ReadTrafficResult;
  uploadOutcomes: UploadOutcome[];
  /** Seconds from the end of the read traffic until the last upload in flight ended. */
  drainSeconds: number;
  /** 1-minute load average before and after the phase. */
  loadAverage: { before: number; after: number };
  /**
   * CPU used during the read traffic, in % of one core: the API server, the workers, the PostgreSQL
   * backends of the run's database, and this process (autocannon and the upload clients).
   */
  cpuPercent: { server: number; workers: number; database: number; loadGenerator: number };
  /** Server and database CPU per read response, in ms (less sensitive to a busy machine than latency). */
  cpuMsPerRequest: { server: number; database: number };
  /** Peak RSS of the server since it started, MB. */
  serverPeakRssMb: number;
};

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

async function cpuOf(stack: ProductionStack) {
  const workers = await Promise.all(stack.workers.map((w) => cpuSeconds(w.child.pid as number)));
  const own = process.cpuUsage();
  return {
    server: await cpuSeconds(stack.server.child.pid as number),
    workers: workers.reduce((sum, seconds) => sum + seconds, 0),
    database: await databaseBackendsCpuSeconds(stack.databaseName),
    loadGenerator: (own.user + own.system) / 1e6,
  };
}

/** Runs one phase against `stack` as `users`; `uploadFile` is the CSV every upload sends. */
export async function runLoadPhase(
  stack: ProductionStack,
  users: readonly TestUser[],
  uploadFile: string,
  settings: PhaseSettings,
): Promise<PhaseResult> {
  const loadBefore = loadavg()[0] ?? 0;
  const lanes = startUploadLanes({ url: stack.url, users, lanes: settings.uploads, file: uploadFile });
  const cpuBefore = await cpuOf(stack);
  const started = performance.now();
  let read: ReadTrafficResult;
  try {
    read = await runReadTraffic({
      url: stack.url,
      tokens: users.map((user) => user.accessToken),
      clients: settings.clients,
      seconds: settings.seconds,
      timeoutSeconds: settings.timeoutSeconds ?? 10,
    });
  } catch (error) {
    // Let the uploads in flight end before the caller stops the stack.
    await lanes.stop();
    throw error;
  }
  const cpuAfter = await cpuOf(stack);
  const elapsed = (performance.now() - started) / 1000;
  const readEnded = performance.now();
  const uploadOutcomes = await lanes.stop();
  const percent = (cpu: number) => Math.round((100 * cpu) / elapsed);
  const perRequest = (cpu: number) =>
    Math.round((1000 * cpu * 100) / Math.max(1, read.overall.responses)) / 100;
  return {
    ...settings,
    read,
    uploadOutcomes,
    drainSeconds: oneDecimal((performance.now() - readEnded) / 1000),
    loadAverage: { before: oneDecimal(loadBefore), after: oneDecimal(loadavg()[0] ?? 0) },
    cpuPercent: {
      server: percent(cpuAfter.server - cpuBefore.server),
      workers: percent(cpuAfter.workers - cpuBefore.workers),
      database: percent(cpuAfter.database - cpuBefore.database),
      loadGenerator: percent(cpuAfter.loadGenerator - cpuBefore.loadGenerator),
    },
    cpuMsPerRequest: {
      server: perRequest(cpuAfter.server - cpuBefore.server),
      database: perRequest(cpuAfter.database - cpuBefore.database),
    },
    serverPeakRssMb: await peakRssMb(stack.server.child.pid as number),
  };
}
