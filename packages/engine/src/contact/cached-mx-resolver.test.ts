import { describe, expect, it } from 'vitest';
import type { MxRecord, MxResolver } from '../email/mx-resolver';
import { CachedMxResolver } from './cached-mx-resolver';

function scripted(answer: (domain: string) => Promise<MxRecord[]>): MxResolver & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    resolveMx: (domain) => {
      asked.push(domain);
      return answer(domain);
    },
    hasAddress: async (domain) => {
      asked.push(`a ${domain}`);
      return true;
    },
  };
}

const mx = async (domain: string) => [{ exchange: `mx.${domain}`, priority: 10 }];
const failing = (code: string) => () => Promise.reject(Object.assign(new Error(code), { code }));

describe('CachedMxResolver', () => {
  it('reuses an answer until it is ttlMs old', async () => {
    let now = 0;
    const inner = scripted(mx);
    const cached = new CachedMxResolver(inner, { ttlMs: 1000, now: () => now });
    await cached.resolveMx('acme.com');
    now = 999;
    await cached.resolveMx('acme.com');
    await cached.hasAddress!('acme.com');
    await cached.hasAddress!('acme.com');
    expect(inner.asked).toEqual(['acme.com', 'a acme.com']);
    now = 1000;
    await cached.resolveMx('acme.com');
    expect(inner.asked).toEqual(['acme.com', 'a acme.com', 'acme.com']);
  });

  it('keeps "no such records" but forgets failures, so the next call asks again', async () => {
    const gone = scripted(failing('ENOTFOUND'));
    const cachedGone = new CachedMxResolver(gone);
    await expect(cachedGone.resolveMx('gone.com')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    await expect(cachedGone.resolveMx('gone.com')).rejects.toMatchObject({ code: 'ENOTFOUND' });
    expect(gone.asked).toEqual(['gone.com']);
    const broken = scripted(failing('ETIMEOUT'));
    const cachedBroken = new CachedMxResolver(broken);
    await expect(cachedBroken.resolveMx('slow.com')).rejects.toMatchObject({ code: 'ETIMEOUT' });
    await expect(cachedBroken.resolveMx('slow.com')).rejects.toMatchObject({ code: 'ETIMEOUT' });
    expect(broken.asked).toEqual(['slow.com', 'slow.com']);
    expect(cachedBroken.size).toBe(0);
  });

  it('holds at most maxEntries answers, dropping the oldest', async () => {
    const inner = scripted(mx);
    const cached = new CachedMxResolver(inner, { maxEntries: 2 });
    for (const domain of ['a.com', 'b.com', 'c.com', 'c.com', 'b.com', 'a.com'])
      await cached.resolveMx(domain);
    expect(cached.size).toBe(2);
    expect(inner.asked).toEqual(['a.com', 'b.com', 'c.com', 'a.com']);
  });

  it('offers hasAddress only when the inner resolver has it', () => {
    expect(new CachedMxResolver({ resolveMx: () => mx('x') }).hasAddress).toBeUndefined();
  });
});
