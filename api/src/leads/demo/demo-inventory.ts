/**
 * The generated demo inventory of embedded mode: a few thousand fictitious people at fictitious
 * companies (domains under `.example`), across industries, countries, seniorities and company sizes.
 * Deterministic: the same seed always gives the same file, so demos and tests are repeatable.
 */
import { quoteRow } from '@leadproof/engine/csv';
import {
  COMPANY_WORDS,
  DEMO_COMPANY_SIZES,
  DEMO_COUNTRIES,
  DEMO_INDUSTRIES,
  DEPARTMENTS,
  type DemoCountry,
  TITLE_TEMPLATES,
} from './demo-data';
import { demoPhoneNumbers } from './demo-phones';

/** Columns of the generated file; the import reads the same columns from operators' files. */
export const DEMO_COLUMNS = [
  'First Name',
  'Last Name',
  'Title',
  'Company',
  'Industry',
  'Company Size',
  'Country',
  'Region',
  'Email',
  'Phone',
] as const;

/** How many people the seed generates, and the seed of its random numbers. */
export const DEMO_INVENTORY_SIZE = 3000;
const DEFAULT_SEED = 20_260_101;

/** A small, fast, deterministic PRNG (mulberry32). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function weighted<T extends { weight: number }>(random: () => number, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let pick = random() * total;
  for (const item of items) {
    pick -= item.weight;
    if (pick < 0) return item;
  }
  return items[items.length - 1]!;
}

const pickOne = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/** Letters of an e-mail local part: accents dropped, spaces and apostrophes removed. */
const asciiKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

type Company = {
  name: string;
  domain: string;
  country: DemoCountry;
  industry: string;
  size: string;
  region: string;
};

/** The demo inventory as CSV text (`DEMO_COLUMNS`), `people` rows long. */
export function generateDemoInventory(options: { people?: number; seed?: number } = {}): string {
  const people = options.people ?? DEMO_INVENTORY_SIZE;
  const random = mulberry32(options.seed ?? DEFAULT_SEED);
  const phones = new Map<string, Generator<string>>();
  const nextPhone = (country: string) => {
    let supply = phones.get(country);
    if (!supply) {
      supply = demoPhoneNumbers(country);
      phones.set(country, supply);
    }
    const next = supply.next();
    if (next.done) throw new Error(`The demo phone numbers of ${country} ran out`);
    return next.value;
  };
  const usedNames = new Set<string>();
  const newCompany = (): Company => {
    for (;;) {
      const words = `${pickOne(random, COMPANY_WORDS.first)} ${pickOne(random, COMPANY_WORDS.second)}`;
      if (usedNames.has(words)) continue;
      usedNames.add(words);
      const country = weighted(random, DEMO_COUNTRIES);
      return {
        name: `${words} ${country.suffix}`,
        domain: `${words.toLowerCase().replace(' ', '-')}.example`,
        country,
        industry: weighted(random, DEMO_INDUSTRIES).name,
        size: weighted(random, DEMO_COMPANY_SIZES).band,
        region: pickOne(random, country.regions),
      };
    }
  };
  const lines = [quoteRow([...DEMO_COLUMNS])];
  const maxCompanies = COMPANY_WORDS.first.length * COMPANY_WORDS.second.length;
  let company = newCompany();
  // Colleagues never share a given name or a surname: the engine would take two similar names at one
  // company for the same person (its de-duplication: "Lena Richter" ~ "Leon Richter"), and drop one.
  let staff = new Set<string>();
  let staffTarget = 3 + Math.floor(random() * 10);
  for (let person = 0; person < people; person++) {
    if (staff.size >= 2 * staffTarget && usedNames.size < maxCompanies) {
      company = newCompany();
      staff = new Set();
      staffTarget = 3 + Math.floor(random() * 10);
    }
    let first: string;
    let last: string;
    let local: string;
    do {
      first = pickOne(random, company.country.firstNames);
      last = pickOne(random, company.country.lastNames);
      local = `${asciiKey(first)}.${asciiKey(last)}`;
    } while (staff.has(`first:${asciiKey(first)}`) || staff.has(`last:${asciiKey(last)}`));
    staff.add(`first:${asciiKey(first)}`);
    staff.add(`last:${asciiKey(last)}`);
    const template = pickOne(random, weighted(random, TITLE_TEMPLATES).titles);
    const title = template.replace('{d}', pickOne(random, DEPARTMENTS));
    lines.push(
      quoteRow([
        first,
        last,
        title,
        company.name,
        company.industry,
        company.size,
        company.country.code,
        company.region,
        `${local}@${company.domain}`,
        nextPhone(company.country.code),
      ]),
    );
  }
  return `${lines.join('\n')}\n`;
}
