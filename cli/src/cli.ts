/**
 * Builds the `leadproof` command tree. Commands arrive with the SDK and Upload issues; each lives in
 * `src/commands/<name>.ts` and is lazy-imported here.
 */
import { Command } from 'commander';
import packageJson from '../package.json' with { type: 'json' };

/** The commander program for `leadproof`. */
export function buildProgram(): Command {
  return new Command('leadproof')
    .description('Verify contact lists and buy verified leads from the terminal.')
    .version(packageJson.version)
    .option('--api-url <url>', 'Leadproof API base URL (env LEADPROOF_API_URL)', 'http://localhost:8787')
    .option('--json', 'print stable JSON instead of text')
    .showHelpAfterError();
}
