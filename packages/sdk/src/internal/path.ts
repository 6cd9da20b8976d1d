import { LeadproofError } from '../core/error';

/**
 * A route's path template with each `{name}` placeholder replaced by `params[name]`, URL-encoded as one segment.
 * @example routePath('/api/orders/{id}/upload-url', { id: 'a/b' }) // '/api/orders/a%2Fb/upload-url'
 */
export function routePath(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new LeadproofError(`Missing path parameter ${name} of ${template}`);
    const segment = String(value);
    // '.' and '..' survive encodeURIComponent and would walk out of the route once the URL is resolved.
    if (segment === '' || segment === '.' || segment === '..') {
      throw new LeadproofError(`Invalid path parameter ${JSON.stringify(segment)} in ${template}`);
    }
    return encodeURIComponent(segment);
  });
}
