/**
 * The dashboard's read traffic under load: `clients` keep-alive connections, each authenticated as one
 * of the users (round robin), split evenly over the three calls a dashboard makes on every visit, each
 * connection sending its next request as soon as the previous one is answered, for `seconds`.
 * Errors and status codes count over the whole run; request rate and latency over the time after a
 * warm-up, because the first answers on 200 connections opened in the same instant measure the accept
 * queue (the last connections opened wait for everyone's first request), not the steady state.
 */
import autocannon from 'autocannon';
import { type LatencySummary, summarizeLatency } from './latency-stats';

/** The endpoints under load, in the order clients are dealt to them. */
export const readEndpoints = [
  { name: 'summary', path: '/api/dashboard/summary' },
  { name: 'balance', path: '/api/users/me/balance' },
  { name: 'orders', path: '/api/orders' },
] as const;

export type EndpointName = (typeof readEndpoints)[number]['name'];

export type TrafficStats = {
  /** Connections held open. */
  clients: number;
  /** Responses received (any status), warm-up included. */
  responses: number;
  /** After the warm-up. */
  requestsPerSecond: number;
  /** After the warm-up. */
  latencyMs: LatencySummary;
  /** The slowest answer of the whole run, warm-up included. */
  maxWithWarmUpMs: number;
  /** Connection errors and timeouts (autocannon's `errors`, which includes `timeouts`). */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Responses by status code. */
  statusCodes: Record<string, number>;
};

export type EndpointTraffic = TrafficStats & { endpoint: EndpointName; path: string };

export type ReadTrafficResult = {
  seconds: number;
  warmUpSeconds: number;
  endpoints: EndpointTraffic[];
  overall: TrafficStats;
};

export type ReadTrafficOptions = {
  url: string;
  /** Bearer tokens; connection k uses `tokens[k % tokens.length]`. */
  tokens: readonly string[];
  clients: number;
  seconds: number;
  /** Seconds before an unanswered request counts as a timeout. @default 10 */
  timeoutSeconds?: number;
  /** Seconds at the start left out of rate and latency. @default a fifth of `seconds`, at most 5 */
  warmUpSeconds?: number;
};

/** One answer: when it arrived (performance.now()) and how long it took, in ms. */
type Sample = { at: number; ms: number };

function runOne(
  options: autocannon.Options,
  samples: Sample[],
): Promise<{ result: autocannon.Result; instance: autocannon.Instance }> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve({ result, instance });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      samples.push({ at: performance.now(), ms: responseTime });
    });
  });
}

/** Runs the three endpoints' traffic at once and reports each and all together. */
export async function runReadTraffic(options: ReadTrafficOptions): Promise<ReadTrafficResult> {
  if (options.tokens.length === 0) throw new Error('runReadTraffic needs at least one token');
  if (options.clients < readEndpoints.length)
    throw new Error(`runReadTraffic needs at least ${readEndpoints.length} clients`);
  const warmUpSeconds = options.warmUpSeconds ?? Math.min(5, options.seconds / 5);
  const measuredFrom = performance.now() + warmUpSeconds * 1000;
  let connection = 0;
  const nextToken = () => options.tokens[connection++ % options.tokens.length] as string;
  const runs = readEndpoints.map(async (endpoint, index) => {
    const clients =
      Math.floor(options.clients / readEndpoints.length) +
      (index < options.clients % readEndpoints.length ? 1 : 0);
    const samples: Sample[] = [];
    const { result } = await runOne(
      {
        url: `${options.url}${endpoint.path}`,
        connections: clients,
        duration: options.seconds,
        timeout: options.timeoutSeconds ?? 10,
        // One user per connection, as a browser tab holds one session.
        setupClient: (client) => client.setHeaders({ authorization: `Bearer ${nextToken()}` }),
      },
      samples,
    );
    return { endpoint, clients, result, samples };
  });
  const finished = await Promise.all(runs);
  const measuredSeconds = (performance.now() - measuredFrom) / 1000;
  const seconds = Math.max(...finished.map(({ result }) => result.duration));

  const stats = (clients: number, samples: Sample[], results: autocannon.Result[]): TrafficStats => {
    const measured = samples.filter((sample) => sample.at >= measuredFrom).map((sample) => sample.ms);
    const statusCodes: Record<string, number> = {};
    for (const result of results) {
      for (const [code, { count = 0 }] of Object.entries(result.statusCodeStats ?? {}))
        statusCodes[code] = (statusCodes[code] ?? 0) + count;
    }
    return {
      clients,
      responses: samples.length,
      requestsPerSecond: Math.round(measured.length / measuredSeconds),
      latencyMs: summarizeLatency(measured),
      maxWithWarmUpMs: Math.round(samples.reduce((max, sample) => Math.max(max, sample.ms), 0)),
      errors: results.reduce((sum, result) => sum + result.errors, 0),
      timeouts: results.reduce((sum, result) => sum + result.timeouts, 0),
      non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
      statusCodes,
    };
  };

  return {
    seconds: Math.round(seconds * 10) / 10,
    warmUpSeconds,
    endpoints: finished.map(({ endpoint, clients, result, samples }) => ({
      endpoint: endpoint.name,
      path: endpoint.path,
      ...stats(clients, samples, [result]),
    })),
    overall: stats(
      options.clients,
      finished.flatMap(({ samples }) => samples),
      finished.map(({ result }) => result),
    ),
  };
}
