import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxCache } from './mailbox-cache';
import { MailboxProber, type MailboxProberOptions } from './mailbox-prober';
import type { MailboxVerdict } from './mailbox-verdict';
import { type RawSmtpServer, startRawSmtpServer } from './testing/raw-smtp-server';
import {
  type ScriptedReply,
  type ScriptedSmtpServer,
  startScriptedSmtpServer,
} from './testing/scripted-smtp-server';
import { type Socks5Server, startSocks5Server } from './testing/socks5-server';
import { startZoneDnsServer, type ZoneDnsServer, type ZoneEntry } from './testing/zone-dns-server';

// Every server listens on loopback: several "MX hosts" are several 127.0.0.x addresses sharing one port, since the
// prober dials one port everywhere.
const MAX_PER_MX = 3;

/** The main server's answers, by local part. */
function mainScript(address: string, attempt: number): ScriptedReply {
  const local = address.slice(0, address.indexOf('@'));
  if (local.startsWith('lp-check-')) return { code: 550, text: '5.1.1 User unknown' };
  const replies: Record<string, ScriptedReply> = {
    unknown: { code: 550, text: '5.1.1 User unknown' },
    bare550: { code: 550, text: 'Mailbox unavailable' },
    nosuch: { code: 553, text: '5.1.3 No such user here' },
    ten: { code: 550, text: '5.1.10 RecipientNotFound' },
    disabled: { code: 550, text: '5.2.1 Mailbox disabled' },
    full: { code: 552, text: '5.2.2 Mailbox full' },
    full4: { code: 452, text: '4.2.2 Over quota, try later' },
    blocked: { code: 550, text: '5.7.1 Service unavailable; client host blocked using Spamhaus' },
    listed: { code: 554, text: 'Rejected: your IP is on a blocklist' },
    reset: 'reset',
    mid421: { code: 421, text: '4.7.0 Too many errors, closing' },
  };
  if (local.startsWith('grey'))
    return attempt === 1 ? { code: 451, text: '4.7.1 Greylisted, try again later' } : 'accept';
  return replies[local] ?? 'accept';
}

const acceptButCheck = (address: string): ScriptedReply =>
  address.startsWith('lp-check-') ? { code: 550, text: '5.1.1 User unknown' } : 'accept';

let dns: ZoneDnsServer;
let port: number;
const servers: ScriptedSmtpServer[] = [];
let multi: RawSmtpServer;
let socks: Socks5Server;
const probers: MailboxProber[] = [];
const byName: Record<string, ScriptedSmtpServer> = {};

function prober(options: Partial<MailboxProberOptions> = {}): MailboxProber {
  const created = new MailboxProber({
    helo: 'probe.leadproof.test',
    mailFrom: 'bounce@leadproof.test',
    port,
    dnsServers: [dns.server],
    allowPrivate: true,
    timeoutMs: 1000,
    greetingTimeoutMs: 1000,
    maxPerMx: MAX_PER_MX,
    ...options,
  });
  probers.push(created);
  return created;
}

const mx = (exchange: string, priority = 10) => ({ exchange, priority });

beforeAll(async () => {
  const first = await startScriptedSmtpServer({ host: '127.0.0.2', port: 0, rcpt: mainScript });
  port = first.port;
  byName.main = first;
  servers.push(first);
  const more: Array<[string, Parameters<typeof startScriptedSmtpServer>[0]]> = [
    [
      'catchall',
      {
        host: '127.0.0.3',
        port,
        rcpt: (a) => (a.startsWith('gone@') ? { code: 550, text: '5.1.1 No such user' } : 'accept'),
      },
    ],
    ['tls', { host: '127.0.0.4', port, starttls: true, rcpt: acceptButCheck }],
    ['helo', { host: '127.0.0.5', port, ehlo: false, rcpt: acceptButCheck }],
    ['refuse', { host: '127.0.0.6', port, refuseConnect: { code: 421, text: '4.3.2 Too busy, try later' } }],
    ['backup', { host: '127.0.0.7', port, rcpt: acceptButCheck }],
    ['slow', { host: '127.0.0.8', port, greetingDelayMs: 300, rcpt: acceptButCheck }],
    ['shared', { host: '127.0.0.11', port, greetingDelayMs: 20, rcpt: acceptButCheck }],
    ['sleepy', { host: '127.0.0.12', port, greetingDelayMs: 3000 }],
    [
      'mailblock',
      {
        host: '127.0.0.13',
        port,
        mailFrom: () => ({ code: 550, text: '5.7.1 Sender rejected: poor reputation' }),
      },
    ],
  ];
  for (const [name, options] of more) {
    byName[name] = await startScriptedSmtpServer(options);
    servers.push(byName[name]!);
  }
  multi = await startRawSmtpServer({
    host: '127.0.0.9',
    port,
    greeting: '220-mx.multi.test ESMTP\n220-Unsolicited bulk mail is not welcome here\n220 Ready',
    answer: (line) => {
      if (/^EHLO/i.test(line)) return '250-mx.multi.test\n250-PIPELINING\n250 8BITMIME';
      if (/^RCPT TO:<ghost@/i.test(line)) {
        return [
          '550-5.1.1 The email account that you tried to reach does not exist. Please try',
          "550-5.1.1 double-checking the recipient's email address for typos or",
          '550 5.1.1 unnecessary spaces. Learn more at https://support.example/mail',
        ].join('\n');
      }
      if (/^RCPT TO:<lp-check-/i.test(line)) return '550 5.1.1 No such user';
      return '250 2.0.0 OK';
    },
  });
  socks = await startSocks5Server();
  const zone: Record<string, ZoneEntry> = {
    'main.test': { mx: [mx('mx.main.test')] },
    'reset.test': { mx: [mx('mx.main.test')] },
    'mid421.test': { mx: [mx('mx.main.test', 10), mx('mx-b.fallback.test', 20)] },
    'mx.main.test': { a: ['127.0.0.2'] },
    'catchall.test': { mx: [mx('mx.catchall.test')] },
    'mx.catchall.test': { a: ['127.0.0.3'] },
    'tls.test': { mx: [mx('mx.tls.test')] },
    'mx.tls.test': { a: ['127.0.0.4'] },
    'helo.test': { mx: [mx('mx.helo.test')] },
    'mx.helo.test': { a: ['127.0.0.5'] },
    // Listed backup first: the prober must sort by preference.
    'fallback.test': { mx: [mx('mx-b.fallback.test', 20), mx('mx-a.fallback.test', 10)] },
    'mx-a.fallback.test': { a: ['127.0.0.6'] },
    'mx-b.fallback.test': { a: ['127.0.0.7'] },
    'slow.test': { mx: [mx('mx.slow.test')] },
    'mx.slow.test': { a: ['127.0.0.8'] },
    'multi.test': { mx: [mx('mx.multi.test')] },
    'mx.multi.test': { a: ['127.0.0.9'] },
    'sleepy.test': { mx: [mx('mx.sleepy.test')] },
    'mx.sleepy.test': { a: ['127.0.0.12'] },
    'mailblock.test': { mx: [mx('mx.mailblock.test')] },
    'mx.mailblock.test': { a: ['127.0.0.13'] },
    'implicit.test': { a: ['127.0.0.7'] },
    'nullmx.test': { mx: [mx('', 0)] },
    'servfail.test': { servfail: true },
    'mx.shared.test': { a: ['127.0.0.11'] },
    'mx.dead.test': { a: ['127.0.0.10'] },
    'twoip.test': { mx: [mx('mx.twoip.test')] },
    'mx.twoip.test': { a: ['127.0.0.10', '127.0.0.7'] },
    'mx.v6.test': { aaaa: ['::1'] },
    'v6.test': { mx: [mx('mx.v6.test')] },
  };
  for (let i = 0; i < 20; i++) zone[`shared${i}.test`] = { mx: [mx('mx.shared.test')] };
  for (let i = 0; i < 5; i++) zone[`dead${i}.test`] = { mx: [mx('mx.dead.test')] };
  for (let i = 0; i < 30; i++) {
    zone[`out${i}.test`] = { mx: [mx(`mx${i}.out.test`)] };
    zone[`mx${i}.out.test`] = { a: ['127.0.0.1'] };
  }
  dns = await startZoneDnsServer(zone);
});

// Idle pooled connections go at the end of each test, so the per-server count of open connections is per test.
afterEach(async () => {
  await Promise.all(probers.splice(0).map((created) => created.close()));
});

afterAll(async () => {
  // The one rule no test may break: a probe never sends DATA, and never opens more than maxPerMx at once.
  for (const server of servers) {
    expect(server.stats.dataAttempts).toBe(0);
    expect(server.stats.maxConcurrent).toBeLessThanOrEqual(MAX_PER_MX);
  }
  expect(multi.commands.some((line) => /^(DATA|BDAT)\b/i.test(line))).toBe(false);
  await Promise.all([...servers.map((server) => server.close()), multi.close(), socks.close(), dns.close()]);
});

describe('MailboxProber verdicts', () => {
  it('classifies every reply of the verdicts table, one connection for the domain', async () => {
    const p = prober();
    const locals = [
      'valid',
      'unknown',
      'bare550',
      'nosuch',
      'ten',
      'disabled',
      'full',
      'full4',
      'blocked',
      'listed',
    ];
    const before = byName.main!.stats.connections;
    const verdicts = await p.probeAll(locals.map((local) => `${local}@main.test`));
    const pick = (local: string) => {
      const { status, reason, retry } = verdicts.get(`${local}@main.test`)!;
      return { status, reason, retry };
    };
    expect(pick('valid')).toEqual({ status: 'valid', reason: undefined, retry: false });
    expect(pick('unknown')).toEqual({ status: 'invalid', reason: 'mailbox_not_found', retry: false });
    expect(pick('bare550')).toEqual({ status: 'invalid', reason: 'mailbox_not_found', retry: false });
    expect(pick('nosuch')).toEqual({ status: 'invalid', reason: 'mailbox_not_found', retry: false });
    expect(pick('ten')).toEqual({ status: 'invalid', reason: 'mailbox_not_found', retry: false });
    expect(pick('disabled')).toEqual({ status: 'invalid', reason: 'mailbox_disabled', retry: false });
    expect(pick('full')).toEqual({ status: 'risky', reason: 'mailbox_full', retry: false });
    expect(pick('full4')).toEqual({ status: 'risky', reason: 'mailbox_full', retry: true });
    expect(pick('blocked')).toEqual({ status: 'unknown', reason: 'smtp_blocked', retry: false });
    expect(pick('listed')).toEqual({ status: 'unknown', reason: 'smtp_blocked', retry: false });
    const unknown = verdicts.get('unknown@main.test')!;
    expect(unknown.smtp).toBe('550 5.1.1 User unknown');
    expect(unknown.mx).toBe('mx.main.test');
    expect(Number.isNaN(Date.parse(unknown.checkedAt))).toBe(false);
    expect(byName.main!.stats.connections - before).toBe(1);
    // The catch-all check plus one RCPT per address.
    expect(p.stats.rcpts).toBe(locals.length + 1);
    expect(byName.main!.stats.commands.some((line) => line.startsWith('EHLO probe.leadproof.test'))).toBe(
      true,
    );
  });

  it('marks accepted addresses of a catch-all domain risky, keeps refusals invalid', async () => {
    const p = prober();
    const verdicts = await p.probeAll(['anyone@catchall.test', 'gone@catchall.test']);
    expect(verdicts.get('anyone@catchall.test')).toMatchObject({
      status: 'risky',
      reason: 'catch_all',
      retry: false,
    });
    expect(verdicts.get('gone@catchall.test')).toMatchObject({
      status: 'invalid',
      reason: 'mailbox_not_found',
    });
    expect(
      byName.catchall!.stats.rcpts.some((address) => /^lp-check-[0-9a-f]{16}@catchall\.test$/.test(address)),
    ).toBe(true);
    // Known for the prober's lifetime: no second check.
    const checks = () =>
      byName.catchall!.stats.rcpts.filter((address) => address.startsWith('lp-check-')).length;
    const before = checks();
    await p.probeAll(['other@catchall.test']);
    expect(checks()).toBe(before);
  });

  it('parses multi-line greetings and replies into one evidence line', async () => {
    const verdicts = await prober().probeAll(['ghost@multi.test', 'here@multi.test']);
    const ghost = verdicts.get('ghost@multi.test')!;
    expect(ghost).toMatchObject({ status: 'invalid', reason: 'mailbox_not_found', mx: 'mx.multi.test' });
    expect(
      ghost.smtp.startsWith(
        '550 5.1.1 The email account that you tried to reach does not exist. Please try double',
      ),
    ).toBe(true);
    expect(ghost.smtp.length).toBeLessThanOrEqual('550 5.1.1 '.length + 120);
    expect(verdicts.get('here@multi.test')).toMatchObject({ status: 'valid' });
  });

  it('falls back to HELO when EHLO is refused', async () => {
    const verdicts = await prober().probeAll(['someone@helo.test']);
    expect(verdicts.get('someone@helo.test')).toMatchObject({ status: 'valid' });
    expect(byName.helo!.stats.commands.some((line) => line.startsWith('HELO probe.leadproof.test'))).toBe(
      true,
    );
  });

  it('upgrades with STARTTLS despite a self-signed certificate and says EHLO again', async () => {
    const verdicts = await prober().probeAll(['someone@tls.test']);
    expect(verdicts.get('someone@tls.test')).toMatchObject({ status: 'valid', mx: 'mx.tls.test' });
    expect(byName.tls!.stats.secureSessions).toBe(1);
    const commands = byName.tls!.stats.commands;
    expect(commands.filter((line) => line.startsWith('EHLO')).length).toBe(2);
    expect(commands).toContain('STARTTLS');
  });

  it('answers greylisted with retry, and accepts on a later probe', async () => {
    const p = prober();
    const first = await p.probeAll(['grey@main.test']);
    expect(first.get('grey@main.test')).toMatchObject({
      status: 'unknown',
      reason: 'greylisted',
      retry: true,
      smtp: '451 4.7.1 Greylisted, try again later',
    });
    const second = await p.probeAll(['grey@main.test']);
    expect(second.get('grey@main.test')).toMatchObject({ status: 'valid', retry: false });
  });

  it('answers smtp_blocked for every recipient when MAIL FROM is refused for policy', async () => {
    const verdicts = await prober().probeAll(['a@mailblock.test', 'b@mailblock.test']);
    for (const address of ['a@mailblock.test', 'b@mailblock.test']) {
      expect(verdicts.get(address)).toMatchObject({
        status: 'unknown',
        reason: 'smtp_blocked',
        retry: false,
        smtp: '550 5.7.1 Sender rejected: poor reputation',
      });
    }
  });

  it('gives the recipients of a connection reset mid-session unknown/smtp_unavailable with retry', async () => {
    const verdicts = await prober().probeAll(['valid@reset.test', 'reset@reset.test', 'after@reset.test']);
    expect(verdicts.get('valid@reset.test')).toMatchObject({ status: 'valid' });
    for (const address of ['reset@reset.test', 'after@reset.test']) {
      expect(verdicts.get(address)).toMatchObject({
        status: 'unknown',
        reason: 'smtp_unavailable',
        retry: true,
      });
    }
  });
});

describe('MailboxProber MX hosts and DNS', () => {
  it('tries MX hosts by preference and moves on after a 421 greeting', async () => {
    const verdicts = await prober().probeAll(['someone@fallback.test']);
    expect(verdicts.get('someone@fallback.test')).toMatchObject({
      status: 'valid',
      mx: 'mx-b.fallback.test',
    });
    expect(byName.refuse!.stats.connections).toBeGreaterThanOrEqual(1);
    expect(byName.backup!.stats.rcpts).toContain('someone@fallback.test');
  });

  it('closes on a 421 mid-session and sends the remaining recipients to the next MX host', async () => {
    const verdicts = await prober().probeAll([
      'valid@mid421.test',
      'mid421@mid421.test',
      'later@mid421.test',
    ]);
    expect(verdicts.get('valid@mid421.test')).toMatchObject({ status: 'valid', mx: 'mx.main.test' });
    expect(verdicts.get('mid421@mid421.test')).toMatchObject({ status: 'valid', mx: 'mx-b.fallback.test' });
    expect(verdicts.get('later@mid421.test')).toMatchObject({ status: 'valid', mx: 'mx-b.fallback.test' });
  });

  it('starts a new transaction (RSET, MAIL FROM) every recipientsPerTransaction RCPTs', async () => {
    const main = byName.main!.stats.commands;
    const from = main.length;
    const addresses = Array.from({ length: 7 }, (_, i) => `valid${i}@main.test`);
    const verdicts = await prober({ recipientsPerTransaction: 3 }).probeAll(addresses);
    expect([...verdicts.values()].every((verdict) => verdict.status === 'valid')).toBe(true);
    const commands = main.slice(from);
    // 8 RCPTs (the catch-all check first) in transactions of 3, 3 and 2.
    expect(commands.filter((line) => line.startsWith('MAIL FROM:<bounce@leadproof.test>')).length).toBe(3);
    expect(commands.filter((line) => line.startsWith('RCPT TO:')).length).toBe(8);
  });

  it("tries an MX host's next address when its first refuses the connection", async () => {
    const p = prober();
    const verdicts = await p.probeAll(['someone@twoip.test']);
    expect(verdicts.get('someone@twoip.test')).toMatchObject({ status: 'valid', mx: 'mx.twoip.test' });
    expect(p.stats.connections).toBe(2);
  });

  it('uses the domain itself when it has no MX records (implicit MX)', async () => {
    const verdicts = await prober().probeAll(['someone@implicit.test']);
    expect(verdicts.get('someone@implicit.test')).toMatchObject({ status: 'valid', mx: 'implicit.test' });
  });

  it('answers invalid/no_mx for a null MX and for a domain that does not exist', async () => {
    const verdicts = await prober().probeAll(['a@nullmx.test', 'b@nowhere.test']);
    for (const address of ['a@nullmx.test', 'b@nowhere.test']) {
      expect(verdicts.get(address)).toMatchObject({
        status: 'invalid',
        reason: 'no_mx',
        retry: false,
        smtp: '',
        mx: '',
      });
    }
  });

  it('answers unknown with retry when DNS fails', async () => {
    const verdicts = await prober().probeAll(['a@servfail.test']);
    expect(verdicts.get('a@servfail.test')).toMatchObject({
      status: 'unknown',
      reason: 'smtp_unavailable',
      retry: true,
    });
  });

  it('refuses MX hosts on private addresses unless allowed, and address literals always', async () => {
    const p = prober({ allowPrivate: false });
    const verdicts = await p.probeAll(['valid@main.test', 'x@v6.test', 'user@[127.0.0.2]']);
    expect(verdicts.get('valid@main.test')).toMatchObject({
      status: 'unknown',
      reason: 'smtp_unavailable',
      retry: false,
      smtp: 'not probed: mx.main.test resolves to a private address',
    });
    expect(verdicts.get('x@v6.test')).toMatchObject({ status: 'unknown', retry: false });
    expect(verdicts.get('user@[127.0.0.2]')).toMatchObject({
      status: 'unknown',
      reason: 'smtp_unavailable',
      retry: false,
    });
    expect(p.stats.connections).toBe(0);
  });
});

describe('MailboxProber timing and limits', () => {
  it('waits for a slow greeting within the limit and gives up beyond it', async () => {
    const patient = await prober({ greetingTimeoutMs: 1500 }).probeAll(['someone@slow.test']);
    expect(patient.get('someone@slow.test')).toMatchObject({ status: 'valid' });
    const hasty = await prober({ greetingTimeoutMs: 100 }).probeAll(['someone@slow.test']);
    expect(hasty.get('someone@slow.test')).toMatchObject({
      status: 'unknown',
      reason: 'smtp_unavailable',
      retry: true,
    });
  });

  it('never opens more than maxPerMx connections to one MX host shared by many domains', async () => {
    const p = prober({ concurrency: 10 });
    const addresses: string[] = [];
    for (let d = 0; d < 20; d++) for (let r = 0; r < 5; r++) addresses.push(`user${r}@shared${d}.test`);
    const verdicts = await p.probeAll(addresses);
    expect([...verdicts.values()].every((verdict) => verdict.status === 'valid')).toBe(true);
    expect(byName.shared!.stats.maxConcurrent).toBe(MAX_PER_MX);
  });

  it('reuses an idle connection for the next domain on the same MX host and QUITs it on close', async () => {
    const p = prober();
    const before = byName.main!.stats.connections;
    await p.probeAll(['valid@main.test']);
    const verdicts = await p.probeAll(['unknown@reset.test']);
    expect(verdicts.get('unknown@reset.test')).toMatchObject({
      status: 'invalid',
      reason: 'mailbox_not_found',
    });
    expect(byName.main!.stats.connections - before).toBe(1);
    expect(p.stats.reused).toBe(1);
    const quits = () => byName.main!.stats.commands.filter((line) => line === 'QUIT').length;
    const quitsBefore = quits();
    await p.close();
    expect(quits()).toBe(quitsBefore + 1);
  });

  it('splits a big domain over parallel connections, within maxPerMx', async () => {
    const server = byName.shared!;
    const before = server.stats.connections;
    const mxQuestions = () => dns.questions.filter((question) => question === 'MX shared0.test').length;
    const questionsBefore = mxQuestions();
    const p = prober({ recipientsPerConnection: 3 });
    const addresses = Array.from({ length: 12 }, (_, i) => `many${i}@shared0.test`);
    const verdicts = await p.probeAll(addresses);
    expect([...verdicts.values()].every((verdict) => verdict.status === 'valid')).toBe(true);
    expect(server.stats.connections - before).toBeGreaterThan(1);
    expect(server.stats.maxConcurrent).toBeLessThanOrEqual(MAX_PER_MX);
    expect(mxQuestions() - questionsBefore).toBe(1);
  });

  it('opens helper connections for a domain with many recipients while slots are free, asking each once', async () => {
    const server = byName.shared!;
    const before = server.stats.connections;
    const rcptsBefore = server.stats.rcpts.length;
    const addresses = Array.from({ length: 60 }, (_, i) => `crowd${i}@shared1.test`);
    const verdicts = await prober().probeAll(addresses);
    expect([...verdicts.values()].every((verdict) => verdict.status === 'valid')).toBe(true);
    expect(server.stats.connections - before).toBeGreaterThan(1);
    expect(server.stats.maxConcurrent).toBeLessThanOrEqual(MAX_PER_MX);
    const rcpts = server.stats.rcpts.slice(rcptsBefore);
    // One catch-all check for the domain: helpers start once its answer is known.
    expect(rcpts.filter((address) => address.startsWith('lp-check-'))).toHaveLength(1);
    expect(rcpts.filter((address) => address.startsWith('crowd')).sort()).toEqual([...addresses].sort());
  });

  it('skips an MX host that keeps refusing connections (circuit breaker)', async () => {
    const p = prober({ concurrency: 1, hostFailuresToOpen: 3, outageAfter: 100 });
    const verdicts = await p.probeAll(Array.from({ length: 5 }, (_, i) => `a@dead${i}.test`));
    expect(p.stats.connections).toBe(3);
    expect(verdicts.get('a@dead4.test')).toMatchObject({
      status: 'unknown',
      reason: 'smtp_unavailable',
      retry: true,
      smtp: 'not probed: mx.dead.test failed repeatedly and is cooling off',
    });
  });

  it('answers a single probe within its deadline', async () => {
    const p = prober({ greetingTimeoutMs: 5000 });
    expect(await p.probe('valid@main.test', { deadlineMs: 2000 })).toMatchObject({ status: 'valid' });
    const started = performance.now();
    const late = await p.probe('someone@sleepy.test', { deadlineMs: 200 });
    expect(late).toMatchObject({ status: 'unknown', reason: 'smtp_unavailable', retry: true });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('stops at an abort signal: the rest are unknown with retry', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 150);
    const verdicts = await prober({ greetingTimeoutMs: 5000 }).probeAll(['a@sleepy.test', 'b@sleepy.test'], {
      signal: controller.signal,
    });
    for (const verdict of verdicts.values()) {
      expect(verdict).toMatchObject({ status: 'unknown', reason: 'smtp_unavailable', retry: true });
    }
  });
});

describe('MailboxProber cache and proxy', () => {
  it('answers cached addresses without probing and stores only definitive verdicts', async () => {
    const cached: MailboxVerdict = {
      status: 'invalid',
      reason: 'mailbox_not_found',
      smtp: '550 5.1.1 cached',
      mx: 'mx',
      checkedAt: '2026-01-01T00:00:00.000Z',
      retry: false,
    };
    const stored = new Map<string, MailboxVerdict>();
    const catchAlls = new Map<string, boolean>();
    const cache: MailboxCache = {
      getVerdicts: async (addresses) =>
        new Map(addresses.filter((a) => a === 'cached@main.test').map((a) => [a, cached])),
      putVerdicts: async (verdicts) => {
        for (const [address, verdict] of verdicts) stored.set(address, verdict);
      },
      getCatchAll: async (domain) => catchAlls.get(domain),
      putCatchAll: async (domain, catchAll) => {
        catchAlls.set(domain, catchAll);
      },
    };
    const p = prober({ cache });
    const rcptsBefore = byName.main!.stats.rcpts.length;
    const called = Date.now();
    const verdicts = await p.probeAll([
      'cached@main.test',
      'valid@main.test',
      'grey-cache@main.test',
      'full4@main.test',
    ]);
    // The cache is shared by every customer: a cached answer carries this call's time, never the time another
    // customer's check made it (issue 34, finding 9).
    const answered = verdicts.get('cached@main.test');
    expect(answered).toEqual({ ...cached, checkedAt: expect.any(String) });
    expect(Date.parse(answered?.checkedAt ?? '')).toBeGreaterThanOrEqual(called);
    expect(byName.main!.stats.rcpts.slice(rcptsBefore)).not.toContain('cached@main.test');
    expect(p.stats.cached).toBe(1);
    expect([...stored.keys()]).toEqual(['valid@main.test']);
    expect(catchAlls.get('main.test')).toBe(false);
  });

  it('connects through a SOCKS5 proxy to the resolved IP', async () => {
    const p = prober({ socksProxy: `socks5://127.0.0.1:${socks.port}` });
    const verdicts = await p.probeAll(['valid@main.test', 'unknown@main.test']);
    expect(verdicts.get('valid@main.test')).toMatchObject({ status: 'valid' });
    expect(verdicts.get('unknown@main.test')).toMatchObject({ status: 'invalid' });
    expect(socks.destinations).toEqual([`127.0.0.2:${port}`]);
  });
});
