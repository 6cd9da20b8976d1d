/**
 * The CSP hash sources of a built page's inline scripts. Astro inlines its island loader and small page
 * scripts into the HTML; the policy allows exactly those, by hash, so a script injected later does not run.
 * Only for files of the site build: hashing a page that echoes request data would bless injected code.
 */
import { createHash } from 'node:crypto';

/** `'sha256-…'` of the text of each `<script>` without `src` in `html`, in document order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  // Simple searches moved along by hand rather than one pattern for the whole element: linear on any
  // input, and a script's text ends at the first `</script`, as the HTML parser decides.
  const open = /<script(?=[\s/>])/gi;
  const close = /<\/script/gi;
  for (let start = open.exec(html); start !== null; start = open.exec(html)) {
    const tagEnd = html.indexOf('>', start.index);
    if (tagEnd === -1) break;
    close.lastIndex = tagEnd + 1;
    const end = close.exec(html);
    if (end === null) break;
    if (!/\ssrc\s*=/i.test(html.slice(start.index + '<script'.length, tagEnd))) {
      // Browsers hash the text after their input preprocessing, which turns CR LF and CR into LF.
      const text = html
        .slice(tagEnd + 1, end.index)
        .replaceAll('\r\n', '\n')
        .replaceAll('\r', '\n');
      hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    }
    open.lastIndex = close.lastIndex;
  }
  return [...hashes];
}
