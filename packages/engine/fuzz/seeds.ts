/**
 * The documents mutations start from: the engine's real-world CSV fixtures (csv-spectrum edge
 * cases, the FEBRL person records, libphonenumber's examples) and a lead list with accents,
 * e-mails and phones in the shapes customers upload.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SAMPLE_LEAD_LINES } from '../test/sample-leads';

export type SeedDocument = { name: string; text: string };

const fixtures = (relative: string) =>
  fileURLToPath(new URL(`../test/fixtures/${relative}`, import.meta.url));

const LEADS = [
  ...SAMPLE_LEAD_LINES,
  'José,Müller-Lüdenscheidt,jose@exämple.de,+49 30 901820,Bäckerei Groß GmbH,Österreich,Geschäftsführer',
  'Chloé,"O\'Brien, Jr.","""quoted""@example.com","+33 (0)1 42 68 53 00","Société Générale, S.A.",France,"Directrice ""Ventes"""',
  'Siobhán,Ní Bhriain,siobhan@gmail.con,087 123 4567,€uro Trading Ltd,Ireland,CEO',
  'Wei,Zhang,wei.zhang@example.cn,+86 10 6552 9988,北京公司,China,总经理',
  '=cmd|\' /C calc\'!A0,+SUM(1;2),@evil.com,-1234567,"=HYPERLINK(""http://x"")",US,',
].join('\n');

/** Every seed document, read once. */
export function loadSeeds(): SeedDocument[] {
  const seeds: SeedDocument[] = [{ name: 'leads', text: `${LEADS}\n` }];
  const spectrum = fixtures('csv-spectrum/csvs');
  for (const file of readdirSync(spectrum).sort()) {
    seeds.push({ name: `csv-spectrum/${file}`, text: readFileSync(`${spectrum}/${file}`, 'utf8') });
  }
  for (const file of ['febrl/dataset3.csv', 'phone-libphonenumber/example-numbers.csv']) {
    seeds.push({ name: file, text: readFileSync(fixtures(file), 'utf8') });
  }
  // The same records as lead lists (a contact column), so more cases get past column detection.
  const febrl = seeds.find((seed) => seed.name === 'febrl/dataset3.csv')!.text.split('\n');
  seeds.push({
    name: 'febrl/dataset3.csv + email',
    text: febrl
      .map((line, i) => {
        const [, given = '', surname = ''] = line.split(',').map((cell) => cell.trim());
        return `${line},${i === 0 ? 'email' : `${given}.${surname}@example.com`}`;
      })
      .join('\n'),
  });
  const phones = seeds.find((seed) => seed.name === 'phone-libphonenumber/example-numbers.csv')!;
  seeds.push({ name: `${phones.name} as phone`, text: phones.text.replace(',e164,', ',phone,') });
  return seeds;
}
