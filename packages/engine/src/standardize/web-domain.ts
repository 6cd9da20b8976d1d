import { domainToASCII } from 'node:url';

/**
 * Bare host name from a website cell: "https://www.Acme.com/about" → "acme.com". Returns "" when
 * the cell holds no plausible domain.
 */
export function toWebDomain(value: string): string {
  let text = value.trim().toLowerCase();
  if (!text) return '';
  if (text.includes('@')) text = text.slice(text.lastIndexOf('@') + 1);
  const host = simpleHost(text) ?? parsedHost(text);
  if (host === undefined) return '';
  const bare = host.replace(/^www\d?\./, '').replace(/\.$/, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(bare) ? bare : '';
}

/** An http(s) address, or a bare host, whose host is plain letters, digits, hyphens and dots. */
const SIMPLE_ADDRESS = /^(?:https?:\/\/)?([a-z0-9-]+(?:\.[a-z0-9-]+)+)\.?(?:[/?#]|$)/;

/**
 * The host of most website cells, read without the URL parser, which costs more than the rest of
 * the row's standardization. Only hosts the parser would return unchanged qualify: no punycode
 * label, and a last label that is not a number (the parser reads such hosts as IPv4 addresses).
 */
function simpleHost(text: string): string | undefined {
  const host = SIMPLE_ADDRESS.exec(text)?.[1];
  if (host === undefined || host.includes('xn--')) return undefined;
  const last = host.slice(host.lastIndexOf('.') + 1);
  return /^(?:\d+|0x[0-9a-f]*)$/.test(last) ? undefined : host;
}

/** The host as the WHATWG URL parser reads it, in ASCII; undefined when the text is no URL. */
function parsedHost(text: string): string | undefined {
  const url = /^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `http://${text}`;
  try {
    return domainToASCII(new URL(url).hostname);
  } catch {
    return undefined;
  }
}
