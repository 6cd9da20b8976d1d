/**
 * The auth server's password and refresh-token grants over plain `fetch`, in the Supabase Auth (GoTrue)
 * contract: the built-in `/auth/v1` of an embedded server, or the Supabase project in production.
 * @module
 */

/** Where to sign in: the auth server's base URL (`…/auth/v1`) and the anon key its gateway requires. */
export interface AuthEndpoint {
  url: string;
  anonKey: string;
}

/** A session as the token endpoint returns it. */
export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
  /** @unit seconds since the epoch */
  expiresAt: number;
  email: string;
}

/** The auth server refused; `message` is already the friendly text `friendlyAuthMessage` gives. */
export class AuthServerError extends Error {
  override name = 'AuthServerError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

type Fetch = typeof fetch;

/**
 * Finds the auth server of the Leadproof server at `apiUrl`: `/config.json` names it (`supabaseUrl`) and
 * its anon key. An embedded server answers `/auth/v1` itself, so that is used when it does: `supabaseUrl`
 * is the server's PUBLIC_URL, which may not be reachable from here (a container's mapped port).
 */
export async function discoverAuth(apiUrl: string, fetch: Fetch, signal: AbortSignal): Promise<AuthEndpoint> {
  const response = await fetch(`${apiUrl}/config.json`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok)
    throw new Error(`${apiUrl}/config.json answered ${response.status}: is this a Leadproof server?`);
  const config = (await response.json()) as { supabaseUrl?: unknown; supabaseAnonKey?: unknown };
  if (typeof config.supabaseUrl !== 'string' || typeof config.supabaseAnonKey !== 'string') {
    throw new Error(`${apiUrl}/config.json does not name an auth server (supabaseUrl, supabaseAnonKey).`);
  }
  const builtin = await fetch(`${apiUrl}/auth/v1/health`, { signal })
    .then(async (r) => r.ok && ((await r.json()) as { version?: unknown }).version === 'leadproof')
    .catch((error: unknown) => {
      if (signal.aborted) throw error;
      return false;
    });
  const base = builtin ? apiUrl : config.supabaseUrl.replace(/\/+$/, '');
  return { url: `${base}/auth/v1`, anonKey: config.supabaseAnonKey };
}

/** `POST /token?grant_type=password`. */
export function signInWithPassword(
  endpoint: AuthEndpoint,
  credentials: { email: string; password: string },
  fetch: Fetch,
  signal: AbortSignal,
): Promise<AuthTokens> {
  return tokenGrant(endpoint, 'password', credentials, fetch, signal);
}

/** `POST /token?grant_type=refresh_token`: a new access token; the refresh token rotates. */
export function refreshSession(
  endpoint: AuthEndpoint,
  refreshToken: string,
  fetch: Fetch,
  signal: AbortSignal,
): Promise<AuthTokens> {
  return tokenGrant(endpoint, 'refresh_token', { refresh_token: refreshToken }, fetch, signal);
}

/** `POST /logout?scope=local`: ends this session on the server (its refresh token stops working). */
export async function signOut(
  endpoint: AuthEndpoint,
  accessToken: string,
  fetch: Fetch,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(`${endpoint.url}/logout?scope=local`, {
    method: 'POST',
    headers: { apikey: endpoint.anonKey, authorization: `Bearer ${accessToken}` },
    signal,
  });
  await response.body?.cancel();
}

async function tokenGrant(
  endpoint: AuthEndpoint,
  grantType: 'password' | 'refresh_token',
  body: Record<string, string>,
  fetch: Fetch,
  signal: AbortSignal,
): Promise<AuthTokens> {
  const response = await fetch(`${endpoint.url}/token?grant_type=${grantType}`, {
    method: 'POST',
    headers: {
      apikey: endpoint.anonKey,
      authorization: `Bearer ${endpoint.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
    signal,
  });
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const code = [data.code, data.error_code, data.error].find((v): v is string => typeof v === 'string');
    const raw = [data.msg, data.message, data.error_description].find(
      (v): v is string => typeof v === 'string',
    );
    throw new AuthServerError(friendlyAuthMessage(raw, code), response.status, code);
  }
  const user = data.user as { email?: unknown } | undefined;
  if (typeof data.access_token !== 'string' || typeof data.refresh_token !== 'string') {
    throw new AuthServerError(
      "We couldn't process your request. Please try again.",
      response.status,
      undefined,
    );
  }
  const expiresAt =
    typeof data.expires_at === 'number'
      ? data.expires_at
      : Math.floor(Date.now() / 1000) + (typeof data.expires_in === 'number' ? data.expires_in : 3600);
  return {
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
    expiresAt,
    email: typeof user?.email === 'string' ? user.email : '',
  };
}

/** Backend messages mapped to the product's friendly text, the same words as the dashboard's sign-in. */
export function friendlyAuthMessage(message: string | undefined, code: string | undefined): string {
  const text = `${code ?? ''} ${message ?? ''}`.toLowerCase();
  if (text.includes('no api key') || text.includes('invalid api key'))
    return 'Service temporarily unavailable. Please try again.';
  if (text.includes('already registered') || text.includes('user_already_exists'))
    return 'An account with this email already exists.';
  if (
    text.includes('invalid login credentials') ||
    text.includes('invalid_credentials') ||
    text.includes('wrong password')
  )
    return 'Incorrect email or password.';
  if (text.includes('email not confirmed') || text.includes('email_not_confirmed'))
    return 'Please confirm your email before signing in.';
  if (text.includes('refresh token')) return 'Your session has expired.';
  return "We couldn't process your request. Please try again.";
}
