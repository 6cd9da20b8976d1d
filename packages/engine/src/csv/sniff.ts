import Papa from 'papaparse';

/** Field delimiters the engine recognises. */
export type Delimiter = ',' | ';' | '\t' | '|';
/** Record separators the engine recognises. */
export type Newline = '\r\n' | '\n' | '\r';

const DELIMITERS: readonly Delimiter[] = [',', ';', '\t', '|'];
const SAMPLE_ROWS = 40;

/** Finds the first line ending outside quotes; files with none are one line, so `\n` is as good as any. */
export function detectNewline(sample: string): Newline {
  let inQuotes = false;
  for (let i = 0; i < sample.length; i++) {
    const char = sample[i];
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && char === '\r') return sample[i + 1] === '\n' ? '\r\n' : '\r';
    else if (!inQuotes && char === '\n') return '\n';
  }
  return '\n';
}

/**
 * Picks the delimiter whose rows agree best with the header's field count.
 *
 * Consistency beats width: a semicolon file with decimal commas has more commas than semicolons, but
 * only the semicolon splits every row into the same number of fields.
 */
export function detectDelimiter(sample: string, newline: Newline): Delimiter {
  let best: Delimiter = ',';
  let bestScore = 0;
  for (const delimiter of DELIMITERS) {
    const parser = new Papa.Parser({ delimiter, newline, preview: SAMPLE_ROWS });
    const rows = (parser.parse(sample, 0, true).data as string[][]).filter(
      (row) => row.length > 1 || (row[0] ?? '').trim() !== '',
    );
    const header = rows[0];
    if (!header || header.length < 2) continue;
    const others = rows.slice(1);
    const agreeing = others.filter((row) => row.length === header.length).length;
    const consistency = others.length === 0 ? 1 : agreeing / others.length;
    const score = consistency * 1000 + Math.min(header.length, 100);
    if (score > bestScore) {
      bestScore = score;
      best = delimiter;
    }
  }
  return best;
}
