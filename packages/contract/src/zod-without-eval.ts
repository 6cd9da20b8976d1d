/**
 * Outside Node, zod compiles no parsers with `new Function`. Leadproof's pages (and most sites that keep
 * tokens in the browser) send a Content-Security-Policy without 'unsafe-eval', and zod's probe for eval
 * is itself reported as a violation, on every page that loads the contract. Node keeps the compiled fast
 * path for the API's own request and response checks. Imported by every module of this package that builds
 * a schema, ahead of its own body: zod decides when a schema is created, not when it parses.
 */
import { z } from 'zod';

// Read through globalThis: the SDK's types name no Node globals outside `./node`.
const nodeVersion = (globalThis as { process?: { versions?: { node?: unknown } } }).process?.versions?.node;
const runsOnNode = typeof nodeVersion === 'string';
if (!runsOnNode) z.config({ jitless: true });
