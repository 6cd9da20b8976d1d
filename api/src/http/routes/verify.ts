import {
  type ContactVerdict,
  type VerifyContact,
  verifyBatchBodySchema,
  verifyBatchResponseSchema,
  verifyContactBodySchema,
  verifyContactResponseSchema,
} from '@leadproof/contract/verify';
import { type Context, Hono } from 'hono';
import { learnedVerifyOptions } from '../../bounces/learnedVerifyOptions';
import { ApiError } from '../../errors/apiError';
import { assertReadable } from '../../verify/assertReadable';
import {
  assertCanAfford,
  chargeRealtimeChecks,
  newRealtimeExecution,
  realtimeCheckPrice,
} from '../../verify/chargeRealtimeChecks';
import { contactVerifierOf } from '../../verify/contactVerifierOf';
import { streamVerdict } from '../../verify/streamVerdict';
import { TokenBuckets } from '../../verify/tokenBuckets';
import type { AppEnv } from '../appEnv';
import { parseJsonBody, respond } from '../validate';

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

  // POST /api/verify – one contact, within `timeoutMs`; 1 credit when a check decided something
  app.post('/', async (c) => {
    const { timeoutMs, stream, ...contact } = await parseJsonBody(c, verifyContactBodySchema);
    takeRateLimit(c, buckets, 1);
    const { services, user } = c.var;
    assertReadable(contactVerifierOf(services), [contactInput(contact)]);
    const price = await realtimeCheckPrice(services);
    await assertCanAfford(services, user.id, 1, price);
    const execution = c.var.idempotentExecution ?? newRealtimeExecution();
    const check = async (onProvisional?: (verdict: ContactVerdict) => void) => {
      const verdict = await contactVerifierOf(services).verify(contactInput(contact), {
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

  // POST /api/verify/batch – up to 100 contacts in input order, all within one `timeoutMs`
  app.post('/batch', async (c) => {
    const { contacts, timeoutMs } = await parseJsonBody(c, verifyBatchBodySchema);
    takeRateLimit(c, buckets, contacts.length);
    const { services, user } = c.var;
    assertReadable(contactVerifierOf(services), contacts.map(contactInput), (index) => `contacts.${index}.`);
    const price = await realtimeCheckPrice(services);
    await assertCanAfford(services, user.id, contacts.length, price);
    const verifier = contactVerifierOf(services);
    const deadline = Date.now() + timeoutMs;
    const learned = learnedVerifyOptions(services.database, user.id);
    const results: ContactVerdict[] = await Promise.all(
      contacts.map((contact) =>
        verifier.verify(contactInput(contact), {
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
