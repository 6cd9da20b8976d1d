/**
 * Readable log lines for a developer's terminal: pino's JSON turned into `time LEVEL message key=value…`, written
 * synchronously in this thread. Chosen over pino-pretty, whose transport runs in a worker thread (which a bundle
 * has to ship as a separate file) and which brings a dozen dependencies for what is twenty lines here
 * (docs/decisions/operations.md, "Logs").
 */
import { styleText } from 'node:util';

type Color = Parameters<typeof styleText>[0];

const levelColors: Record<string, Color> = { debug: 'gray', info: 'green', warn: 'yellow', error: 'red' };

// Every line has these; the terminal shows the time and level up front and needs neither pid nor hostname.
const SHOWN_APART = new Set(['time', 'level', 'msg', 'pid', 'hostname', 'err']);

/** A value as `key=value` shows it: bare when it has no spaces or quotes, else as JSON. */
function shown(value: unknown): string {
  return typeof value === 'string' && /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
}

/** Formats one JSON log line; a line that is not JSON is returned as it came. */
export function prettyLine(json: string, colors: boolean): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const paint = (color: Color | undefined, text: string) => (colors && color ? styleText(color, text) : text);
  const level = String(entry.level ?? 'info');
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 23) : '';
  const fields = Object.entries(entry)
    .filter(([key, value]) => !SHOWN_APART.has(key) && value !== undefined)
    .map(([key, value]) => paint('gray', `${key}=`) + shown(value));
  let line = `${paint('gray', time)} ${paint(levelColors[level], level.toUpperCase().padEnd(5))} ${String(entry.msg ?? '')}`;
  if (fields.length > 0) line += `  ${fields.join(' ')}`;
  const err = entry.err as { stack?: string; message?: string } | undefined;
  if (err) line += `\n    ${(err.stack ?? err.message ?? '').replaceAll('\n', '\n    ')}`;
  return `${line}\n`;
}

/** A pino destination that writes each line, made readable, to `output`. */
export function prettyStream(output: NodeJS.WriteStream): { write(json: string): void } {
  const colors = output.isTTY === true;
  return { write: (json) => void output.write(prettyLine(json, colors)) };
}
