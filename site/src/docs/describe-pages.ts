/**
 * Starlight route middleware: a meta description for every docs page. The guides set one in their front matter;
 * the API reference pages, which starlight-openapi generates, have none, and search engines (and Lighthouse's
 * SEO audit) expect one on every page.
 */

/**
 * The part of Starlight's route context this reads. Typed here rather than through `defineRouteMiddleware`:
 * Starlight's own types need the content types `astro sync` generates, which a plain `tsc` run does not have.
 */
interface DocsRouteContext {
  url: URL;
  locals: {
    starlightRoute: {
      entry: { data: { title: string; description?: string | undefined } };
      head: Array<{ tag: string; attrs?: Record<string, string>; content?: string }>;
    };
  };
}

/** Adds the description of a docs page that has none (Starlight calls `next` itself). */
export function onRequest(context: DocsRouteContext): void {
  const route = context.locals.starlightRoute;
  if (route.entry.data.description) return;
  const { title } = route.entry.data;
  const content =
    context.url.pathname === '/docs/api/'
      ? 'The Leadproof HTTP API: authentication, servers and every route, generated from the contract.'
      : `${title}: a route of the Leadproof API, with its request, responses, errors and examples.`;
  route.head.push({ tag: 'meta', attrs: { name: 'description', content }, content: '' });
}
