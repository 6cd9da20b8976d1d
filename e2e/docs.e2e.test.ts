import { Window } from 'happy-dom';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../api/src/http/openapi/build-open-api-document';
import { contractRoutes } from '../packages/contract/src/routes';
import { type AxeViolationSummary, axeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { type PageError, recordPageErrors } from './support/page-errors';
import { sharedProductServer } from './support/product-server';

// The documentation section (/docs, issue 24 item 1) in Chromium against the built product: every page is
// visited by following links from /docs/, so a page no link reaches is not a page a reader finds either. Every page
// written by hand goes through axe; the API reference's operation pages (one per route, 43 of 52 pages) are rendered
// by one template from the OpenAPI document, so axe checks that template on the two that differ most: the one with
// the fewest examples and the one with the most.

const TIMEOUT = 30_000;

/** What one visit of a /docs page found. */
interface VisitedPage {
  path: string;
  links: string[];
  /** The method and path an API reference operation page shows (`POST /api/orders`). */
  operation?: string;
  /** How many examples (request and response bodies) the page shows. */
  examples: number;
  /** What axe found; not yet known for an operation page (see the axe test). */
  violations?: AxeViolationSummary[];
}

describe('/docs in Chromium', () => {
  const server = sharedProductServer();
  let browser: Browser;
  let context: BrowserContext;
  let errors: PageError[];
  const visited = new Map<string, VisitedPage>();
  const statusOf = new Map<string, number>();
  /** Parses served HTML only: no script runs and nothing is fetched. */
  const parser = new Window();

  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext();
    context.setDefaultTimeout(TIMEOUT);
    errors = recordPageErrors(context);
  });

  afterAll(async () => {
    await browser?.close();
    await parser.happyDOM.close();
  });

  /**
   * An API reference operation page read as the server sends it, without a browser: the 43 pages come from one
   * template whose script and layout the browser checks on two of them (the axe test), and loading each in Chromium
   * was most of this file's minute and a half. Its links, method and path, and examples are in the HTML as served.
   */
  async function read(path: string): Promise<VisitedPage> {
    const response = await fetch(`${server.url}${path}`);
    statusOf.set(path, response.status);
    const document = new parser.DOMParser().parseFromString(await response.text(), 'text/html');
    const base = `${server.url}${path}`;
    const links = Array.from(
      document.querySelectorAll('a[href]'),
      (link) => new URL(link.getAttribute('href') ?? '', base).href,
    );
    const method = document.querySelectorAll('.method-path .method');
    const operation =
      method.length === 1
        ? `${method[0]?.textContent?.trim()} ${document.querySelector('.method-path .path')?.textContent?.trim()}`
        : undefined;
    return { path, links, operation, examples: document.querySelectorAll('.example-label').length };
  }

  async function visit(page: Page, path: string): Promise<VisitedPage> {
    const response = await page.goto(`${server.url}${path}`);
    statusOf.set(path, response?.status() ?? 0);
    const links = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'), (link) => link.href),
    );
    const method = page.locator('.method-path .method');
    const operation =
      (await method.count()) === 1
        ? `${await method.textContent()} ${await page.locator('.method-path .path').textContent()}`
        : undefined;
    const examples = await page.locator('.example-label').count();
    const violations = operation === undefined ? await axeViolations(page) : undefined;
    return { path, links, operation, examples, violations };
  }

  /** Path and query of a same-origin link, without its fragment; `undefined` for another origin. */
  const localPath = (href: string) => {
    const url = new URL(href);
    return url.origin === server.url ? `${url.pathname}${url.search}` : undefined;
  };
  const isDocsPage = (path: string) => path === '/docs' || path.startsWith('/docs/');

  it(
    'reaches every page from /docs/, and every link on them resolves',
    async () => {
      const page = await context.newPage();
      const queue = ['/docs/'];
      while (queue.length > 0) {
        const path = queue.shift() as string;
        if (visited.has(path)) continue;
        const found = path.startsWith('/docs/api/operations/') ? await read(path) : await visit(page, path);
        visited.set(path, found);
        for (const href of found.links) {
          const target = localPath(href);
          if (target === undefined || statusOf.has(target) || visited.has(target)) continue;
          if (isDocsPage(new URL(target, server.url).pathname)) queue.push(target);
          else statusOf.set(target, (await fetch(`${server.url}${target}`)).status);
        }
      }
      await page.close();
      const broken = [...statusOf].filter(([, status]) => status >= 400).map(([path]) => path);
      expect(broken).toEqual([]);
      // Guides, the API reference overview and its operations were all reached.
      for (const path of ['/docs/getting-started/', '/docs/cli/', '/docs/results-format/', '/docs/api/']) {
        expect(visited.has(path), path).toBe(true);
      }
      expect(errors).toEqual([]);
    },
    10 * 60_000,
  );

  it('has no axe violations on any page written by hand, nor on the operation pages that differ most', async () => {
    expect(visited.size).toBeGreaterThan(0);
    const operations = [...visited.values()]
      .filter((found) => found.operation !== undefined)
      .sort((a, b) => a.examples - b.examples);
    const [fewest, most] = [operations[0], operations.at(-1)];
    if (!fewest || !most) throw new Error('no API reference operation page was reached');
    expect(most.examples).toBeGreaterThan(fewest.examples);
    const page = await context.newPage();
    for (const found of [fewest, most]) {
      await page.goto(`${server.url}${found.path}`);
      found.violations = await axeViolations(page);
    }
    await page.close();
    const checked = [...visited.values()].filter((found) => found.violations !== undefined);
    expect(checked.length).toBe(visited.size - operations.length + 2);
    const failing = checked.filter((found) => (found.violations?.length ?? 0) > 0);
    expect(failing.map(({ path, violations }) => ({ path, violations }))).toEqual([]);
  });

  it('lists every route of the contract in the API reference', () => {
    const rendered = new Set([...visited.values()].flatMap((found) => found.operation ?? []));
    const contract = Object.values(contractRoutes).map((route) => `${route.method} ${route.path}`);
    expect([...rendered].sort()).toEqual([...contract].sort());
    const withoutExample = [...visited.values()].filter((found) => found.operation && found.examples === 0);
    expect(withoutExample.map((found) => found.operation)).toEqual([]);
  });

  it('shows an example request and response on an operation page', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/docs/api/operations/verifycontact/`);
    await page.getByRole('heading', { level: 1, name: /Verify one contact in real time/ }).waitFor();
    await page.getByRole('heading', { name: 'Request Body' }).first().waitFor();
    // One example for the request body, then one per documented answer (200 and each error, the Idempotency-Key's
    // 409 and 422 included), as the OpenAPI document the reference is rendered from lists them.
    const route = contractRoutes['verify.contact'];
    const document = buildOpenApiDocument(server.url, 'test') as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const answers = Object.keys(document.paths[route.path]?.post?.responses ?? {}).length;
    expect(answers).toBeGreaterThan(route.errors.length);
    expect(await page.locator('.example-label').count()).toBe(answers + 1);
    await page.getByText('"ada@acme.com"').first().waitFor();
    await page.getByText('curl -X POST').first().waitFor();
    await page.close();
  });

  it('finds a guide with the offline search', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/docs/`);
    await page.getByRole('button', { name: 'Search' }).click();
    const search = page.getByRole('dialog');
    await search.getByPlaceholder('Search').fill('webhook signature');
    // The index is read and searched in the browser (Pagefind, WebAssembly), with nothing but this server.
    await search.locator('a[href^="/docs/webhooks/"]').first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the site 404 page for an unknown /docs path', async () => {
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/docs/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await page.close();
  });

  it('lists the /docs pages in the sitemap', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap-0.xml`)).text();
    for (const path of ['/docs/', '/docs/getting-started/', '/docs/cli/', '/docs/api/']) {
      // The sitemap names the SITE_URL of the build, so only the path is compared.
      expect(sitemap, path).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`));
    }
  });
});
