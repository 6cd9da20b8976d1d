/**
 * What the mailbox check's integration tests share: mail domains served by the test DNS server, and the settings
 * that point a product's prober at servers on loopback.
 */
import {
  type ScriptedSmtpServer,
  startScriptedSmtpServer,
} from '@leadproof/engine/testing/scripted-smtp-server';
import type { ZoneEntry } from '@leadproof/engine/testing/zone-dns-server';

/** `domains` mail domains, `d{i}.test`, each with its MX host `mx.d{i}.test` on 127.0.0.1. */
export function testMailZone(domains: number): Record<string, ZoneEntry> {
  const zone: Record<string, ZoneEntry> = {};
  for (let i = 0; i < domains; i++) {
    zone[`d${i}.test`] = { mx: [{ exchange: `mx.d${i}.test`, priority: 10 }] };
    zone[`mx.d${i}.test`] = { a: ['127.0.0.1'] };
  }
  return zone;
}

/**
 * The mailbox check on, asking the servers at `smtpPort` found through the DNS server `dnsServer`
 * (`127.0.0.1:PORT`): private addresses allowed (everything is on loopback), short timeouts, and no verdict cache,
 * so each order asks the servers itself.
 */
export function mailboxProbeEnv(dnsServer: string, smtpPort: number): Record<string, string> {
  return {
    EMAIL_DNS: 'on',
    EMAIL_DNS_SERVERS: dnsServer,
    // The zone server's world is under .test, which is otherwise a special-use name, invalid without DNS.
    EMAIL_TEST_DOMAINS: 'on',
    EMAIL_SMTP_PROBE: 'on',
    EMAIL_SMTP_PORT: String(smtpPort),
    EMAIL_SMTP_ALLOW_PRIVATE: 'on',
    EMAIL_SMTP_HELO: 'probe.leadproof.test',
    EMAIL_SMTP_MAIL_FROM: 'verify@leadproof.test',
    EMAIL_SMTP_TIMEOUT_SECONDS: '5',
    EMAIL_SMTP_CACHE_HOURS: '0',
  };
}

/** Each of `domains` with its MX host `mx.<domain>` on 127.0.0.1, for the test DNS server's zone. */
export function mailDomainsZone(...domains: string[]): Record<string, ZoneEntry> {
  const zone: Record<string, ZoneEntry> = {};
  for (const domain of domains) {
    zone[domain] = { mx: [{ exchange: `mx.${domain}`, priority: 10 }] };
    zone[`mx.${domain}`] = { a: ['127.0.0.1'] };
  }
  return zone;
}

/**
 * A mail server on loopback that is not a catch-all: it refuses the prober's random `lp-check-` address and every
 * `gone@` mailbox, accepts the rest, and answers each RCPT after `rcptDelayMs` (the slow part of a real check).
 */
export function startMailServerWithGoneMailboxes(rcptDelayMs: number): Promise<ScriptedSmtpServer> {
  return startScriptedSmtpServer({
    host: '127.0.0.1',
    port: 0,
    rcptDelayMs,
    rcpt: (address) =>
      address.startsWith('lp-check-') || address.startsWith('gone@')
        ? { code: 550, text: '5.1.1 User unknown' }
        : 'accept',
  });
}
