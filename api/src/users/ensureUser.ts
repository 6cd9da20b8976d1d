/**
 * The product's `users` row, created the first time a token for that user arrives, from the
 * token's metadata (firstName, lastName, company). Only confirmed accounts get tokens, so this is
 * also where a new account receives its free-trial credits: once per mailbox, a few per client a day.
 */
import type { TokenUser } from '../auth/accessTokenVerifier';
import type { CreditLedger } from '../credits/creditLedger';
import type { Database } from '../db/database';
import { canonicalMailbox } from './canonicalMailbox';

export const TRIAL_VALID_DAYS = 30;

// Only spares repeated inserts; losing it (restart, another process) costs one no-op insert.
const known = new Set<string>();
const KNOWN_LIMIT = 10_000;

export type EnsureUserDeps = {
  database: Database;
  creditLedger: CreditLedger;
  freeTrialCredits: number;
  trialGrantsPerClientPerDay: number;
};

/** Inserts the user if new and grants the free trial; a no-op for users already seen. `clientIp` is the caller's. */
export async function ensureUser(deps: EnsureUserDeps, user: TokenUser, clientIp: string): Promise<void> {
  if (known.has(user.id)) return;
  const inserted = await deps.database.db
    .insertInto('users')
    .values({
      id: user.id,
      email: user.email,
      first_name: user.firstName ?? null,
      last_name: user.lastName ?? null,
      company: user.company ?? null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted && deps.freeTrialCredits > 0 && (await claimTrial(deps, user, clientIp))) {
    // The idempotency key makes the trial once-only even if two first requests race.
    await deps.creditLedger.credit({
      userId: user.id,
      amount: deps.freeTrialCredits,
      reason: 'grant',
      description: 'Free trial credits',
      expiresAt: new Date(Date.now() + TRIAL_VALID_DAYS * 24 * 3600 * 1000),
      idempotencyKey: `trial:${user.id}`,
    });
  }
  if (known.size >= KNOWN_LIMIT) known.clear();
  known.add(user.id);
}

/**
 * Records the trial against the user's mailbox; false when that mailbox had one already (another spelling, another
 * account), when the client has had its day's share, or for an anonymous sign-in.
 */
async function claimTrial(deps: EnsureUserDeps, user: TokenUser, clientIp: string): Promise<boolean> {
  if (user.anonymous) return false;
  const { db } = deps.database;
  const today = await db
    .selectFrom('trial_grants')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('client_ip', '=', clientIp)
    .where('granted_at', '>', new Date(Date.now() - 24 * 3600 * 1000))
    .executeTakeFirstOrThrow();
  if (Number(today.count) >= deps.trialGrantsPerClientPerDay) return false;
  const claimed = await db
    .insertInto('trial_grants')
    .values({ mailbox: canonicalMailbox(user.email), user_id: user.id, client_ip: clientIp })
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return claimed !== undefined;
}
