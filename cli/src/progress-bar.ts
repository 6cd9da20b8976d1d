/**
 * A one-line progress bar on stderr, redrawn in place at most 10 times a second. Drawn only on a
 * terminal (and never with `--json`): in a pipe or a log file it prints nothing.
 * @module
 */
import { formatBytes, formatNumber, type Output } from './output';

/** A bar in progress. */
export interface ProgressBar {
  /** Sets how far along it is (and the total, when it becomes known or changes). */
  update(done: number, total?: number): void;
  /** Draws the final state and moves to the next line. */
  finish(): void;
  /** Erases the bar (on failure or Ctrl-C) so the error message starts on a clean line. */
  clear(): void;
}

const REDRAW_MS = 100;

/** Creates a bar titled `label` counting `unit` (bytes are shown as KB/MB). */
export function createProgressBar(
  output: Output,
  label: string,
  unit: 'bytes' | 'rows',
  total = 0,
): ProgressBar {
  if (!output.interactive) return { update() {}, finish() {}, clear() {} };
  const stream = output.stderr;
  let done = 0;
  let lastDraw = 0;
  let drawn = false;
  const amount = (n: number) => (unit === 'bytes' ? formatBytes(n) : formatNumber(n));
  const draw = () => {
    const ratio = total > 0 ? Math.min(1, done / total) : 0;
    const counts =
      unit === 'bytes' ? `${amount(done)} / ${amount(total)}` : `${amount(done)} / ${amount(total)} rows`;
    const percent = `${String(Math.floor(ratio * 100)).padStart(3)}%`;
    const width = Math.max(10, Math.min(40, (stream.columns ?? 80) - label.length - counts.length - 12));
    const filled = Math.round(ratio * width);
    const bar = `${output.style('green', '█'.repeat(filled))}${output.style('dim', '░'.repeat(width - filled))}`;
    stream.write(`\r\u001b[2K${label} ${bar} ${percent} ${counts}`);
    drawn = true;
    lastDraw = Date.now();
  };
  return {
    update(next, nextTotal) {
      done = next;
      if (nextTotal !== undefined) total = nextTotal;
      if (Date.now() - lastDraw >= REDRAW_MS) draw();
    },
    finish() {
      draw();
      stream.write('\n');
      drawn = false;
    },
    clear() {
      if (drawn) stream.write('\r\u001b[2K');
      drawn = false;
    },
  };
}
