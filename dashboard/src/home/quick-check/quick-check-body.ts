import type { VerifyContactBody } from '@leadproof/contract/verify';

/**
 * The `POST /api/verify` body for what was typed in the quick check: an e-mail address when the value contains
 * `@`, else a phone number, with `country` (the region of a number written without its country code) when one is
 * chosen; null for a blank value. The server reads every notation of both (a `mailto:`, a display name,
 * `(415) 555-0100`) and says when it can read neither, so nothing else is decided here.
 */
export function quickCheckBody(value: string, country = ''): VerifyContactBody | null {
  const text = value.trim();
  if (!text) return null;
  if (text.includes('@')) return { email: text };
  return country ? { phone: text, country } : { phone: text };
}
