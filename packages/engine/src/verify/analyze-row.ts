import type { ColumnMapping } from '../columns/detect';
import type { FieldKind } from '../columns/fields';
import { formatRow } from '../csv/write-row';
import { buildDedupeRecord } from '../dedupe/build-record';
import type { DedupeRecord } from '../dedupe/record';
import type { DisposableDomains } from '../email/disposable';
import { type DomainFacts, domainFacts, type EmailPrecheck, precheckEmail } from '../email/verify-email';
import { isPhoneRegion, type PhoneVerdict, phoneRank, verifyPhone } from '../phone/verify-phone';
import { isOverlong } from '../safety/cell-limit';
import { companyKey, standardizeCompany } from '../standardize/company';
import { toCountryCode } from '../standardize/country';
import { splitFullName, standardizeName } from '../standardize/person-name';
import { toSeniority } from '../standardize/seniority';
import { foldKey } from '../standardize/text';
import { toStateCode } from '../standardize/us-ca-states';
import { toWebDomain } from '../standardize/web-domain';
import { boundedMemo } from './bounded-memo';
import { encodeSpooledRow } from './spooled-row';

/** What pass one needs for every row, with per-file caches of repeated values. */
export interface RowContext {
  mapping: ColumnMapping;
  /** The mapping's column lists, for counting filled fields. */
  mappedColumns: number[][];
  /** ISO code of the file's default country, if any. */
  defaultCountry: string | undefined;
  /** Asks for the MX check of a domain; answers are awaited before the results are written. */
  requestDomain: (asciiDomain: string) => void;
  domainFacts: (asciiDomain: string) => DomainFacts;
  country: (cell: string) => string;
  seniority: (cell: string) => string;
  state: (cellAndRegion: string) => string;
  /** {@link standardizeName}, memoized: first names, surnames and their spellings repeat. */
  name: (cell: string) => string;
  /** {@link foldKey}, memoized, for the de-duplication keys of names, cities and states. */
  fold: (value: string) => string;
}

/**
 * A fresh context for one file. Phones and company names are not memoized: in lead lists they are
 * mostly distinct (under a fifth of lookups hit), so a cache costs more in map work and collector
 * time than the repeats save.
 */
export function createRowContext(
  mapping: ColumnMapping,
  defaultCountry: string | undefined,
  requestDomain: (asciiDomain: string) => void,
  disposable: DisposableDomains,
  testDomains = false,
): RowContext {
  return {
    mapping,
    mappedColumns: Object.values(mapping).filter((columns): columns is number[] => columns !== undefined),
    defaultCountry,
    requestDomain,
    domainFacts: boundedMemo((domain) => domainFacts(domain, disposable, testDomains)),
    country: boundedMemo((cell) => toCountryCode(cell) ?? ''),
    seniority: boundedMemo((cell) => toSeniority(cell)),
    state: boundedMemo((key) => {
      const [cell, region] = key.split('\u0001');
      return toStateCode(cell!, region || undefined) ?? '';
    }),
    name: boundedMemo(standardizeName),
    fold: boundedMemo(foldKey),
  };
}

/** Pass-one result for one row. */
export interface AnalyzedRow {
  /** The row encoded for the spool. */
  spooled: string;
  dedupe: DedupeRecord;
  /** Filled identifying fields plus usable contact points; decides which duplicate is kept. */
  completeness: number;
}

function first(cells: readonly string[], mapping: ColumnMapping, field: FieldKind): string {
  const column = mapping[field]?.[0];
  return column === undefined ? '' : (cells[column] ?? '').trim();
}

/** {@link first}, or "" for a cell over the length cap: what the field's checks may read. */
function readable(cells: readonly string[], mapping: ColumnMapping, field: FieldKind): string {
  const value = first(cells, mapping, field);
  return isOverlong(value) ? '' : value;
}

function pickPhone(
  cells: readonly string[],
  columns: readonly number[],
  region: string | undefined,
): PhoneVerdict {
  let best: PhoneVerdict | undefined;
  const phoneRegion = region && isPhoneRegion(region) ? region : undefined;
  for (const column of columns) {
    const value = cells[column] ?? '';
    if (value.trim() === '') continue;
    const verdict = verifyPhone(value, phoneRegion);
    if (!best || phoneRank(verdict) > phoneRank(best)) best = verdict;
    if (verdict.status === 'valid' && verdict.type === 'mobile') break;
  }
  return best ?? verifyPhone('', undefined);
}

/** Verifies everything about one row that does not wait for DNS answers or other rows. */
export function analyzeRow(cells: readonly string[], context: RowContext): AnalyzedRow {
  const { mapping } = context;
  const emails: EmailPrecheck[] = [];
  for (const column of mapping.email ?? []) {
    const value = cells[column] ?? '';
    if (value.trim() === '') continue;
    const precheck = precheckEmail(value, context.domainFacts);
    if (precheck.asciiDomain) context.requestDomain(precheck.asciiDomain);
    emails.push(precheck);
  }

  const countryCell = readable(cells, mapping, 'country');
  const country = countryCell ? context.country(countryCell) : '';
  const region = country || context.defaultCountry;
  const phone = pickPhone(cells, mapping.phone ?? [], region);

  // Name and company cells over the cap are copied to their lp_ columns as they are (they are the
  // customer's data, only too long to standardize) and count as empty for matching.
  const firstCell = first(cells, mapping, 'firstName');
  const lastCell = first(cells, mapping, 'lastName');
  const companyCell = first(cells, mapping, 'company');
  const firstTooLong = isOverlong(firstCell);
  const lastTooLong = isOverlong(lastCell);
  const companyTooLong = isOverlong(companyCell);
  let firstName = firstTooLong ? firstCell : context.name(firstCell);
  let lastName = lastTooLong ? lastCell : context.name(lastCell);
  if ((!firstName || !lastName) && mapping.fullName) {
    const split = splitFullName(readable(cells, mapping, 'fullName'));
    firstName ||= standardizeName(split.first);
    lastName ||= standardizeName(split.last);
  }
  const company = companyTooLong ? companyCell : standardizeCompany(companyCell);
  const stateCell = readable(cells, mapping, 'state');
  const state = stateCell ? context.state(`${stateCell}\u0001${region ?? ''}`) : '';
  const title = readable(cells, mapping, 'title');
  const websiteDomain = toWebDomain(readable(cells, mapping, 'website'));

  const usableEmail = emails.find((e) => e.asciiDomain !== '');
  const companyDomain =
    websiteDomain ||
    (usableEmail &&
    !usableEmail.reasons.includes('free_provider') &&
    // The list, not the reason: a listed typo domain (gmial.com) is reported as a typo, and is no company's either.
    !context.domainFacts(usableEmail.asciiDomain).disposable
      ? usableEmail.asciiDomain
      : '');
  const dedupe = buildDedupeRecord(
    {
      email: usableEmail?.normalized ?? '',
      roleEmail: usableEmail?.reasons.includes('role_account') ?? false,
      phone: phone.status === 'valid' ? phone.e164 : '',
      firstName: firstTooLong ? '' : firstName,
      lastName: lastTooLong ? '' : lastName,
      company: companyTooLong ? '' : company,
      domain: companyDomain,
      streetNumber: readable(cells, mapping, 'streetNumber'),
      address: readable(cells, mapping, 'address'),
      address2: readable(cells, mapping, 'address2'),
      city: readable(cells, mapping, 'city'),
      postcode: readable(cells, mapping, 'postcode'),
      state: state || stateCell,
    },
    companyKey,
    context.fold,
  );
  let completeness = 0;
  for (const columns of context.mappedColumns) {
    for (const column of columns) {
      if ((cells[column] ?? '').trim() !== '') {
        completeness++;
        break;
      }
    }
  }
  if (usableEmail) completeness += 2;
  if (phone.status === 'valid') completeness += 2;

  return {
    spooled: encodeSpooledRow({
      input: formatRow(cells),
      cellCount: cells.length,
      emails,
      phoneStatus: phone.status,
      phoneE164: phone.e164,
      phoneType: phone.type,
      phoneExtension: phone.extension,
      phoneReason: phone.reason,
      firstName,
      lastName,
      company,
      country,
      state,
      seniority: title ? context.seniority(title) : '',
      website: websiteDomain,
    }),
    dedupe,
    completeness,
  };
}
