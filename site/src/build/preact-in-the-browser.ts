/**
 * A build-only Vite plugin: the browser bundle renders with Preact's compat layer instead of React DOM (issue 38,
 * item 5: about 55 KB gzip off the dashboard's start). Every import of React's runtime entries in the client build
 * (the dashboard, the site's islands, Astro's React hydration script, and the libraries they use: React Router,
 * TanStack Query, Radix) goes to `preact/compat`. The prerender bundle keeps React DOM's server renderer, so the
 * pages' HTML is what it was; Preact hydrates the islands' markup. `pnpm dev` loads React as before.
 * docs/decisions/dashboard.md, "Preact's compat layer in the browser".
 */
import { fileURLToPath } from 'node:url';

/** React's entries and what stands in for each in the browser. */
export const browserRenderer: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

// Resolved from the site's own package, which depends on `preact`: the dashboard and the design system do not.
const siteImporter = fileURLToPath(new URL('../../package.json', import.meta.url));

type ResolveContext = {
  resolve(source: string, importer: string | undefined, options: { skipSelf: boolean }): Promise<unknown>;
};

/** The plugin, for `vite.plugins` of a build (site/astro.config.mjs). */
export function preactInTheBrowser() {
  return {
    name: 'leadproof-preact-in-the-browser',
    apply: 'build' as const,
    enforce: 'pre' as const,
    resolveId(
      this: ResolveContext,
      source: string,
      _importer: string | undefined,
      options?: { ssr?: boolean },
    ) {
      const stand = browserRenderer[source];
      if (options?.ssr || !stand) return null;
      return this.resolve(stand, siteImporter, { skipSelf: true });
    },
  };
}
