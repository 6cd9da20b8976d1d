import {
  type ContactVerdict,
  type VerifyContact,
  verifyBatchResponseSchema,
  verifyContactResponseSchema,
} from '@leadproof/contract/verify';
import { type Context, Hono } from 'hono';
import { learnedVerifyOptions } from '../../bounces/learned-verify-options';
import { ApiError } from '../../errors/api-error';
import { assertReadable } from '../../verify/assert-readable';
import {
  assertCanAfford,
  chargeRealtimeChecks,
  newRealtimeExecution,
  realtimeCheckPrice,
} from '../../verify/charge-realtime-checks';
import { contactVerifierOf } from '../../verify/contact-verifier-of';
import { streamVerdict } from '../../verify/stream-verdict';
import { TokenBuckets } from '../../verify/token-buckets';
import type { AppEnv } from '../app-env';
import { contractRoute } from '../contract-route';
import { respond } from '../validate';

/**
 * The real-time checks' rate limit, per API key and per user, counted in contacts (a batch of 100 is 100 checks), with
 * the `RateLimit-*` headers on every answer; 429 past it.
 */
function takeRateLimit(c: Context<AppEnv>, buckets: TokenBuckets, contacts: number): void {
  const keys = [`user:${c.var.user.id}`, ...(c.var.apiKeyId ? [`key:${c.var.apiKeyId}`] : [])];
  const state = buckets.take(keys, { cost: contacts });
  c.header('RateLimit-Limit', String(state.limit));
  c.header('RateLimit-Remaining', String(state.remaining));
  c.header('RateLimit-Reset', String(state.resetSeconds));
  if (!state.allowed) {
    c.header('Retry-After', String(state.retryAfterSeconds));
    throw new ApiError({
      code: 'rate_limited',
      message: `Too many real-time checks: at most ${buckets.ratePerSecond} contacts a second (bursts of ${buckets.burst}). Try again in ${state.retryAfterSeconds} s.`,
    });
  }
}

/** The contact as the engine reads it: the fields that were given. */
function contactInput(contact: VerifyContact) {
  return Object.fromEntries(
    Object.entries(contact).filter(([, value]) => value !== undefined),
  ) as VerifyContact;
}

/** `/api/verify` routes: real-time checks of one contact or a batch. */
export function verifyRoutes(config: { ratePerSecond: number; burst: number }) {
  const app = new Hono<AppEnv>();
  const buckets = new TokenBuckets(config.ratePerSecond, config.burst);

  // One contact, within `timeoutMs`; 1 credit when a check decided something
  contractRoute(app, 'verify.contact', async (c) => {
    const { timeoutMs, stream, ...contact } = c.req.valid('json');
    takeRateLimit(c, buckets, 1);
    const { services, user } = c.var;
    const verifier = contactVerifierOf(services);
    const analysed = verifier.analyse(contactInput(contact));
    assertReadable([analysed]);
    const price = await realtimeCheckPrice(services);
    await assertCanAfford(services, user.id, 1, price);
    const execution = c.var.idempotentExecution ?? newRealtimeExecution();
    const check = async (onProvisional?: (verdict: ContactVerdict) => void) => {
      const verdict = await verifier.verify(analysed, {
        deadlineMs: timeoutMs,
        ...learnedVerifyOptions(services.database, user.id),
        ...(onProvisional ? { onProvisional } : {}),
      });
      const creditsCharged = await chargeRealtimeChecks(services, user.id, [verdict], price, execution);
      return { ...verdict, creditsCharged };
    };
    if (stream) return streamVerdict(c, check);
    return respond(c, verifyContactResponseSchema, await check());
  });

  // Up to 100 contacts in input order, all within one `timeoutMs`
  contractRoute(app, 'verify.batch', async (c) => {
    const { contacts, timeoutMs } = c.req.valid('json');
    takeRateLimit(c, buckets, contacts.length);
    const { services, user } = c.var;
    const verifier = contactVerifierOf(services);
    const analysed = contacts.map((contact) => verifier.analyse(contactInput(contact)));
    assertReadable(analysed, (index) => `contacts.${index}.`);
    const price = await realtimeCheckPrice(services);
    await assertCanAfford(services, user.id, contacts.length, price);
    const deadline = Date.now() + timeoutMs;
    const learned = learnedVerifyOptions(services.database, user.id);
    const results: ContactVerdict[] = await Promise.all(
      analysed.map((contact) =>
        verifier.verify(contact, {
          deadlineMs: Math.max(0, deadline - Date.now()),
          ...learned,
        }),
      ),
    );
    const execution = c.var.idempotentExecution ?? newRealtimeExecution();
    const creditsCharged = await chargeRealtimeChecks(services, user.id, results, price, execution);
    return respond(c, verifyBatchResponseSchema, { results, creditsCharged });
  });

  return app;
}
