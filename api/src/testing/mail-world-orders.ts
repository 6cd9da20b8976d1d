/**
 * The simulated mail internet (`@leadproof/engine/testing/mail-world`) through a running product: a world's list
 * uploaded as a customer would, through the real order pipeline, and each address's verdict read back from the
 * order's results file.
 */

import type { Order } from '@leadproof/contract/orders';
import type { WorldPlan } from '@leadproof/engine/testing/world-plan';
import type { ObservedVerdict } from '@leadproof/engine/testing/world-score';
import { Leadproof } from '@leadproof/sdk/node';
import { tempFile } from './csv-fixtures';
import { parseCsv } from './parse-csv';
import { authedFetch, createTestUser, type ServerAddress, type TestUser } from './test-users';

/** The settings a product needs to probe a world served at `dnsServer` and `port` (seconds-scale waits). */
export function mailWorldEnv(world: { dnsServer: string; port: number }): Record<string, string> {
  return {
    EMAIL_DNS: 'on',
    EMAIL_DNS_SERVERS: world.dnsServer,
    // The world's domains are under .test, a special-use name the engine otherwise marks invalid without DNS.
    EMAIL_TEST_DOMAINS: 'on',
    EMAIL_SMTP_PROBE: 'on',
    EMAIL_SMTP_PORT: String(world.port),
    EMAIL_SMTP_ALLOW_PRIVATE: 'on',
    EMAIL_SMTP_HELO: 'probe.leadproof.test',
    EMAIL_SMTP_MAIL_FROM: 'verify@leadproof.test',
    EMAIL_SMTP_TIMEOUT_SECONDS: '3',
    EMAIL_SMTP_GREETING_TIMEOUT_SECONDS: '3',
    EMAIL_SMTP_RETRY_AFTER_SECONDS: '2',
    EMAIL_SMTP_RETRIES: '3',
    EMAIL_SMTP_MAX_PER_MX: '3',
    EMAIL_SMTP_CACHE_HOURS: '0',
    FREE_TRIAL_CREDITS: '100000',
  };
}

/** A list uploaded as its own customer's order, not finished yet. */
export interface StartedWorldList {
  plan: WorldPlan;
  user: TestUser;
  client: Leadproof;
  orderId: string;
  started: number;
}

/** One list's run: the completed order, its time from upload to completion, and what its results say. */
export interface WorldListRun {
  user: TestUser;
  order: Order;
  seconds: number;
  observed: Map<string, ObservedVerdict>;
}

/** Uploads `plan`'s list (one `email` column) as a new customer's order. */
export async function startWorldList(server: ServerAddress, plan: WorldPlan): Promise<StartedWorldList> {
  const user = await createTestUser(server);
  const client = new Leadproof({ baseURL: server.url, accessToken: () => user.accessToken, maxRetries: 2 });
  const csv = ['email', ...plan.list.map((entry) => entry.address)].join('\n');
  const file = await tempFile(`${plan.options.prefix}.csv`, `${csv}\n`);
  const started = performance.now();
  const created = await client.uploadCsv(file);
  return { plan, user, client, orderId: created.id, started };
}

/** Resolves once every open batch of the list's order waits for its retry (its first try is over), or it ended. */
export async function untilWaitingForRetry(list: StartedWorldList): Promise<void> {
  for (;;) {
    const order = await list.client.orders.retrieve(list.orderId);
    if (order.status !== 'in_progress' || order.progress?.mailbox?.waitingForRetry) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits for the list's order to end and reads each address's verdict from its results. */
export async function finishWorldList(server: ServerAddress, list: StartedWorldList): Promise<WorldListRun> {
  const order = await list.client.waitForOrder(list.orderId, { intervalMs: 250 });
  const seconds = (performance.now() - list.started) / 1000;
  return { user: list.user, order, seconds, observed: await orderVerdicts(server, list.user, order.id) };
}

/** Each address's `lp_email_status`, `lp_email_reason` and `lp_email_smtp` in an order's results. */
export async function orderVerdicts(
  server: ServerAddress,
  user: TestUser,
  orderId: string,
): Promise<Map<string, ObservedVerdict>> {
  const response = await authedFetch(server, user, `/api/orders/${orderId}/csv/results`);
  if (!response.ok) throw new Error(`results of ${orderId}: ${response.status} ${await response.text()}`);
  const [header, ...rows] = parseCsv(await response.text());
  const column = (name: string) => header!.lastIndexOf(name);
  const [email, status, reason, smtp] = ['email', 'lp_email_status', 'lp_email_reason', 'lp_email_smtp'].map(
    column,
  );
  return new Map(
    rows.map((row) => [row[email!]!, { status: row[status!]!, reason: row[reason!]!, smtp: row[smtp!]! }]),
  );
}
