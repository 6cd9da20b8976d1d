import { EngineInputError } from '../errors';
import { isOverlong, MAX_CELL_LENGTH } from '../safety/cell-limit';
import { FIELD_KINDS, type FieldKind, MULTI_COLUMN_FIELDS } from './fields';
import { HEADER_SYNONYMS, normalizeHeader } from './synonyms';

/** Column indexes per field; e-mail and phone may have several, every other field at most one. */
export type ColumnMapping = { [K in FieldKind]?: number[] };

/** How a field was matched, for the report. */
export type MatchMethod = 'mapping' | 'synonym' | 'keyword' | 'content';

/** The mapping used for one file, with how each column was found. */
export interface DetectedColumns {
  mapping: ColumnMapping;
  /** `[field, header, method]` per mapped column, in column order. */
  matches: Array<{ field: FieldKind; column: number; header: string; method: MatchMethod }>;
}

/** An explicit mapping from field to header name(s) or 0-based column index(es); it overrides detection. */
export type ExplicitMapping = { [K in FieldKind]?: string | number | ReadonlyArray<string | number> };

const compact = (header: string): string => normalizeHeader(header).replace(/ /g, '');

const SYNONYM_INDEX: ReadonlyMap<string, FieldKind> = (() => {
  const index = new Map<string, FieldKind>();
  for (const field of FIELD_KINDS) {
    for (const synonym of HEADER_SYNONYMS[field])
      if (!index.has(compact(synonym))) index.set(compact(synonym), field);
  }
  return index;
})();

/** Keyword rules for headers no synonym names exactly, e.g. "Email (work)" or "Mobile Phone #2". */
const KEYWORD_RULES: ReadonlyArray<{
  field: FieldKind;
  any: RegExp;
  not?: { test(header: string): boolean };
}> = [
  {
    field: 'email',
    any: /\b(e ?mail|correo|courriel)/,
    not: /\b(opt|unsub|status|valid|verif|bounce|consent|date|type|domain|sent|open|click|score)/,
  },
  {
    field: 'phone',
    any: /\b(phone|tel|telephone|mobile|cell|telefon|telefono|handy|movil|celular|direct dial)/,
    not: /\b(ext|extension|type|status|code|verif|valid|dnc|opt|consent|country)/,
  },
  { field: 'linkedin', any: /linkedin/ },
  { field: 'website', any: /\b(website|domain|url|homepage)/ },
  { field: 'firstName', any: /\bfirst ?name|\bgiven ?name/ },
  { field: 'lastName', any: /\blast ?name|\bsurname|\bfamily ?name/ },
  {
    field: 'company',
    any: /\b(company|organi[sz]ation|employer|account name)/,
    not: /\b(size|industry|revenue|id|phone|type|employees)/,
  },
  { field: 'title', any: /\b(job title|title|position)/ },
  { field: 'country', any: /\bcountry/, not: { test: isPhoneCountryCode } },
  { field: 'postcode', any: /\b(zip|postal|postcode)/ },
];

// `x@y.z`: a dot after the domain's first character with something after it. The domain is written as its first
// character, then no dot up to the first dot, so each character can be read one way only (no backtracking).
const EMAIL_LIKE = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
const PHONE_LIKE = /^[+(]?[\d\s().\-/]{7,24}$/;

/** "Country code (phone)", "dial code": the word "code" with "phone" after it, or "dial". */
function isPhoneCountryCode(header: string): boolean {
  if (header.includes('dial')) return true;
  // "phone" after any "code" is "phone" after the first one, so one search decides it (`/\bcode\b.*phone/`
  // restarts at every "code" and is quadratic on a header repeating it).
  const code = /\bcode\b/.exec(header);
  return code !== null && header.includes('phone', code.index + 4);
}

function addColumn(
  detected: DetectedColumns,
  field: FieldKind,
  column: number,
  header: string,
  method: MatchMethod,
) {
  const columns = detected.mapping[field];
  if (columns && !MULTI_COLUMN_FIELDS.has(field)) return false;
  detected.mapping[field] = columns ? [...columns, column] : [column];
  detected.matches.push({ field, column, header, method });
  return true;
}

/** Whether a cell is an e-mail address or phone number by its look; a cell over the cap is neither, unread. */
function looksLike(value: string, pattern: RegExp): boolean {
  return !isOverlong(value) && pattern.test(value.trim());
}

function share(values: string[], pattern: RegExp): number {
  const filled = values.filter((value) => value.trim() !== '');
  if (filled.length === 0) return 0;
  return filled.filter((value) => looksLike(value, pattern)).length / filled.length;
}

/** What detection reads of a header cell: its first {@link MAX_CELL_LENGTH} characters, which say what it is. */
const headerText = (name: string): string =>
  name.length > MAX_CELL_LENGTH ? name.slice(0, MAX_CELL_LENGTH) : name;

function resolveColumn(header: readonly string[], ref: string | number): number {
  if (typeof ref === 'number') {
    if (Number.isInteger(ref) && ref >= 0 && ref < header.length) return ref;
  } else {
    const exact = header.indexOf(ref);
    if (exact >= 0) return exact;
    const loose = header.findIndex((name) => compact(headerText(name)) === compact(ref));
    if (loose >= 0) return loose;
  }
  throw new EngineInputError(
    'unknown_mapping_column',
    `The column mapping names "${String(ref)}", but the file has no such column. Columns: ${header.join(', ')}.`,
  );
}

/**
 * Maps header columns to fields: an explicit mapping first, then synonyms, then keywords, then
 * (only for e-mail and phone, and only when no header names them) the content of sample rows.
 */
export function detectColumns(
  header: readonly string[],
  sample: readonly (readonly string[])[],
  explicit: ExplicitMapping = {},
): DetectedColumns {
  const detected: DetectedColumns = { mapping: {}, matches: [] };
  const taken = new Set<number>();
  const explicitFields = new Set<FieldKind>();
  for (const field of FIELD_KINDS) {
    const refs = explicit[field];
    if (refs === undefined) continue;
    explicitFields.add(field);
    for (const ref of Array.isArray(refs) ? refs : [refs]) {
      const column = resolveColumn(header, ref as string | number);
      if (addColumn(detected, field, column, header[column] ?? '', 'mapping')) taken.add(column);
    }
  }
  const free = (field: FieldKind, column: number) =>
    !taken.has(column) &&
    !explicitFields.has(field) &&
    (MULTI_COLUMN_FIELDS.has(field) || !detected.mapping[field]);

  header.forEach((name, column) => {
    const field = SYNONYM_INDEX.get(compact(headerText(name)));
    if (field && free(field, column) && addColumn(detected, field, column, name, 'synonym'))
      taken.add(column);
  });
  header.forEach((name, column) => {
    if (taken.has(column)) return;
    const normalized = normalizeHeader(headerText(name));
    const rule = KEYWORD_RULES.find((r) => r.any.test(normalized) && !r.not?.test(normalized));
    if (rule && free(rule.field, column) && addColumn(detected, rule.field, column, name, 'keyword'))
      taken.add(column);
  });
  for (const [field, pattern] of [
    ['email', EMAIL_LIKE],
    ['phone', PHONE_LIKE],
  ] as const) {
    if (detected.mapping[field] || explicitFields.has(field)) continue;
    header.forEach((name, column) => {
      if (taken.has(column)) return;
      const values = sample.map((row) => row[column] ?? '');
      if (share(values, pattern) >= 0.6) {
        addColumn(detected, field, column, name, 'content');
        taken.add(column);
      }
    });
  }
  detected.matches.sort((a, b) => a.column - b.column);
  return detected;
}

/** True when a header row is really data: it holds an e-mail address, so the file has no header. */
export function looksLikeDataRow(row: readonly string[]): boolean {
  return row.some((cell) => looksLike(cell, EMAIL_LIKE));
}
