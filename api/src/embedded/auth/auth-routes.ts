/**
 * `/auth/v1`: the built-in auth server's HTTP surface, matching what `@supabase/supabase-js` calls.
 * Mounted only in embedded mode (no SUPABASE_URL).
 */
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AuthError } from '../../auth/auth-error';
import { clientIp } from '../../http/client-ip';
import { JsonBodyError, readJsonBody } from '../../http/read-json-body';
import type { BuiltinAuth } from './builtin-auth';

const API_VERSION = '2024-01-01';

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    // JSON only, unlike GoTrue: a cross-site HTML form can post text/plain without a preflight, never
    // application/json, so no other site can sign someone up or in from a visitor's browser.
    body = await readJsonBody(c, { requireJsonContentType: true });
  } catch (error) {
    if (!(error instanceof JsonBodyError)) throw error;
    const status = error.reason === 'tooLarge' ? 413 : error.reason === 'contentType' ? 415 : 400;
    throw new AuthError(status, 'bad_json', error.message);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected a JSON object');
  }
  return body as Record<string, unknown>;
}

export type AuthRoutesOptions = {
  auth: BuiltinAuth;
  /** Proxies whose X-Forwarded-For entries are believed (`Config.trustedProxyHops`). */
  trustedProxyHops: number;
};

/** Builds the `/auth/v1` routes. */
export function authRoutes({ auth, trustedProxyHops }: AuthRoutesOptions) {
  const app = new Hono();
  const ip = (c: Context) => clientIp(c, trustedProxyHops);

  app.onError((error, c) => {
    c.header('X-Supabase-Api-Version', API_VERSION);
    if (error instanceof AuthError) {
      if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json(error.toBody(), error.status as ContentfulStatusCode);
    }
    throw error;
  });

  app.use(async function supabaseApiVersion(c, next) {
    await next();
    c.header('X-Supabase-Api-Version', API_VERSION);
  });

  // GET /auth/v1/.well-known/jwks.json – public signing keys
  app.get('/.well-known/jwks.json', async (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json(await auth.jwks());
  });

  // GET /auth/v1/health – liveness in GoTrue's shape
  app.get('/health', (c) =>
    c.json({ version: 'leadproof', name: 'GoTrue', description: 'Leadproof built-in auth' }),
  );

  // The project's gateway requires the anon key on every other route, as Supabase's does.
  app.use(async function requireApiKey(c, next) {
    // A POST carries it as a header (which a cross-site form cannot send), never in the query string.
    const key = c.req.header('apikey') ?? (c.req.method === 'GET' ? c.req.query('apikey') : undefined);
    if (!key) return c.json({ message: 'No API key found in request' }, 401);
    if (key !== auth.anonKey) return c.json({ message: 'Invalid API key' }, 401);
    await next();
  });

  // GET /auth/v1/settings – which sign-in methods are on
  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  // POST /auth/v1/signup – create an account; the confirmation e-mail follows
  app.post('/signup', async (c) => {
    const body = await jsonBody(c);
    return c.json(await auth.signUp({ email: body.email, password: body.password, data: body.data }, ip(c)));
  });

  // POST /auth/v1/token?grant_type=password|refresh_token – sign in, or rotate a session's tokens
  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    const body = await jsonBody(c);
    if (grantType === 'password') return c.json(await auth.signInWithPassword(body as never, ip(c)));
    if (grantType === 'refresh_token') return c.json(await auth.refresh(body as never, ip(c)));
    throw new AuthError(400, 'unsupported_grant_type', `Unsupported grant type: ${grantType ?? '(none)'}`);
  });

  // POST /auth/v1/verify – confirm an e-mail with the link's token_hash
  app.post('/verify', async (c) => {
    const body = await jsonBody(c);
    return c.json(await auth.verify({ type: body.type, token_hash: body.token_hash }, ip(c)));
  });

  // POST /auth/v1/resend – send the confirmation e-mail again
  app.post('/resend', async (c) => {
    const body = await jsonBody(c);
    return c.json(await auth.resend({ type: body.type, email: body.email }, ip(c)));
  });

  // POST /auth/v1/recover – e-mail a password-reset link (the same answer for any address)
  app.post('/recover', async (c) => {
    const body = await jsonBody(c);
    return c.json(await auth.recover({ email: body.email }, ip(c)));
  });

  // GET /auth/v1/user – the signed-in user
  app.get('/user', async (c) => c.json(await auth.getUser(c.req.header('authorization'))));

  // PUT /auth/v1/user – a new password (other sessions end), e-mail address (confirmed from it) or name
  app.put('/user', async (c) => {
    const body = await jsonBody(c);
    const { password, current_password, email, data } = body;
    return c.json(
      await auth.updateUser(
        c.req.header('authorization'),
        { password, current_password, email, data },
        ip(c),
      ),
    );
  });

  // POST /auth/v1/logout?scope=global|local|others – end sessions
  app.post('/logout', async (c) => {
    await auth.logout(c.req.header('authorization'), c.req.query('scope'));
    return c.body(null, 204);
  });

  app.notFound((c) => c.json(new AuthError(404, 'not_found', 'Not found').toBody(), 404));
  return app;
}
