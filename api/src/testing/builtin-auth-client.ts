/** supabase-js against a test server's built-in auth server, and the dev outbox it mails to. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { DevOutbox } from '../embedded/mail/dev-outbox';
import type { TestServer } from './start-test-server';

/** The anon key `server` publishes in `/config.json`, as a browser reads it. */
export async function anonKeyOf(server: TestServer): Promise<string> {
  return (await (await fetch(`${server.url}/config.json`)).json()).supabaseAnonKey;
}

/** A supabase-js client of `server` that keeps nothing between calls: each test signs in as it needs. */
export function builtinAuthClient(server: TestServer, anonKey: string): SupabaseClient {
  return createClient(server.url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  });
}

/** The mails the server's dev outbox holds for `email`, newest first. */
export async function outboxMailsTo(server: TestServer, email: string) {
  const outbox = server.services.mailer as DevOutbox;
  return (await outbox.list()).filter((mail) => mail.to === email);
}
