/** Small lead lists for API tests, written to temporary files. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const FIRST_NAMES =
  'Ada Bruno Chiara Dmitri Elena Farid Greta Hiro Ingrid Jamal Keiko Luis Maren Nadia Oskar Priya Quentin Rosa Sven Tamar Ulrich Vera Wen Ximena Yusuf Zofia Amara Bjorn Cyrus Dalia Emeka Fiona Gustav Hana Idris Jonas Kalina Lorenzo Mei Nils Olga Pavel Rania Soren Tariq Uma Viktor Willa Yara Zane'.split(
    ' ',
  );
const LAST_NAMES =
  'Abbott Becker Castillo Dubois Eriksen Fischer Guzman Haddad Ivanova Jensen Kowalski Lindqvist Moreau Nakamura Okafor Petrov Quinn Rossi Schmidt Takahashi Ulloa Varga Weber Xu Yilmaz Zimmermann Alvarez Bianchi Costa Dimitrov Esposito Ferreira Gallo Horvat Iqbal Jovanovic Kaur Larsen Marino Novak Olsen Popescu Ramos Santos Toth Urban Vasquez Wagner Young Zhang'.split(
    ' ',
  );
const COMPANY_WORDS =
  'Apex Birch Cobalt Delta Ember Fjord Granite Harbor Iris Juniper Kestrel Lumen Maple Nimbus Orbit Pioneer Quartz Ridge Summit Tidal Umber Vector Willow Xenon Yonder Zenith'.split(
    ' ',
  );

/**
 * A CSV of `rows` distinct contacts (header first): different people at different companies, each with an address
 * at the company's domain and their own valid US phone, so the engine finds no duplicates and every row is billable
 * (checked up to 20,000 rows).
 */
export function leadsCsv(rows: number): string {
  const lines = ['first_name,last_name,email,phone,company'];
  for (let i = 0; i < rows; i++) {
    const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!;
    const words = COMPANY_WORDS.length;
    const company = `${COMPANY_WORDS[i % words]} ${COMPANY_WORDS[Math.floor(i / words) % words]} ${Math.floor(i / (words * words)) + 1}`;
    const domain = `${company.toLowerCase().replaceAll(' ', '')}.com`;
    const phone = `+1 415 ${200 + Math.floor(i / 10_000)} ${String(i % 10_000).padStart(4, '0')}`;
    lines.push(`${first},${last},${first.toLowerCase()}.${last.toLowerCase()}@${domain},${phone},${company}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * 100 rows: 85 distinct contacts with a phone (decided), 10 exact copies of some of them, and 5 whose only contact
 * is a well-formed address, which the offline test server cannot decide.
 */
export function listWithDuplicatesAndUndecided(): string {
  const [header, ...contacts] = leadsCsv(85).trim().split('\n');
  const copies = Array.from({ length: 10 }, (_, i) => contacts[i * 8]!);
  const quiet = ['Quinn Ashford', 'Rhea Blackwood', 'Silas Crane', 'Tova Drummond', 'Umar Ellery'].map(
    (name) => {
      const [first, last] = name.split(' ');
      return `${first},${last},${first!.toLowerCase()}@${last!.toLowerCase()}-studio.org,,`;
    },
  );
  return `${[header, ...contacts, ...copies, ...quiet].join('\n')}\n`;
}

/** Writes `content` to a new temporary file named `name`; returns its path. */
export async function tempFile(name: string, content: string | Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'leadproof-fixture-'));
  const file = path.join(dir, name);
  await writeFile(file, content);
  return file;
}
