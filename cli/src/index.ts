#!/usr/bin/env node
/**
 * The `leadproof` entry point and the only place that sets the process's exit code: it runs the
 * program, turns whatever a command throws into an exit code and a message on stderr, and cancels
 * cleanly on Ctrl-C.
 * @module
 */
import { CommanderError } from 'commander';
import { Agent, fetch as undiciFetch } from 'undici';
import { buildProgram } from './cli';
import { DEFAULT_API_URL, loadCliEnvironment } from './config';
import { exitCodes, exitOutcome } from './errors';
import { openUrl } from './open-url';
import type { Runtime } from './runtime';

const controller = new AbortController();
process.once('SIGINT', () => {
  // First Ctrl-C: abort the running request, upload or wait, and let the command clean up.
  controller.abort();
  // A second one while cleaning up: leave now.
  process.once('SIGINT', () => process.exit(exitCodes.cancelled));
});

// One connection pool for the run, closed at the end so that no keep-alive socket delays the exit.
const agent = new Agent();
const fetch = ((input: string | URL, init?: RequestInit) =>
  undiciFetch(input, { ...(init as object), dispatcher: agent })) as unknown as typeof globalThis.fetch;

const env = loadCliEnvironment();
const runtime: Runtime = {
  env,
  cwd: process.cwd(),
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  signal: controller.signal,
  fetch,
  openUrl,
};
// Known before parsing, so that even a usage error is reported as JSON to a script that asked for it.
const json = process.argv.includes('--json');
const program = buildProgram(runtime, { quietUsageErrors: json });

let code: number = exitCodes.ok;
try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // Help and version end with exit code 0; every other commander error is a usage error.
    code = error.exitCode === 0 ? exitCodes.ok : exitCodes.usage;
    if (json && code !== exitCodes.ok) report('usage', error.message.replace(/^error: /, ''));
  } else {
    const apiUrl = (program.opts().apiUrl as string | undefined) ?? env.apiUrl ?? DEFAULT_API_URL;
    const outcome = exitOutcome(error, apiUrl);
    code = outcome.code;
    if (outcome.message || json) report(outcome.reason, outcome.message);
  }
} finally {
  await (controller.signal.aborted ? agent.destroy() : agent.close()).catch(() => undefined);
}
process.exitCode = code;

function report(reason: string, message: string) {
  process.stderr.write(
    json
      ? `${JSON.stringify({ error: { code: reason, message, exitCode: code } })}\n`
      : `${process.stderr.isTTY && !env.noColor ? '\u001b[31mError:\u001b[39m' : 'Error:'} ${message}\n`,
  );
}
