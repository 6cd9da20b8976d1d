/**
 * The usability rule of the lead inventory: which rows of the engine's results are leads we can sell.
 * A lead needs a deliverable e-mail (engine status `valid`, or `unknown` only because the check ran
 * without DNS), a valid phone, a name, company, title, industry and country, and must not be a
 * duplicate of another row. Role mailboxes (info@, sales@) are not people and are refused.
 */
import { leadSeniorities } from '@leadproof/contract/leads';
import { type Seniority, unguardCell } from '@leadproof/engine';
import { type CompanySizeBand, parseCompanySize } from './company-size';

/** Why a row is not a usable lead; the import reports counts by reason. */
export type SkipReason =
  | 'email_missing'
  | 'email_invalid'
  | 'email_risky'
  | 'email_unconfirmed'
  | 'phone_missing'
  | 'phone_invalid'
  | 'duplicate'
  | 'missing_name'
  | 'missing_company'
  | 'missing_title'
  | 'missing_industry'
  | 'missing_country'
  | 'bad_company_size';

/** A usable lead as the inventory stores it. */
export type LeadFields = {
  firstName: string;
  lastName: string;
  email: string;
  phoneE164: string;
  title: string;
  seniority: Seniority;
  company: string;
  industry: string;
  companySize: CompanySizeBand | null;
  country: string;
  region: string | null;
  emailStatus: 'valid' | 'unknown';
  phoneType: string | null;
  score: number;
};

/** What the rule made of a row. `unconfirmed`: everything passed but DNS could not confirm the e-mail. */
export type Assessment =
  | { kind: 'usable'; lead: LeadFields }
  | { kind: 'skip'; reason: SkipReason }
  | { kind: 'unconfirmed'; lead: LeadFields };

/** One results row, read by column name; `input` reads the customer's own columns (title, industry…). */
export type ResultsRow = {
  lp: (column: string) => string;
  input: (field: 'title' | 'industry' | 'companySize' | 'region') => string;
};

/** What the engine may write in `lp_seniority`: the buckets leads are filtered by, and `unknown`. */
const SENIORITIES = new Set<string>([...leadSeniorities, 'unknown']);

/** Applies the usability rule to one row; `offline` says the engine ran without DNS. */
export function assessLead(row: ResultsRow, options: { offline: boolean }): Assessment {
  const emailStatus = row.lp('lp_email_status');
  const reasons = row.lp('lp_email_reason').split(';').filter(Boolean);
  if (emailStatus === 'missing') return skip('email_missing');
  if (emailStatus === 'invalid') return skip('email_invalid');
  if (emailStatus === 'risky' || reasons.includes('role_account') || reasons.includes('multiple_addresses')) {
    return skip('email_risky');
  }
  const phoneStatus = row.lp('lp_phone_status');
  if (phoneStatus === 'missing') return skip('phone_missing');
  if (phoneStatus !== 'valid') return skip('phone_invalid');
  if (row.lp('lp_duplicate_of') !== '') return skip('duplicate');
  const firstName = row.lp('lp_first_name').trim();
  const lastName = row.lp('lp_last_name').trim();
  if (!firstName || !lastName) return skip('missing_name');
  const company = row.lp('lp_company').trim();
  if (!company) return skip('missing_company');
  const title = unguardCell(row.input('title')).trim();
  if (!title) return skip('missing_title');
  const industry = unguardCell(row.input('industry')).trim();
  if (!industry) return skip('missing_industry');
  const country = row.lp('lp_country').trim();
  if (!/^[A-Z]{2}$/.test(country)) return skip('missing_country');
  const companySize = parseCompanySize(row.input('companySize'));
  if (companySize === undefined) return skip('bad_company_size');
  const seniority = row.lp('lp_seniority');
  const region = row.lp('lp_state').trim() || unguardCell(row.input('region')).trim() || null;
  const lead: LeadFields = {
    firstName,
    lastName,
    email: row.lp('lp_email').trim().toLowerCase(),
    phoneE164: unguardCell(row.lp('lp_phone_e164')).trim(),
    title: title.slice(0, 200),
    seniority: (SENIORITIES.has(seniority) ? seniority : 'unknown') as Seniority,
    company,
    industry: industry.slice(0, 100),
    companySize,
    country,
    region,
    emailStatus: emailStatus === 'valid' ? 'valid' : 'unknown',
    phoneType: row.lp('lp_phone_type') || null,
    score: Math.max(0, Math.min(100, Math.round(Number(row.lp('lp_score')) || 0))),
  };
  if (emailStatus === 'valid') return { kind: 'usable', lead };
  // `unknown`: acceptable when the run had no DNS to ask; with DNS, the domain did not answer.
  return options.offline ? { kind: 'usable', lead } : { kind: 'unconfirmed', lead };
}

function skip(reason: SkipReason): Assessment {
  return { kind: 'skip', reason };
}
