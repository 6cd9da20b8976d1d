/**
 * Slow mail servers must not tie up the prober for free (issue 34, finding 8): connection limits count servers by
 * IP, whatever names point at them; customers (owners) share the connections fairly, and one owner's tarpits hold
 * at most its share; past a cap of unanswered domains per minute an owner's next domains wait for a later try. And
 * probing leaks no listeners on the caller's signal.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MailboxProber, type MailboxProberOptions } from './mailbox-prober';
import { type MailWorld, startMailWorld } from './testing/mail-world';
import { type HostFlavour, handmadeWorld } from './testing/world-plan';

const TARPITS = 8;
const MAX_PER_MX = 3;
const hosts: HostFlavour[] = ['standard', ...Array.from({ length: TARPITS }, (): HostFlavour => 'tarpit')];
const mailboxes = Array.from({ length: 10 }, (_, i) => `ann${i}`);
const plan = handmadeWorld(hosts, [
  // Six domains name the shared host as their MX, six more point their own address at it (implicit MX): twelve
  // names, one server.
  ...Array.from({ length: 6 }, (_, i) => ({ name: `named${i}.test`, mx: [0], mailboxes })),
  ...Array.from({ length: 6 }, (_, i) => ({ name: `implicit${i}.test`, implicitHost: 0, mailboxes })),
  ...Array.from({ length: TARPITS }, (_, i) => ({ name: `tarpit${i}.test`, mx: [1 + i] })),
]);

let world: MailWorld;
const probers: MailboxProber[] = [];

function prober(options: Partial<MailboxProberOptions> = {}): MailboxProber {
  const created = new MailboxProber({
    helo: 'probe.leadproof.test',
    mailFrom: 'bounce@leadproof.test',
    port: world.port,
    dnsServers: [world.dnsServer],
    allowPrivate: true,
    timeoutMs: 2000,
    greetingTimeoutMs: 2000,
    maxPerMx: MAX_PER_MX,
    ...options,
  });
  probers.push(created);
  return created;
}

const sharedHost = () => world.hostStats().get(plan.hosts[0]!.name)!;
const tarpitConnections = () =>
  plan.hosts.slice(1).reduce((sum, host) => sum + world.hostStats().get(host.name)!.connections, 0);

beforeAll(async () => {
  world = await startMailWorld([plan], { replyDelayMs: 5 });
});

afterEach(async () => {
  await Promise.all(probers.splice(0).map((created) => created.close()));
});

afterAll(async () => {
  await world?.close();
});

describe('prober fairness', () => {
  it('counts the per-MX limit by IP: twelve names of one server get maxPerMx connections, not twelve times that', async () => {
    const addresses = plan.domains
      .filter((domain) => !domain.name.startsWith('tarpit'))
      .flatMap((domain) => mailboxes.map((local) => `${local}@${domain.name}`));
    const verdicts = await prober({ concurrency: 30 }).probeAll(addresses);
    expect([...verdicts.values()].every((verdict) => verdict.status === 'valid')).toBe(true);
    expect(sharedHost().maxOpen).toBeLessThanOrEqual(MAX_PER_MX);
  });

  it("keeps one owner's tarpits to its share of the connections: another owner's probe goes on at once", async () => {
    const p = prober({ concurrency: 4, unansweredShare: 0.5 });
    const slow = p.probeAll(
      plan.domains
        .filter((d) => d.name.startsWith('tarpit'))
        .slice(0, 4)
        .map((d) => `x@${d.name}`),
      { owner: 'tarpit-owner' },
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const verdicts = await p.probeAll(['ann0@named0.test'], { owner: 'customer' });
    expect(verdicts.get('ann0@named0.test')).toMatchObject({ status: 'valid' });
    // Well before the tarpits' 2 s greeting timeout frees a slot.
    expect(performance.now() - started).toBeLessThan(1500);
    await slow;
  });

  it("holds an owner's next domains once its unanswered domains reach the cap, without connecting", async () => {
    // A greeting timeout short enough to keep the tarpits quick, long enough for a live server on a loaded machine
    // (at 150 ms the other owner's probe below timed out once at load 13).
    const p = prober({ concurrency: 1, greetingTimeoutMs: 1000, unansweredPerMinute: 3 });
    const before = tarpitConnections();
    const tarpits = plan.domains.filter((d) => d.name.startsWith('tarpit')).map((d) => `x@${d.name}`);
    const verdicts = await p.probeAll(tarpits, { owner: 'tarpit-owner' });
    expect(tarpitConnections() - before).toBe(3);
    const deferred = [...verdicts.values()].filter((verdict) => verdict.held === 'deferred');
    expect(deferred).toHaveLength(TARPITS - 3);
    expect(deferred[0]).toMatchObject({ status: 'unknown', reason: 'smtp_unavailable', retry: true });
    // Another owner is not held back.
    const other = await p.probeAll(['ann1@named1.test'], { owner: 'customer' });
    expect(other.get('ann1@named1.test')).toMatchObject({ status: 'valid' });
  });

  it('adds one listener to the caller’s signal however many connections wait on it', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const controller = new AbortController();
      const addresses = plan.domains
        .filter((domain) => !domain.name.startsWith('tarpit'))
        .flatMap((domain) => [`ann2@${domain.name}`, `ann3@${domain.name}`]);
      await prober({ concurrency: 30 }).probeAll(addresses, { signal: controller.signal });
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});
