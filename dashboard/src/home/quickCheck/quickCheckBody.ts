import type { VerifyContactBody } from '@leadproof/sdk';

/**
 * The `POST /api/verify` body for what was typed in the quick check: an e-mail address when the value contains
 * `@`, else a phone number; null for a blank value. The server reads every notation of both (a `mailto:`, a
 * display name, `(415) 555-0100`), so nothing else is decided here.
 */
export function quickCheckBody(value: string): VerifyContactBody | null {
  const text = value.trim();
  if (!text) return null;
  return text.includes('@') ? { email: text } : { phone: text };
}
