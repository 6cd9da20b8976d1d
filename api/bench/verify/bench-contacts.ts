/**
 * The contacts `pnpm bench:verify` sends: a mix of what a sign-up form sees (valid-looking addresses on a few
 * providers and company domains, disposable and mistyped domains, broken syntax, phones of several countries), each
 * made unique by the request's number so the engine's memo caches miss as they would on real traffic.
 */
import type { VerifyContact } from '@leadproof/contract/verify';

const COMPANY_DOMAINS = ['acme-corp.com', 'globex.io', 'initech.co.uk', 'umbrella.de', 'hooli.fr'];
const FREEMAIL = ['gmail.com', 'outlook.com', 'yahoo.com'];
const DISPOSABLE = ['mailinator.com', 'guerrillamail.com', '10minutemail.com'];
const TYPOS = ['gmial.com', 'hotmial.com', 'yaho.com'];
const FIRST = ['ada', 'grace', 'linus', 'margaret', 'alan', 'barbara', 'ken', 'frances'];
const LAST = ['lovelace', 'hopper', 'torvalds', 'hamilton', 'turing', 'liskov', 'thompson', 'allen'];

/** A phone number of `country` ending in the digits of `n` (valid-looking national formats). */
function phoneOf(country: string, n: number): string {
  const four = String(n % 10_000).padStart(4, '0');
  switch (country) {
    case 'US':
      return `(415) 555-${four}`;
    case 'GB':
      return `+44 20 7946 ${four}`;
    case 'DE':
      return `+49 30 901820${four.slice(2)}`;
    case 'FR':
      return `+33 1 42 68 ${four.slice(0, 2)} ${four.slice(2)}`;
    case 'IN':
      return `+91 98765 4${four}`;
    default:
      return `+55 11 9${four}-${four}`;
  }
}
const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'IN', 'BR'];

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** The `n`th contact of the mix; the same `n` always gives the same contact. */
export function benchContact(n: number): VerifyContact {
  const first = pick(FIRST, n);
  const last = pick(LAST, n >> 3);
  const person = { firstName: first, lastName: last };
  switch (n % 10) {
    case 0:
    case 1:
      return { email: `${first}.${last}${n}@${pick(COMPANY_DOMAINS, n >> 1)}`, ...person, company: 'Acme' };
    case 2:
      return { email: `${first}${n}@${pick(FREEMAIL, n >> 1)}`, ...person };
    case 3:
      return { email: `temp${n}@${pick(DISPOSABLE, n >> 1)}` };
    case 4:
      return { email: `${first}${n}@${pick(TYPOS, n >> 1)}`, ...person };
    case 5: {
      // Broken syntax: refused alone (422, nothing to check), so it comes with a phone, as a form would send it.
      const country = pick(COUNTRIES, n >> 1);
      return { email: `not-an-address-${n}`, phone: phoneOf(country, n), country };
    }
    case 6:
    case 7: {
      const country = pick(COUNTRIES, n >> 1);
      return { phone: phoneOf(country, n), country };
    }
    case 8: {
      const country = pick(COUNTRIES, n >> 2);
      return {
        email: `${first}.${last}${n}@${pick(COMPANY_DOMAINS, n >> 2)}`,
        phone: phoneOf(country, n),
        country,
        ...person,
      };
    }
    default:
      // A phone that cannot be a number: the check decides "invalid".
      return { phone: `+1 555 ${n % 100}`, country: 'US' };
  }
}
