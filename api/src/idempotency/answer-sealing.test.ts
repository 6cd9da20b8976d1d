import { createCipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESSED_FROM_BYTES, openAnswer, sealAnswer } from './idempotency-store';

const ref = () => ({ userId: randomUUID(), key: randomUUID() });

/** How answers were sealed before issue 38's fifth pass: `hkdfSync`, and every answer deflated (`z`). */
function sealedBefore(
  { userId, key }: { userId: string; key: string },
  json: string,
  compress: boolean,
): string {
  const nonce = randomBytes(12);
  const derived = Buffer.from(hkdfSync('sha256', key, userId, 'leadproof idempotent answer', 32));
  const cipher = createCipheriv('aes-256-gcm', derived, nonce);
  const plain = compress ? deflateRawSync(json) : Buffer.from(json);
  const sealed = Buffer.concat([nonce, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return `${compress ? 'z' : ''}${sealed.toString('base64')}`;
}

describe('sealed idempotent answers', () => {
  it('opens what it sealed, small (as it is) and large (compressed)', () => {
    const key = ref();
    const small = { contentType: 'application/json', body: '{"ok":true}' };
    const large = {
      contentType: 'application/json',
      body: JSON.stringify({ rows: 'x'.repeat(COMPRESSED_FROM_BYTES) }),
    };
    const sealedSmall = sealAnswer(key, small);
    const sealedLarge = sealAnswer(key, large);
    expect(sealedSmall.startsWith('z')).toBe(false);
    expect(sealedLarge.startsWith('z')).toBe(true);
    expect(sealedLarge.length).toBeLessThan(COMPRESSED_FROM_BYTES);
    expect(openAnswer(key, 200, sealedSmall)).toEqual({ status: 200, ...small });
    expect(openAnswer(key, 201, sealedLarge)).toEqual({ status: 201, ...large });
  });

  it('tells an answer sealed as it is from a compressed one whatever its first character', () => {
    // One answer in 64 sealed as it is starts with `z`, as the compressed ones' marker does.
    const key = ref();
    const answer = { contentType: null, body: 'short' };
    const sealed = Array.from({ length: 1000 }, () => sealAnswer(key, answer));
    expect(sealed.some((one) => one.startsWith('z'))).toBe(true);
    for (const one of sealed) expect(openAnswer(key, 200, one)).toEqual({ status: 200, ...answer });
  });

  it('opens the rows sealed before (the same HKDF key, compressed or not)', () => {
    const key = ref();
    const answer = { contentType: 'text/plain', body: 'née "quoted"' };
    const json = JSON.stringify(answer);
    expect(openAnswer(key, 200, sealedBefore(key, json, true))).toEqual({ status: 200, ...answer });
    expect(openAnswer(key, 200, sealedBefore(key, json, false))).toEqual({ status: 200, ...answer });
  });

  it('opens with its own Idempotency-Key and user only', () => {
    const key = ref();
    const sealed = sealAnswer(key, { contentType: null, body: 'secret' });
    expect(() => openAnswer({ ...key, key: randomUUID() }, 200, sealed)).toThrow();
    expect(() => openAnswer({ ...key, userId: randomUUID() }, 200, sealed)).toThrow();
  });
});
