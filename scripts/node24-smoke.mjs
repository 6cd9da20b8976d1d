// The integration files the test command runs on Node 24 (docs/decisions/testing.md, "What proves Node 24 support"). Of the
// unit project, the code a user runs in their own Node; of the integration project, these files, on PGlite: each
// exercises a part of the runtime that differs between Node versions (child processes and signals, streams and
// worker threads, fetch, crypto, the password-hashing addon, WebAssembly, sockets) through the product's real
// paths. `LEADPROOF_TEST_NODE24=full` runs every integration file on 24 instead.
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The unit tests that run on 24 too: the code a user runs in their own Node (the engine, the SDK, the CLI), as
 * Vitest filters (folders). The API's own unit tests are left to the integration smoke files, which run its real
 * paths on 24; the site's and dashboard's run in browsers, not in a user's Node.
 */
export const NODE24_UNIT_SMOKE = ['packages/engine/', 'packages/sdk/', 'cli/src/'];

/** Each file, and what it proves on 24 that no unit test does. */
export const NODE24_SMOKE = [
  ['api/src/server.int.test.ts', 'the server as a process: serve, SIGTERM, exit codes, the data-dir lock'],
  [
    'api/src/orders/probe/mailbox-check.int.test.ts',
    'SMTP probes to a real Postfix over sockets, a DNS server',
  ],
  ['api/src/http/middleware/authenticate/authenticate.int.test.ts', 'tokens and API keys (crypto)'],
  ['api/src/billing/webhook.int.test.ts', 'Stripe webhook signatures (HMAC) and the credit ledger'],
  ['api/src/webhooks/webhooks.int.test.ts', 'outgoing deliveries over fetch, Standard Webhooks signatures'],
  ['api/src/storage/multipart-upload.int.test.ts', 'multipart form uploads streamed through busboy'],
  [
    'api/src/db/database.int.test.ts',
    'both database drivers: PGlite (WebAssembly), and pg over a socket in its PostgreSQL-only case',
  ],
  [
    'cli/src/download-filter.int.test.ts',
    'the CLI as users run it (its `node` is 24 too): upload, the verification job (engine worker threads, streams), wait, download',
  ],
  ['cli/src/local-checks.int.test.ts', "the CLI's exit codes and Ctrl-C, before any network call"],
];

/** The smoke files, checked to exist under `root`: a renamed file fails the run instead of leaving 24 untested. */
export function node24SmokeFiles(root) {
  const missing = NODE24_SMOKE.map(([file]) => file).filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0) {
    throw new Error(
      `scripts/node24-smoke.mjs names files that do not exist: ${missing.join(', ')}. Update the list.`,
    );
  }
  return NODE24_SMOKE.map(([file]) => file);
}
