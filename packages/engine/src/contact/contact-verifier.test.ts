import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSystemMxResolver, type MxRecord, type MxResolver } from '../email/mx-resolver';
import { MailboxProber } from '../mailbox/mailbox-prober';
import {
  type ScriptedReply,
  type ScriptedSmtpServer,
  startScriptedSmtpServer,
} from '../mailbox/testing/scripted-smtp-server';
import { startZoneDnsServer, type ZoneDnsServer } from '../mailbox/testing/zone-dns-server';
import type { ContactVerdict } from './contact-verdict';
import { ContactVerifier } from './contact-verifier';

// Slack for timers and the event loop on a shared 2-core machine: a call must end by its deadline plus this.
const SLACK_MS = 150;

/** A resolver that answers MX for every domain and counts the questions. */
function countingResolver(): MxResolver & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    resolveMx: async (domain): Promise<MxRecord[]> => {
      asked.push(domain);
      return [{ exchange: `mx.${domain}`, priority: 10 }];
    },
  };
}

const hanging: MxResolver = { resolveMx: () => new Promise<MxRecord[]>(() => {}) };

async function timed<T>(work: Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work;
  return { result, ms: performance.now() - started };
}

describe('ContactVerifier', () => {
  it('verifies a contact like a row: standardized values, verdicts and score', async () => {
    const verifier = new ContactVerifier({ resolver: countingResolver() });
    const verdict = await verifier.verify(
      {
        email: ' Jane.Doe@Acme-Widgets.com ',
        phone: '(415) 555-2671 x12',
        firstName: 'JANE',
        lastName: 'doe',
        company: 'acme widgets inc',
        title: 'VP Sales',
        state: 'california',
      },
      { deadlineMs: 2000, defaultCountry: 'United States' },
    );
    expect(verdict).toMatchObject({
      email: {
        normalized: 'jane.doe@acme-widgets.com',
        status: 'valid',
        reasons: [],
        suggestion: '',
        smtp: '',
        mx: '',
        checkedAt: '',
      },
      phone: { e164: '+14155552671', status: 'valid', extension: '12', reason: '' },
      firstName: 'Jane',
      lastName: 'Doe',
      company: 'Acme Widgets Inc.',
      state: 'CA',
      seniority: 'vp',
    });
    expect(verdict.scoreReasons.map((reason) => reason.code)).toContain('email_valid');
  });

  it('answers a special-use domain invalid without asking DNS; .test only when told it is a test world', async () => {
    const resolver = countingResolver();
    const verifier = new ContactVerifier({ resolver });
    for (const email of ['jane@printer.local', 'jane@x.test', 'jane@y.onion', 'jane@a.localhost']) {
      const verdict = await verifier.verify({ email }, { deadlineMs: 2000 });
      expect(verdict.email).toMatchObject({ status: 'invalid', reasons: ['special_use_domain'] });
    }
    expect(resolver.asked).toEqual([]);
    const testWorld = new ContactVerifier({ resolver, testDomains: true });
    expect((await testWorld.verify({ email: 'jane@x.test' }, { deadlineMs: 2000 })).email.status).toBe(
      'valid',
    );
    expect(resolver.asked).toEqual(['x.test']);
  });

  it('gives an empty contact missing verdicts, and needs no network offline', async () => {
    const verifier = new ContactVerifier({ offline: true });
    const empty = await verifier.verify({}, { deadlineMs: 100 });
    expect(empty.email).toMatchObject({ status: 'missing', reasons: [], normalized: '' });
    expect(empty.phone).toEqual({ e164: '', status: 'missing', type: '', reason: '', extension: '' });
    expect(empty.score).toBe(0);
    const offline = await verifier.verify({ email: 'a@acme.com' }, { deadlineMs: 100 });
    expect(offline.email).toMatchObject({ status: 'unknown', reasons: ['dns_unavailable'] });
  });

  it('answers unknown/timeout by the deadline when DNS hangs, keeping what the offline checks knew', async () => {
    const verifier = new ContactVerifier({ resolver: hanging });
    const { result, ms } = await timed(
      verifier.verify({ email: 'jane@acme.com', phone: '+1 415 555 2671' }, { deadlineMs: 200 }),
    );
    expect(ms).toBeLessThan(200 + SLACK_MS);
    expect(result.email).toMatchObject({ status: 'unknown', reasons: ['timeout'] });
    expect(result.phone.status).toBe('valid');
    expect(result.scoreReasons.map((reason) => reason.code)).toContain('email_unverified');
    // A throwaway domain stays risky: the deadline only leaves the domain unchecked.
    const disposable = await verifier.verify({ email: 'x@mailinator.com' }, { deadlineMs: 50 });
    expect(disposable.email).toMatchObject({ status: 'risky', reasons: ['disposable', 'timeout'] });
  });

  it('tells a DNS failure (dns_unavailable) from a deadline (timeout)', async () => {
    const failing: MxResolver = {
      resolveMx: () => Promise.reject(Object.assign(new Error('SERVFAIL'), { code: 'ESERVFAIL' })),
    };
    const verdict = await new ContactVerifier({ resolver: failing }).verify(
      { email: 'jane@acme.com' },
      { deadlineMs: 1000 },
    );
    expect(verdict.email).toMatchObject({ status: 'unknown', reasons: ['dns_unavailable'] });
  });

  it('reuses DNS answers across calls within dnsCacheMs, and asks again without a cache', async () => {
    const resolver = countingResolver();
    const verifier = new ContactVerifier({ resolver });
    await verifier.verify({ email: 'a@acme.com' }, { deadlineMs: 1000 });
    await verifier.verify({ email: 'b@ACME.com' }, { deadlineMs: 1000 });
    await verifier.verify({ email: 'c@other.com' }, { deadlineMs: 1000 });
    expect(resolver.asked).toEqual(['acme.com', 'other.com']);
    const uncached = countingResolver();
    const cold = new ContactVerifier({ resolver: uncached, dnsCacheMs: 0 });
    await cold.verify({ email: 'a@acme.com' }, { deadlineMs: 1000 });
    await cold.verify({ email: 'b@acme.com' }, { deadlineMs: 1000 });
    expect(uncached.asked).toEqual(['acme.com', 'acme.com']);
  });

  it('verifies a contact it analysed as it verifies the contact, and reads it again for another country', async () => {
    const resolver = countingResolver();
    const verifier = new ContactVerifier({ resolver });
    const contact = { email: 'jane@acme.com', phone: '415 555 2671' };
    const analysed = verifier.analyse(contact);
    expect(analysed.readability).toEqual(verifier.readability(contact));
    expect(analysed.readability).toEqual({ email: 'readable', phone: 'no_country' });
    const direct = await verifier.verify(contact, { deadlineMs: 1000 });
    expect(await verifier.verify(analysed, { deadlineMs: 1000 })).toEqual(direct);
    expect(await verifier.verify(analysed, { deadlineMs: 1000, defaultCountry: 'US' })).toEqual(
      await verifier.verify(contact, { deadlineMs: 1000, defaultCountry: 'US' }),
    );
    expect(direct.phone).not.toEqual(
      (await verifier.verify(analysed, { deadlineMs: 1000, defaultCountry: 'US' })).phone,
    );
  });

  it('lets a DNS answer that came too late for one call serve the next', async () => {
    let answer: (records: MxRecord[]) => void = () => {};
    const slow: MxResolver = { resolveMx: () => new Promise<MxRecord[]>((resolve) => (answer = resolve)) };
    const verifier = new ContactVerifier({ resolver: slow });
    const late = await verifier.verify({ email: 'a@slow-dns.com' }, { deadlineMs: 50 });
    expect(late.email.reasons).toEqual(['timeout']);
    answer([{ exchange: 'mx.slow-dns.com', priority: 10 }]);
    const next = await verifier.verify({ email: 'b@slow-dns.com' }, { deadlineMs: 50 });
    expect(next.email).toMatchObject({ status: 'valid', reasons: [] });
  });
});

describe('ContactVerifier with the mailbox check', () => {
  let dns: ZoneDnsServer;
  const servers: ScriptedSmtpServer[] = [];
  let prober: MailboxProber;

  const rcpt = (address: string): ScriptedReply =>
    address.startsWith('lp-check-') || address.startsWith('gone@')
      ? { code: 550, text: '5.1.1 User unknown' }
      : 'accept';

  beforeAll(async () => {
    const fast = await startScriptedSmtpServer({ host: '127.0.0.31', port: 0, rcpt });
    servers.push(fast);
    // The prober dials one port everywhere: the slow host shares it on another loopback address.
    servers.push(
      await startScriptedSmtpServer({ host: '127.0.0.32', port: fast.port, greetingDelayMs: 3000, rcpt }),
    );
    dns = await startZoneDnsServer({
      'fast.test': { mx: [{ exchange: 'mx.fast.test', priority: 10 }] },
      'mx.fast.test': { a: ['127.0.0.31'] },
      'slow.test': { mx: [{ exchange: 'mx.slow.test', priority: 10 }] },
      'mx.slow.test': { a: ['127.0.0.32'] },
    });
    prober = new MailboxProber({
      helo: 'probe.leadproof.test',
      mailFrom: 'bounce@leadproof.test',
      port: fast.port,
      dnsServers: [dns.server],
      allowPrivate: true,
      timeoutMs: 2000,
      greetingTimeoutMs: 5000,
    });
  });

  afterAll(async () => {
    await prober.close();
    await Promise.all(servers.map((server) => server.close()));
    await dns.close();
  });

  const verifier = () =>
    new ContactVerifier({ resolver: createSystemMxResolver(1000, [dns.server]), prober, testDomains: true });

  it('fills the evidence of an accepted mailbox', async () => {
    const verdict = await verifier().verify({ email: 'jane@fast.test' }, { deadlineMs: 3000 });
    expect(verdict.email).toMatchObject({ status: 'valid', reasons: [], mx: 'mx.fast.test' });
    expect(verdict.email.smtp).toMatch(/^250/);
    expect(Date.parse(verdict.email.checkedAt)).not.toBeNaN();
  });

  it('scores a refused mailbox with its final verdict', async () => {
    const v = verifier();
    const accepted = await v.verify({ email: 'jane@fast.test', firstName: 'Jane' }, { deadlineMs: 3000 });
    const refused = await v.verify({ email: 'gone@fast.test', firstName: 'Jane' }, { deadlineMs: 3000 });
    expect(refused.email).toMatchObject({ status: 'invalid', reasons: ['mailbox_not_found'] });
    expect(refused.email.smtp).toMatch(/^550/);
    expect(refused.scoreReasons.map((reason) => reason.code)).not.toContain('email_valid');
    expect(refused.score).toBe(accepted.score - 35);
  });

  it('answers unknown/timeout by the deadline when the greeting is slow', async () => {
    const { result, ms } = await timed(verifier().verify({ email: 'jane@slow.test' }, { deadlineMs: 500 }));
    expect(ms).toBeLessThan(500 + SLACK_MS);
    expect(result.email).toEqual({
      normalized: 'jane@slow.test',
      status: 'unknown',
      reasons: ['timeout'],
      suggestion: '',
      smtp: '',
      mx: '',
      checkedAt: '',
    });
  });

  it('does not probe an address DNS already found invalid, nor offline', async () => {
    const before = servers[0]!.stats.connections;
    const noMx = await verifier().verify({ email: 'jane@nowhere.test' }, { deadlineMs: 2000 });
    expect(noMx.email).toMatchObject({ status: 'invalid', reasons: ['no_mx'], smtp: '' });
    const offline = await new ContactVerifier({ offline: true, prober, testDomains: true }).verify(
      { email: 'jane@fast.test' },
      { deadlineMs: 2000 },
    );
    expect(offline.email).toMatchObject({ status: 'unknown', reasons: ['dns_unavailable'], smtp: '' });
    expect(servers[0]!.stats.connections).toBe(before);
  });

  it('hands over the offline and DNS verdict before the mailbox check, then answers with the final one', async () => {
    const provisional: Array<{ verdict: ContactVerdict; at: number }> = [];
    const started = performance.now();
    const verdict = await verifier().verify(
      { email: 'gone@fast.test', firstName: 'Jane' },
      {
        deadlineMs: 3000,
        onProvisional: (early) => provisional.push({ verdict: early, at: performance.now() }),
      },
    );
    expect(provisional).toHaveLength(1);
    // Before the mail server answered: what DNS and the offline checks knew, no evidence yet.
    expect(provisional[0]?.verdict.email).toMatchObject({ status: 'valid', reasons: [], smtp: '', mx: '' });
    expect(verdict.email).toMatchObject({ status: 'invalid', reasons: ['mailbox_not_found'] });
    expect(provisional[0]!.at - started).toBeLessThan(performance.now() - started);
  });

  it('hands over nothing early when no mailbox check follows (an invalid domain, offline, a phone)', async () => {
    const calls: ContactVerdict[] = [];
    const onProvisional = (early: ContactVerdict) => calls.push(early);
    await verifier().verify({ email: 'jane@nowhere.test' }, { deadlineMs: 2000, onProvisional });
    await new ContactVerifier({ offline: true, prober }).verify(
      { email: 'jane@fast.test' },
      { deadlineMs: 2000, onProvisional },
    );
    await verifier().verify({ phone: '+1 415 555 2671' }, { deadlineMs: 2000, onProvisional });
    expect(calls).toEqual([]);
  });
});

describe('ContactVerifier.readability', () => {
  const verifier = new ContactVerifier({ offline: true });

  it('says which given fields a check cannot read at all', () => {
    expect(verifier.readability({ email: 'asdf!!@@' })).toEqual({ email: 'not_an_address', phone: 'absent' });
    expect(verifier.readability({ phone: 'asdf' })).toEqual({ email: 'absent', phone: 'not_a_number' });
    expect(verifier.readability({ phone: '415 555 2671' })).toEqual({ email: 'absent', phone: 'no_country' });
  });

  it('reads an address or a number that a check can decide about, even when the verdict will be invalid', () => {
    expect(verifier.readability({ email: 'jane@gmial.com' }).email).toBe('readable');
    expect(verifier.readability({ phone: '+1 415 555 2671' }).phone).toBe('readable');
    expect(verifier.readability({ phone: '+1 555 01' }).phone).toBe('readable');
    // A national number reads in the contact's country, or in the call's default one.
    expect(verifier.readability({ phone: '415 555 2671', country: 'US' }).phone).toBe('readable');
    expect(verifier.readability({ phone: '020 7946 0958' }, { defaultCountry: 'GB' }).phone).toBe('readable');
  });
});
