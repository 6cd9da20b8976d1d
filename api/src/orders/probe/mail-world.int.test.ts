/**
 * The mailbox check against a simulated internet (issue 41): a zone DNS server and mail hosts on addresses of their
 * own in 127/8, with every behaviour of the verdict table mixed (normal, catch-all, full, disabled, greylisting that
 * relents or never does, 421 everywhere, dead, tarpits, hosts that never answer a SYN, slow greetings, fragmented
 * multi-line replies, no EHLO, a backup MX behind a dead primary, implicit and null MX, no address, NXDOMAIN).
 * Four lists, each a customer's own order, go through the real pipeline (upload → verify → probe queue → retries →
 * merge → settle) on a fresh server. First a list whose every domain is blackholed (no TCP answer at all): on a
 * process no mail server has answered yet it looks exactly like a blocked port 25. Once it waits for its retries,
 * three lists join: one with its dead domains first (the silent ones first of all), one shuffled, and one with a
 * fifth of its domains dead or blackholed. Each is scored per behaviour against the bar; a sample of addresses then
 * goes through `POST /api/verify` and must get the same verdicts.
 *
 * Sizes, mix and seed are parameters: LEADPROOF_MAIL_WORLD_SEED, LEADPROOF_MAIL_WORLD_DOMAINS and
 * LEADPROOF_MAIL_WORLD_ADDRESSES (per list).
 */
import { type MailWorldProcess, startMailWorldProcess } from '@leadproof/engine/testing/mail-world-process';
import {
  BEHAVIOURS,
  type Behaviour,
  EVEN_MIX,
  planWorld,
  type WorldPlan,
  withDeadShare,
} from '@leadproof/engine/testing/world-plan';
import { formatScore, scoreWorld } from '@leadproof/engine/testing/world-score';
import { Leadproof } from '@leadproof/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  finishWorldList,
  mailWorldEnv,
  startWorldList,
  untilWaitingForRetry,
  type WorldListRun,
} from '../../testing/mail-world-orders';
import { startTestServer, type TestServer } from '../../testing/start-test-server';

const SEED = Number(process.env.LEADPROOF_MAIL_WORLD_SEED ?? 41);
const DOMAINS = Number(process.env.LEADPROOF_MAIL_WORLD_DOMAINS ?? 110);
const ADDRESSES = Number(process.env.LEADPROOF_MAIL_WORLD_ADDRESSES ?? 1000);
const MAX_PER_MX = 3;

/** The four lists, the blackholed one first: each names its own domains, so the world serves them side by side. */
function worldLists(seed: number): WorldPlan[] {
  const base = { domains: DOMAINS, addresses: ADDRESSES };
  return [
    planWorld({
      seed: seed + 3,
      prefix: 'silent',
      domains: 24,
      addresses: 192,
      mix: { blackhole_silent: 1 },
      order: 'shuffled',
    }),
    // Most dead domains never answer a SYN, and they come first: the order most likely to fool an outage rule.
    planWorld({
      ...base,
      seed,
      prefix: 'deadfirst',
      mix: withDeadShare({ ...EVEN_MIX, blackhole_silent: 4 }, 0.2),
      order: 'dead_first',
    }),
    planWorld({ ...base, seed: seed + 1, prefix: 'mixed', mix: EVEN_MIX, order: 'shuffled' }),
    planWorld({
      ...base,
      seed: seed + 2,
      prefix: 'fifth',
      mix: withDeadShare(EVEN_MIX, 0.2),
      order: 'shuffled',
    }),
  ];
}

// Behaviours whose verdict does not depend on a retry: a real-time check, which never waits for one, must agree.
const SAME_IN_REAL_TIME = BEHAVIOURS.filter((behaviour) => behaviour !== 'greylist_relents');

describe.each(['pglite', 'postgres'] as const)('the simulated mail internet on %s', (kind) => {
  let world: MailWorldProcess;
  let server: TestServer;
  const plans = worldLists(SEED);
  const runs: WorldListRun[] = [];
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);

  beforeAll(async () => {
    process.on('warning', onWarning);
    // The world answers from a process of its own, never late because this one is busy with the server.
    world = await startMailWorldProcess(plans);
    server = await startTestServer(kind, mailWorldEnv(world));
  });

  afterAll(async () => {
    process.off('warning', onWarning);
    await server?.dispose();
    await world?.close();
  });

  it('gives every behaviour its verdict, in four lists at once, whatever the order of their dead domains', {
    timeout: 300_000,
  }, async () => {
    // The blackholed list meets a process no mail server has answered yet; the others join once its first try
    // is over, so whatever it made the outage breaker believe is what they meet.
    const first = await startWorldList(server, plans[0]!);
    await untilWaitingForRetry(first);
    const rest = await Promise.all(plans.slice(1).map((plan) => startWorldList(server, plan)));
    runs.push(...(await Promise.all([first, ...rest].map((list) => finishWorldList(server, list)))));
    // Every list is scored and shown before anything is asserted, so a failure shows all four scores.
    const failures: string[] = [];
    for (const [index, plan] of plans.entries()) {
      const run = runs[index]!;
      const score = scoreWorld(plan.list, run.observed);
      const name = plan.options.prefix;
      console.log(
        `${kind} ${name} (seed ${plan.options.seed}, ${plan.domains.length} domains, ` +
          `${plan.list.length} addresses, ${run.seconds.toFixed(1)} s):\n${formatScore(score)}`,
      );
      if (run.order.status !== 'completed') failures.push(`${name}: the order ended ${run.order.status}`);
      const low = Object.entries(score.byBehaviour).filter(([, entry]) => entry.accuracy < 0.98);
      if (low.length > 0 || score.accuracy < 0.99 || score.falseValid > 0.005 || score.falseInvalid > 0.002) {
        failures.push(
          `${name}: ${low.map(([behaviour]) => behaviour).join(', ') || 'totals'} below the bar; ` +
            `first wrong: ${JSON.stringify(score.wrong.slice(0, 3))}`,
        );
      }
      // Once the other lists' hosts answer in this process, no row may blame port 25. The blackholed list's own
      // tries before that met exactly what a blocked port 25 looks like, so its rows may say so.
      if (index > 0 && (score.outageRows > 0 || run.order.stats?.mailbox?.outage !== false)) {
        failures.push(`${name}: ${score.outageRows} rows blame port 25 while other hosts answer`);
      }
    }
    for (const [host, stats] of await world.hostStats()) {
      if (stats.dataAttempts > 0) failures.push(`DATA sent to ${host}`);
      if (stats.maxOpen > MAX_PER_MX) failures.push(`${stats.maxOpen} connections at once to ${host}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers a sample through POST /api/verify with the verdicts the orders gave', {
    timeout: 120_000,
  }, async () => {
    expect(runs).toHaveLength(plans.length);
    const run = runs[2]!;
    const client = new Leadproof({
      baseURL: server.url,
      accessToken: () => run.user.accessToken,
      maxRetries: 0,
    });
    // Two addresses of each behaviour that a single try decides, from the shuffled list.
    const sample = SAME_IN_REAL_TIME.flatMap((behaviour: Behaviour) =>
      plans[2]!.list.filter((entry) => entry.behaviour === behaviour).slice(0, 2),
    );
    const answers = await Promise.all(
      sample.map(async (entry) => {
        const verdict = await client.verify.contact({ email: entry.address, timeoutMs: 20_000 });
        return { entry, realTime: verdict.email.status, order: run.observed.get(entry.address)?.status };
      }),
    );
    const different = answers.filter((answer) => answer.realTime !== answer.order);
    expect(
      different.map(
        ({ entry, realTime, order }) => `${entry.behaviour} ${entry.address}: ${realTime} ≠ ${order}`,
      ),
    ).toEqual([]);
    expect(sample.length).toBeGreaterThanOrEqual(SAME_IN_REAL_TIME.length);
  });

  it('leaks no listeners while probing', () => {
    expect(warnings.filter((warning) => warning.startsWith('MaxListenersExceededWarning'))).toEqual([]);
  });
});
