/**
 * Confirmed, signed-in accounts on a test server's built-in auth, through its real HTTP contract.
 * Works for in-process servers and spawned ones alike: it needs the URL and the data dir (outbox).
 */
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export type TestUser = {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
};
export type ServerAddress = { url: string; dataDir: string };

async function confirmLink(dataDir: string, email: string): Promise<string> {
  const dir = path.join(dataDir, 'mail');
  const files = (await readdir(dir))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse();
  for (const file of files) {
    const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as {
      to: string;
      links: Record<string, string>;
    };
    if (mail.to === email && mail.links.confirm) return mail.links.confirm;
  }
  throw new Error(`No confirmation e-mail to ${email} in ${dir}`);
}

/** Signs up, confirms through the e-mailed link and returns the session of a new user (at a random address). */
export async function createTestUser(
  server: ServerAddress,
  metadata: Record<string, string> = { firstName: 'Test' },
  email = `user-${randomBytes(5).toString('hex')}@example.com`,
): Promise<TestUser> {
  const password = 'a-good-test-password';
  const { supabaseAnonKey } = (await (await fetch(`${server.url}/config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  const post = async (pathname: string, body: unknown) => {
    const response = await fetch(`${server.url}/auth/v1${pathname}`, {
      method: 'POST',
      headers: { apikey: supabaseAnonKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${pathname} → ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  await post('/signup', { email, password, data: metadata });
  const tokenHash = new URL(await confirmLink(server.dataDir, email)).searchParams.get('token_hash');
  const session = await post('/verify', { type: 'signup', token_hash: tokenHash });
  return {
    id: (session.user as { id: string }).id,
    email,
    password,
    accessToken: session.access_token as string,
    refreshToken: session.refresh_token as string,
  };
}

/** `fetch` against the test server with the user's bearer token. */
export function authedFetch(
  server: ServerAddress,
  user: TestUser,
  pathname: string,
  init: RequestInit = {},
): Promise<Response> {
  return fetch(`${server.url}${pathname}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${user.accessToken}` },
  });
}
