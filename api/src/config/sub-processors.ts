/**
 * Which outside providers (sub-processors, in the privacy policy's words) this deployment hands personal data to,
 * from its configuration: the privacy page marks them "in use here" from `/config.json`, so the policy a visitor
 * reads is the service's own, not a list of everything the software could use.
 */
import type { Config } from './config';

/** The providers the software can be configured with; the privacy page describes each. */
export const subProcessorIds = [
  'stripe',
  'supabase-auth',
  'supabase-storage',
  'supabase-database',
  'email-relay',
  'mailbox-egress',
] as const;

/** One of `subProcessorIds`. */
export type SubProcessorId = (typeof subProcessorIds)[number];

/** Whether a PostgreSQL URL points at a Supabase project (direct host or its pooler). */
function isSupabaseDatabase(url: string): boolean {
  try {
    return /(^|\.)supabase\.(co|com)$/i.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** The providers `config` sends personal data to, in `subProcessorIds` order. */
export function subProcessorsInUse(config: Config): SubProcessorId[] {
  const inUse: Record<SubProcessorId, boolean> = {
    stripe: config.billing.provider === 'stripe',
    'supabase-auth': config.auth.provider === 'supabase',
    'supabase-storage': config.storage.provider === 'supabase',
    'supabase-database': config.database.driver === 'postgres' && isSupabaseDatabase(config.database.url),
    'email-relay': config.mail.smtpUrl !== undefined,
    'mailbox-egress': config.mailboxProbe?.socksProxy !== undefined,
  };
  return subProcessorIds.filter((id) => inUse[id]);
}
