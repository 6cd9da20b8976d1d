import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resultFileCells } from '../../test/result-file-cells';
import type { OutputColumn } from '../mailbox/results-file';
import { verifyCsvFile } from '../verify-csv-file';

const COLUMNS: readonly OutputColumn[] = [
  'lp_row',
  'lp_email',
  'lp_email_status',
  'lp_email_reason',
  'lp_phone_e164',
];

/** Rows of several pass-two batches: quotes, line breaks, ragged rows, formula-like cells, repeats. */
function trickyLeads(rows: number): string {
  const lines = ['Name,Email,Phone,Country,lp_email'];
  for (let i = 0; i < rows; i++) {
    const name = i % 7 === 0 ? `"line\nbreak ""${i}"""` : `=Person ${i % 50}`;
    const email = [`p${i % 400}@example.com`, `=x${i}@acme.io`, `"a,b${i}"@corp.test`, 'not an address', ''][
      i % 5
    ];
    const phone = i % 3 === 0 ? `+1 415 555 ${String(1000 + (i % 300))}` : '';
    lines.push(`${name},${email},${phone},US,customer's${i % 11 === 0 ? ',extra' : ''}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

describe('the resultCells option', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'result-cells-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('hands over exactly the chosen cells of every row written, in order, and leaves the file as it was', async () => {
    const input = join(dir, 'leads.csv');
    await writeFile(input, trickyLeads(12_000));
    const plain = join(dir, 'plain.csv');
    const tapped = join(dir, 'tapped.csv');
    await verifyCsvFile(input, plain, { offline: true });
    const cells: string[] = [];
    let batches = 0;
    const report = await verifyCsvFile(input, tapped, {
      offline: true,
      resultCells: {
        columns: COLUMNS,
        onRows(batch) {
          batches++;
          cells.push(...batch);
        },
      },
    });

    expect(await readFile(tapped)).toEqual(await readFile(plain));
    expect(cells).toHaveLength(report.rows * COLUMNS.length);
    expect(cells).toEqual(await resultFileCells(tapped, COLUMNS));
    expect(batches).toBeGreaterThan(1);
    // Guarded as the file holds them, not as the values were.
    expect(cells.filter((cell) => cell.startsWith("'=")).length).toBeGreaterThan(0);
  });

  it('writes no further rows while a batch is being taken, and fails with the taker', async () => {
    const input = join(dir, 'leads.csv');
    await writeFile(input, trickyLeads(12_000));
    let calls = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const run = verifyCsvFile(input, join(dir, 'held.csv'), {
      offline: true,
      resultCells: {
        columns: COLUMNS,
        async onRows() {
          if (++calls === 1) await held;
        },
      },
    });
    while (calls === 0) await sleep(20);
    await sleep(300);
    expect(calls).toBe(1);
    release();
    await run;
    expect(calls).toBeGreaterThan(1);

    const failing = verifyCsvFile(input, join(dir, 'failed.csv'), {
      offline: true,
      resultCells: {
        columns: COLUMNS,
        onRows() {
          throw new Error('the database is gone');
        },
      },
    });
    await expect(failing).rejects.toThrow('the database is gone');
  });
});
