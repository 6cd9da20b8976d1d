/**
 * A `Content-Disposition: attachment` value for any file name (RFC 6266): an ASCII `filename` every client reads,
 * and the exact UTF-8 name in `filename*` (RFC 8187), which browsers prefer.
 * @example attachmentDisposition('Clients Québec.csv') // attachment; filename="Clients Qu_bec.csv"; filename*=UTF-8''Clients%20Qu%C3%A9bec.csv
 */
export function attachmentDisposition(fileName: string): string {
  // Quotes and backslashes would end or escape the quoted string; anything outside printable ASCII is not allowed.
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === fileName) return `attachment; filename="${fileName}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
