import { suggestDomain } from '@leadproof/engine/email-typo';

/**
 * The address the user probably meant when the domain of `address` looks like a typo of a popular provider's
 * (`ana@gmial.com` → `ana@gmail.com`), by the engine's own typo check (the one reports use); undefined otherwise.
 * Company domains are never "corrected".
 */
export function suggestEmailFix(address: string): string | undefined {
  const email = address.trim();
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return undefined;
  const domain = email.slice(at + 1).toLowerCase();
  // Only a plain host name: anything a URL would read as a path, port or credentials is not one.
  if (!domain.includes('.') || /[\s/?#:@\\[\]]/.test(domain)) return undefined;
  let ascii: string;
  try {
    // The engine compares ASCII (punycode) names; the URL parser converts an internationalized one.
    ascii = new URL(`http://${domain}`).hostname;
  } catch {
    return undefined;
  }
  const suggestion = suggestDomain(ascii);
  return suggestion ? `${email.slice(0, at)}@${suggestion}` : undefined;
}
