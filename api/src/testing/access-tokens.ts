/**
 * Access tokens for security tests against an in-process test server: a valid one for any subject, one
 * that expired, and a forgery — a well-formed ES256 token with the server's key id, signed by another key.
 */
import { randomUUID } from 'node:crypto';
import { generateKeyPair, SignJWT } from 'jose';
import { type AccessTokenSubject, AUDIENCE, signAccessToken } from '../auth/access-tokens';
import { loadSigningKey } from '../embedded/auth/signing-keys';
import type { TestServer } from './start-test-server';
import type { TestUser } from './test-users';

/** The subject a session of `user` would carry (a made-up session id). */
export function subjectOf(user: Pick<TestUser, 'id' | 'email'>): AccessTokenSubject {
  return { userId: user.id, email: user.email, userMetadata: {}, sessionId: randomUUID() };
}

function issuerOf(server: TestServer): string {
  if (!server.services.builtinAuth) throw new Error('The test server runs no built-in auth');
  return server.services.builtinAuth.issuer;
}

/** A token signed with the server's own key, issued at `issuedAt` (seconds since epoch; default now). */
export async function mintAccessToken(
  server: TestServer,
  subject: AccessTokenSubject,
  issuedAt?: number,
): Promise<string> {
  const key = await loadSigningKey(server.services.database);
  return (await signAccessToken(key, issuerOf(server), subject, issuedAt)).token;
}

/** Like `mintAccessToken`, for a subject whose account and session exist, as after a real sign-in. */
export async function mintSignedInToken(server: TestServer, subject: AccessTokenSubject): Promise<string> {
  const { db } = server.services.database;
  await db
    .insertInto('auth_users')
    .values({ id: subject.userId, email: subject.email, password_hash: '', email_confirmed_at: new Date() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('auth_sessions')
    .values({ id: subject.sessionId, user_id: subject.userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return mintAccessToken(server, subject);
}

/** A token that expired an hour ago (issued two hours ago, valid one hour). */
export function expiredAccessToken(server: TestServer, subject: AccessTokenSubject): Promise<string> {
  return mintAccessToken(server, subject, Math.floor(Date.now() / 1000) - 2 * 3600);
}

/** A token with every claim and the key id right, signed by a fresh key the server has never seen. */
export async function forgedAccessToken(server: TestServer, subject: AccessTokenSubject): Promise<string> {
  const { kid } = await loadSigningKey(server.services.database);
  const { privateKey } = await generateKeyPair('ES256');
  return new SignJWT({ email: subject.email, session_id: subject.sessionId, role: 'authenticated' })
    .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
    .setSubject(subject.userId)
    .setAudience(AUDIENCE)
    .setIssuer(issuerOf(server))
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}
