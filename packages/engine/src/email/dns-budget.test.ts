import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyCsv } from '../verify-csv';
import { DomainMailChecker, type MxResolver } from './mx-resolver';

/** A resolver whose answers are decided per domain; counts what it was asked. */
function resolverOf(answer: (domain: string) => Promise<'mx' | 'hang' | 'fail'>) {
  const asked: string[] = [];
  const resolver: MxResolver = {
    async resolveMx(domain) {
      asked.push(domain);
      const what = await answer(domain);
      if (what === 'hang') await new Promise((resolve) => setTimeout(resolve, 60_000));
      if (what === 'fail') throw Object.assign(new Error('servfail'), { code: 'ESERVFAIL' });
      return [{ exchange: `mx.${domain}`, priority: 10 }];
    },
  };
  return { resolver, asked };
}

/**
 * On a fake clock (timers and `performance.now()`), so the budgets are measured in the checker's own time, not the
 * machine's: resolves with the checks' results once `ms` have passed, and fails if any is still running then.
 */
function settledWithin<T>(checks: Promise<T>[]) {
  let settled = false;
  const all = Promise.all(checks).finally(() => {
    settled = true;
  });
  return {
    async after(ms: number): Promise<T[]> {
      await vi.advanceTimersByTimeAsync(ms);
      expect(settled, `the checks still ran after ${ms} ms`).toBe(true);
      return all;
    },
  };
}

const subdomains = (zone: string, count: number) => Array.from({ length: count }, (_, i) => `u${i}.${zone}`);

describe('DomainMailChecker budget', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stops asking a registrable domain whose look-ups keep timing out', async () => {
    const { resolver, asked } = resolverOf(async () => 'hang');
    const checker = new DomainMailChecker(resolver, { timeoutMs: 50, maxFailuresPerSite: 3 });
    const checks = settledWithin(subdomains('slow.example', 200).map((domain) => checker.check(domain)));
    // 200 look-ups of 50 ms, 16 at a time, would take over 600 ms: the checks end long before.
    const statuses = await checks.after(500);
    // The first round (16 in flight) is asked before any has failed; after three failures nothing more is.
    expect(asked.length).toBeLessThanOrEqual(16 + 3);
    expect(new Set(statuses)).toEqual(new Set(['unavailable']));
    expect(checker.budgetSpent).toBe(true);
  });

  it('looks up at most maxLookupsPerSite distinct domains under one registrable domain', async () => {
    const { resolver, asked } = resolverOf(async () => 'mx');
    const checker = new DomainMailChecker(resolver, { maxLookupsPerSite: 10 });
    await Promise.all(subdomains('many.example', 40).map((domain) => checker.check(domain)));
    expect(asked).toHaveLength(10);
    expect(checker.budgetSpent).toBe(true);
  });

  it('counts registrable domains by the public suffix list, not by the last two labels', async () => {
    const { resolver, asked } = resolverOf(async () => 'mx');
    const checker = new DomainMailChecker(resolver, { maxLookupsPerSite: 2 });
    const companies = Array.from({ length: 30 }, (_, i) => `company${i}.co.uk`);
    const statuses = await Promise.all(companies.map((domain) => checker.check(domain)));
    expect(asked).toHaveLength(30);
    expect(new Set(statuses)).toEqual(new Set(['mx']));
    expect(checker.budgetSpent).toBe(false);
  });

  it('looks up at most maxLookups distinct domains in all', async () => {
    const { resolver, asked } = resolverOf(async () => 'mx');
    const checker = new DomainMailChecker(resolver, { maxLookups: 25 });
    const domains = Array.from({ length: 100 }, (_, i) => `site${i}.example`);
    await Promise.all(domains.map((domain) => checker.check(domain)));
    expect(asked).toHaveLength(25);
    expect(checker.budgetSpent).toBe(true);
  });

  it('stops looking up once the time budget is spent, and no look-up outlives it', async () => {
    const { resolver, asked } = resolverOf(async () => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      return 'mx';
    });
    const checker = new DomainMailChecker(resolver, { concurrency: 1, budgetMs: 200, timeoutMs: 5_000 });
    const domains = Array.from({ length: 50 }, (_, i) => `site${i}.example`);
    const checks = settledWithin(domains.map((domain) => checker.check(domain)));
    // One look-up at a time, 40 ms each: five start within the 200 ms budget, the last one cut off where it ends.
    const statuses = await checks.after(200);
    expect(asked).toHaveLength(5);
    expect(statuses.filter((status) => status === 'mx')).toHaveLength(4);
    expect(statuses.filter((status) => status === 'unavailable')).toHaveLength(46);
    expect(checker.budgetSpent).toBe(true);
  });
});

describe('verifyCsv with a spent DNS budget', () => {
  it('reports the dns_budget warning, and the addresses it did not look up are unknown', async () => {
    const { resolver, asked } = resolverOf(async () => 'mx');
    const lines = ['email', ...subdomains('many.example', 6).map((domain, i) => `person${i}@${domain}`)];
    const { results, report } = await verifyCsv(lines.join('\n'), {
      resolver,
      dns: { maxLookupsPerSite: 2 },
    });
    for await (const _chunk of results);
    const done = await report;
    expect(asked).toHaveLength(2);
    expect(done.warnings.byCode.dns_budget).toBe(1);
    expect(done.email.status.unknown).toBe(4);
    expect(done.email.reasons.dns_unavailable).toBe(4);
  });
});
