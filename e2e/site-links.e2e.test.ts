import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPages } from '../site/src/public-pages';
import { launchChromium } from './support/browser';
import { sharedProductServer } from './support/product-server';
import { horizontalOverflow, VIEWPORTS } from './support/viewports';

// Issue 24, item 6: every internal link of the site's pages leads somewhere. Chromium opens each page signed out,
// collects its links (header, content, footer), then opens every distinct target and checks that it answered 2xx,
// is not the 404 page, and has the element its #fragment names. Links into /docs are checked here; the links of the
// /docs pages themselves are walked by docs.e2e.test.ts.

const TIMEOUT = 30_000;
/** Pages whose links are checked (the sitemap's), before the /docs pages found on them. */
const START_PAGES = publicPages;
/** A bound on the walk, so that a link loop of generated pages cannot run the test forever. */
const MAX_PAGES = 400;

/** Pages whose own links are followed further: the start pages (docs.e2e.test.ts walks the documentation). */
const isWalked = (pathname: string) => START_PAGES.includes(pathname);

type Broken = { href: string; on: string; problem: string };

describe('site links in Chromium', () => {
  const server = sharedProductServer();
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext();
    context.setDefaultTimeout(TIMEOUT);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  /** Each target page opened once (path and query): what is wrong with it, or null, and its element ids. */
  const opened = new Map<string, { problem: string | null; ids: Set<string> }>();

  /** Opens `target` (path, query and fragment) and says what is wrong with it, or null. */
  async function problemWith(target: URL): Promise<string | null> {
    const pageKey = `${target.pathname}${target.search}`;
    let found = opened.get(pageKey);
    if (!found) {
      const page = await context.newPage();
      try {
        const response = await page.goto(`${server.url}${pageKey}`, { waitUntil: 'domcontentloaded' });
        const status = response?.status() ?? 0;
        const problem =
          status < 200 || status >= 300
            ? `status ${status}`
            : (await page.title()).includes('404 Page Not Found')
              ? 'the 404 page'
              : null;
        const ids = await page.evaluate(() =>
          Array.from(document.querySelectorAll('[id]'), (element) => element.id),
        );
        found = { problem, ids: new Set(ids) };
        opened.set(pageKey, found);
      } finally {
        await page.close();
      }
    }
    if (found.problem) return found.problem;
    const id = decodeURIComponent(target.hash.slice(1));
    return id && !found.ids.has(id) ? `no element #${id}` : null;
  }

  /** The internal links (same origin, not the API's JSON) on the page at `pathname`. */
  async function linksOn(pathname: string): Promise<URL[]> {
    const page = await context.newPage();
    try {
      const response = await page.goto(`${server.url}${pathname}`, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), pathname).toBe(200);
      const hrefs = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'), (link) => link.href),
      );
      return hrefs
        .map((href) => new URL(href))
        .filter((url) => url.origin === server.url && !url.pathname.startsWith('/api/'));
    } finally {
      await page.close();
    }
  }

  it(
    'resolves every internal link of every public page',
    async () => {
      const queue = [...START_PAGES];
      const walked = new Set<string>();
      const checked = new Map<string, string | null>();
      const broken: Broken[] = [];
      while (queue.length > 0 && walked.size < MAX_PAGES) {
        const pathname = queue.shift() as string;
        if (walked.has(pathname)) continue;
        walked.add(pathname);
        for (const target of await linksOn(pathname)) {
          const key = `${target.pathname}${target.search}${target.hash}`;
          if (!checked.has(key)) checked.set(key, await problemWith(target));
          const problem = checked.get(key);
          if (problem) broken.push({ href: key, on: pathname, problem });
          const next = target.pathname.replace(/(.)\/$/, '$1');
          if (!problem && isWalked(next) && !walked.has(next)) queue.push(next);
        }
      }
      expect(walked.size, 'pages walked').toBeGreaterThanOrEqual(START_PAGES.length);
      expect(walked.size, 'the walk stopped at its bound').toBeLessThan(MAX_PAGES);
      for (const page of START_PAGES) expect(walked.has(page), page).toBe(true);

      expect(broken).toEqual([]);
    },
    5 * 60_000,
  );

  // Issue 40, item 9: a reader of the docs finds the way back to the product, on a desktop (the header) and on a
  // phone (the menu), on the start page, a guide and an API reference page.
  it.each(VIEWPORTS)('links every docs page back to the site and the dashboard ($name)', async (viewport) => {
    const page = await context.newPage();
    try {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const path of ['/docs/', '/docs/getting-started/', '/docs/api/']) {
        await page.goto(`${server.url}${path}`);
        if (viewport.width < 800) await page.getByRole('button', { name: 'Menu' }).click();
        for (const [name, href] of [
          ['Leadproof home', '/'],
          ['Dashboard', '/dashboard'],
        ] as const) {
          const link = page.getByRole('link', { name, exact: true }).filter({ visible: true });
          expect(await link.count(), `${name} on ${path}`).toBe(1);
          expect(await link.getAttribute('href')).toBe(href);
        }
        expect(await horizontalOverflow(page), path).toBe(0);
      }
      await page.getByRole('link', { name: 'Dashboard', exact: true }).filter({ visible: true }).click();
      // Signed out, the dashboard sends the reader to sign in: the link leads into the app.
      await page.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === '/login');
    } finally {
      await page.close();
    }
  });
});
