import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { SigningKeyRing } from './signing-key-ring';
import type { StoredSigningKey } from './signing-keys';

const NOW = 1_800_000_000_000;

async function storedKey(kid: string, retiresAt?: number): Promise<StoredSigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  return {
    kid,
    privateJwk: await exportJWK(privateKey),
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' },
    createdAt: new Date(NOW - 1000),
    retiresAt: retiresAt === undefined ? undefined : new Date(retiresAt),
  };
}

/** A ring over `keys` (what the database holds, changed by the test), with a clock the test moves. */
function setup(keys: StoredSigningKey[], options: { unknownKidReloadMs?: number } = {}) {
  let now = NOW;
  const load = vi.fn(async () => keys.filter((key) => !key.retiresAt || key.retiresAt.getTime() > now));
  const ring = new SigningKeyRing(load, {
    refreshMs: 5_000,
    unknownKidReloadMs: 1_000,
    ...options,
    now: () => now,
  });
  return { ring, load, advance: (ms: number) => (now += ms) };
}

const headerOf = (kid: string) => ({ alg: 'ES256', kid });

async function tokenBy(ring: SigningKeyRing): Promise<string> {
  const key = await ring.current();
  return new SignJWT({}).setProtectedHeader({ alg: 'ES256', kid: key.kid }).sign(key.privateKey);
}

describe('SigningKeyRing', () => {
  it('signs with the current key and accepts the current and the retiring one until its retirement', async () => {
    const old = await storedKey('old', NOW + 60_000);
    const current = await storedKey('new');
    const { ring, advance } = setup([current, old]);
    expect((await ring.current()).kid).toBe('new');
    await expect(ring.verificationKey(headerOf('old'))).resolves.toBeDefined();
    await expect(ring.verificationKey(headerOf('new'))).resolves.toBeDefined();
    expect((await ring.jwks()).keys.map((key) => key.kid)).toEqual(['new', 'old']);
    expect((await ring.jwks()).keys[0]).not.toHaveProperty('d');

    // By this process's clock, with no read in between.
    advance(60_000);
    await expect(ring.verificationKey(headerOf('old'))).rejects.toThrow(/no accepted signing key/);
    expect((await ring.jwks()).keys.map((key) => key.kid)).toEqual(['new']);
  });

  it('reads the keys for every signature, so a rotation elsewhere is used at once', async () => {
    const first = await storedKey('first');
    const keys = [first];
    const { ring } = setup(keys);
    expect((await ring.current()).kid).toBe('first');
    first.retiresAt = new Date(NOW + 3_900_000);
    keys.unshift(await storedKey('second'));
    expect((await ring.current()).kid).toBe('second');
  });

  it('reads again for an unknown key id, at most once per interval; tokens coming sooner wait for that read', async () => {
    const keys = [await storedKey('first')];
    const { ring, load } = setup(keys, { unknownKidReloadMs: 50 });
    await ring.reload();
    keys.unshift(await storedKey('second'));
    await expect(ring.verificationKey(headerOf('second'))).resolves.toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);

    const forged = ['forged-1', 'forged-2', 'forged-3'].map((kid) => ring.verificationKey(headerOf(kid)));
    for (const attempt of forged) await expect(attempt).rejects.toThrow(/no accepted signing key/);
    expect(load).toHaveBeenCalledTimes(3);

    keys.unshift(await storedKey('third'));
    await expect(ring.verificationKey(headerOf('third'))).resolves.toBeDefined();
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('reads again once its copy is older than refreshMs, dropping a key withdrawn at once', async () => {
    const old = await storedKey('old', NOW + 3_600_000);
    const keys = [await storedKey('new'), old];
    const { ring, load, advance } = setup(keys);
    await ring.reload();
    expect((await ring.jwks()).keys).toHaveLength(2);
    old.retiresAt = new Date(NOW);
    advance(4_999);
    await expect(ring.verificationKey(headerOf('old'))).resolves.toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    await expect(ring.verificationKey(headerOf('old'))).rejects.toThrow();
    expect((await ring.jwks()).keys.map((key) => key.kid)).toEqual(['new']);
  });

  it('shares one read between callers at the same time', async () => {
    const { ring, load } = setup([await storedKey('only')]);
    await Promise.all([ring.reload(), ring.current(), ring.jwks()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells a cache whether a verified token is still signed by an accepted key', async () => {
    const old = await storedKey('old', NOW + 60_000);
    const keys = [old];
    old.retiresAt = undefined;
    const { ring, advance } = setup(keys);
    const token = await tokenBy(ring);
    expect(ring.trusts(token)).toBe(true);
    old.retiresAt = new Date(NOW + 60_000);
    keys.unshift(await storedKey('new'));
    await ring.reload();
    expect(ring.trusts(token)).toBe(true);
    advance(60_000);
    expect(ring.trusts(token)).toBe(false);
    expect(ring.trusts('not a token')).toBe(false);
  });

  it('refuses to work without a current key', async () => {
    const { ring } = setup([await storedKey('old', NOW + 60_000)]);
    await expect(ring.current()).rejects.toThrow(/no current signing key/);
  });
});
