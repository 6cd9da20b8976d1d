/** Where a sign-in goes when `?next=` is absent or not safe to follow. */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

// Any origin works as a base: only whether the parsed URL stays on it matters.
const BASE = 'https://leadproof.invalid';

/**
 * The `?next=` value to go to after sign-in, when it is a same-origin relative path (`/pricing`,
 * `/dashboard/orders?tab=1`); anything that could leave the site — `//evil.example`, `https://…`,
 * `/\evil`, `javascript:…`, control characters the URL parser would drop — gives `/dashboard`.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/')) return DEFAULT_AFTER_SIGN_IN;
  // Backslashes count as slashes in URLs, and tabs/newlines are silently removed: both can turn a
  // path into `//host`.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(next) || next.startsWith('//')) return DEFAULT_AFTER_SIGN_IN;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  // Dot segments can still normalise to `//host` (`/..//evil.example`).
  if (url.origin !== BASE || url.pathname.startsWith('//')) return DEFAULT_AFTER_SIGN_IN;
  return `${url.pathname}${url.search}${url.hash}`;
}
