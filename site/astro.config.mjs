import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, envField } from 'astro/config';
import { publicPages } from './src/publicPages';

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
    sitemap({
      filter: (page) => sitemapPaths.has(new URL(page).pathname.replace(/(.)\/$/, '$1')),
      // The server answers `/pricing` itself; list the same URL the pages name as canonical.
      serialize: (item) => ({ ...item, url: item.url.replace(/(\/\/[^/]+\/.+)\/$/, '$1') }),
    }),
  ],
  build: { format: 'directory', inlineStylesheets: 'never' },
  vite: {
    plugins: [vanillaExtractPlugin(), dashboardRewrite()],
    server: { proxy: Object.fromEntries(proxied.map((prefix) => [prefix, apiTarget])) },
  },
  devToolbar: { enabled: false },
  server: { port: 4321 },
});
