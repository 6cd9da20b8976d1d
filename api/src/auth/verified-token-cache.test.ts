import { describe, expect, it, vi } from 'vitest';
import { type AccessTokenVerifier, InvalidAccessTokenError, type TokenUser } from './access-token-verifier';
import { cachingTokenVerifier } from './verified-token-cache';

const NOW = 1_800_000_000_000;

/** An unsigned JWT-shaped token: only its `exp` matters to the cache (the wrapped verifier checks the rest). */
function token(sub: string, expSeconds: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'ES256' })}.${part({ sub, exp: expSeconds })}.signature`;
}

const user = (id: string): TokenUser => ({
  id,
  email: `${id}@example.com`,
  firstName: undefined,
  lastName: undefined,
  company: undefined,
  sessionId: undefined,
  anonymous: false,
});

function setup(options: { ttlMs?: number; maxEntries?: number; stillTrusted?: (t: string) => boolean } = {}) {
  let now = NOW;
  const verify = vi.fn<AccessTokenVerifier>(async (t) => {
    const sub = JSON.parse(Buffer.from(t.split('.')[1] ?? '', 'base64url').toString()).sub as string;
    if (sub === 'forged') throw new InvalidAccessTokenError('signature verification failed');
    return user(sub);
  });
  const cached = cachingTokenVerifier(verify, { ...options, now: () => now });
  return { verify, cached, advance: (ms: number) => (now += ms) };
}

describe('cachingTokenVerifier', () => {
  it('verifies a token once, then answers from the cache', async () => {
    const { verify, cached } = setup();
    const alice = token('alice', NOW / 1000 + 3600);
    expect(await cached(alice)).toEqual(user('alice'));
    expect(await cached(alice)).toEqual(user('alice'));
    expect(verify).toHaveBeenCalledTimes(1);
    await cached(token('bob', NOW / 1000 + 3600));
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('verifies again once the cache time has passed', async () => {
    const { verify, cached, advance } = setup({ ttlMs: 60_000 });
    const alice = token('alice', NOW / 1000 + 3600);
    await cached(alice);
    advance(60_001);
    await cached(alice);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('never trusts a token past its own expiry', async () => {
    const { verify, cached, advance } = setup({ ttlMs: 60_000 });
    const soon = token('alice', NOW / 1000 + 10);
    await cached(soon);
    advance(10_000);
    verify.mockRejectedValueOnce(new InvalidAccessTokenError('"exp" claim timestamp check failed'));
    await expect(cached(soon)).rejects.toThrow(InvalidAccessTokenError);
  });

  it('verifies again a token its signing key no longer vouches for (stillTrusted)', async () => {
    let trusted = true;
    const { verify, cached } = setup({ stillTrusted: () => trusted });
    const alice = token('alice', NOW / 1000 + 3600);
    await cached(alice);
    await cached(alice);
    expect(verify).toHaveBeenCalledTimes(1);
    trusted = false;
    verify.mockRejectedValueOnce(new InvalidAccessTokenError('no accepted signing key has the key id'));
    await expect(cached(alice)).rejects.toThrow(InvalidAccessTokenError);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('does not cache a token that failed verification', async () => {
    const { verify, cached } = setup();
    const forged = token('forged', NOW / 1000 + 3600);
    await expect(cached(forged)).rejects.toThrow(InvalidAccessTokenError);
    await expect(cached(forged)).rejects.toThrow(InvalidAccessTokenError);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries tokens, dropping the oldest', async () => {
    const { verify, cached } = setup({ maxEntries: 2 });
    const [a, b, c] = ['a', 'b', 'c'].map((sub) => token(sub, NOW / 1000 + 3600)) as [string, string, string];
    await cached(a);
    await cached(b);
    await cached(c);
    await cached(c);
    await cached(b);
    expect(verify).toHaveBeenCalledTimes(3);
    await cached(a);
    expect(verify).toHaveBeenCalledTimes(4);
  });
});
