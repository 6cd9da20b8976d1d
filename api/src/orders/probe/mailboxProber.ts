/** This process's mailbox prober: one per process, so its connection limits, breakers and caches span every batch. */
import { MailboxProber, type MailboxVerdict } from '@leadproof/engine';
import type { Services } from '../../services';
import { databaseMailboxCache } from './databaseMailboxCache';

const probers = new WeakMap<Services, MailboxProber>();

/** The prober configured by `EMAIL_SMTP_*`; throws when the mailbox check is off. */
export function mailboxProberOf(services: Services): MailboxProber {
  let prober = probers.get(services);
  if (prober) return prober;
  const probe = services.config.mailboxProbe;
  if (!probe)
    throw new Error('The mailbox check is off (EMAIL_SMTP_PROBE): no probe should have been planned.');
  prober = new MailboxProber({
    helo: probe.helo,
    mailFrom: probe.mailFrom,
    port: probe.port,
    timeoutMs: probe.timeoutSeconds * 1000,
    // Slow greetings are common: a server is given at least 30 seconds to say hello.
    greetingTimeoutMs: Math.max(30_000, probe.timeoutSeconds * 1000),
    maxPerMx: probe.maxPerMx,
    concurrency: probe.concurrency,
    allowPrivate: probe.allowPrivate,
    dnsServers: services.config.emailDnsServers,
    ...(probe.socksProxy ? { socksProxy: probe.socksProxy } : {}),
    cache: databaseMailboxCache(services.database, probe.cacheHours),
  });
  probers.set(services, prober);
  return prober;
}

/** The verdict of an address that was not asked: `why` is the evidence the results show. */
export function unprobedVerdict(why: string): MailboxVerdict {
  return {
    status: 'unknown',
    reason: 'smtp_unavailable',
    smtp: `not probed: ${why}`,
    mx: '',
    checkedAt: new Date().toISOString(),
    retry: false,
  };
}
