import { describe, expect, it } from 'vitest';
import { DomainMailChecker, type MxResolver } from './mx-resolver';

function fakeResolver(answers: Record<string, 'mx' | 'none' | 'null' | 'fail' | 'hang'>) {
  const calls: string[] = [];
  let active = 0;
  let maxActive = 0;
  const resolver: MxResolver = {
    async resolveMx(domain) {
      calls.push(domain);
      active++;
      maxActive = Math.max(maxActive, active);
      try {
        await new Promise((resolve) => setTimeout(resolve, 5));
        const answer = answers[domain] ?? 'mx';
        if (answer === 'hang') await new Promise((resolve) => setTimeout(resolve, 10_000));
        if (answer === 'none') throw Object.assign(new Error('no'), { code: 'ENOTFOUND' });
        if (answer === 'fail') throw Object.assign(new Error('servfail'), { code: 'ESERVFAIL' });
        if (answer === 'null') return [{ exchange: '.', priority: 0 }];
        return [{ exchange: `mx.${domain}`, priority: 10 }];
      } finally {
        active--;
      }
    },
  };
  return { resolver, calls, maxActive: () => maxActive };
}

describe('DomainMailChecker', () => {
  it('looks each domain up once, however many rows ask', async () => {
    const fake = fakeResolver({});
    const checker = new DomainMailChecker(fake.resolver);
    await Promise.all([
      checker.check('a.com'),
      checker.check('a.com'),
      checker.check('b.com'),
      checker.check('a.com'),
    ]);
    expect(fake.calls.sort()).toEqual(['a.com', 'b.com']);
    expect(checker.statusOf('a.com')).toBe('mx');
  });

  it('tells no MX, a null MX and a failing server apart', async () => {
    const fake = fakeResolver({ 'none.com': 'none', 'null.com': 'null', 'fail.com': 'fail' });
    const checker = new DomainMailChecker(fake.resolver);
    expect(await checker.check('none.com')).toBe('no_mx');
    expect(await checker.check('null.com')).toBe('no_mx');
    expect(await checker.check('fail.com')).toBe('unavailable');
  });

  it('takes a domain without MX records but with an address as its own mail server (implicit MX)', async () => {
    const noData = () => Promise.reject(Object.assign(new Error('no MX'), { code: 'ENODATA' }));
    const resolver: MxResolver = {
      resolveMx: noData,
      hasAddress: async (domain) => {
        if (domain === 'dns-down.com') throw Object.assign(new Error('servfail'), { code: 'ESERVFAIL' });
        return domain === 'implicit.com';
      },
    };
    const checker = new DomainMailChecker(resolver);
    expect(await checker.check('implicit.com')).toBe('mx');
    expect(await checker.check('bare.com')).toBe('no_mx');
    expect(await checker.check('dns-down.com')).toBe('unavailable');
  });

  it('gives up after the timeout', async () => {
    const checker = new DomainMailChecker(fakeResolver({ 'slow.com': 'hang' }).resolver, { timeoutMs: 30 });
    expect(await checker.check('slow.com')).toBe('unavailable');
  });

  it('keeps look-ups in flight within the concurrency bound', async () => {
    const fake = fakeResolver({});
    const checker = new DomainMailChecker(fake.resolver, { concurrency: 3 });
    for (let i = 0; i < 20; i++) void checker.check(`d${i}.com`);
    await checker.whenIdle();
    expect(fake.calls).toHaveLength(20);
    expect(fake.maxActive()).toBeLessThanOrEqual(3);
  });

  it('reports every domain unavailable without a resolver (offline)', async () => {
    const checker = new DomainMailChecker(undefined);
    expect(await checker.check('acme.com')).toBe('unavailable');
  });

  it('stops asking once DNS has failed for the first 48 domains in a row', async () => {
    const answers = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`d${i}.com`, 'fail' as const]));
    const fake = fakeResolver(answers);
    const checker = new DomainMailChecker(fake.resolver);
    const statuses = await Promise.all(Object.keys(answers).map((domain) => checker.check(domain)));
    expect(statuses.every((status) => status === 'unavailable')).toBe(true);
    expect(checker.outage).toBe(true);
    // The look-ups already in flight when the outage was declared still finish; no new ones start.
    expect(fake.calls.length).toBeLessThan(48 + 16 + 1);
  });

  it('keeps asking when DNS answered before failures began', async () => {
    const answers: Record<string, 'mx' | 'fail'> = { 'ok.com': 'mx' };
    for (let i = 0; i < 100; i++) answers[`d${i}.com`] = 'fail';
    const fake = fakeResolver(answers);
    const checker = new DomainMailChecker(fake.resolver, { concurrency: 1 });
    await checker.check('ok.com');
    await Promise.all(Object.keys(answers).map((domain) => checker.check(domain)));
    expect(checker.outage).toBe(false);
    expect(fake.calls.length).toBe(101);
  });
});
