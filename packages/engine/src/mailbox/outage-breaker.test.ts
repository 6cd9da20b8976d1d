import { describe, expect, it } from 'vitest';
import { OutageBreaker, type OutageChange } from './outage-breaker';

function breaker(hostsToOpen = 4) {
  let now = 1_000;
  const changes: OutageChange[] = [];
  const outage = new OutageBreaker({
    hostsToOpen,
    recheckMs: 5_000,
    nowMs: () => now,
    onChange: (change) => changes.push(change),
    random: () => 0,
  });
  return {
    outage,
    changes,
    advance: (ms: number) => {
      now += ms;
      return now;
    },
    now: () => now,
  };
}

describe('OutageBreaker', () => {
  it('opens on silence from enough distinct hosts of enough distinct domains, begun after the last sign of life', () => {
    const { outage, changes, now } = breaker(4);
    const started = now();
    outage.record('10.0.0.1', 'a.test', started, 'silent');
    // The same host again, and a second domain on it, are one host.
    outage.record('10.0.0.1', 'b.test', started, 'silent');
    outage.record('10.0.0.2', 'a.test', started, 'silent');
    outage.record('10.0.0.3', 'a.test', started, 'silent');
    expect(outage.open).toBe(false);
    outage.record('10.0.0.4', 'a.test', started, 'silent');
    expect(outage.open).toBe(true);
    expect(changes).toEqual([{ open: true, silentHosts: 4, silentDomains: 2 }]);
  });

  it('needs distinct domains as well as hosts: one domain with many dead MX hosts is one domain', () => {
    const { outage, now } = breaker(4);
    for (let i = 1; i <= 10; i++) outage.record(`10.0.0.${i}`, 'one.test', now(), 'silent');
    expect(outage.open).toBe(false);
  });

  it('is never opened by refusals or tarpits: any TCP answer proves the path works and clears the evidence', () => {
    const { outage, advance } = breaker(4);
    for (let i = 1; i <= 3; i++) outage.record(`10.0.0.${i}`, `d${i}.test`, advance(1), 'silent');
    outage.record('10.0.1.1', 'refused.test', advance(1), 'refused');
    for (let i = 4; i <= 6; i++) outage.record(`10.0.0.${i}`, `d${i}.test`, advance(1), 'silent');
    expect(outage.open).toBe(false);
    outage.record('10.0.2.1', 'tarpit.test', advance(1), 'answered');
    for (let i = 1; i <= 20; i++) outage.record(`10.0.3.${i}`, `r${i}.test`, advance(1), 'refused');
    expect(outage.open).toBe(false);
  });

  it('ignores silence from attempts begun before the last sign of life', () => {
    const { outage, advance } = breaker(4);
    const early = advance(1);
    outage.record('10.0.1.1', 'live.test', advance(1), 'answered');
    for (let i = 1; i <= 10; i++) outage.record(`10.0.0.${i}`, `d${i}.test`, early, 'silent');
    expect(outage.open).toBe(false);
  });

  it('is re-checked once per interval while open, and closes at the first answer', () => {
    const { outage, changes, advance, now } = breaker(2);
    outage.record('10.0.0.1', 'a.test', now(), 'silent');
    outage.record('10.0.0.2', 'b.test', now(), 'silent');
    expect(outage.open).toBe(true);
    expect(outage.claimRecheck()).toBe(true);
    expect(outage.claimRecheck()).toBe(false);
    advance(4_999);
    expect(outage.claimRecheck()).toBe(false);
    advance(1);
    expect(outage.claimRecheck()).toBe(true);
    outage.record('10.0.9.9', '', now(), 'refused');
    expect(outage.open).toBe(false);
    expect(changes.map((change) => change.open)).toEqual([true, false]);
    expect(outage.claimRecheck()).toBe(false);
  });

  it('re-checks the asking host, hosts that answered lately and a spread of the hosts offered, never a silent one', () => {
    const { outage, now } = breaker(2);
    outage.record('10.0.5.1', 'good1.test', now(), 'answered');
    outage.record('10.0.5.2', 'good2.test', now(), 'answered');
    outage.record('10.0.5.3', 'good3.test', now(), 'answered');
    outage.record('10.0.0.1', 'a.test', now() + 1, 'silent');
    outage.record('10.0.0.2', 'b.test', now() + 1, 'silent');
    expect(outage.open).toBe(true);
    outage.offer('10.0.0.1');
    outage.offer('10.0.7.1');
    outage.offer('10.0.7.2');
    expect(outage.recheckTargets('10.0.8.1', 5)).toEqual([
      '10.0.8.1',
      '10.0.5.2',
      '10.0.5.3',
      '10.0.7.1',
      '10.0.7.2',
    ]);
  });
});
