/** This process's mailbox prober: one per process, so its connection limits, breakers and caches span every batch. */
import { MailboxProber, type MailboxVerdict } from '@leadproof/engine';
import { probeOutage } from '../../metrics/business-metrics';
import type { Services } from '../../services';
import { databaseMailboxCache } from './database-mailbox-cache';

/** What the prober is built of: its settings from the config, the log of its outages, the database it caches in. */
export type MailboxProberDeps = Pick<Services, 'config' | 'logger' | 'database'>;

const probers = new WeakMap<MailboxProberDeps, MailboxProber>();

/** The prober configured by `EMAIL_SMTP_*`; throws when the mailbox check is off. */
export function mailboxProberOf(services: MailboxProberDeps): MailboxProber {
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
    greetingTimeoutMs: probe.greetingTimeoutSeconds * 1000,
    maxPerMx: probe.maxPerMx,
    concurrency: probe.concurrency,
    unansweredPerMinute: probe.unansweredPerMinute,
    allowPrivate: probe.allowPrivate,
    // What an operator sees of the outage breaker: one line when it opens and one when it closes, and a gauge.
    onOutageChange: (change) => {
      probeOutage.set(change.open ? 1 : 0);
      if (change.open) {
        services.logger.warn(
          'mailbox check: outbound port 25 looks blocked; probes are held and asked again later, and the block is re-checked every few seconds',
          { silentHosts: change.silentHosts, silentDomains: change.silentDomains },
        );
      } else services.logger.info('mailbox check: outbound port 25 answers again; probes go on');
    },
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
