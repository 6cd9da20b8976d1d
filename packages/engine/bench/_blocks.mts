import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { detectColumns } from '../src/columns/detect';
import { analyzeRow, createRowContext } from '../src/verify/analyze-row';
import { DomainMailChecker } from '../src/email/mx-resolver';
import { DisposableDomains } from '../src/email/disposable';
import { blockingKeys } from '../src/dedupe/blocking';
const rows = Papa.parse<string[]>(readFileSync('/tmp/scratch/leads10.csv', 'utf8')).data;
const header = rows.shift()!;
const cols = detectColumns(header, rows.slice(0, 50));
const ctx = createRowContext(
  cols.mapping,
  undefined,
  new DomainMailChecker(undefined),
  new DisposableDomains(),
);
const blocks = new Map<string, number>();
for (const r of rows) {
  if (r.length < 2) continue;
  const a = analyzeRow(r, ctx);
  for (const k of blockingKeys(a.dedupe)) blocks.set(k, (blocks.get(k) ?? 0) + 1);
}
const byPrefix = new Map<string, { blocks: number; rows: number; pairs: number }>();
for (const [k, n] of blocks) {
  const p = k[0]!;
  const s = byPrefix.get(p) ?? { blocks: 0, rows: 0, pairs: 0 };
  s.blocks++;
  s.rows += n;
  s.pairs += n <= 12 ? (n * (n - 1)) / 2 : n * 8;
  byPrefix.set(p, s);
}
console.log(byPrefix);
console.log([...blocks.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15));
