import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateApiKeySecret, hashApiKeySecret, isWellFormedApiKey, looksLikeApiKey } from './api-key-secret';

describe('API key secrets', () => {
  it('are lp_live_ plus 32 base62 characters, with a 12-character display prefix', () => {
    const { secret, prefix, hash } = generateApiKeySecret();
    expect(secret).toMatch(/^lp_live_[0-9A-Za-z]{32}$/);
    expect(prefix).toBe(secret.slice(0, 12));
    expect(hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(isWellFormedApiKey(secret)).toBe(true);
  });

  it('never repeat', () => {
    const secrets = new Set(Array.from({ length: 1000 }, () => generateApiKeySecret().secret));
    expect(secrets.size).toBe(1000);
  });

  it('are told apart from JWTs by their prefix, and malformed ones are recognised', () => {
    expect(looksLikeApiKey('eyJhbGciOiJFUzI1NiJ9.e30.sig')).toBe(false);
    expect(looksLikeApiKey('lp_live_abc')).toBe(true);
    expect(isWellFormedApiKey('lp_live_abc')).toBe(false);
    expect(isWellFormedApiKey(`lp_live_${'a'.repeat(31)}-`)).toBe(false);
  });

  it('hash to hex SHA-256', () => {
    expect(hashApiKeySecret('lp_live_x')).toMatch(/^[0-9a-f]{64}$/);
  });
});
