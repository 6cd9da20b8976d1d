import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { singleDatabaseKind } from '../testing/test-databases';

const SUPABASE_URL = 'https://abcdefghijklmnop.supabase.co';
// A built page as Astro writes it: an inline island loader beside a module script file.
const landingScript = '(()=>{self.Astro={};window.dispatchEvent(new Event("astro:load"));})();';
const dashboardScript = 'document.getElementById("dashboard-root").dataset.ready="1";';
const page = (body: string, script: string) =>
  `<!doctype html><html><head><script type="module" src="/_astro/page.js"></script></head><body>${body}<script>${script}</script></body></html>`;
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  expect(header, 'Content-Security-Policy header').toBeTruthy();
  return new Map(
    (header ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe('Content-Security-Policy with a Supabase project for auth', () => {
  let server: TestServer;
  let siteDir: string;

  beforeAll(async () => {
    siteDir = await mkdtemp(path.join(tmpdir(), 'leadproof-csp-site-'));
    await mkdir(path.join(siteDir, 'dashboard'));
    await writeFile(path.join(siteDir, 'index.html'), page('<h1>Landing</h1>', landingScript));
    await writeFile(
      path.join(siteDir, 'dashboard', 'index.html'),
      page('<div id="dashboard-root"></div>', dashboardScript),
    );
    await writeFile(path.join(siteDir, '404.html'), page('<h1>404 Page Not Found</h1>', landingScript));
    server = await startTestServer(singleDatabaseKind, {
      SUPABASE_URL,
      SUPABASE_ANON_KEY: 'anon-key-of-the-test-project-0123456789',
      LEADPROOF_SITE_DIR: siteDir,
    });
  }, 120_000);

  afterAll(async () => {
    await server?.dispose();
    if (siteDir) await rm(siteDir, { recursive: true, force: true });
  });

  it.each([
    ['/', 200, landingScript],
    ['/dashboard/orders', 200, dashboardScript],
    ['/no-such-page', 404, landingScript],
  ])(
    'sends %s with scripts from this origin and its own inline script only',
    async (pathname, status, script) => {
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('script-src')).toEqual(["'self'", hashOf(script)]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'", server.url, SUPABASE_URL]);
    },
  );

  it('sends the same policy, with no inline script allowed, on API responses', async () => {
    const response = await fetch(`${server.url}/api/health`);
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", server.url, SUPABASE_URL]);
  });
});
