// The small results file the mailbox tests rewrite: tricky input cells, every kind of verdict.
import type { MxResolver } from '../src/email/mx-resolver';
import type { MailboxVerdict } from '../src/mailbox/mailbox-verdict';
import { verifyCsv } from '../src/verify-csv';

/** An input column named like ours comes first: the output block is the header's last columns. */
export const MAILBOX_INPUT = [
  'Name,Email,Phone,Note,lp_email_status',
  "Ann Archer,ann@acme.com,+1 415 555 0100,'=1+1,invalid",
  'Bob Baker,bob@acme.com,,=cmd,',
  'Cy Cole,cy@catchall.com,,"multi\nline ""quoted"", with a comma",x',
  'Dee Dunn,dee@grey.com,,plain,',
  'Eve Eder,eve@blocked.com,+1 415 555 0101,,',
  'Fay Fox,info@acme.com,,,',
  "Ann Archer,ann@acme.com,+1 415 555 0100,'=1+1,invalid",
  'Gil Gray,not-an-address,,,',
  'Hal Hill,hal@nomx.com,,,',
  'Ivy Iles,ivy@acme.com,,,',
  'Jo Jones,jo@slow.com,,,',
].join('\r\n');

/** DNS for the fixture: nomx.com has no MX, slow.com times out, every other domain has one. */
export const MAILBOX_RESOLVER: MxResolver = {
  async resolveMx(domain) {
    if (domain === 'nomx.com') throw Object.assign(new Error('none'), { code: 'ENODATA' });
    if (domain === 'slow.com') throw Object.assign(new Error('timeout'), { code: 'ETIMEOUT' });
    return [{ exchange: `mx.${domain}`, priority: 1 }];
  },
};

/** When the fake probes ran. */
export const CHECKED_AT = '2026-11-25T15:00:00.000Z';
/** Verdicts by address, as a prober would give them. */
export const MAILBOX_VERDICTS: Record<string, MailboxVerdict> = {
  'ann@acme.com': {
    status: 'valid',
    smtp: '250 2.1.5 OK',
    mx: 'mx.acme.com',
    checkedAt: CHECKED_AT,
    retry: false,
  },
  'bob@acme.com': {
    status: 'invalid',
    reason: 'mailbox_not_found',
    smtp: '550 5.1.1 User unknown',
    mx: 'mx.acme.com',
    checkedAt: CHECKED_AT,
    retry: false,
  },
  'cy@catchall.com': {
    status: 'risky',
    reason: 'catch_all',
    smtp: '250 2.1.5 OK',
    mx: 'mx.catchall.com',
    checkedAt: CHECKED_AT,
    retry: false,
  },
  'dee@grey.com': {
    status: 'unknown',
    reason: 'greylisted',
    smtp: '451 4.7.1 Greylisted, try again',
    mx: 'mx.grey.com',
    checkedAt: CHECKED_AT,
    retry: true,
  },
  'eve@blocked.com': {
    status: 'unknown',
    reason: 'smtp_blocked',
    smtp: '554 5.7.1 Access denied',
    mx: 'mx.blocked.com',
    checkedAt: CHECKED_AT,
    retry: false,
  },
  'info@acme.com': {
    status: 'valid',
    smtp: '250 OK',
    mx: 'mx.acme.com',
    checkedAt: CHECKED_AT,
    retry: false,
  },
  'jo@slow.com': {
    status: 'unknown',
    reason: 'smtp_unavailable',
    smtp: '',
    mx: '',
    checkedAt: CHECKED_AT,
    retry: true,
  },
  // Never asked for: the offline checks already rejected these.
  'not-an-address': { status: 'valid', smtp: '250 OK', mx: 'mx', checkedAt: CHECKED_AT, retry: false },
  'hal@nomx.com': { status: 'valid', smtp: '250 OK', mx: 'mx', checkedAt: CHECKED_AT, retry: false },
};

/** The engine's results for {@link MAILBOX_INPUT} (or another input) and its report, with the fake resolver. */
export async function engineResults(input = MAILBOX_INPUT, bom = true) {
  const run = await verifyCsv(input, { resolver: MAILBOX_RESOLVER, country: 'US', bom });
  let text = '';
  for await (const chunk of run.results) text += chunk.toString();
  return { text, report: await run.report };
}
