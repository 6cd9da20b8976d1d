import { describe, expect, it } from 'vitest';
import { stripeTestEnv } from '../billing/stripe-test-env';
import { loadConfig } from './config';
import { subProcessorsInUse } from './sub-processors';

const stripe = stripeTestEnv('sk_live_abc123');

describe('subProcessorsInUse', () => {
  it('is empty in embedded mode: nothing leaves the machine', () => {
    expect(subProcessorsInUse(loadConfig({}))).toEqual([]);
  });

  it('names exactly the providers a production configuration sends personal data to', () => {
    const production = {
      DATABASE_URL: 'postgres://u:p@db.internal:5432/leadproof',
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
    };
    expect(subProcessorsInUse(loadConfig(production))).toEqual(['email-relay']);
    expect(
      subProcessorsInUse(
        loadConfig({
          ...production,
          ...stripe,
          DATABASE_URL: 'postgres://postgres.abc:pw@aws-0-eu-central-1.pooler.supabase.com:6543/postgres',
          SUPABASE_URL: 'https://abc.supabase.co',
          SUPABASE_ANON_KEY: 'anon-key-of-at-least-20-chars',
          SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-of-20-chars',
          EMAIL_SMTP_SOCKS_PROXY: 'socks5://egress.example.com:1080',
        }),
      ),
    ).toEqual([
      'stripe',
      'supabase-auth',
      'supabase-storage',
      'supabase-database',
      'email-relay',
      'mailbox-egress',
    ]);
  });
});
