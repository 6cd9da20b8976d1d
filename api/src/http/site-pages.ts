/**
 * Serves the static build of `site/`: its files, the dashboard page for every `/dashboard` path,
 * and its 404 page (with status 404) for anything else. Each page goes out with the Content-Security-Policy
 * that allows its own inline scripts.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import type { ContentSecurityPolicy } from './content-security-policy';
import { inlineScriptHashes } from './inline-script-hashes';

/** A path with a second `dashboard` segment (`/dashboard/orders/dashboard/x`) goes back to `/dashboard`. */
export function hasSecondDashboardSegment(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return segments[0] === 'dashboard' && segments.slice(1).includes('dashboard');
}

/** A page of the documentation section (`/docs`, `/docs/...`). */
export function isDocsPath(pathname: string): boolean {
  return pathname === '/docs' || pathname.startsWith('/docs/');
}

export type SitePagesOptions = {
  siteDir: string;
  /** The policy each page is sent with, given the hashes of that page's inline scripts. */
  contentSecurityPolicy: ContentSecurityPolicy;
};

export type SitePages = {
  /** Static files and the dashboard page; mount last, after `/api` and the other backends. */
  routes: Hono;
  /** Answers with the site's 404 page and status 404. */
  notFound(c: Context): Promise<Response>;
};

/** Serves the site build at `siteDir`. */
export function sitePages({ siteDir, contentSecurityPolicy }: SitePagesOptions): SitePages {
  const app = new Hono();
  const built = existsSync(path.join(siteDir, 'index.html'));
  // The documentation's pages search with Pagefind, whose index runs as WebAssembly, and their code blocks draw
  // icons from data: URLs; no other page needs either.
  const policyFor = (html: string, pathname: string) => {
    const docs = isDocsPath(pathname);
    return contentSecurityPolicy(inlineScriptHashes(html), { webAssembly: docs, dataImages: docs });
  };

  const sendHtml = async (c: Context, file: string, status: 200 | 404) => {
    const html = built ? await readFile(path.join(siteDir, file), 'utf8').catch(() => undefined) : undefined;
    c.header('Cache-Control', 'no-cache');
    if (html === undefined) {
      return c.text(
        status === 404 ? '404 Page Not Found' : 'The site is not built yet: run `pnpm build`.',
        status,
      );
    }
    // Judged by the file sent: the 404 page under an unknown /docs path is not a docs page.
    c.header('Content-Security-Policy', policyFor(html, `/${file}`));
    return c.html(html, status);
  };

  app.on(['GET', 'HEAD'], ['/dashboard', '/dashboard/*'], (c) => {
    if (hasSecondDashboardSegment(c.req.path)) return c.redirect('/dashboard', 302);
    return sendHtml(c, 'dashboard/index.html', 200);
  });

  // Astro fingerprints everything under /_astro/, so those files never change under one URL.
  app.use('/_astro/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The other pages come from serveStatic: their policy is computed from the file as it is sent.
  app.use('*', async (c, next) => {
    await next();
    if (
      c.res.headers.get('Content-Type')?.startsWith('text/html') &&
      !c.res.headers.has('Content-Security-Policy')
    ) {
      c.header('Content-Security-Policy', policyFor(await c.res.clone().text(), c.req.path));
    }
  });
  // Pagefind compiles its index in a Web Worker, and a worker runs under the policy its own script is sent with.
  app.use('/pagefind/*', async (c, next) => {
    await next();
    if (c.res.status === 200)
      c.header('Content-Security-Policy', contentSecurityPolicy([], { webAssembly: true }));
  });
  app.use('*', serveStatic({ root: siteDir }));

  return { routes: app, notFound: (c) => sendHtml(c, '404.html', 404) };
}
