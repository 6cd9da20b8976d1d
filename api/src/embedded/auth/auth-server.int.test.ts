/**
 * Contract tests: `@supabase/supabase-js` itself against the built-in auth server, on both databases.
 */
import { request } from 'node:http';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { anonKeyOf, builtinAuthClient, outboxMailsTo } from '../../testing/builtin-auth-client';
import { startTestServer, type TestServer } from '../../testing/start-test-server';
import { singleDatabaseKinds } from '../../testing/test-databases';
import type { DevOutbox } from '../mail/dev-outbox';
import { hashPassword } from './passwords';

const password = 'correct horse battery';
let counter = 0;
const newEmail = () => `person${Date.now()}${counter++}@example.com`;

describe.each(singleDatabaseKinds)('built-in auth server on %s', (kind) => {
  let server: TestServer;
  let anonKey: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    anonKey = await anonKeyOf(server);
  });

  afterAll(async () => {
    await server?.dispose();
  });

  const client = (): SupabaseClient => builtinAuthClient(server, anonKey);
  const mailsTo = (email: string) => outboxMailsTo(server, email);

  /** `GET /api/users/me` with an access token. */
  const apiMe = (accessToken: string) =>
    fetch(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${accessToken}` } });

  const sessionIdOf = (accessToken: string): string =>
    JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).session_id;

  async function latestTokenHash(email: string): Promise<string> {
    const [latest] = await mailsTo(email);
    const link = new URL(latest!.links.confirm!);
    expect(link.origin + link.pathname).toBe(`${server.url}/auth/confirm`);
    expect(link.searchParams.get('type')).toBe('signup');
    return link.searchParams.get('token_hash')!;
  }

  async function signUp(email: string, supabase = client()) {
    return supabase.auth.signUp({
      email,
      password,
      options: {
        data: { firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical Engines' },
        emailRedirectTo: `${server.url}/auth/confirm`,
      },
    });
  }

  async function confirmedAccount(): Promise<string> {
    const email = newEmail();
    await signUp(email);
    const { error } = await client().auth.verifyOtp({
      token_hash: await latestTokenHash(email),
      type: 'signup',
    });
    expect(error).toBeNull();
    return email;
  }

  it('signs up without a session and e-mails a confirmation link', async () => {
    const email = newEmail();
    const { data, error } = await signUp(email);
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { firstName: 'Ada', lastName: 'Lovelace' } });
    expect(data.user?.identities).toHaveLength(1);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Confirm your Leadproof account');
    expect(mail?.text).toContain('Leadproof');
    expect(mail?.html).toContain('Confirm my e-mail');
    expect(JSON.stringify(mail)).not.toContain(password);
  });

  it('rejects a password shorter than 6 characters as weak_password', async () => {
    const { error } = await client().auth.signUp({ email: newEmail(), password: '12345' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password' });
    expect(error?.message).toBe('Password should be at least 6 characters.');
  });

  it('answers a duplicate sign-up of a confirmed address like Supabase: no identities, no e-mail', async () => {
    const email = await confirmedAccount();
    const before = (await mailsTo(email)).length;
    const { data, error } = await signUp(email);
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect((await mailsTo(email)).length).toBe(before);
  });

  it('re-sends the confirmation on a duplicate sign-up of an unconfirmed address', async () => {
    const email = newEmail();
    await signUp(email);
    const { data } = await signUp(email);
    expect(data.user?.identities).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('lets the second sign-up of an unconfirmed address choose the password and name; its link alone confirms', async () => {
    const email = newEmail();
    await signUp(email);
    const firstLink = await latestTokenHash(email);
    const second = await client().auth.signUp({
      email,
      password: 'second person password',
      options: { data: { firstName: 'Grace' }, emailRedirectTo: `${server.url}/auth/confirm` },
    });
    expect(second.data.user?.user_metadata).toMatchObject({ firstName: 'Grace' });
    expect(second.data.user?.user_metadata).not.toHaveProperty('company');
    const [mail] = await mailsTo(email);
    expect(`${mail?.text}${mail?.html}`).not.toMatch(/Grace|Ada/);

    const stale = await client().auth.verifyOtp({ token_hash: firstLink, type: 'signup' });
    expect(stale.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const confirmed = await client().auth.verifyOtp({
      token_hash: await latestTokenHash(email),
      type: 'signup',
    });
    expect(confirmed.error).toBeNull();
    const first = await client().auth.signInWithPassword({ email, password });
    expect(first.error).toMatchObject({ code: 'invalid_credentials' });
    const latest = await client().auth.signInWithPassword({ email, password: 'second person password' });
    expect(latest.error).toBeNull();
    expect(latest.data.user?.user_metadata).toMatchObject({ firstName: 'Grace' });
  });

  it('spends a password hash on a sign-up of a confirmed address, as on a new one (no timing tell)', async () => {
    const email = await confirmedAccount();
    const auth = server.services.builtinAuth!;
    const time = async (run: () => Promise<unknown>) => {
      const started = performance.now();
      await run();
      return performance.now() - started;
    };
    const known: number[] = [];
    const lookup: number[] = [];
    const hashing: number[] = [];
    // Alternated, so all three see the same machine load. A resend does the same rate limiting and look-up as a
    // sign-up of that address, and no hash.
    // Nine: the address's sign-up allowance (10 per window) less the one that made the account.
    for (let i = 0; i < 9; i++) {
      known.push(await time(() => auth.signUp({ email, password, data: {} }, '198.51.100.7')));
      lookup.push(await time(() => auth.resend({ type: 'signup', email }, '198.51.100.7')));
      hashing.push(await time(() => hashPassword(password)));
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[4]!;
    // Without the hash the difference is a tenth of one; with it, about one. A third tells them apart under load.
    expect(median(known) - median(lookup)).toBeGreaterThan(median(hashing) / 3);
  });

  it('refuses sign-in before confirmation with email_not_confirmed', async () => {
    const email = newEmail();
    await signUp(email);
    const { data, error } = await client().auth.signInWithPassword({ email, password });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
  });

  it('confirms with a good token_hash (signing in), and refuses it a second time', async () => {
    const email = newEmail();
    await signUp(email);
    const tokenHash = await latestTokenHash(email);
    const { data, error } = await client().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));

    const again = await client().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('refuses an expired token_hash (older than 24 hours)', async () => {
    const email = newEmail();
    await signUp(email);
    const tokenHash = await latestTokenHash(email);
    await server.services.database.db
      .updateTable('auth_users')
      .set({ confirmation_sent_at: new Date(Date.now() - 25 * 3600 * 1000) })
      .where('email', '=', email)
      .execute();
    const { error } = await client().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Email link is invalid or has expired',
    });
  });

  it('resends with a new link that replaces the old one', async () => {
    const email = newEmail();
    await signUp(email);
    const first = await latestTokenHash(email);
    const { error } = await client().auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: `${server.url}/auth/confirm` },
    });
    expect(error).toBeNull();
    const second = await latestTokenHash(email);
    expect(second).not.toBe(first);
    expect((await client().auth.verifyOtp({ token_hash: first, type: 'signup' })).error?.code).toBe(
      'otp_expired',
    );
    expect((await client().auth.verifyOtp({ token_hash: second, type: 'signup' })).error).toBeNull();
  });

  it('stays silent when resending to an unknown address', async () => {
    const email = newEmail();
    const { error } = await client().auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('signs in with the right password only', async () => {
    const email = await confirmedAccount();
    const wrong = await client().auth.signInWithPassword({ email, password: 'not the password' });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await client().auth.signInWithPassword({ email: newEmail(), password });
    expect(unknown.error).toMatchObject({ code: 'invalid_credentials' });

    const { data, error } = await client().auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.user?.email).toBe(email);
  });

  it('gets the user for a valid session', async () => {
    const email = await confirmedAccount();
    const supabase = client();
    await supabase.auth.signInWithPassword({ email, password });
    const { data, error } = await supabase.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('rotates refresh tokens, and revokes the family when a rotated one is reused', async () => {
    const email = await confirmedAccount();
    const supabase = client();
    const { data: signedIn } = await supabase.auth.signInWithPassword({ email, password });
    const original = signedIn.session!.refresh_token;

    const refreshed = await client().auth.refreshSession({ refresh_token: original });
    expect(refreshed.error).toBeNull();
    const rotated = refreshed.data.session!.refresh_token;
    expect(rotated).not.toBe(original);

    const accessToken = refreshed.data.session!.access_token;
    expect((await apiMe(accessToken)).status).toBe(200);

    const reuse = await client().auth.refreshSession({ refresh_token: original });
    expect(reuse.error).toMatchObject({ code: 'refresh_token_already_used' });
    // The whole session is gone: its newest token is refused too, and so is its access token on /api.
    const afterRevoke = await client().auth.refreshSession({ refresh_token: rotated });
    expect(afterRevoke.error).toMatchObject({ code: 'refresh_token_not_found' });
    expect((await apiMe(accessToken)).status).toBe(401);
  });

  it('ends a session 30 days after its sign-in, and after 7 days without a refresh', async () => {
    const email = await confirmedAccount();
    const sessions = server.services.database.db;
    const day = 24 * 3600 * 1000;
    const signIn = async () => (await client().auth.signInWithPassword({ email, password })).data.session!;

    const old = await signIn();
    await sessions
      .updateTable('auth_sessions')
      .set({ created_at: new Date(Date.now() - 31 * day), refreshed_at: new Date(Date.now() - day) })
      .where('id', '=', sessionIdOf(old.access_token))
      .execute();
    const tooOld = await client().auth.refreshSession({ refresh_token: old.refresh_token });
    expect(tooOld.error).toMatchObject({ code: 'session_expired' });
    expect((await apiMe(old.access_token)).status).toBe(401);

    const idle = await signIn();
    await sessions
      .updateTable('auth_sessions')
      .set({ created_at: new Date(Date.now() - 8 * day) })
      .where('id', '=', sessionIdOf(idle.access_token))
      .execute();
    const tooIdle = await client().auth.refreshSession({ refresh_token: idle.refresh_token });
    expect(tooIdle.error).toMatchObject({ code: 'session_expired' });
    expect(tooIdle.error?.message).toContain('Inactivity');

    const fresh = await signIn();
    await sessions
      .updateTable('auth_sessions')
      .set({ created_at: new Date(Date.now() - 29 * day), refreshed_at: new Date(Date.now() - 6 * day) })
      .where('id', '=', sessionIdOf(fresh.access_token))
      .execute();
    expect((await client().auth.refreshSession({ refresh_token: fresh.refresh_token })).error).toBeNull();
  });

  it('signs out: the session ends and its refresh token stops working', async () => {
    const email = await confirmedAccount();
    const supabase = client();
    const { data } = await supabase.auth.signInWithPassword({ email, password });
    expect((await apiMe(data.session!.access_token)).status).toBe(200);
    const { error } = await supabase.auth.signOut();
    expect(error).toBeNull();
    // Its access token has not expired, but /api refuses it at once.
    expect((await apiMe(data.session!.access_token)).status).toBe(401);
    const refreshed = await client().auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(refreshed.error).toMatchObject({ code: 'refresh_token_not_found' });
    const user = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: anonKey, authorization: `Bearer ${data.session!.access_token}` },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('resets a forgotten password: a one-time link, the new password works, the old one and other sessions end', async () => {
    const email = await confirmedAccount();
    const elsewhere = (await client().auth.signInWithPassword({ email, password })).data.session!;
    const before = (await mailsTo(email)).length;

    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull();
    const [mail] = await mailsTo(email);
    expect((await mailsTo(email)).length).toBe(before + 1);
    expect(mail?.subject).toBe('Reset your Leadproof password');
    const link = new URL(mail!.links.recovery!);
    expect(link.origin + link.pathname).toBe(`${server.url}/reset-password`);
    expect(link.searchParams.get('type')).toBe('recovery');
    const tokenHash = link.searchParams.get('token_hash')!;

    const supabase = client();
    const verified = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(verified.error).toBeNull();
    const weak = await supabase.auth.updateUser({ password: '12345' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((await supabase.auth.updateUser({ password: 'a brand new password' })).error).toBeNull();

    const again = await client().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect((await client().auth.signInWithPassword({ email, password })).error).toMatchObject({
      code: 'invalid_credentials',
    });
    expect(
      (await client().auth.signInWithPassword({ email, password: 'a brand new password' })).error,
    ).toBeNull();
    // The session from before the reset has ended; the one that reset the password goes on.
    expect((await apiMe(elsewhere.access_token)).status).toBe(401);
    expect(
      (await client().auth.refreshSession({ refresh_token: elsewhere.refresh_token })).error,
    ).toMatchObject({
      code: 'refresh_token_not_found',
    });
    expect((await apiMe(verified.data.session!.access_token)).status).toBe(200);
  });

  it('answers a reset request the same for unknown, unconfirmed and confirmed addresses, mailing only the last', async () => {
    const unknown = newEmail();
    const unconfirmed = newEmail();
    await signUp(unconfirmed);
    const confirmed = await confirmedAccount();
    const ask = (email: string) =>
      fetch(`${server.url}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      }).then(async (response) => ({ status: response.status, body: await response.text() }));
    const answers = [await ask(unknown), await ask(unconfirmed), await ask(confirmed)];
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: '{}' });
    expect(await mailsTo(unknown)).toEqual([]);
    expect((await mailsTo(unconfirmed)).map((mail) => mail.subject)).not.toContain(
      'Reset your Leadproof password',
    );
    expect((await mailsTo(confirmed)).map((mail) => mail.subject)).toContain('Reset your Leadproof password');
  });

  it('changes the password of a signed-in user and ends their other sessions', async () => {
    const email = await confirmedAccount();
    const other = (await client().auth.signInWithPassword({ email, password })).data.session!;
    const supabase = client();
    await supabase.auth.signInWithPassword({ email, password });
    // The current password is required (account-changes.int.test.ts covers what happens without it).
    expect(
      (await supabase.auth.updateUser({ password: 'changed password', current_password: password })).error,
    ).toBeNull();
    expect((await apiMe(other.access_token)).status).toBe(401);
    expect(
      (await client().auth.signInWithPassword({ email, password: 'changed password' })).error,
    ).toBeNull();
  });

  it('refuses what a cross-site form can send: a text/plain body, or the anon key in the query string', async () => {
    const email = newEmail();
    const form = (query: string, headers: Record<string, string>) =>
      fetch(`${server.url}/auth/v1/signup${query}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', ...headers },
        body: JSON.stringify({ email, password }),
      });
    expect((await form(`?apikey=${anonKey}`, {})).status).toBe(401);
    const plain = await form('', { apikey: anonKey });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toMatchObject({
      code: 'bad_json',
      message: expect.stringContaining('application/json'),
    });
    expect(await mailsTo(email)).toEqual([]);
  });

  it('requires the anon key on auth routes, as the Supabase gateway does', async () => {
    const missing = await fetch(`${server.url}/auth/v1/settings`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: 'No API key found in request' });
    const jwks = await (await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
  });
});

describe('auth rate limits', () => {
  let server: TestServer;
  let anonKey: string;

  beforeAll(async () => {
    server = await startTestServer('pglite', {
      AUTH_RATE_LIMIT_PER_EMAIL: '3',
      AUTH_EMAIL_INTERVAL_SECONDS: '60',
    });
    anonKey = (await (await fetch(`${server.url}/config.json`)).json()).supabaseAnonKey;
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it('limits sign-in attempts per e-mail with over_request_rate_limit and Retry-After', async () => {
    const anonKey = (await (await fetch(`${server.url}/config.json`)).json()).supabaseAnonKey;
    const attempt = () =>
      fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'target@example.com', password: 'guess' }),
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: 'over_request_rate_limit' });
  });

  /** Signs `email` up and confirms it through the dev outbox's link. */
  async function confirmedAccount(email: string): Promise<void> {
    const supabase = createClient(server.url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as never },
    });
    await supabase.auth.signUp({ email, password });
    const [mail] = (await (server.services.mailer as DevOutbox).list()).filter((m) => m.to === email);
    const tokenHash = new URL(mail!.links.confirm!).searchParams.get('token_hash')!;
    expect((await supabase.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })).error).toBeNull();
  }

  /** The status of a password sign-in sent from loopback address `from` (the server sees it as the client's). */
  const signInFrom = (from: string, email: string, secret: string) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ email, password: secret });
      const req = request(
        `${server.url.replace('localhost', '127.0.0.1')}/auth/v1/token?grant_type=password`,
        {
          method: 'POST',
          localAddress: from,
          headers: { apikey: anonKey, 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('counts only failed sign-ins against an address: its owner signs in as often as they like', async () => {
    const email = 'frequent@example.com';
    await confirmedAccount(email);
    for (let i = 0; i < 5; i++) expect(await signInFrom('127.0.0.1', email, password)).toBe(200);
  });

  it("keeps the owner signing in while another client's guesses are refused", async () => {
    const email = 'targeted@example.com';
    await confirmedAccount(email);
    for (let i = 0; i < 3; i++) expect(await signInFrom('127.0.0.2', email, 'guess')).toBe(400);
    expect(await signInFrom('127.0.0.2', email, 'guess')).toBe(429);
    expect(await signInFrom('127.0.0.2', email, password)).toBe(429);
    expect(await signInFrom('127.0.0.1', email, password)).toBe(200);
  });

  it('spaces confirmation e-mails to one address with over_email_send_rate_limit', async () => {
    const supabase = createClient(
      server.url,
      (await (await fetch(`${server.url}/config.json`)).json()).supabaseAnonKey,
      {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: ws as never },
      },
    );
    const email = 'spaced@example.com';
    await supabase.auth.signUp({ email, password });
    const { error } = await supabase.auth.resend({ type: 'signup', email });
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
  });
});
