/**
 * The mailbox check's verdict cache over the database: a verdict is reused across orders and customers for
 * `EMAIL_SMTP_CACHE_HOURS`. Rows are keyed by the SHA-256 of the address (of the domain for catch-all answers), and
 * the stored reply has the address masked, so the cache alone does not say which addresses were checked.
 */
import { createHash } from 'node:crypto';
import type { MailboxCache, MailboxVerdict } from '@leadproof/engine';
import type { Database } from '../../db/database';

const MASK = '<address>';

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** `reply` with every occurrence of `address` (in any case) replaced by the mask. */
function maskAddress(reply: string, address: string): string {
  const lower = reply.toLowerCase();
  const needle = address.toLowerCase();
  let masked = '';
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    masked += reply.slice(from, at) + MASK;
    from = at + needle.length;
  }
  return masked + reply.slice(from);
}

/** A `MailboxCache` on `database` whose entries live `hours`. */
export function databaseMailboxCache(database: Database, hours: number): MailboxCache {
  const freshSince = () => new Date(Date.now() - hours * 3600_000);
  return {
    async getVerdicts(addresses) {
      const found = new Map<string, MailboxVerdict>();
      if (hours <= 0 || addresses.length === 0) return found;
      const byHash = new Map(addresses.map((address) => [sha256(address), address]));
      const rows = await database.db
        .selectFrom('mailbox_verdict_cache')
        .select(['address_sha256', 'verdict'])
        .where('address_sha256', 'in', [...byHash.keys()])
        .where('checked_at', '>=', freshSince())
        .execute();
      for (const row of rows) {
        const address = byHash.get(row.address_sha256);
        if (!address) continue;
        const verdict = row.verdict as MailboxVerdict;
        found.set(address, { ...verdict, smtp: verdict.smtp.split(MASK).join(address) });
      }
      return found;
    },
    async putVerdicts(verdicts) {
      if (hours <= 0 || verdicts.size === 0) return;
      const rows = [...verdicts].map(([address, verdict]) => ({
        address_sha256: sha256(address),
        verdict: JSON.stringify({ ...verdict, smtp: maskAddress(verdict.smtp, address) }),
        checked_at: verdict.checkedAt,
      }));
      await database.db
        .insertInto('mailbox_verdict_cache')
        .values(rows)
        .onConflict((oc) =>
          oc.column('address_sha256').doUpdateSet((eb) => ({
            verdict: eb.ref('excluded.verdict'),
            checked_at: eb.ref('excluded.checked_at'),
          })),
        )
        .execute();
    },
    async getCatchAll(domain) {
      if (hours <= 0) return undefined;
      const row = await database.db
        .selectFrom('mailbox_domain_cache')
        .select('catch_all')
        .where('domain_sha256', '=', sha256(domain))
        .where('checked_at', '>=', freshSince())
        .executeTakeFirst();
      return row?.catch_all;
    },
    async putCatchAll(domain, catchAll) {
      if (hours <= 0) return;
      await database.db
        .insertInto('mailbox_domain_cache')
        .values({ domain_sha256: sha256(domain), catch_all: catchAll, checked_at: new Date() })
        .onConflict((oc) =>
          oc.column('domain_sha256').doUpdateSet({ catch_all: catchAll, checked_at: new Date() }),
        )
        .execute();
    },
  };
}
