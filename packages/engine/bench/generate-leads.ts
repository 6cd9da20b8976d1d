import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

/** Small fast seeded PRNG (mulberry32), so every run writes the same bytes. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'james',
  'Mary',
  'JOHN',
  'Patricia',
  'Robert',
  'jennifer',
  'Michael',
  'Linda',
  'William',
  'Elizabeth',
  'David',
  'Barbara',
  'Richard',
  'Susan',
  'José',
  'Chloé',
  'Jürgen',
  'Sean',
  'Siobhán',
  'Wei',
  'Priya',
  'Mohammed',
  'Anna',
  'Luca',
  'Emma',
  'Noah',
  'Olivia',
  'Liam',
  'Sofia',
  'Mateo',
];
const LAST = [
  'Smith',
  'JOHNSON',
  'williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  "O'Brien",
  'McDonald',
  'van der Berg',
  'Müller',
  'Dubois',
  'Rossi',
  'Nguyen',
  'Kim',
  'Patel',
  'Schmidt',
  'Novak',
  'Kowalski',
  'Silva',
  'Haddad',
  'Cohen',
  'Andersson',
  'Larsen',
  'Fischer',
  'Moreau',
  'Bianchi',
];
const COMPANY = [
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Vandelay',
  'Stark',
  'Wayne',
  'Wonka',
  'Tyrell',
  'Cyberdyne',
  'Soylent',
  'Massive Dynamic',
  'Aperture',
  'Gringotts',
  'Oscorp',
  'Blue',
  'North',
  'Silver',
  'Green',
  'Bright',
  'Iron',
  'Cedar',
  'Summit',
  'Harbor',
  'Pioneer',
  'Atlas',
  'Nova',
  'Vertex',
  'Apex',
  'Quantum',
  'Lumen',
];
// Syllables make a few thousand distinct surnames, so unrelated rows rarely share a name by chance.
const SURNAME_START = [
  'Hart',
  'Ash',
  'Black',
  'Bell',
  'Brad',
  'Carl',
  'Dun',
  'Ells',
  'Fair',
  'Gold',
  'Hol',
  'Ken',
  'Lang',
  'Mar',
  'Nor',
  'Pem',
  'Ros',
  'Stan',
  'Thorn',
  'Wey',
  'Whit',
  'Kirk',
  'Mor',
  'Ran',
];
const SURNAME_END = [
  'well',
  'ford',
  'wood',
  'ton',
  'ley',
  'by',
  'field',
  'man',
  'son',
  'worth',
  'more',
  'stone',
  'ham',
  'wick',
  'dale',
  'er',
  'ridge',
  'burn',
  'croft',
  'combe',
];
const FIRST_EXTRA = [
  'Aiden',
  'Bella',
  'Caleb',
  'Daisy',
  'Ethan',
  'Freya',
  'Gavin',
  'Hazel',
  'Isaac',
  'Jade',
  'Kyle',
  'Leah',
  'Mason',
  'Nora',
  'Owen',
  'Piper',
  'Quinn',
  'Ruby',
  'Seth',
  'Tara',
  'Uma',
  'Vera',
  'Wade',
  'Xena',
  'Yara',
  'Zane',
  'Ahmed',
  'Bianca',
  'Carlos',
  'Dmitri',
  'Elena',
  'Farah',
  'Hugo',
  'Ines',
  'Jonas',
  'Kenji',
  'Lena',
  'Marco',
  'Nadia',
  'Oskar',
];
const SUFFIX = [' Inc', ' Inc.', ' LLC', ' Ltd', ' GmbH', ' Corporation', ', Inc.', ' S.A.', '', ''];
const TITLE = [
  'CEO',
  'VP Sales',
  'Head of Marketing',
  'Sales Manager',
  'Account Executive',
  'Software Engineer',
  'Intern',
  'Director of IT',
  'Geschäftsführer',
  'Directeur commercial',
  '',
  'Founder',
];
const COUNTRY: Array<[string, string]> = [
  ['United States', 'US'],
  ['USA', 'US'],
  ['US', 'US'],
  ['Canada', 'CA'],
  ['UK', 'GB'],
  ['Deutschland', 'DE'],
  ['France', 'FR'],
  ['España', 'ES'],
  ['', 'US'],
];
const STATES = ['CA', 'New York', 'tx', 'Florida', 'IL', 'Ontario', 'QC', 'wa', ''];
const FREE = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'gmial.com',
  'mailinator.com',
  'yaho.com',
];

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)]!;
}

function quote(cell: string): string {
  return /[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

function phone(rand: () => number, cc: string): string {
  const digits = () => String(Math.floor(rand() * 1e7)).padStart(7, '0');
  const roll = rand();
  if (cc === 'US' || cc === 'CA') {
    const area = pick(rand, ['212', '415', '646', '312', '416', '514', '305', '702']);
    const d = digits();
    if (roll < 0.3) return `(${area}) ${d.slice(0, 3)}-${d.slice(3)}`;
    if (roll < 0.55) return `+1 ${area} ${d.slice(0, 3)} ${d.slice(3)}`;
    if (roll < 0.7) return `${area}.${d.slice(0, 3)}.${d.slice(3)} x${Math.floor(rand() * 900 + 100)}`;
    if (roll < 0.8) return `1${area}${d}`;
    if (roll < 0.9) return `${area}-${d.slice(0, 3)}`;
    return '';
  }
  if (cc === 'GB')
    return roll < 0.5
      ? `07${digits().slice(0, 3)} ${digits().slice(0, 6)}`
      : `+44 20 ${digits().slice(0, 4)} ${digits().slice(0, 4)}`;
  if (cc === 'DE') return roll < 0.5 ? `+49 151 ${digits()}${Math.floor(rand() * 10)}` : `030 ${digits()}`;
  if (cc === 'FR')
    return roll < 0.5
      ? `+33 6 ${digits().slice(0, 2)} ${digits().slice(0, 2)} ${digits().slice(0, 2)} ${digits().slice(0, 2)}`
      : `01 ${digits().slice(0, 2)} ${digits().slice(0, 2)} 34 56`;
  return roll < 0.7 ? `+34 6${digits().slice(0, 2)} ${digits().slice(0, 3)} ${digits().slice(0, 3)}` : 'n/a';
}

/** One messy lead row: odd casing, spacing, quoting, typos, invalid values, and near-duplicates of earlier rows. */
function leadRow(rand: () => number, index: number, earlier: string[][]): string[] {
  if (earlier.length > 100 && rand() < 0.08) {
    // A duplicate: the same person again, re-typed.
    const copy = [...pick(rand, earlier)];
    const roll = rand();
    if (roll < 0.3) copy[0] = copy[0]!.toUpperCase();
    else if (roll < 0.6) copy[2] = ` ${copy[2]!.toUpperCase()} `;
    else copy[2] = '';
    return copy;
  }
  const first = rand() < 0.5 ? pick(rand, FIRST) : pick(rand, FIRST_EXTRA);
  const last = rand() < 0.3 ? pick(rand, LAST) : `${pick(rand, SURNAME_START)}${pick(rand, SURNAME_END)}`;
  const company = `${pick(rand, COMPANY)} ${pick(rand, COMPANY)} ${pick(rand, ['Labs', 'Systems', 'Group', 'Partners', 'Foods', 'Motors', 'Health', 'Capital', 'Media', 'Logistics'])}${pick(rand, SUFFIX)}`;
  const [countryName, cc] = pick(rand, COUNTRY);
  const slug = company
    .toLowerCase()
    .replace(/[^a-z]+/g, '')
    .slice(0, 12);
  const domain =
    rand() < 0.35
      ? pick(rand, FREE)
      : `${slug}${index % 997}.${pick(rand, ['com', 'io', 'de', 'co.uk', 'con'])}`;
  const local = pick(rand, [
    `${first}.${last}`,
    `${first[0]}${last}`,
    `${first}`,
    'info',
    'sales',
    `${first}+leads`,
  ])
    .toLowerCase()
    .replace(/[^a-z0-9.+]/g, '');
  const roll = rand();
  const email =
    roll < 0.04
      ? `${local}@@${domain}`
      : roll < 0.07
        ? `${local} at ${domain}`
        : roll < 0.1
          ? ''
          : `${local}@${domain}`;
  const row = [
    rand() < 0.05 ? ` ${first}  ` : first,
    last,
    email,
    phone(rand, cc),
    rand() < 0.03 ? `=HYPERLINK("http://x.example/${index}")` : company,
    pick(rand, TITLE),
    countryName,
    cc === 'US' || cc === 'CA' ? pick(rand, STATES) : '',
    pick(rand, ['San Francisco', 'New York', 'Berlin', 'Paris, 75001', 'Toronto', 'London', 'Madrid']),
    rand() < 0.5 ? `https://www.${domain}/about` : '',
    rand() < 0.02 ? 'note with "quotes", commas\nand a newline' : '',
  ];
  if (rand() < 0.002) row.pop(); // a ragged row
  return row;
}

export const HEADER = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Company',
  'Job Title',
  'Country',
  'State',
  'City',
  'Website',
  'Notes',
];

/** Writes a messy lead CSV of about `bytes` bytes to `path`; the same seed always gives the same file. */
export async function generateLeads(path: string, bytes: number, seed = 42): Promise<number> {
  const rand = random(seed);
  const out = createWriteStream(path);
  const earlier: string[][] = [];
  let written = 0;
  let rows = 0;
  let buffer = `${HEADER.join(',')}\r\n`;
  while (written + buffer.length < bytes) {
    const row = leadRow(rand, rows, earlier);
    if (earlier.length < 5000) earlier.push(row);
    else if (rand() < 0.01) earlier[Math.floor(rand() * earlier.length)] = row;
    buffer += `${row.map(quote).join(',')}\r\n`;
    rows++;
    if (buffer.length > 1 << 16) {
      written += Buffer.byteLength(buffer);
      if (!out.write(buffer)) await once(out, 'drain');
      buffer = '';
    }
  }
  out.end(buffer);
  await once(out, 'finish');
  return rows;
}
