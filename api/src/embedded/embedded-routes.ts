/**
 * The HTTP surface of embedded mode's parts that run in this process: the built-in auth server (`/auth/v1`), signed
 * uploads to local storage (`/storage/v1`), the local checkout and portal (`/dev/checkout`, `/dev/portal`) and the
 * dev outbox (`/dev/mail`). `http/app.ts` mounts it once, after the `/dev` pages' loopback rule.
 */
import { Hono } from 'hono';
import type { Config } from '../config/config';
import type { Logger } from '../logger';
import { authRoutes } from './auth/auth-routes';
import { devCheckoutRoutes, devPortalRoutes } from './billing/dev-billing';
import { devMailRoutes } from './mail/dev-mail';
import type { Embedded } from './open-embedded';
import { signedUploadRoutes } from './storage/signed-upload-routes';

/** Builds the routes of the parts `embedded` holds; none for a fully hosted process. */
export function embeddedRoutes(embedded: Embedded, config: Config, logger: Logger): Hono {
  const app = new Hono();
  if (embedded.localStorage) app.route('/storage/v1', signedUploadRoutes(embedded.localStorage));
  if (embedded.builtinAuth) {
    app.route(
      '/auth/v1',
      authRoutes({ auth: embedded.builtinAuth, trustedProxyHops: config.trustedProxyHops }),
    );
  }
  // The local checkout runs whenever Stripe is not configured (embedded mode, tests on PostgreSQL).
  if (embedded.localBilling) {
    app.route('/dev/checkout', devCheckoutRoutes(embedded.localBilling, logger));
    app.route('/dev/portal', devPortalRoutes(embedded.localBilling, logger));
  }
  // In production mode the outbox (DEV_OUTBOX=on) keeps mail for tests and demos, but never shows it on a page.
  if (config.mode === 'embedded' && embedded.devOutbox)
    app.route('/dev/mail', devMailRoutes(embedded.devOutbox));
  return app;
}
