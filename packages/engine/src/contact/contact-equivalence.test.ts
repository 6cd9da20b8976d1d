import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateLeads } from '../../bench/generate-leads';
import { unguardCell } from '../csv/formula-guard';
import type { MxRecord, MxResolver } from '../email/mx-resolver';
import { formatScoreReasons } from '../score/connect-score';
import { verifyCsv } from '../verify-csv';
import type { ContactInput } from './contact-input';
import { ContactVerifier } from './contact-verifier';

/** A deterministic DNS for every domain of the rows: MX, no MX, null MX, implicit MX, or a failure. */
function fakeResolver(): MxResolver {
  const hash = (domain: string) => [...domain].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const reject = (code: string) => Promise.reject(Object.assign(new Error(code), { code }));
  return {
    resolveMx: async (domain): Promise<MxRecord[]> => {
      if (domain.endsWith('.con') || domain === 'gmial.com') return reject('ENOTFOUND');
      if (['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'acme-widgets.com'].includes(domain))
        return [{ exchange: `mx.${domain}`, priority: 10 }];
      switch (hash(domain) % 10) {
        case 0:
          return reject('ESERVFAIL');
        case 1:
          return reject('ENODATA');
        case 2:
          return [{ exchange: '.', priority: 0 }];
        default:
          return [{ exchange: `mx.${domain}`, priority: 10 }];
      }
    },
    hasAddress: async (domain) => hash(domain) % 20 === 1,
  };
}

/** Rows the generator does not write: every kind of e-mail and phone verdict, odd names, titles, states. */
const HANDWRITTEN: ContactInput[] = [
  {
    email: ' Jane.Doe@Acme-Widgets.com ',
    phone: '+1 (415) 555-2671 ext. 12',
    country: 'USA',
    state: 'california',
    firstName: 'jANE',
    lastName: "o'brien",
    company: 'acme widgets inc',
    title: 'VP of Sales',
    website: 'https://www.Acme-Widgets.com/about',
  },
  { email: 'info@gmail.com', phone: '020 7946 0958', country: 'United Kingdom', title: 'Office Manager' },
  { email: 'x@mailinator.com', phone: '06 12 34 56 78', country: 'France', firstName: 'CHLOÉ' },
  { email: 'john@gmial.com', phone: '030 1234567 x 89', country: 'Deutschland', title: 'Geschäftsführer' },
  { email: 'bad@@x.com', phone: 'not a phone', lastName: 'McDONALD' },
  { email: 'a@bigcorp.io, c@other.io', phone: '12', company: '=HYPERLINK("http://x.example")' },
  { phone: '+81 3-1234-5678', country: 'Japan', firstName: 'kenji', lastName: 'SATO', title: 'Intern' },
  { email: 'josé@exämple.com', phone: '+44 7911 123456', country: 'UK', website: 'exämple.com' },
  { email: 'me@throwaway.example', phone: '+34 612 345 678', country: 'España', title: 'CEO' },
  { email: `${'x'.repeat(2000)}@long.com`, phone: `+1 415 555 ${'1'.repeat(1100)}` },
  { email: 'sales@acme-widgets.com', state: 'Ontario', country: 'Canada', phone: '416 555 0199' },
  { email: 'ceo@startup.con', state: 'QC', phone: '(514) 555-0142 x7', title: 'Chief Technology Officer' },
  { email: 'someone@nowhere.example', company: 'Nowhere GmbH', title: 'Software Engineer' },
  { firstName: '  mary-ann  ', lastName: 'VAN DER berg', title: 'head of growth' },
  { email: 'noreply@acme-widgets.com', phone: '+1 800 555 0199', country: 'United States', state: 'ny' },
];

const HEADER = ['email', 'phone', 'country', 'state', 'first', 'last', 'company', 'title', 'website'];
const KEYS = [
  'email',
  'phone',
  'country',
  'state',
  'firstName',
  'lastName',
  'company',
  'title',
  'website',
] as const;
const EXTRA_DISPOSABLE = ['throwaway.example'];

let folder: string;
let contacts: ContactInput[];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lp-contact-'));
  const path = join(folder, 'leads.csv');
  await generateLeads(path, 40_000, 21);
  const parsed = Papa.parse<Record<string, string>>(await readFile(path, 'utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  const generated = parsed.data.map(
    (row): ContactInput => ({
      email: row.Email,
      phone: row.Phone,
      country: row.Country,
      state: row.State,
      firstName: row['First Name'],
      lastName: row['Last Name'],
      company: row.Company,
      title: row['Job Title'],
      website: row.Website,
    }),
  );
  contacts = [...HANDWRITTEN, ...generated];
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** The contacts as one CSV file, verified by the bulk path; its rows as records, formula guards removed. */
async function bulk(rows: readonly ContactInput[], country: string | undefined) {
  const text = Papa.unparse([HEADER, ...rows.map((row) => KEYS.map((key) => row[key] ?? ''))]);
  const { results, report } = await verifyCsv(text, {
    resolver: fakeResolver(),
    country,
    extraDisposableDomains: EXTRA_DISPOSABLE,
    mapping: Object.fromEntries(KEYS.map((key, i) => [key, HEADER[i]!])),
  });
  let out = '';
  for await (const chunk of results) out += chunk.toString();
  await report;
  const parsed = Papa.parse<string[]>(out.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;
  const header = parsed[0]!;
  return parsed
    .slice(1)
    .map((row) => Object.fromEntries(header.map((name, i) => [name, unguardCell(row[i] ?? '')])));
}

describe('ContactVerifier and the bulk path', () => {
  for (const country of ['US', undefined]) {
    it(`give the same facts for every row (default country ${country ?? 'none'})`, async () => {
      expect(contacts.length).toBeGreaterThan(300);
      const records = await bulk(contacts, country);
      expect(records).toHaveLength(contacts.length);
      const verifier = new ContactVerifier({
        resolver: fakeResolver(),
        extraDisposableDomains: EXTRA_DISPOSABLE,
      });
      const seen = new Set<string>();
      for (const [i, contact] of contacts.entries()) {
        const v = await verifier.verify(contact, { deadlineMs: 5000, defaultCountry: country });
        const r = records[i]!;
        const asRow = {
          lp_email: v.email.normalized,
          lp_email_status: v.email.status,
          lp_email_reason: v.email.reasons.join(';'),
          lp_email_suggestion: v.email.suggestion,
          lp_phone_e164: v.phone.e164,
          lp_phone_status: v.phone.status,
          lp_phone_type: v.phone.type,
          lp_phone_reason: v.phone.reason,
          lp_phone_ext: v.phone.extension,
          lp_first_name: v.firstName,
          lp_last_name: v.lastName,
          lp_company: v.company,
          lp_country: v.country,
          lp_state: v.state,
          lp_seniority: v.seniority,
          lp_website_domain: v.websiteDomain,
          lp_score: String(v.score),
          lp_score_reasons: formatScoreReasons(v.scoreReasons),
          lp_email_smtp: v.email.smtp,
          lp_email_mx: v.email.mx,
          lp_email_checked_at: v.email.checkedAt,
        };
        const expected = Object.fromEntries(Object.keys(asRow).map((name) => [name, r[name]]));
        expect(asRow, `row ${i + 1}: ${JSON.stringify(contact)}`).toEqual(expected);
        expect(v.score).toBe(
          Math.max(
            0,
            Math.min(
              100,
              v.scoreReasons.reduce((sum, c) => sum + c.points, 0),
            ),
          ),
        );
        seen
          .add(`${v.email.status}/${v.email.reasons.join(';')}`)
          .add(`phone ${v.phone.status}/${v.phone.type}`);
      }
      // The rows did cover the verdicts that matter, so the equality above means something.
      for (const verdict of [
        'valid/',
        'valid/free_provider',
        'invalid/syntax',
        'invalid/no_mx',
        'invalid/cell_too_long',
        'unknown/dns_unavailable',
        'risky/disposable',
        'risky/role_account',
        'missing/',
        'phone valid/mobile',
        'phone valid/fixed_line',
        'phone invalid/unknown',
        'phone missing/',
      ]) {
        expect(seen, verdict).toContain(verdict);
      }
      expect([...seen].some((verdict) => verdict.includes('typo'))).toBe(true);
    });
  }
});
