/**
 * Questions on the terminal: a line, a hidden password, a yes/no. Only used when stdin is a terminal;
 * Ctrl-C while asking cancels the command like anywhere else.
 * @module
 */
import { createInterface } from 'node:readline/promises';
import { APIUserAbortError } from '@leadproof/sdk';
import type { Runtime } from './runtime';

/** Asks for one line of text. */
export async function askLine(runtime: Runtime, question: string): Promise<string> {
  const rl = createInterface({
    input: runtime.stdin,
    output: runtime.stderr as NodeJS.WritableStream,
    terminal: true,
  });
  try {
    return (await rl.question(question, { signal: runtime.signal })).trim();
  } catch (error) {
    if (runtime.signal.aborted || (error as Error).name === 'AbortError') throw new APIUserAbortError();
    throw error;
  } finally {
    rl.close();
  }
}

/** Asks yes/no; anything but y/yes is no. */
export async function confirm(runtime: Runtime, question: string): Promise<boolean> {
  return /^y(es)?$/i.test(await askLine(runtime, `${question} [y/N] `));
}

/** Asks for a secret without echoing it (raw mode); Ctrl-C cancels. */
export function askSecret(runtime: Runtime, question: string): Promise<string> {
  const { stdin, stderr } = runtime;
  stderr.write(question);
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      stdin.removeListener('data', onData);
      runtime.signal.removeEventListener('abort', onAbort);
      stdin.setRawMode?.(false);
      stdin.pause();
      stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onAbort = () => finish(new APIUserAbortError());
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\u0003') return finish(new APIUserAbortError()); // Ctrl-C arrives as a byte in raw mode
        if (char === '\r' || char === '\n' || char === '\u0004') return finish();
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.setRawMode?.(true);
    stdin.resume();
    stdin.on('data', onData);
    runtime.signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Reads all of stdin (a piped password or key) and returns its first line. */
export async function readFirstLineOfStdin(runtime: Runtime): Promise<string> {
  let text = '';
  for await (const chunk of runtime.stdin) {
    text += chunk.toString();
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0]?.trim() ?? '';
}
