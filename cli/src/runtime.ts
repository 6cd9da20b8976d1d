/**
 * What a command may touch outside itself — environment, working directory, terminal streams, network,
 * Ctrl-C signal, browser — gathered in one injectable object so tests can replace any of it.
 * @module
 */
import type { Leadproof } from '@leadproof/sdk/node';
import type { CliEnvironment } from './config';

/** An output stream: a terminal or a pipe. */
export interface OutputStream {
  write(chunk: string): unknown;
  isTTY?: boolean | undefined;
  columns?: number | undefined;
}

/** The input stream: keyboard (TTY) or a pipe. */
export interface InputStream extends NodeJS.ReadableStream {
  isTTY?: boolean | undefined;
  setRawMode?(mode: boolean): unknown;
}

/** The outside world of one CLI run. */
export interface Runtime {
  env: CliEnvironment;
  cwd: string;
  stdin: InputStream;
  stdout: OutputStream;
  stderr: OutputStream;
  /** Aborted on Ctrl-C: every network call and file write listens to it. */
  signal: AbortSignal;
  /** undici's `fetch` over the run's connection pool (closed when the run ends). */
  fetch: typeof fetch;
  /** Opens a URL in the default browser (`buy --open`). */
  openUrl(url: string): Promise<void>;
}

/** Options every command receives: the global flags, the runtime, and optionally a ready SDK client. */
export interface CommandOptions {
  /** `--api-url`, else LEADPROOF_API_URL, else http://localhost:8787 (no trailing slash). */
  apiUrl: string;
  /** `--json`: one JSON document on stdout, no prompts, no progress bars. */
  json: boolean;
  runtime: Runtime;
  /** A client to use instead of one built from the saved credentials (tests). */
  client?: Leadproof | undefined;
}
