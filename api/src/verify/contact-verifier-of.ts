/**
 * This process's contact verifier: created once, so the engine's per-row analysis stays warm (phone metadata, the
 * domain lists, memoized answers) and a real-time call costs one row's work, never a worker thread.
 */
import { ContactVerifier } from '@leadproof/engine';
import { engineEmailOptions } from '../config/engine-email-options';
import { type MailboxProberDeps, mailboxProberOf } from '../orders/probe/mailbox-prober';
import type { Services } from '../services';

/** What the verifier is built of: its settings from the config, and the mailbox prober's. */
export type ContactVerifierDeps = MailboxProberDeps & Pick<Services, 'config'>;

const verifiers = new WeakMap<ContactVerifierDeps, ContactVerifier>();

/** The verifier configured like the bulk path: DNS (`EMAIL_DNS`, `EMAIL_DNS_SERVERS`) and the mailbox check. */
export function contactVerifierOf(services: ContactVerifierDeps): ContactVerifier {
  let verifier = verifiers.get(services);
  if (verifier) return verifier;
  const { config } = services;
  verifier = new ContactVerifier({
    ...engineEmailOptions(config),
    // The same prober (and verdict cache) as the probe workers: a repeat within the cache's hours asks nobody.
    ...(config.mailboxProbe ? { prober: mailboxProberOf(services) } : {}),
  });
  verifiers.set(services, verifier);
  return verifier;
}
