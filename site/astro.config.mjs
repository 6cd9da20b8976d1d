import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import starlight from '@astrojs/starlight';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, envField } from 'astro/config';
import starlightOpenAPI, { openAPISidebarGroups } from 'starlight-openapi';
import { lucideIconImports } from './src/build/lucide-icon-imports.ts';
import { preactInTheBrowser } from './src/build/preact-in-the-browser.ts';
import { prerenderShikiExternal } from './src/build/prerender-shiki-external.ts';
import { writeOpenApiDocument } from './src/docs/api-reference/write-open-api-document.ts';
import { publicPages } from './src/public-pages';

// In `pnpm dev` the API runs beside Astro's dev server; these paths go to it.
const apiTarget = `http://127.0.0.1:${process.env.LEADPROOF_API_PORT ?? '8787'}`;
const proxied = ['/api', '/auth/v1', '/storage/v1', '/config.json', '/dev/mail'];

/** Dev-server twin of the API's rewrite: every /dashboard/... path is the dashboard page. */
function dashboardRewrite() {
  return {
    name: 'leadproof-dashboard-rewrite',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const pathname = (req.url ?? '').split('?')[0];
        if (/^\/dashboard\/.+/.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname)) req.url = '/dashboard/';
        next();
      });
    },
  };
}

// The public origin canonical URLs, Open Graph URLs, the sitemap and robots.txt name. Set SITE_URL when
// building for a deployment; the default is the embedded server's default address.
const siteUrl = process.env.SITE_URL ?? 'http://localhost:8787';

// Pages a search engine should list; account and dashboard pages stay out of the sitemap.
const sitemapPaths = new Set(publicPages);
// Every page of the documentation section is listed too.
const isDocsPath = (pathname) => pathname === '/docs' || pathname.startsWith('/docs/');

// The API reference is rendered from the API's OpenAPI document, written here from the contract at every
// build (git ignores the file): no running server is needed, and a new route appears without an edit.
const openApiDocument = await writeOpenApiDocument(
  fileURLToPath(new URL('./.generated/openapi.json', import.meta.url)),
  siteUrl,
);

/**
 * Long lines in the docs' code blocks wrap: a block never scrolls sideways, so none has to become a focusable,
 * named region for keyboard users (axe). A Starlight plugin placed after starlight-openapi, which replaces the
 * whole `expressiveCode` option with its own: a plain `expressiveCode` setting would be lost.
 */
function wrappedCodeBlocks() {
  return {
    name: 'leadproof-wrapped-code-blocks',
    hooks: {
      'config:setup': ({ config, updateConfig }) => {
        const current = typeof config.expressiveCode === 'object' ? config.expressiveCode : {};
        updateConfig({
          expressiveCode: { ...current, defaultProps: { ...current.defaultProps, wrap: true } },
        });
      },
    },
  };
}

/**
 * Starlight sets two project-wide options for its own pages: `:where()` scoped styles (lower specificity) and
 * prefetching every link. Both would change the marketing pages (their CSS and the landing page's JavaScript
 * budget), so this integration, placed after Starlight, puts Astro's defaults back.
 */
function keepSiteBuildSettings() {
  return {
    name: 'leadproof-keep-site-build-settings',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => updateConfig({ scopedStyleStrategy: 'attribute' }),
    },
  };
}

// Static output: the API server (embedded mode) or any static host serves `dist/`.
export default defineConfig({
  site: siteUrl,
  output: 'static',
  // Build-time settings of the static pages (`import { SUPPORT_EMAIL } from 'astro:env/client'`), typed and
  // validated by Astro; like SITE_URL, a deployment sets them when it builds the site.
  env: {
    schema: {
      /** Where visitors write for help: the footer, /contact, /privacy, /terms, /email-verified. */
      SUPPORT_EMAIL: envField.string({
        context: 'client',
        access: 'public',
        default: 'support@leadproof.io',
      }),
    },
  },
  integrations: [
    react(),
    // The documentation section under /docs (Starlight: its content lives under the `docs/` slug). The site
    // keeps its own 404 page; search is Starlight's Pagefind index, built into `dist/` and served offline.
    starlight({
      title: 'Leadproof Docs',
      favicon: '/favicon.svg',
      disable404Route: true,
      routeMiddleware: './src/docs/describe-pages.ts',
      // The header's social-icons slot links back to the site and the dashboard (docs-app-links.astro).
      components: { Head: './src/docs/docs-head.astro', SocialIcons: './src/docs/docs-app-links.astro' },
      // Inter through its `index.css` (the same faces as the marketing pages' `wght.css`): a module the
      // marketing pages do not import, so the bundler cannot move their font CSS into a chunk shared with docs.
      customCss: ['@fontsource-variable/inter/index.css', './src/docs/docs-theme.css.ts'],
      sidebar: [
        { label: 'Start here', items: ['docs', 'docs/getting-started'] },
        {
          label: 'Guides',
          items: ['docs/cli', 'docs/realtime-verification', 'docs/bounce-guarantee', 'docs/webhooks'],
        },
        { label: 'Reference', items: ['docs/results-format', 'docs/connect-score'] },
        ...openAPISidebarGroups,
      ],
      plugins: [
        starlightOpenAPI([
          {
            base: 'docs/api',
            schema: openApiDocument,
            sidebar: { label: 'API reference', collapsed: false, operations: { badges: true } },
          },
        ]),
        wrappedCodeBlocks(),
      ],
    }),
    keepSiteBuildSettings(),
    sitemap({
      filter: (page) => {
        const pathname = new URL(page).pathname.replace(/(.)\/$/, '$1');
        return sitemapPaths.has(pathname) || isDocsPath(pathname);
      },
      // The server answers `/pricing` itself; list the same URL the pages name as canonical (docs pages name
      // theirs with the trailing slash Starlight links with).
      serialize: (item) =>
        isDocsPath(new URL(item.url).pathname)
          ? item
          : { ...item, url: item.url.replace(/(\/\/[^/]+\/.+)\/$/, '$1') },
    }),
  ],
  build: { format: 'directory', inlineStylesheets: 'never' },
  // No prefetch script on any page (Starlight would add one to all of them otherwise).
  prefetch: false,
  vite: {
    plugins: [
      vanillaExtractPlugin(),
      dashboardRewrite(),
      lucideIconImports(fileURLToPath(new URL('.', import.meta.url))),
      prerenderShikiExternal(),
      preactInTheBrowser(),
    ],
    server: { proxy: Object.fromEntries(proxied.map((prefix) => [prefix, apiTarget])) },
  },
  devToolbar: { enabled: false },
  server: { port: 4321 },
});
