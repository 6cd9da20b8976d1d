import { describe, expect, it } from 'vitest';
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

const subdomains = (zone: string, count: number) => Array.from({ length: count }, (_, i) => `u${i}.${zone}`);

describe('DomainMailChecker budget', () => {
  it('stops asking a registrable domain whose look-ups keep timing out', async () => {
    const { resolver, asked } = resolverOf(async () => 'hang');
    const checker = new DomainMailChecker(resolver, { timeoutMs: 50, maxFailuresPerSite: 3 });
    const started = performance.now();
    const statuses = await Promise.all(
      subdomains('slow.example', 200).map((domain) => checker.check(domain)),
    );
    // The first round (16 in flight) is asked before any has failed; after three failures nothing more is.
    expect(asked.length).toBeLessThanOrEqual(16 + 3);
    expect(new Set(statuses)).toEqual(new Set(['unavailable']));
    expect(checker.budgetSpent).toBe(true);
    // 200 look-ups of 50 ms, 16 at a time, would take over 600 ms.
    expect(performance.now() - started).toBeLessThan(500);
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
    const started = performance.now();
    const domains = Array.from({ length: 50 }, (_, i) => `site${i}.example`);
    const statuses = await Promise.all(domains.map((domain) => checker.check(domain)));
    expect(asked.length).toBeGreaterThan(1);
    expect(asked.length).toBeLessThan(10);
    expect(statuses.filter((status) => status === 'unavailable').length).toBeGreaterThanOrEqual(
      50 - asked.length,
    );
    expect(checker.budgetSpent).toBe(true);
    expect(performance.now() - started).toBeLessThan(1_000);
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
