import { Hono } from 'hono';
import { subProcessorsInUse } from '../../config/sub-processors';
import type { AppEnv } from '../app-env';

/** `GET /config.json`: public runtime settings the static site and dashboard read at start. */
export function runtimeConfigRoutes() {
  const app = new Hono<AppEnv>();

  // GET /config.json – auth backend location and public links; no rebuild per deployment
  app.get('/', (c) => {
    const { config, builtinAuth } = c.var.services;
    c.header('Cache-Control', 'no-cache');
    return c.json({
      supabaseUrl: config.auth.provider === 'supabase' ? config.auth.supabaseUrl : config.publicUrl,
      supabaseAnonKey: config.auth.provider === 'supabase' ? config.auth.anonKey : builtinAuth?.anonKey,
      demoBookingUrl: config.demoBookingUrl,
      // The product ids the pricing page's plan buttons send to checkout, one per plan sold online.
      productIds: c.var.services.billing.productIds(),
      // `stripe` or `local` (embedded mode's test checkout): lets pages say that no card is charged.
      billingProvider: c.var.services.billing.provider.kind,
      // The outside providers this deployment hands personal data to: the privacy page marks them "in use here".
      subProcessors: subProcessorsInUse(config),
      // Where browsers send signed uploads: Supabase Storage, or this server's /storage/v1.
      storageUrl: `${config.storage.provider === 'supabase' ? config.storage.supabaseUrl : config.publicUrl}/storage/v1`,
    });
  });

  return app;
}
