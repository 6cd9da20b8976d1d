/**
 * Changing the password and the e-mail address on the built-in auth server (issue #34 finding 6, issue #40 item 6),
 * through `@supabase/supabase-js` itself, on both databases: a session alone changes neither; the current password
 * (or, for the password, a reset link's session) does; every change and reset is told to the account's mailbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonKeyOf, builtinAuthClient, outboxMailsTo } from '../../testing/builtin-auth-client';
import { freshRateWindow } from '../../testing/fresh-rate-window';
import { startTestServer, type TestServer } from '../../testing/start-test-server';
import { singleDatabaseKinds } from '../../testing/test-databases';

const password = 'correct horse battery';
let counter = 0;
const newEmail = () => `changer${Date.now()}${counter++}@example.com`;

describe.each(singleDatabaseKinds)('account changes on the built-in auth server on %s', (kind) => {
  let server: TestServer;
  let anonKey: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    anonKey = await anonKeyOf(server);
  });

  afterAll(async () => {
    await server?.dispose();
  });

  const client = () => builtinAuthClient(server, anonKey);
  const mailsTo = (email: string) => outboxMailsTo(server, email);

  async function subjectsTo(email: string) {
    return (await mailsTo(email)).map((mail) => mail.subject);
  }

  /** A confirmed account, and a signed-in client of it. */
  async function signedInAccount(email = newEmail()) {
    await client().auth.signUp({
      email,
      password,
      options: { data: { firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical Engines' } },
    });
    const [mail] = await mailsTo(email);
    const tokenHash = new URL(mail!.links.confirm!).searchParams.get('token_hash')!;
    expect((await client().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })).error).toBeNull();
    const supabase = client();
    const { data, error } = await supabase.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    return { email, supabase, session: data.session! };
  }

  /** `PUT /auth/v1/user` with nothing but an access token, as whoever stole one would send it. */
  const putUser = (accessToken: string, body: Record<string, unknown>) =>
    fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });

  const apiMe = (accessToken: string) =>
    fetch(`${server.url}/api/users/me`, { headers: { authorization: `Bearer ${accessToken}` } });

  const deleteAccount = (accessToken: string, withPassword: string) =>
    fetch(`${server.url}/api/users/me`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ password: withPassword }),
    });

  it('refuses a new password to a stolen access token: the owner stays signed in and the account cannot be deleted', async () => {
    const owner = await signedInAccount();
    const stolen = (await client().auth.signInWithPassword({ email: owner.email, password })).data.session!;

    const takeover = await putUser(stolen.access_token, { password: 'the thief chose this' });
    expect(takeover.status).toBe(400);
    expect(await takeover.json()).toMatchObject({ code: 'current_password_required' });

    // Nothing changed: the owner's other session goes on, their password still works, the thief's does not.
    expect((await apiMe(owner.session.access_token)).status).toBe(200);
    expect((await client().auth.signInWithPassword({ email: owner.email, password })).error).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email: owner.email, password: 'the thief chose this' }))
        .error,
    ).toMatchObject({ code: 'invalid_credentials' });
    expect((await deleteAccount(stolen.access_token, 'the thief chose this')).status).toBe(403);
    expect((await apiMe(owner.session.access_token)).status).toBe(200);
    expect(await subjectsTo(owner.email)).not.toContain('Your Leadproof password was changed');
  });

  it('refuses a new e-mail address to a stolen access token', async () => {
    const owner = await signedInAccount();
    const elsewhere = newEmail();
    const takeover = await putUser(owner.session.access_token, { email: elsewhere });
    expect(takeover.status).toBe(400);
    expect(await takeover.json()).toMatchObject({ code: 'current_password_required' });
    expect(await mailsTo(elsewhere)).toEqual([]);
    expect((await owner.supabase.auth.getUser()).data.user).toMatchObject({ email: owner.email });
    expect((await owner.supabase.auth.getUser()).data.user?.new_email).toBeUndefined();
  });

  it('changes the password with the current one: other sessions end, the old password stops, the owner is told', async () => {
    const owner = await signedInAccount();
    const other = (await client().auth.signInWithPassword({ email: owner.email, password })).data.session!;

    const wrong = await owner.supabase.auth.updateUser({
      password: 'a new password',
      current_password: 'not it',
    });
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_invalid' });
    const same = await owner.supabase.auth.updateUser({ password, current_password: password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    expect((await apiMe(other.access_token)).status).toBe(200);

    const changed = await owner.supabase.auth.updateUser({
      password: 'a new password',
      current_password: password,
    });
    expect(changed.error).toBeNull();
    expect((await apiMe(other.access_token)).status).toBe(401);
    expect((await apiMe(owner.session.access_token)).status).toBe(200);
    expect((await client().auth.signInWithPassword({ email: owner.email, password })).error).toMatchObject({
      code: 'invalid_credentials',
    });
    expect(
      (await client().auth.signInWithPassword({ email: owner.email, password: 'a new password' })).error,
    ).toBeNull();

    const [notice] = (await mailsTo(owner.email)).filter(
      (mail) => mail.subject === 'Your Leadproof password was changed',
    );
    expect(notice?.text).toContain('was changed on');
    expect(notice?.links.forgotPassword).toBe(`${server.url}/forgot-password`);
    expect(JSON.stringify(notice)).not.toContain('a new password');
  });

  it("sets a new password from a reset link's session without the current one, once, and tells the owner", async () => {
    const owner = await signedInAccount();
    expect((await client().auth.resetPasswordForEmail(owner.email)).error).toBeNull();
    const [reset] = (await mailsTo(owner.email)).filter((mail) => mail.links.recovery);
    const tokenHash = new URL(reset!.links.recovery!).searchParams.get('token_hash')!;
    const recovering = client();
    expect((await recovering.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' })).error).toBeNull();

    // The reset link vouches for a password, not for a new address.
    const moved = await recovering.auth.updateUser({ email: newEmail() });
    expect(moved.error).toMatchObject({ code: 'current_password_required' });

    expect((await recovering.auth.updateUser({ password: 'chosen after a reset' })).error).toBeNull();
    expect(await subjectsTo(owner.email)).toContain('Your Leadproof password was changed');
    expect((await apiMe(owner.session.access_token)).status).toBe(401);
    // One password per link: the session that set it is an ordinary one now.
    const again = await recovering.auth.updateUser({ password: 'and another one' });
    expect(again.error).toMatchObject({ code: 'current_password_required' });
  });

  it('counts wrong current passwords with the sign-in failures of the address and client', async () => {
    const owner = await signedInAccount();
    // Eleven password checks under load take seconds: they must all land in one fixed window.
    await freshRateWindow(server.services.database, 30_000);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await putUser(owner.session.access_token, {
        password: 'a new password',
        current_password: `guess ${attempt}`,
      });
      statuses.push(response.status);
      await response.body?.cancel();
    }
    // AUTH_RATE_LIMIT_PER_EMAIL (10 by default) wrong guesses, then 429 even for the right one.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    const right = await putUser(owner.session.access_token, {
      password: 'a new password',
      current_password: password,
    });
    expect(right.status).toBe(429);
    expect(await subjectsTo(owner.email)).not.toContain('Your Leadproof password was changed');
  }, 120_000);

  it('changes the e-mail address through the link sent to the new one, and tells the old one', async () => {
    const owner = await signedInAccount();
    const moved = newEmail();
    const asked = await owner.supabase.auth.updateUser(
      { email: moved.toUpperCase(), current_password: password },
      { emailRedirectTo: `${server.url}/auth/confirm` },
    );
    expect(asked.error).toBeNull();
    // Until the link is opened the account keeps its address; the change shows as GoTrue shows one.
    expect(asked.data.user).toMatchObject({ email: owner.email, new_email: moved });
    expect(asked.data.user?.email_change_sent_at).toEqual(expect.any(String));
    expect((await client().auth.signInWithPassword({ email: owner.email, password })).error).toBeNull();
    expect(await subjectsTo(owner.email)).not.toContain('Your Leadproof e-mail address was changed');

    const [confirmation] = await mailsTo(moved);
    expect(confirmation?.subject).toBe('Confirm your new Leadproof e-mail address');
    const link = new URL(confirmation!.links.emailChange!);
    expect(link.origin + link.pathname).toBe(`${server.url}/auth/confirm`);
    expect(link.searchParams.get('type')).toBe('email_change');
    const tokenHash = link.searchParams.get('token_hash')!;

    const confirmed = await client().auth.verifyOtp({ token_hash: tokenHash, type: 'email_change' });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.session?.user).toMatchObject({ email: moved });
    expect(confirmed.data.user?.new_email).toBeUndefined();

    const [notice] = (await mailsTo(owner.email)).filter(
      (mail) => mail.subject === 'Your Leadproof e-mail address was changed',
    );
    expect(notice?.text).toContain(`from ${owner.email} to ${moved}`);
    expect(notice?.links.contact).toBe(`${server.url}/contact`);

    // The link works once; the account signs in with the new address only; the password is unchanged.
    const again = await client().auth.verifyOtp({ token_hash: tokenHash, type: 'email_change' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect((await client().auth.signInWithPassword({ email: moved, password })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email: owner.email, password })).error).toMatchObject({
      code: 'invalid_credentials',
    });
    // The session that asked goes on, and the product's record follows the newer token's address.
    expect((await owner.supabase.auth.getUser()).data.user?.email).toBe(moved);
    const me = await apiMe(confirmed.data.session!.access_token);
    expect(((await me.json()) as { email: string }).email).toBe(moved);
    const stale = await apiMe(owner.session.access_token);
    expect(((await stale.json()) as { email: string }).email).toBe(moved);
  });

  it("refuses an address another confirmed account has; an unconfirmed sign-up of it gives way to the link's owner", async () => {
    const owner = await signedInAccount();
    const taken = await signedInAccount();
    const refused = await owner.supabase.auth.updateUser({ email: taken.email, current_password: password });
    expect(refused.error).toMatchObject({ status: 422, code: 'email_exists' });

    const squatted = newEmail();
    await client().auth.signUp({ email: squatted, password: 'someone else typed it' });
    expect(
      (await owner.supabase.auth.updateUser({ email: squatted, current_password: password })).error,
    ).toBeNull();
    const [confirmation] = (await mailsTo(squatted)).filter((mail) => mail.links.emailChange);
    const tokenHash = new URL(confirmation!.links.emailChange!).searchParams.get('token_hash')!;
    expect((await client().auth.verifyOtp({ token_hash: tokenHash, type: 'email_change' })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email: squatted, password })).error).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email: squatted, password: 'someone else typed it' })).error,
    ).toMatchObject({ code: 'invalid_credentials' });
  });

  it('changes the name and company with the session alone, keeping the other fields', async () => {
    const owner = await signedInAccount();
    const { data, error } = await owner.supabase.auth.updateUser({
      data: { firstName: ' Augusta ', company: null },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ firstName: 'Augusta', lastName: 'Lovelace' });
    expect(data.user?.user_metadata.company).toBeUndefined();
    expect(await subjectsTo(owner.email)).not.toContain('Your Leadproof password was changed');
  });
});
