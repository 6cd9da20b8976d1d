/**
 * Creates an API key for scripts. Key management needs a session, not an API key: pass the access
 * token of a signed-in session (the dashboard's, or one from `POST /auth/v1/token?grant_type=password`).
 *
 * Run: LEADPROOF_ACCESS_TOKEN=eyJ… npx tsx packages/sdk/examples/create-api-key.ts "nightly import"
 */
import { Leadproof } from '@leadproof/sdk';

const client = new Leadproof({
  baseURL: process.env.LEADPROOF_API_URL ?? 'http://localhost:8787',
  accessToken: () => process.env.LEADPROOF_ACCESS_TOKEN,
});

const key = await client.apiKeys.create({ name: process.argv[2] ?? 'script' });
// The secret is shown this once; store it where your scripts read secrets.
console.log(`export LEADPROOF_API_KEY=${key.secret}`);
for (const { name, prefix, lastUsedAt } of (await client.apiKeys.list()).items) {
  console.error(`${prefix}…  ${name}  last used ${lastUsedAt ?? 'never'}`);
}
