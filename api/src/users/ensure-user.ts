/**
 * The product's `users` row, created the first time a token for that user arrives, from the
 * token's metadata (firstName, lastName, company). Only confirmed accounts get tokens, so this is
 * also where a new account receives its free-trial credits: once per mailbox, a few per client a day.
 * It is also where a deleted account's tokens stop: a Supabase access token stays valid until it expires,
 * so the tombstone row (`deletion_requested_at`) is what refuses it. And it is where an e-mail address changed at the
 * auth server reaches the product (order e-mails, receipts): from the first token issued after the change.
 */
import { TRIAL_CREDITS_VALID_DAYS } from '@leadproof/contract/plans';
import { sql } from 'kysely';
import { InvalidAccessTokenError, type TokenUser } from '../auth/access-token-verifier';
import type { CreditLedger } from '../credits/credit-ledger';
import type { Database } from '../db/database';
import type { Trx } from '../db/trx';
import { canonicalMailbox, deletedMailboxDigest } from './canonical-mailbox';

/** The first key of the transaction lock that makes one client's trial claims take turns (the second: its address). */
const TRIAL_CLIENT_LOCK = 7_350_301;

/** Days the free trial's credits stay spendable (the catalogue's figure, which the pricing page quotes). */
export const TRIAL_VALID_DAYS = TRIAL_CREDITS_VALID_DAYS;

// Users seen live, with the e-mail their row had, and until when that is trusted: spares a query per request, and
// expires so that an account deleted through another process is refused here within `KNOWN_TTL_MS`.
const known = new Map<string, { until: number; email: string }>();
const KNOWN_LIMIT = 10_000;
const KNOWN_TTL_MS = 5_000;

export type EnsureUserDeps = {
  database: Database;
  creditLedger: CreditLedger;
  freeTrialCredits: number;
  trialGrantsPerClientPerDay: number;
};

/**
 * Inserts the user if new and grants the free trial; a no-op for users already seen. `clientIp` is the caller's.
 * Throws `InvalidAccessTokenError` for an account that is deleted or being deleted.
 */
export async function ensureUser(deps: EnsureUserDeps, user: TokenUser, clientIp: string): Promise<void> {
  const seen = known.get(user.id);
  if (seen !== undefined && seen.until > Date.now() && seen.email === user.email) return;
  known.delete(user.id);
  const existing = await deps.database.db
    .selectFrom('users')
    .select(['deletion_requested_at', 'email', 'email_token_issued_at'])
    .where('id', '=', user.id)
    .executeTakeFirst();
  if (existing?.deletion_requested_at) throw new InvalidAccessTokenError('the account has been deleted');
  if (!existing) await insertUser(deps, user, clientIp);
  else if (existing.email !== user.email) await followEmailChange(deps.database, user);
  if (known.size >= KNOWN_LIMIT) known.clear();
  known.set(user.id, { until: Date.now() + KNOWN_TTL_MS, email: user.email });
}

/**
 * Takes the token's e-mail when the token was issued after the one the row's e-mail came from: a changed address
 * arrives with the first newer token, and the old tokens still in use (up to an hour) never put it back.
 */
async function followEmailChange(database: Database, user: TokenUser): Promise<void> {
  if (!user.issuedAt || user.anonymous) return;
  const issuedAt = user.issuedAt;
  await database.db
    .updateTable('users')
    .set({ email: user.email, email_token_issued_at: issuedAt })
    .where('id', '=', user.id)
    .where('deletion_requested_at', 'is', null)
    .where((eb) =>
      eb.or([eb('email_token_issued_at', 'is', null), eb('email_token_issued_at', '<', issuedAt)]),
    )
    .execute();
}

/** Forgets that `userId` was seen live, so this process checks the account again on its next request. */
export function forgetKnownUser(userId: string): void {
  known.delete(userId);
}

async function insertUser(deps: EnsureUserDeps, user: TokenUser, clientIp: string): Promise<void> {
  // One transaction for the row and its trial: a second first request of the new account waits on the row's
  // insert and finds the credits there, instead of seeing the user without them (402 on a first upload).
  await deps.database.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('users')
      .values({
        id: user.id,
        email: user.email,
        first_name: user.firstName ?? null,
        last_name: user.lastName ?? null,
        company: user.company ?? null,
        email_token_issued_at: user.issuedAt ?? null,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted && deps.freeTrialCredits > 0 && (await claimTrial(trx, user, clientIp, deps))) {
      await deps.creditLedger.credit(
        {
          userId: user.id,
          amount: deps.freeTrialCredits,
          reason: 'grant',
          description: 'Free trial credits',
          expiresAt: new Date(Date.now() + TRIAL_VALID_DAYS * 24 * 3600 * 1000),
          idempotencyKey: `trial:${user.id}`,
        },
        trx,
      );
    }
  });
}

/**
 * Records the trial against the user's mailbox; false when that mailbox had one already (another spelling, another
 * account), when the client has had its day's share, or for an anonymous sign-in.
 */
async function claimTrial(
  db: Trx,
  user: TokenUser,
  clientIp: string,
  deps: EnsureUserDeps,
): Promise<boolean> {
  if (user.anonymous) return false;
  // New accounts of one client arriving at once would each count the day's share before any claimed (PostgreSQL,
  // read committed), and all get a trial: they take turns from the count to the commit.
  await sql`select pg_advisory_xact_lock(${TRIAL_CLIENT_LOCK}, hashtext(${clientIp}))`.execute(db);
  const today = await db
    .selectFrom('trial_grants')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('client_ip', '=', clientIp)
    .where('granted_at', '>', new Date(Date.now() - 24 * 3600 * 1000))
    .executeTakeFirstOrThrow();
  if (Number(today.count) >= deps.trialGrantsPerClientPerDay) return false;
  // A deleted account's mailbox is kept as a digest only: signing up again with it gets no second trial.
  const mailbox = canonicalMailbox(user.email);
  const hadTrial = await db
    .selectFrom('trial_grants')
    .select('user_id')
    .where('mailbox', '=', deletedMailboxDigest(mailbox))
    .executeTakeFirst();
  if (hadTrial) return false;
  const claimed = await db
    .insertInto('trial_grants')
    .values({ mailbox, user_id: user.id, client_ip: clientIp })
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return claimed !== undefined;
}
