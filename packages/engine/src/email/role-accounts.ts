/** Mailboxes that reach a function or a team, not a person (RFC 2142 names and their everyday cousins). */
const ROLE_LOCAL_PARTS: ReadonlySet<string> = new Set([
  'abuse', 'accounting', 'accounts', 'admin', 'administrator', 'admissions', 'all', 'billing', 'bookings',
  'careers', 'ceo', 'community', 'compliance', 'contact', 'contactus', 'customercare', 'customerservice',
  'customersupport', 'design', 'dev', 'developers', 'enquiries', 'enquiry', 'everyone', 'feedback', 'finance',
  'help', 'helpdesk', 'hello', 'hi', 'hostmaster', 'hr', 'info', 'information', 'inquiries', 'inquiry',
  'investors', 'it', 'jobs', 'legal', 'mail', 'mailer-daemon', 'marketing', 'media', 'news', 'newsletter',
  'no-reply', 'noc', 'noreply', 'do-not-reply', 'donotreply', 'office', 'orders', 'partners', 'payments',
  'postmaster', 'press', 'privacy', 'purchasing', 'recruiting', 'recruitment', 'reception', 'reservations',
  'root', 'sales', 'security', 'service', 'services', 'shop', 'staff', 'support', 'sysadmin', 'team', 'tech',
  'test', 'webmaster', 'welcome', 'contacto', 'ventas', 'soporte', 'kontakt', 'vertrieb', 'bonjour', 'commercial',
  'contatto', 'vendite', 'verkoop', 'info-de', 'info-fr',
]);

/** True when the local part (before any `+tag`) names a role, e.g. `sales`, `info`, `no-reply`. */
export function isRoleAccount(local: string): boolean {
  const base = local.split('+')[0]!.toLowerCase();
  return ROLE_LOCAL_PARTS.has(base) || ROLE_LOCAL_PARTS.has(base.replace(/[._]/g, '-'));
}
