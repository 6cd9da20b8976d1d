/**
 * `/robots.txt`, generated at build time so its Sitemap line is an absolute URL on the site URL
 * setting (`SITE_URL`, see astro.config.mjs).
 */
import type { APIRoute } from 'astro';

/** The robots rules: the marketing pages are public; the dashboard, API and dev tools are not for crawlers. */
export const GET: APIRoute = ({ site }) => {
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /dashboard', 'Disallow: /api/', 'Disallow: /dev/'];
  if (site) lines.push(`Sitemap: ${new URL('/sitemap-index.xml', site).href}`);
  return new Response(`${lines.join('\n')}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
