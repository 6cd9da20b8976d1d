import { domainToASCII } from 'node:url';

/**
 * Bare host name from a website cell: "https://www.Acme.com/about" → "acme.com". Returns "" when
 * the cell holds no plausible domain.
 */
export function toWebDomain(value: string): string {
  let text = value.trim().toLowerCase();
  if (!text) return '';
  if (text.includes('@')) text = text.slice(text.lastIndexOf('@') + 1);
  if (!/^[a-z][a-z0-9+.-]*:\/\//.test(text)) text = `http://${text}`;
  let host: string;
  try {
    host = new URL(text).hostname;
  } catch {
    return '';
  }
  host = domainToASCII(host)
    .replace(/^www\d?\./, '')
    .replace(/\.$/, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) ? host : '';
}
