// Child process of `pnpm bench:probe`: a farm of simulated MTAs on one loopback port plus the zone DNS server that
// points every benchmark domain's MX host at it. A plain `node:net` server rather than smtp-server: at 50
// connections and 40 ms per reply it must answer ~1,200 commands a second without its own CPU adding latency.
// It talks to the runner over IPC: `ready` with its addresses, then `stats` when asked.
import { createServer } from 'node:net';
import { startZoneDnsServer, type ZoneEntry } from '../src/mailbox/testing/zone-dns-server';
import { domainOf, isCatchAll, mxHostOf, REPLY_DELAY_MS, rcptReply } from './probe-workload';

/** What the farm saw, sent to the runner at the end. */
export interface FarmStats {
  connections: number;
  /** Greetings plus every command line: each cost one reply, so one delayed round trip. */
  roundTrips: number;
  /** Command lines by verb (`GREETING` for the greetings). */
  byVerb: Record<string, number>;
  /** DATA or BDAT commands: a prober must never send one. */
  dataAttempts: number;
  /** Most connections open at once, all hosts together. */
  maxConcurrent: number;
  /** Most connections open at once to one MX host (known by the domain of its RCPTs). */
  maxPerMx: number;
  /** Connection-seconds ÷ the span from first connect to last close: the connections kept busy on average. */
  meanOpen: number;
  /** Reply-waiting seconds ÷ the same span: the connections with a command in flight on average. */
  meanBusy: number;
  /** Mean and worst time from a command's arrival to its reply leaving (the 40 ms plus this process's lag). */
  meanReplyMs: number;
  maxReplyMs: number;
}

interface ConnectionRecord {
  openedMs: number;
  endedMs: number;
  domain: string;
}

const domains = Number(process.argv[2]);
const zone: Record<string, ZoneEntry> = {};
let catchAllDomains = 0;
for (let n = 0; n < domains; n++) {
  const domain = domainOf(n);
  zone[domain] = { mx: [{ exchange: mxHostOf(domain), priority: 10 }] };
  zone[mxHostOf(domain)] = { a: ['127.0.0.1'] };
  if (isCatchAll(domain)) catchAllDomains++;
}
const dns = await startZoneDnsServer(zone);

const byVerb: Record<string, number> = {};
const records: ConnectionRecord[] = [];
let open = 0;
let maxConcurrent = 0;
let replyMsTotal = 0;
let replies = 0;
let maxReplyMs = 0;

const server = createServer((socket) => {
  const record: ConnectionRecord = { openedMs: performance.now(), endedMs: 0, domain: '' };
  records.push(record);
  open++;
  maxConcurrent = Math.max(maxConcurrent, open);
  // A connection stops counting when its 221 goes out (the prober's slot is freed once the server hangs up after
  // it) or when its socket closes, whichever comes first.
  const ended = () => {
    if (record.endedMs) return;
    record.endedMs = performance.now();
    open--;
  };
  socket.on('close', ended);
  socket.on('error', () => {});
  socket.setNoDelay(true);
  const reply = (text: string, then?: () => void) => {
    const asked = performance.now();
    setTimeout(() => {
      const waited = performance.now() - asked;
      replyMsTotal += waited;
      replies++;
      maxReplyMs = Math.max(maxReplyMs, waited);
      if (socket.destroyed) return;
      socket.write(`${text}\r\n`);
      then?.();
    }, REPLY_DELAY_MS);
  };
  byVerb.GREETING = (byVerb.GREETING ?? 0) + 1;
  reply('220 mx.farm.bench ESMTP');
  let pending = '';
  socket.on('data', (chunk) => {
    pending += chunk.toString('latin1');
    for (let end = pending.indexOf('\r\n'); end >= 0; end = pending.indexOf('\r\n')) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 2);
      const verb = line.split(/[\s:]/, 1)[0]!.toUpperCase();
      byVerb[verb] = (byVerb[verb] ?? 0) + 1;
      if (verb === 'EHLO' || verb === 'HELO') reply('250-mx.farm.bench\r\n250 8BITMIME');
      else if (verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 Ok');
      else if (verb === 'RCPT') {
        const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
        record.domain ||= address.slice(address.lastIndexOf('@') + 1);
        reply(rcptReply(address));
      } else if (verb === 'QUIT')
        reply('221 2.0.0 Bye', () => {
          ended();
          socket.end();
        });
      else if (verb === 'DATA' || verb === 'BDAT') reply('554 5.7.0 a prober must never send DATA');
      else reply('502 5.5.1 Unrecognized command');
    }
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

/** Most intervals open at once among `records` (ends before starts at equal times). */
function maxOverlap(spans: ConnectionRecord[]): number {
  const events = spans.flatMap((span) => [
    [span.openedMs, 1],
    [span.endedMs || Number.POSITIVE_INFINITY, -1],
  ]);
  events.sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
  let now = 0;
  let most = 0;
  for (const [, delta] of events) {
    now += delta!;
    most = Math.max(most, now);
  }
  return most;
}

function stats(): FarmStats {
  const byDomain = new Map<string, ConnectionRecord[]>();
  for (const record of records) {
    const list = byDomain.get(record.domain);
    if (list) list.push(record);
    else byDomain.set(record.domain, [record]);
  }
  let maxPerMx = 0;
  for (const [domain, list] of byDomain) if (domain) maxPerMx = Math.max(maxPerMx, maxOverlap(list));
  const first = Math.min(...records.map((record) => record.openedMs));
  const last = Math.max(...records.map((record) => record.endedMs));
  const busy = records.reduce((sum, record) => sum + (record.endedMs || last) - record.openedMs, 0);
  return {
    connections: records.length,
    roundTrips: Object.values(byVerb).reduce((sum, count) => sum + count, 0),
    byVerb,
    dataAttempts: (byVerb.DATA ?? 0) + (byVerb.BDAT ?? 0),
    maxConcurrent,
    maxPerMx,
    meanOpen: records.length ? busy / (last - first) : 0,
    meanBusy: records.length ? replyMsTotal / (last - first) : 0,
    meanReplyMs: replies ? replyMsTotal / replies : 0,
    maxReplyMs,
  };
}

process.on('message', (message) => {
  if (message !== 'stats') return;
  process.send!(stats(), () => {
    server.close();
    void dns.close().then(() => process.exit(0));
  });
});
process.send!({ port, dns: dns.server, catchAllDomains });
