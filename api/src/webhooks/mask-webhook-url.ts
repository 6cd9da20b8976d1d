/**
 * A webhook URL as shown to a reader who may not change the endpoint (a `read` or `verify` API key, the account
 * export): receivers often take a token in the query, so every query value and the fragment are masked, and any
 * user name or password dropped (refused at creation since issue 34, finding 9, but older rows may hold one).
 */
const MASK = '***';

/** `raw` with its userinfo dropped and each query value and the fragment replaced by `***`. */
export function maskWebhookUrl(raw: string): string {
  const url = URL.parse(raw);
  if (!url) return MASK;
  url.username = '';
  url.password = '';
  const names = [...url.searchParams.keys()];
  // The names stay: they say which parameters the receiver reads, not what they hold.
  if (names.length > 0)
    url.search = `?${names.map((name) => `${encodeURIComponent(name)}=${MASK}`).join('&')}`;
  if (url.hash) url.hash = MASK;
  return url.href;
}
