/**
 * The outage breaker inside the prober (issue 41): only silence from many distinct hosts suggests that outbound port
 * 25 is blocked. Refusals and tarpits never do, a run of dead hosts costs live domains a hold at most, and a
 * re-check closes the breaker as soon as a host answers. The hosts are a hand-made simulated world on 127/8.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MailboxProber, type MailboxProberOptions } from './mailbox-prober';
import type { OutageChange } from './outage-breaker';
import { type MailWorld, startMailWorld } from './testing/mail-world';
import { type HostFlavour, handmadeWorld } from './testing/world-plan';

const SILENT = 12;
const hosts: HostFlavour[] = [
  'standard',
  ...Array.from({ length: SILENT }, (): HostFlavour => 'silent'),
  ...Array.from({ length: SILENT }, (): HostFlavour => 'tarpit'),
  ...Array.from({ length: SILENT }, (): HostFlavour => 'refused'),
];
const silentHost = (i: number) => 1 + i;
const tarpitHost = (i: number) => 1 + SILENT + i;
const refusedHost = (i: number) => 1 + 2 * SILENT + i;
const plan = handmadeWorld(hosts, [
  ...Array.from({ length: 6 }, (_, i) => ({ name: `live${i}.test`, mx: [0], mailboxes: ['ann'] })),
  ...Array.from({ length: SILENT }, (_, i) => ({ name: `silent${i}.test`, mx: [silentHost(i)] })),
  ...Array.from({ length: SILENT }, (_, i) => ({ name: `tarpit${i}.test`, mx: [tarpitHost(i)] })),
  ...Array.from({ length: SILENT }, (_, i) => ({ name: `refused${i}.test`, mx: [refusedHost(i)] })),
  { name: 'backup.test', mx: [silentHost(0), 0], mailboxes: ['ann'] },
]);
const range = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `ann@${prefix}${i}.test`);

let world: MailWorld;
const probers: MailboxProber[] = [];

function prober(options: Partial<MailboxProberOptions> = {}): MailboxProber {
  const created = new MailboxProber({
    helo: 'probe.leadproof.test',
    mailFrom: 'bounce@leadproof.test',
    port: world.port,
    dnsServers: [world.dnsServer],
    allowPrivate: true,
    timeoutMs: 300,
    greetingTimeoutMs: 300,
    outageAfter: 4,
    concurrency: 12,
    ...options,
  });
  probers.push(created);
  return created;
}

beforeAll(async () => {
  world = await startMailWorld([plan]);
});

afterEach(async () => {
  await Promise.all(probers.splice(0).map((created) => created.close()));
});

afterAll(async () => {
  await world?.close();
});

describe('the outage breaker in the prober', () => {
  it('never opens on refused connections, however many hosts refuse', async () => {
    const p = prober();
    const verdicts = await p.probeAll(range('refused', SILENT));
    expect(p.outage).toBe(false);
    for (const verdict of verdicts.values()) {
      expect(verdict).toMatchObject({ status: 'unknown', reason: 'smtp_unavailable', retry: true });
      expect(verdict.held).toBeUndefined();
    }
  });

  it('never opens on tarpits (a connection accepted, no greeting), however many', async () => {
    const p = prober();
    const verdicts = await p.probeAll(range('tarpit', SILENT));
    expect(p.outage).toBe(false);
    expect([...verdicts.values()].every((verdict) => verdict.retry && !verdict.held)).toBe(true);
  });

  it('opens on silence from many hosts, holds the rest at once for a later try, and a re-check closes it', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const changes: OutageChange[] = [];
    const p = prober({ now: () => new Date(now), onOutageChange: (change) => changes.push(change) });
    await p.probeAll(range('silent', SILENT));
    expect(p.outage).toBe(true);
    expect(changes[0]).toMatchObject({ open: true });
    expect(changes[0]!.silentHosts).toBeGreaterThanOrEqual(4);

    // Re-checked at once (the first domain after opening): a silent host keeps it open; the domain is held.
    const connectionsBefore = p.stats.connections;
    const held = await p.probeAll(['ann@silent0.test']);
    expect(held.get('ann@silent0.test')).toMatchObject({
      status: 'unknown',
      reason: 'smtp_unavailable',
      smtp: 'not probed: outbound port 25 appears blocked',
      retry: true,
      held: 'outage',
    });
    // Before the next re-check is due, a live domain is held too, without a connection.
    const started = performance.now();
    expect((await p.probeAll(['ann@live0.test'])).get('ann@live0.test')).toMatchObject({ held: 'outage' });
    expect(performance.now() - started).toBeLessThan(250);
    expect(p.stats.connections).toBe(connectionsBefore);

    now += 5_000;
    expect((await p.probeAll(['ann@live0.test'])).get('ann@live0.test')).toMatchObject({ status: 'valid' });
    expect(p.outage).toBe(false);
    expect(changes.map((change) => change.open)).toEqual([true, false]);
  });

  it('lets a run of dead hosts ahead of live domains cost them a hold at most, never their probe', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const p = prober({ concurrency: 4, now: () => new Date(now) });
    const list = [...range('silent', 8), ...range('live', 4)];
    const first = await p.probeAll(list);
    expect(p.outage).toBe(true);
    for (const address of range('live', 4)) {
      expect(first.get(address)).toMatchObject({ status: 'unknown', retry: true, held: 'outage' });
    }
    // The held live domains offered their hosts: the next re-check tries one, and the breaker closes.
    now += 5_000;
    const again = await p.probeAll(range('live', 4));
    expect(p.outage).toBe(false);
    for (const address of range('live', 4)) expect(again.get(address)).toMatchObject({ status: 'valid' });
  });

  it('moves a domain on to its backup MX when its primary never answers', async () => {
    const verdicts = await prober().probeAll(['ann@backup.test']);
    expect(verdicts.get('ann@backup.test')).toMatchObject({ status: 'valid', mx: plan.hosts[0]!.name });
  });
});
