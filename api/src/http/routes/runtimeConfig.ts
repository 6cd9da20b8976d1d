import { Hono } from 'hono';
import type { AppEnv } from '../appEnv';

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
    });
  });

  return app;
}
