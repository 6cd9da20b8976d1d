/**
 * Slow mail servers must not tie up the probe workers for free (issue 34, finding 8), seen through whole orders:
 * customers take turns at the probe queue, so one big list does not make another customer's wait behind all of it;
 * and an account whose mail domains keep the prober waiting without an answer is held once it passes its cap of
 * unanswered domains per minute, until the minute has passed, without that hold spending the retries that
 * greylisting needs.
 */
import { type MailWorld, startMailWorld } from '@leadproof/engine/testing/mail-world';
import {
  type ScriptedSmtpServer,
  startScriptedSmtpServer,
} from '@leadproof/engine/testing/scripted-smtp-server';
import { handmadeWorld } from '@leadproof/engine/testing/world-plan';
import { startZoneDnsServer, type ZoneDnsServer } from '@leadproof/engine/testing/zone-dns-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxProbeEnv, testMailZone } from '../../testing/mailbox-probe-setup';
import { finishWorldList, mailWorldEnv, startWorldList } from '../../testing/mail-world-orders';
import { startTestServer, type TestServer } from '../../testing/start-test-server';
import { singleDatabaseKind } from '../../testing/test-databases';

describe('customers take turns at the probe queue', { timeout: 180_000 }, () => {
  const BIG_DOMAINS = 5;
  let dns: ZoneDnsServer;
  let smtp: ScriptedSmtpServer;
  let server: TestServer;
  let openBarrier!: () => void;
  const barrier = new Promise<void>((resolve) => {
    openBarrier = resolve;
  });
  let reachedBarrier!: () => void;
  const probing = new Promise<void>((resolve) => {
    reachedBarrier = resolve;
  });

  /** Resolves once every batch of `orderId` has its job waiting in the probe queue. */
  async function untilBatchesQueued(orderId: string): Promise<void> {
    for (;;) {
      const { rows } = await server.services.database.executeSql(
        `select count(*)::int as batches, count(j.id)::int as queued from leadproof.probe_batches b
         left join pgboss.job j on j.name = 'orders-probe' and j.state = 'created' and j.data->>'batchId' = b.id::text
         where b.order_id = $1`,
        [orderId],
      );
      const [{ batches, queued }] = rows as [{ batches: number; queued: number }];
      if (batches > 0 && queued === batches) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    dns = await startZoneDnsServer(testMailZone(BIG_DOMAINS + 1));
    // 5 ms per RCPT: a batch of 200 takes a second or more, one batch at a time. The first RCPT waits at the
    // barrier until the test opens it.
    smtp = await startScriptedSmtpServer({
      host: '127.0.0.1',
      port: 0,
      rcptDelayMs: 5,
      rcpt: async () => {
        reachedBarrier();
        await barrier;
        return 'accept' as const;
      },
    });
    server = await startTestServer(singleDatabaseKind, {
      ...mailboxProbeEnv(dns.server, smtp.port),
      EMAIL_SMTP_CONCURRENCY: '1',
      // The held RCPT waits as long as the second list takes to queue its batch on a loaded machine.
      EMAIL_SMTP_TIMEOUT_SECONDS: '60',
      FREE_TRIAL_CREDITS: '5000',
    });
  });

  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
    await dns?.close();
  });

  it("runs a second customer's batch next, not after every batch of a big list that came first", async () => {
    // A world-list wrapper over the scripted server's zone: five domains of 200 addresses (five batches), then one
    // small list of another customer.
    const big = listOf(
      'big',
      Array.from({ length: BIG_DOMAINS }, (_, d) => d),
      200,
    );
    const small = listOf('small', [BIG_DOMAINS], 10);
    // The big list's first batch is held at its first RCPT until the small list's batch waits in the queue: on a
    // loaded machine the small list's sign-up and upload can take longer than the big list's five batches, and the
    // test is of the order the queue gives them, not of which got there first.
    const first = await startWorldList(server, big);
    await probing;
    const second = await startWorldList(server, small);
    await untilBatchesQueued(second.orderId);
    openBarrier();
    await Promise.all([finishWorldList(server, first), finishWorldList(server, second)]);
    // The order in which batches were asked: the domain of each run of RCPTs, catch-all checks left out.
    const runs: number[] = [];
    for (const address of smtp.stats.rcpts) {
      const domain = Number(/@d(\d+)\.test$/.exec(address)![1]);
      if (runs.at(-1) !== domain) runs.push(domain);
    }
    expect(runs.toSorted()).toEqual([0, 1, 2, 3, 4, 5]);
    // First come first served would ask the small list last; in turns, it goes right after the big list's first
    // batch, before the rest of it.
    expect(runs.indexOf(BIG_DOMAINS)).toBe(1);
  });
});

describe('an account over its cap of unanswered domains', { timeout: 240_000 }, () => {
  let world: MailWorld;
  let server: TestServer;
  const plan = handmadeWorld(
    ['standard', 'tarpit', 'tarpit'],
    [
      { name: 'grey.test', mx: [0], mailboxes: ['ann'], rule: 'greylist_relents' },
      { name: 'tarpit0.test', mx: [1] },
      { name: 'tarpit1.test', mx: [2] },
    ],
  );
  plan.list = [
    {
      address: 'ann@grey.test',
      domain: 'grey.test',
      behaviour: 'greylist_relents',
      expected: { status: 'valid', reason: '' },
    },
    ...['tarpit0.test', 'tarpit1.test'].map((domain) => ({
      address: `bob@${domain}`,
      domain,
      behaviour: 'blackhole_tarpit' as const,
      expected: { status: 'unknown' as const, reason: 'smtp_unavailable' },
    })),
  ];

  beforeAll(async () => {
    world = await startMailWorld([plan], { relentAfterMs: 1000 });
    server = await startTestServer(singleDatabaseKind, {
      ...mailWorldEnv(world),
      EMAIL_SMTP_GREETING_TIMEOUT_SECONDS: '1',
      EMAIL_SMTP_UNANSWERED_PER_MINUTE: '1',
      EMAIL_SMTP_RETRIES: '1',
    });
  });

  afterAll(async () => {
    await server?.dispose();
    await world?.close();
  });

  it('is held until the minute has passed, and greylisting still gets its retry', async () => {
    // Try 1 asks all three domains: grey.test greylists, the two tarpits never greet (two unanswered domains, over
    // the cap of one). Try 2, 2 s later, holds all three without asking. The batch then waits for the minute to
    // pass, and its one retry for greylisting is still there: grey.test relents.
    const run = await finishWorldList(server, await startWorldList(server, plan));
    expect(run.order.status).toBe('completed');
    expect(run.observed.get('ann@grey.test')).toMatchObject({ status: 'valid' });
    expect(run.seconds).toBeGreaterThanOrEqual(60);
    for (const address of ['bob@tarpit0.test', 'bob@tarpit1.test']) {
      expect(run.observed.get(address)?.status).toBe('unknown');
    }
  });
});

/** A plan of `perDomain` addresses at each of the scripted zone's domains `d{i}.test`, all accepted. */
function listOf(prefix: string, domains: number[], perDomain: number) {
  const plan = handmadeWorld([], []);
  plan.options = { ...plan.options, prefix };
  plan.list = domains.flatMap((d) =>
    Array.from({ length: perDomain }, (_, i) => ({
      address: `${prefix}${i}@d${d}.test`,
      domain: `d${d}.test`,
      behaviour: 'normal' as const,
      expected: { status: 'valid' as const, reason: '' },
    })),
  );
  return plan;
}
