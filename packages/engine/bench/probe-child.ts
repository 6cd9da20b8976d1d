// Child process of `pnpm bench:probe`: one MailboxProber probing the benchmark's addresses the way the API's probe
// workers do, batch jobs sharing the process's prober. Alone in its process, so its peak RSS and CPU time are the
// prober's. Prints one JSON line.

import { domainBatches } from '../src/mailbox/domain-batches';
import { MailboxProber } from '../src/mailbox/mailbox-prober';
import { benchAddresses } from './probe-workload';

/** What the prober's run measured. */
export interface ProberRun {
  addresses: number;
  batches: number;
  seconds: number;
  cpuSeconds: number;
  peakRssMb: number;
  /** Verdicts by `status/reason`. */
  verdicts: Record<string, number>;
  stats: MailboxProber['stats'];
}

const settings = JSON.parse(process.argv[2]!) as {
  port: number;
  dns: string;
  addresses: number;
  domains: number;
  concurrency: number;
  maxPerMx: number;
  /** Batch jobs at once, as the API's `jobs.work(…, { concurrency })`. */
  jobs: number;
};

const queue = domainBatches(benchAddresses(settings.addresses, settings.domains));
const batches = queue.length;
const prober = new MailboxProber({
  helo: 'probe.leadproof.bench',
  mailFrom: 'bounce@leadproof.bench',
  port: settings.port,
  dnsServers: [settings.dns],
  allowPrivate: true,
  concurrency: settings.concurrency,
  maxPerMx: settings.maxPerMx,
});
const verdicts: Record<string, number> = {};
const started = performance.now();
const cpu = process.cpuUsage();
// Each lane is one batch job: it takes the next batch when its probeAll returns, as a pg-boss worker would.
const lane = async () => {
  for (let batch = queue.shift(); batch; batch = queue.shift()) {
    for (const verdict of (await prober.probeAll(batch)).values()) {
      const key = `${verdict.status}/${verdict.reason ?? ''}`;
      verdicts[key] = (verdicts[key] ?? 0) + 1;
    }
  }
};
await Promise.all(Array.from({ length: settings.jobs }, lane));
// The idle connections' QUITs are part of the work (the farm counts them as round trips).
await prober.close();
const seconds = (performance.now() - started) / 1000;
const used = process.cpuUsage(cpu);
const run: ProberRun = {
  addresses: settings.addresses,
  batches,
  seconds,
  cpuSeconds: (used.user + used.system) / 1e6,
  // maxRSS is in kilobytes.
  peakRssMb: process.resourceUsage().maxRSS / 1024,
  verdicts,
  stats: prober.stats,
};
process.stdout.write(`${JSON.stringify(run)}\n`);
