import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasSecondDashboardSegment, sitePages } from './site-pages';

describe('hasSecondDashboardSegment', () => {
  it.each([
    ['/dashboard', false],
    ['/dashboard/orders/123', false],
    ['/dashboard/orders/dashboard/x', true],
    ['/dashboard/dashboard', true],
    ['/dashboards/x', false],
  ])('%s → %s', (pathname, expected) => {
    expect(hasSecondDashboardSegment(pathname)).toBe(expected);
  });
});

describe('sitePages', () => {
  let app: Hono;

  beforeAll(async () => {
    const siteDir = await mkdtemp(path.join(tmpdir(), 'leadproof-site-'));
    await mkdir(path.join(siteDir, 'dashboard'));
    await mkdir(path.join(siteDir, 'pricing'));
    await mkdir(path.join(siteDir, 'docs', 'cli'), { recursive: true });
    await writeFile(path.join(siteDir, 'docs', 'cli', 'index.html'), '<h1>CLI guide</h1>');
    await mkdir(path.join(siteDir, 'pagefind'));
    await writeFile(path.join(siteDir, 'pagefind', 'pagefind-worker.js'), 'onmessage = () => {};');
    await writeFile(path.join(siteDir, 'index.html'), '<h1>Landing</h1><script>landing()</script>');
    await writeFile(path.join(siteDir, 'pricing', 'index.html'), '<h1>Pricing</h1>');
    await writeFile(path.join(siteDir, 'dashboard', 'index.html'), '<div id="dashboard-root"></div>');
    await writeFile(path.join(siteDir, '404.html'), '<h1>404 Page Not Found</h1>');
    // A stand-in policy that shows which inline scripts each page was sent with.
    const site = sitePages({
      siteDir,
      contentSecurityPolicy: (hashes = [], { webAssembly, dataImages } = {}) =>
        `script-src ${hashes.length}${webAssembly ? ' wasm' : ''}${dataImages ? ' data-images' : ''}`,
    });
    app = new Hono();
    app.route('/', site.routes);
    app.notFound(site.notFound);
  });

  it('serves the landing page and directory pages', async () => {
    expect(await (await app.request('/')).text()).toContain('Landing');
    expect(await (await app.request('/pricing')).text()).toContain('Pricing');
  });

  it('sends each page with the policy of its own inline scripts, also for HEAD', async () => {
    expect((await app.request('/')).headers.get('content-security-policy')).toBe('script-src 1');
    expect((await app.request('/pricing')).headers.get('content-security-policy')).toBe('script-src 0');
    expect((await app.request('/dashboard/x')).headers.get('content-security-policy')).toBe('script-src 0');
    expect((await app.request('/nope')).headers.get('content-security-policy')).toBe('script-src 0');
    const head = await app.request('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-security-policy')).toBe('script-src 0');
  });

  it('lets the /docs pages, and only them, run WebAssembly (their offline search) and show data: images', async () => {
    const docs = await app.request('/docs/cli/');
    expect(await docs.text()).toContain('CLI guide');
    expect(docs.headers.get('content-security-policy')).toBe('script-src 0 wasm data-images');
    expect((await app.request('/docs/nope')).headers.get('content-security-policy')).toBe('script-src 0');
    expect((await app.request('/docsx')).headers.get('content-security-policy')).toBe('script-src 0');
    // The search's worker script, whose policy is the worker's own.
    const worker = await app.request('/pagefind/pagefind-worker.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-security-policy')).toBe('script-src 0 wasm');
  });

  it('serves the dashboard page for every /dashboard path', async () => {
    for (const url of ['/dashboard', '/dashboard/', '/dashboard/x/y', '/dashboard/orders/abc']) {
      const response = await app.request(url);
      expect(response.status, url).toBe(200);
      expect(await response.text()).toContain('dashboard-root');
    }
  });

  it('redirects a path with a second dashboard segment to /dashboard', async () => {
    const response = await app.request('/dashboard/orders/dashboard/x');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboard');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await app.request('/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('404 Page Not Found');
  });

  it('does not serve files outside the site folder', async () => {
    const response = await app.request('/../package.json');
    expect(response.status).toBe(404);
  });
});
