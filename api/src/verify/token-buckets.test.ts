import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './token-buckets';

describe('TokenBuckets', () => {
  it('allows a burst, then the rate, and says when to come back', () => {
    const buckets = new TokenBuckets(10, 5);
    for (let i = 0; i < 5; i++) expect(buckets.take(['user:a'], { now: 0 }).allowed).toBe(true);
    const refused = buckets.take(['user:a'], { now: 0 });
    expect(refused).toMatchObject({
      allowed: false,
      limit: 5,
      remaining: 0,
      retryAfterSeconds: 1,
      resetSeconds: 1,
    });
    // A tenth of a second later one token is back.
    expect(buckets.take(['user:a'], { now: 100 }).allowed).toBe(true);
    expect(buckets.take(['user:a'], { now: 100 }).allowed).toBe(false);
  });

  it('needs a token in every bucket of the call, and takes none when one is empty', () => {
    const buckets = new TokenBuckets(1, 2);
    expect(buckets.take(['key:1', 'user:a'], { now: 0 }).allowed).toBe(true);
    expect(buckets.take(['key:2', 'user:a'], { now: 0 }).allowed).toBe(true);
    // The user's bucket is empty: key 3 is refused and keeps its tokens.
    expect(buckets.take(['key:3', 'user:a'], { now: 0 }).allowed).toBe(false);
    expect(buckets.take(['key:3'], { now: 0 })).toMatchObject({ allowed: true, remaining: 1 });
  });

  it('counts contacts: a batch takes one token per contact, and one past the burst leaves the bucket in debt', () => {
    const buckets = new TokenBuckets(10, 50);
    expect(buckets.take(['user:a'], { cost: 30, now: 0 })).toMatchObject({ allowed: true, remaining: 20 });
    // 30 more do not fit in the 20 left; told to come back when they do (1 s at 10 a second).
    expect(buckets.take(['user:a'], { cost: 30, now: 0 })).toMatchObject({
      allowed: false,
      retryAfterSeconds: 1,
    });
    // 100 contacts from a full bucket: allowed, and the next contact waits until the debt of 50 is paid (5 s).
    expect(buckets.take(['user:b'], { cost: 100, now: 0 }).allowed).toBe(true);
    expect(buckets.take(['user:b'], { cost: 1, now: 4_000 }).allowed).toBe(false);
    expect(buckets.take(['user:b'], { cost: 1, now: 5_100 }).allowed).toBe(true);
  });
});
