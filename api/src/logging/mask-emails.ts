/**
 * E-mail addresses in free text, masked before a log line is written. Call sites log ids, never addresses; but
 * error messages of other systems (an SMTP server refusing a recipient, a payment provider, a driver) quote
 * them, and such a message is exactly what gets logged.
 */

const MASK = '[email]';
// One character at a time, not one pattern over the whole text: a scan from each `@` outwards stays linear on any
// input (scripts/check-regexes.mjs), where a global address pattern backtracks on long runs of word characters.
// The common characters only, not every one RFC 5322 allows: `/` would swallow the path before `pkg@1.2.3` in a stack.
const LOCAL_PART = /[A-Za-z0-9._%+-]/;
const DOMAIN_PART = /[A-Za-z0-9.-]/;
// A domain ends in a top-level label of letters: `user@localhost` and `pkg@1.2.3` are no addresses.
const TOP_LEVEL_LABEL = /\.[A-Za-z]{2,}$/;

/** `text` with every e-mail address in it replaced by `[email]`. */
export function maskEmails(text: string): string {
  if (!text.includes('@')) return text;
  let masked = '';
  let copied = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > copied && LOCAL_PART.test(text[start - 1] as string)) start--;
    let end = at + 1;
    while (end < text.length && DOMAIN_PART.test(text[end] as string)) end++;
    // A sentence's full stop is not part of the domain.
    while (end > at + 1 && text[end - 1] === '.') end--;
    const domain = text.slice(at + 1, end);
    if (start === at || domain.startsWith('.') || !TOP_LEVEL_LABEL.test(domain)) continue;
    masked += text.slice(copied, start) + MASK;
    copied = end;
    at = end - 1;
  }
  return masked + text.slice(copied);
}

/** `fields` with e-mail addresses masked in its strings and in the message and stack of an error. */
export function maskEmailsInFields(fields: Record<string, unknown>): Record<string, unknown> {
  const masked: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') masked[name] = maskEmails(value);
    else if (value instanceof Error) masked[name] = maskedError(value);
    else masked[name] = value;
  }
  return masked;
}

/**
 * The parts of an error a log line shows (pino's own shape: type, message, stack, code), masked. Only these: other
 * properties can hold personal data (nodemailer's `rejected` recipients, a driver's `detail` with a row's values).
 */
function maskedError(error: Error): Record<string, unknown> {
  const code = (error as NodeJS.ErrnoException).code;
  return {
    type: error.name,
    message: maskEmails(error.message),
    ...(error.stack ? { stack: maskEmails(error.stack) } : {}),
    ...(code !== undefined ? { code } : {}),
  };
}
