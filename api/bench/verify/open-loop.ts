/**
 * An open-loop load of real-time checks: requests arrive at a fixed rate whatever the answers do, as customers'
 * forms would send them, so the latency is measured at that offered load and not as a queue the load generator
 * itself keeps full (a closed loop's latency is only its connections ÷ its throughput). Each request's latency
 * counts from the moment it was due, not from when it went out: a generator that fell behind would otherwise
 * hide the wait (coordinated omission).
 */
import http from 'node:http';

export type OpenLoopRequest = { headers: Record<string, string>; body: string };

export type OpenLoopResult = {
  /** Requests due in the run (all of them sent). */
  sent: number;
  answered: number;
  /** Network errors and requests unanswered after the timeout. */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Milliseconds from due to answered, of the answered requests, sorted. */
  latencies: number[];
  /** Seconds from the first request due to the last answer (at least the schedule's length). */
  duration: number;
};

/** The `q` quantile (0–1) of sorted values, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/**
 * Sends `rate` POSTs a second to `url` for `seconds`, each built by `request(n)` as it is due, and waits for their
 * answers (each at most `timeoutMs`); `onResponse` sees every answer's status and body.
 */
export async function runOpenLoop(options: {
  url: string;
  rate: number;
  seconds: number;
  timeoutMs: number;
  request: (n: number) => OpenLoopRequest;
  onResponse: (status: number, body: string) => void;
}): Promise<OpenLoopResult> {
  const { rate, seconds, timeoutMs } = options;
  const target = new URL(options.url);
  // As many sockets as the load needs: a request never waits for a free connection on our side.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const result: OpenLoopResult = {
    sent: 0,
    answered: 0,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    latencies: [],
    duration: 0,
  };
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now();
  let lastAnswer = start;
  const inFlight = new Set<Promise<void>>();

  const send = (n: number, due: number) => {
    const { headers, body } = options.request(n);
    const done = new Promise<void>((resolve) => {
      const outgoing = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          agent,
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
          timeout: timeoutMs,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const now = performance.now();
            lastAnswer = Math.max(lastAnswer, now);
            result.answered++;
            result.latencies.push(now - due);
            const status = response.statusCode ?? 0;
            if (status < 200 || status >= 300) result.non2xx++;
            options.onResponse(status, Buffer.concat(chunks).toString('utf8'));
            resolve();
          });
          response.on('error', () => {
            result.errors++;
            resolve();
          });
        },
      );
      outgoing.on('timeout', () => {
        result.timeouts++;
        outgoing.destroy(new Error('timeout'));
      });
      outgoing.on('error', () => {
        result.errors++;
        resolve();
      });
      outgoing.end(body);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  // Every tick sends what has fallen due since the last: timers are coarse, the schedule is not.
  let next = 0;
  while (next < total) {
    const now = performance.now();
    while (next < total && start + next * interval <= now) {
      send(next, start + next * interval);
      result.sent++;
      next++;
    }
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, Math.min(5, start + next * interval - now))),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  result.latencies.sort((a, b) => a - b);
  result.duration = Math.max(seconds, (lastAnswer - start) / 1000);
  return result;
}
