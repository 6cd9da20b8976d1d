import { damerauLevenshtein } from '../dedupe/similarity';
import { FREE_PROVIDER_DOMAINS } from './free-providers';

/** The 50 mail providers people mistype most; a suggestion only ever points at one of these. */
export const POPULAR_DOMAINS: readonly string[] = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'aol.com',
  'icloud.com',
  'live.com',
  'msn.com',
  'me.com',
  'mac.com',
  'comcast.net',
  'verizon.net',
  'att.net',
  'sbcglobal.net',
  'protonmail.com',
  'proton.me',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  't-online.de',
  'yahoo.co.uk',
  'hotmail.co.uk',
  'btinternet.com',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'laposte.net',
  'libero.it',
  'yandex.ru',
  'mail.ru',
  'qq.com',
  'googlemail.com',
  'ymail.com',
  'bigpond.com',
  'shaw.ca',
  'rogers.com',
  'cox.net',
  'charter.net',
  'earthlink.net',
  'optonline.net',
  'rocketmail.com',
  'zoho.com',
  'mail.com',
  'hotmail.fr',
  'yahoo.fr',
  'hotmail.it',
  'yahoo.co.in',
  'rediffmail.com',
  'virginmedia.com',
];

/** Mistyped top-level domains and what was meant; `.co` and `.cm` are real but mostly typos of `.com` in lead lists. */
const TLD_TYPOS: Readonly<Record<string, string>> = {
  con: 'com',
  cmo: 'com',
  ocm: 'com',
  om: 'com',
  comm: 'com',
  coom: 'com',
  vom: 'com',
  xom: 'com',
  cpm: 'com',
  cim: 'com',
  c0m: 'com',
  cm: 'com',
  co: 'com',
  nte: 'net',
  ney: 'net',
  met: 'net',
  nett: 'net',
  ogr: 'org',
  orgg: 'org',
  rog: 'org',
  ord: 'org',
  // The country TLDs of the providers whose names are too short to correct by edit distance (web.de, free.fr).
  dee: 'de',
  ed: 'de',
  frr: 'fr',
  rf: 'fr',
  ruu: 'ru',
  ur: 'ru',
  caa: 'ca',
};

const KNOWN: ReadonlySet<string> = new Set([...POPULAR_DOMAINS, ...FREE_PROVIDER_DOMAINS]);

function splitTld(domain: string): [string, string] {
  const dot = domain.lastIndexOf('.');
  return [domain.slice(0, dot), domain.slice(dot + 1)];
}

/**
 * The popular domains a mistyped name may be corrected to, split once: names under five letters sit
 * one keystroke from real companies (ge.com, me.com), so they are never matched.
 */
const CORRECTABLE: ReadonlyArray<{ domain: string; name: string; tld: string }> = POPULAR_DOMAINS.map(
  (domain) => {
    const [name, tld] = splitTld(domain);
    return { domain, name, tld };
  },
).filter(({ name }) => name.length >= 5);

/**
 * Suggests the domain that was probably meant: a popular provider within a small edit distance
 * (`gmial.com` → `gmail.com`), or a popular provider's name with a mistyped TLD (`gmail.con`).
 * Company domains are never "corrected": we cannot know them, and a wrong fix is worse than none.
 */
export function suggestDomain(asciiDomain: string): string | undefined {
  if (KNOWN.has(asciiDomain)) return undefined;
  const [name, tld] = splitTld(asciiDomain);
  const fixedTld = TLD_TYPOS[tld];
  if (fixedTld && fixedTld !== tld && KNOWN.has(`${name}.${fixedTld}`)) return `${name}.${fixedTld}`;
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const { domain: candidate, name: candidateName, tld: candidateTld } of CORRECTABLE) {
    // Only mistakes in the provider's name count here; a different TLD (gmx.de vs gmx.com) is a different provider.
    if (tld !== candidateTld && TLD_TYPOS[tld] !== candidateTld) continue;
    const allowed = candidateName.length <= 6 ? 1 : 2;
    if (Math.abs(candidateName.length - name.length) > allowed) continue;
    const distance = damerauLevenshtein(name, candidateName, allowed);
    if (distance <= allowed && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
