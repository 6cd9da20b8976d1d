/**
 * Real-time checks refuse, before any charge, input that a check could decide nothing about (issue 40, item 5):
 * text that is not an e-mail address or a phone number at all, or a national number with no country to read it
 * in. Such a call used to come back `invalid` and cost a credit; now it is a 422 that says what to send instead.
 */
import {
  type AnalysedContact,
  type ContactInput,
  type ContactReadability,
  isReadable,
} from '@leadproof/engine';
import { ApiError } from '../errors/api-error';

/** How much of a typed value an error message repeats. */
const SHOWN_CHARACTERS = 60;

function shown(value: string): string {
  const text = value.trim();
  return JSON.stringify(text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS)}…` : text);
}

/** What is wrong with each unreadable field of one contact, prefixed with its path in the body. */
function problems(contact: ContactInput, readability: ContactReadability, prefix: string): string[] {
  const found: string[] = [];
  if (readability.email === 'not_an_address') {
    found.push(`${prefix}email: ${shown(contact.email ?? '')} is not an e-mail address (like ada@acme.com)`);
  }
  if (readability.phone === 'not_a_number') {
    found.push(`${prefix}phone: ${shown(contact.phone ?? '')} is not a phone number (like +1 415 555 0100)`);
  } else if (readability.phone === 'no_country') {
    found.push(
      `${prefix}phone: ${shown(contact.phone ?? '')} has no country code: write it with one (+1 415 555 0100) or send the country it belongs to in "country" (an ISO code such as US, or a name)`,
    );
  }
  return found;
}

/**
 * Throws a 422 naming every contact a check could read nothing from, and why; returns when each has an e-mail
 * address or a phone number to check. `phone_country_required` when a missing country is all that stands in the
 * way, `contact_unreadable` otherwise. `paths` says where each contact sits in the body (`contacts.3.`). The
 * contacts come read (`ContactVerifier.analyse`), so that `verify` goes on from the same reading.
 */
export function assertReadable(
  contacts: readonly AnalysedContact[],
  paths: (index: number) => string = () => '',
): void {
  const unreadable = contacts.flatMap(({ contact, readability }, index) =>
    isReadable(readability) ? [] : [{ contact, readability, index }],
  );
  if (unreadable.length === 0) return;
  const onlyCountry = unreadable.every(
    ({ readability }) => readability.phone === 'no_country' && readability.email !== 'not_an_address',
  );
  const lines = unreadable.flatMap(({ contact, readability, index }) =>
    problems(contact, readability, paths(index)),
  );
  throw new ApiError({
    code: onlyCountry ? 'phone_country_required' : 'contact_unreadable',
    message: `Nothing to check, so nothing was charged: ${lines.join('; ')}.`,
  });
}
