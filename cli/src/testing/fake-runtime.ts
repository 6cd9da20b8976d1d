/** A `Runtime` for unit tests: captured output, no terminal, a fetch that fails loudly unless given. */
import { PassThrough } from 'node:stream';
import type { CliEnvironment } from '../config';
import type { Runtime } from '../runtime';

/** Output captured from a fake stream. */
export interface CapturedStream {
  write(chunk: string): boolean;
  text: string;
  isTTY?: boolean;
  columns?: number;
}

/** A stream that keeps what is written; `isTTY` makes it look like a terminal. */
export function captured(isTTY = false): CapturedStream {
  return {
    text: '',
    isTTY,
    columns: 80,
    write(chunk: string) {
      this.text += chunk;
      return true;
    },
  };
}

/** A runtime whose streams are captured; `overrides` replace any part. */
export function fakeRuntime(
  overrides: Partial<Omit<Runtime, 'env'>> & { env?: Partial<CliEnvironment> } = {},
): Runtime & { stdout: CapturedStream; stderr: CapturedStream } {
  const { env, ...rest } = overrides;
  return {
    cwd: '/tmp',
    stdin: new PassThrough(),
    stdout: captured(),
    stderr: captured(),
    signal: new AbortController().signal,
    fetch: (async (input: RequestInfo | URL) => {
      throw new Error(`unexpected network call to ${String(input)}`);
    }) as typeof fetch,
    openUrl: async () => {},
    ...rest,
    env: {
      apiUrl: undefined,
      apiKey: undefined,
      configDir: '/nonexistent/leadproof',
      noColor: false,
      ...env,
    },
  } as Runtime & { stdout: CapturedStream; stderr: CapturedStream };
}
