/** Lead inventories for tests: small CSVs of distinct, usable people, and helpers to read deliveries. */
import { Readable } from 'node:stream';
import { readCsvRecords } from '@leadproof/engine/csv';
import { demoPhoneNumbers } from './demo/demo-phones';

const FIRST = [
  'Ada',
  'Brian',
  'Chloe',
  'Dmitri',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
  'Kira',
  'Liam',
  'Maya',
  'Nils',
  'Olga',
  'Pavel',
  'Quinn',
  'Rosa',
  'Sven',
  'Tara',
  'Uma',
  'Victor',
  'Wanda',
  'Xavier',
  'Yara',
  'Zane',
];
const LAST = [
  'Abbott',
  'Brandt',
  'Castillo',
  'Dorsey',
  'Eklund',
  'Fontaine',
  'Gallo',
  'Hartmann',
  'Ivanova',
  'Jansen',
  'Kowalski',
  'Lindgren',
  'Moreau',
  'Novak',
  'Okafor',
  'Petrov',
  'Quist',
  'Rinaldi',
  'Sato',
  'Teixeira',
  'Ueda',
  'Varga',
  'Weiss',
  'Xu',
  'Yilmaz',
  'Zeller',
];
const phones = demoPhoneNumbers('US');

export type TestLead = { email: string; phone: string; first: string; last: string };

/**
 * A CSV of `count` usable US leads in `industry` (one person per company, distinct names, fresh phones),
 * and the people in it. `label` keeps e-mails unique across calls.
 */
export function testLeadsCsv(
  industry: string,
  count: number,
  options: { label?: string; title?: string; size?: string; country?: string; tld?: string } = {},
): { csv: string; people: TestLead[] } {
  const label = (options.label ?? industry).toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const people: TestLead[] = [];
  const lines = ['First Name,Last Name,Title,Company,Industry,Company Size,Country,Region,Email,Phone'];
  for (let i = 0; i < count; i++) {
    const first = FIRST[i % FIRST.length]!;
    const last = `${LAST[(i * 7) % LAST.length]}${i >= FIRST.length ? String.fromCharCode(97 + Math.floor(i / FIRST.length)) : ''}`;
    const email = `${first}.${last}@${label}-co${i}.${options.tld ?? 'example'}`.toLowerCase();
    const phone = phones.next().value as string;
    people.push({ email, phone, first, last });
    lines.push(
      [
        first,
        last,
        options.title ?? 'VP of Sales',
        `${label} Works ${i}`,
        industry,
        options.size ?? '51-200',
        options.country ?? 'US',
        'CA',
        email,
        phone,
      ].join(','),
    );
  }
  return { csv: `${lines.join('\n')}\n`, people };
}

/** The data rows of a results CSV as objects keyed by header. */
export async function readCsvObjects(text: string): Promise<Array<Record<string, string>>> {
  const rows: string[][] = [];
  for await (const row of readCsvRecords(Readable.from([text]))) rows.push(row);
  const [header = [], ...data] = rows;
  return data.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}
