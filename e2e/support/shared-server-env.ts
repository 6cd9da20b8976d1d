/**
 * The settings of the server the e2e files share (global-setup.ts), which the tests that rely on them read from here:
 * each is one a customer-facing page shows, set to a value no other file's test depends on.
 */

/** Where the contact form's messages go (pricing.e2e.test.ts reads them there). */
export const CONTACT_INBOX = 'sales@operator.example';
/** The "Request a demo" scheduling page (landing.e2e.test.ts answers it in the browser: no outside network). */
export const DEMO_BOOKING_URL = 'https://example.test/demo';

export const SHARED_SERVER_ENV: Record<string, string> = {
  CONTACT_INBOX,
  DEMO_BOOKING_URL,
  // Every file's visitors sign up and in from 127.0.0.1: the limit per address is one file's, not the run's. The
  // limit per e-mail address (each file's own accounts) stays as shipped.
  AUTH_RATE_LIMIT_PER_IP: '1000000',
};
