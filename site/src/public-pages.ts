/**
 * The site's public pages: what the sitemap lists (astro.config.mjs), and where the browser tests start their walks
 * of links and of the Content-Security-Policy. Account pages (e-mail confirmation, password reset) and the dashboard
 * stay out of search results and are not here.
 */
export const publicPages: readonly string[] = [
  '/',
  '/pricing',
  '/login',
  '/signup',
  '/about',
  '/contact',
  '/help',
  '/privacy',
  '/terms',
  '/status',
  '/changelog',
];
