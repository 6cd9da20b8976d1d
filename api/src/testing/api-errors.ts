/** Assertions on `/api` error responses shared by the security tests. */
import { errorResponseSchema } from '@leadproof/contract/error';
import { expect } from 'vitest';

/** Traces of an internal failure that must never reach a caller: stack frames, source paths. */
const INTERNALS = /\n\s+at |node_modules|\.[cm]?[jt]s:\d+|wasm-function/;

/**
 * Expects `response` to be a `status` error whose body is the contract's `{error: {code, message}}`,
 * with a message matching `message` and no internals; returns the body as text.
 */
export async function expectApiError(
  response: Response,
  status: number,
  message: RegExp = /\S/,
  label = `${response.url}`,
): Promise<string> {
  const text = await response.text();
  expect(response.status, `${label}: ${text.slice(0, 300)}`).toBe(status);
  expect(text, label).not.toMatch(INTERNALS);
  const parsed = errorResponseSchema.safeParse(JSON.parse(text));
  expect(parsed.success, `${label}: not the contract's error body: ${text.slice(0, 300)}`).toBe(true);
  expect(parsed.data?.error.message, label).toMatch(message);
  return text;
}

/** Expects `text` to contain none of `secrets` (another user's ids, e-mail, file names…). */
export function expectNoneOf(text: string, secrets: readonly string[], label: string): void {
  const leaked = secrets.filter((secret) => text.toLowerCase().includes(secret.toLowerCase()));
  expect(leaked, `${label} leaks another user's data`).toEqual([]);
}
