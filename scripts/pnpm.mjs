// The pnpm version the workspace is pinned to, run through npx (a fresh machine has only Node and npm).
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
/** `npx` arguments that run the pinned pnpm. */
export const pnpmArgs = ['-y', manifest.packageManager];
