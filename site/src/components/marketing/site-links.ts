/**
 * The site's navigation targets, named once for the header and the footer. Section anchors are written
 * as `/#id` so they work from every page, not only the landing page.
 */
import { SUPPORT_EMAIL } from 'astro:env/client';

/** A link in the site chrome. */
export interface SiteLink {
  label: string;
  href: string;
  /** Opens in a new tab (external profiles). */
  external?: boolean;
}

/** The header's links: three landing-page sections and the pricing page. */
export const headerLinks: readonly SiteLink[] = [
  { label: 'Features', href: '/#features' },
  { label: 'Solution', href: '/#solution' },
  { label: 'About', href: '/#about' },
  { label: 'Pricing', href: '/pricing' },
];

/** Where visitors write to for help (the footer's support link): `SUPPORT_EMAIL` when the site is built. */
export const supportEmail = SUPPORT_EMAIL;

/** A footer column. */
export interface FooterColumn {
  title: string;
  links: readonly SiteLink[];
}

/** The footer's four columns: Product, Company, Resources, Connect. */
export const footerColumns: readonly FooterColumn[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', href: '/#features' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'How it works', href: '/#how-it-works' },
      { label: 'API', href: '/#api' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Contact', href: '/contact' },
      { label: 'Privacy', href: '/privacy' },
      { label: 'Terms', href: '/terms' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Help center', href: '/help' },
      { label: 'Documentation', href: '/docs' },
      { label: 'Status', href: '/status' },
      { label: 'Changelog', href: '/changelog' },
    ],
  },
  {
    title: 'Connect',
    links: [
      { label: 'LinkedIn', href: 'https://www.linkedin.com/company/leadproof', external: true },
      { label: 'X (Twitter)', href: 'https://x.com/leadproof', external: true },
      { label: 'GitHub', href: 'https://github.com/leadproof', external: true },
      { label: `Email ${supportEmail}`, href: `mailto:${supportEmail}` },
    ],
  },
];
