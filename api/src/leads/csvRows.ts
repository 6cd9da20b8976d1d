/**
 * Reads RFC 4180 CSV (the engine's results files) record by record, in constant memory: quoted cells
 * may hold commas, quotes and line breaks; CRLF, LF and CR all end a record; a leading BOM is dropped.
 */

/** Yields each record of `source` (UTF-8 bytes or text chunks) as its cells; blank lines are skipped. */
export async function* csvRows(source: AsyncIterable<Uint8Array | string>): AsyncGenerator<string[]> {
  const decoder = new TextDecoder('utf-8');
  let cells: string[] = [];
  let cell = '';
  let inQuotes = false;
  // A quote inside a quoted cell: either the closing quote or the first of a doubled pair.
  let quotePending = false;
  let afterCr = false;
  let started = false;
  let first = true;

  const endRecord = (): string[] | undefined => {
    cells.push(cell);
    const record = cells;
    cells = [];
    cell = '';
    started = false;
    return record.length === 1 && record[0] === '' ? undefined : record;
  };

  for await (const chunk of source) {
    let text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (first && text.length > 0) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    const records: string[][] = [];
    let runStart = -1;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (afterCr) {
        afterCr = false;
        if (ch === '\n') continue;
      }
      if (inQuotes) {
        if (quotePending) {
          quotePending = false;
          if (ch === '"') {
            cell += '"';
            continue;
          }
          inQuotes = false;
          // Fall through: `ch` follows the closing quote.
        } else if (ch === '"') {
          if (runStart >= 0) cell += text.slice(runStart, i);
          runStart = -1;
          quotePending = true;
          continue;
        } else {
          if (runStart < 0) runStart = i;
          continue;
        }
      }
      if (runStart >= 0) {
        cell += text.slice(runStart, i);
        runStart = -1;
      }
      if (ch === '"' && cell === '' && !quotePending) {
        inQuotes = true;
        started = true;
      } else if (ch === ',') {
        cells.push(cell);
        cell = '';
        started = true;
      } else if (ch === '\n' || ch === '\r') {
        afterCr = ch === '\r';
        const record = endRecord();
        if (record) records.push(record);
      } else {
        cell += ch;
        started = true;
      }
    }
    if (runStart >= 0) cell += text.slice(runStart);
    yield* records;
  }
  const tail = decoder.decode();
  if (tail) cell += tail;
  if (started || cell !== '' || cells.length > 0) {
    const record = endRecord();
    if (record) yield record;
  }
}
