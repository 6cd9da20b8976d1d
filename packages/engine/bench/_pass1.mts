import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { detectColumns } from '../src/columns/detect';
import { analyzeRow, createRowContext } from '../src/verify/analyze-row';
import { DomainMailChecker } from '../src/email/mx-resolver';
import { DisposableDomains } from '../src/email/disposable';
import { verifyPhone } from '../src/phone/verify-phone';
import { precheckEmail, domainFacts } from '../src/email/verify-email';
import { formatRow } from '../src/csv/write-row';
import { DuplicateFinder } from '../src/dedupe/find-duplicates';
const rows = Papa.parse<string[]>(readFileSync('/tmp/scratch/leads10.csv', 'utf8')).data.filter(
  (r) => r.length > 2,
);
const header = rows.shift()!;
const cols = detectColumns(header, rows.slice(0, 50));
const ctx = createRowContext(
  cols.mapping,
  undefined,
  new DomainMailChecker(undefined),
  new DisposableDomains(),
);
const time = (label: string, fn: () => void) => {
  const t = performance.now();
  fn();
  console.log(label, (((performance.now() - t) / rows.length) * 1000).toFixed(1), 'µs/row');
};
time('phone', () => {
  for (const r of rows) verifyPhone(r[3]!, 'US');
});
const dis = new DisposableDomains();
time('email', () => {
  for (const r of rows) precheckEmail(r[2]!, (d) => domainFacts(d, dis));
});
time('formatRow', () => {
  for (const r of rows) formatRow(r);
});
const analyzed: ReturnType<typeof analyzeRow>[] = [];
time('analyzeRow', () => {
  for (const r of rows) analyzed.push(analyzeRow(r, ctx));
});
time('stringify', () => {
  for (const a of analyzed) JSON.stringify(a.spooled);
});
const f = new DuplicateFinder();
time('finder.add', () => {
  for (const a of analyzed) f.add(a.dedupe, a.completeness);
});
time('resolve', () => {
  f.resolve();
});
import { toWebDomain } from '../src/standardize/web-domain';
import { standardizeName } from '../src/standardize/person-name';
import { buildDedupeRecord } from '../src/dedupe/build-record';
import { foldKey } from '../src/standardize/text';
time('webDomain', () => {
  for (const r of rows) toWebDomain(r[9]!);
});
time('names', () => {
  for (const r of rows) {
    standardizeName(r[0]!);
    standardizeName(r[1]!);
  }
});
time('foldKey x1', () => {
  for (const r of rows) foldKey(r[1]!);
});
time('buildDedupe', () => {
  for (const r of rows)
    buildDedupeRecord({
      firstName: r[0],
      lastName: r[1],
      company: r[4],
      city: r[8],
      email: r[2],
      state: r[7],
    });
});
time('country memo', () => {
  for (const r of rows) ctx.country(r[6]!);
});
time('company memo', () => {
  for (const r of rows) ctx.company(r[4]!);
});
time('phone again', () => {
  for (const r of rows) verifyPhone(r[3]!, 'US');
});
time('analyzeRow again', () => {
  for (const r of rows) analyzeRow(r, ctx);
});
