/**
 * Everything a command prints. Results go to stdout (text for people, or one JSON document with
 * `--json`); notes and progress go to stderr so that stdout stays clean for pipes. Colours only on a
 * terminal, never with NO_COLOR or `--json`.
 * @module
 */
import { formatCredits as formatCreditsIn } from '@leadproof/contract/money';
import type { CommandOptions, OutputStream } from './runtime';

type Style = 'bold' | 'dim' | 'green' | 'red' | 'yellow' | 'cyan';
const codes: Record<Style, [number, number]> = {
  bold: [1, 22],
  dim: [2, 22],
  green: [32, 39],
  red: [31, 39],
  yellow: [33, 39],
  cyan: [36, 39],
};

/** A command's printer. */
export interface Output {
  /** `--json` mode. */
  readonly json: boolean;
  /** stderr is a terminal and not `--json`: progress bars may draw. */
  readonly interactive: boolean;
  /** Prints the result: `data` as JSON with `--json`, else the `text` lines. */
  result(data: unknown, text: () => string | string[]): void;
  /** A note for people on stderr (nothing with `--json`). */
  note(text: string): void;
  /** `text` in a style, when colours are on. */
  style(style: Style, text: string): string;
  /** The stderr stream (progress bars). */
  readonly stderr: OutputStream;
}

/** Builds the printer for a command run. */
export function createOutput({ json, runtime }: Pick<CommandOptions, 'json' | 'runtime'>): Output {
  const colour = !json && !runtime.env.noColor && runtime.stdout.isTTY === true;
  return {
    json,
    interactive: !json && runtime.stderr.isTTY === true,
    stderr: runtime.stderr,
    result(data, text) {
      if (json) {
        runtime.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
        return;
      }
      const lines = text();
      runtime.stdout.write(`${Array.isArray(lines) ? lines.join('\n') : lines}\n`);
    },
    note(text) {
      if (!json) runtime.stderr.write(`${text}\n`);
    },
    style(style, text) {
      if (!colour) return text;
      const [open, close] = codes[style];
      return `\u001b[${open}m${text}\u001b[${close}m`;
    },
  };
}

/** Left-aligned columns with two spaces between them; the first row is the header. */
export function table(rows: readonly (readonly string[])[]): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  return rows.map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

/** `1234.5` → `1,234.5`. */
export function formatNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** `1 credit`, `12.5 credits`, in `en-US` whatever the machine's locale. */
export function formatCredits(value: number): string {
  return formatCreditsIn(value, 'en-US');
}

/** Bytes as people read them: `512 B`, `3.4 KB`, `27.1 MB` (powers of 1024, as the 50 MB upload limit). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A timestamp as `2025-01-02 03:04` (UTC, stated), stable across machines. */
export function formatTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
