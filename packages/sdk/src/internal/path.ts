import { LeadproofError } from '../core/error';

/**
 * Tagged template for request paths: each interpolated value is one URL-encoded path segment.
 * @example path`/api/orders/${id}/upload-url` // id 'a/b' → '/api/orders/a%2Fb/upload-url'
 */
export function path(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const segment = String(value);
    // '.' and '..' survive encodeURIComponent and would walk out of the route once the URL is resolved.
    if (segment === '' || segment === '.' || segment === '..') {
      throw new LeadproofError(`Invalid path parameter ${JSON.stringify(segment)} in ${strings.join('…')}`);
    }
    out += encodeURIComponent(segment) + (strings[i + 1] ?? '');
  });
  return out;
}
