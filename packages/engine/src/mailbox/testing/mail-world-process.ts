import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { MailWorldTiming } from './mail-world';
import type { WorldPlan } from './world-plan';
import type { WorldHostStats } from './world-smtp-host';

/** A world served by a child process of its own: its replies never wait for the event loop of the process probing it. */
export interface MailWorldProcess {
  dnsServer: string;
  port: number;
  pid: number;
  /** What each talking host saw, by host name. */
  hostStats(): Promise<Map<string, WorldHostStats>>;
  /** The child's peak resident set so far (its `maxRSS`), in MB. */
  peakRssMb(): Promise<number>;
  close(): Promise<void>;
}

type Reply =
  | { ready: true; dnsServer: string; port: number }
  | { stats: Map<string, WorldHostStats>; peakRssMb: number }
  | { error: string };

const CHILD = fileURLToPath(new URL('./mail-world-child.ts', import.meta.url));

/**
 * Serves `plans` (as `startMailWorld` does) from a child process run through tsx: in a test whose server, database
 * and prober share one thread, a world in that thread would answer late whenever they are busy.
 */
export async function startMailWorldProcess(
  plans: readonly WorldPlan[],
  timing: MailWorldTiming = {},
): Promise<MailWorldProcess> {
  const child = fork(CHILD, [], {
    execArgv: ['--import', 'tsx'],
    cwd: fileURLToPath(new URL('../../../', import.meta.url)),
    // Plans hold Sets, stats come back as Maps.
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = () =>
    new Promise<Reply>((resolve, reject) => {
      const onExit = () => reject(new Error('the mail world process exited'));
      child.once('exit', onExit);
      child.once('message', (message) => {
        child.off('exit', onExit);
        resolve(message as Reply);
      });
    });
  const ready = next();
  child.send({ plans, timing });
  const first = await ready;
  if (!('ready' in first)) {
    child.kill();
    throw new Error(`the mail world did not start: ${'error' in first ? first.error : 'no reply'}`);
  }
  const ask = async () => {
    const reply = next();
    child.send('stats');
    const answer = await reply;
    if (!('stats' in answer)) throw new Error('the mail world answered no stats');
    return answer;
  };
  return {
    dnsServer: first.dnsServer,
    port: first.port,
    pid: child.pid!,
    hostStats: async () => (await ask()).stats,
    peakRssMb: async () => (await ask()).peakRssMb,
    close: async () => {
      if (child.exitCode === null) child.send('close');
      await exited;
    },
  };
}
