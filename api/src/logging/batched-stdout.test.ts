import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const module = path.join(import.meta.dirname, 'batched-stdout.ts');

/** Runs `body` in a fresh Node process (TypeScript through tsx) with `out`, the batched stdout, and returns its output. */
function run(body: string) {
  const script = `import { batchedStdout } from ${JSON.stringify(module)};\nconst out = batchedStdout();\n${body}`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    cwd: import.meta.dirname,
  });
  return { lines: child.stdout.split('\n').filter(Boolean), status: child.status };
}

describe('batchedStdout', () => {
  it('writes every line, in order, at the end of the turn', () => {
    const { lines } = run(`
      out.write('one\\n');
      out.write('two\\n');
      process.stdout.write('before the turn ended\\n');
      setTimeout(() => out.write('three\\n'), 5);`);
    expect(lines).toEqual(['before the turn ended', 'one', 'two', 'three']);
  });

  it('writes what waits when the process exits, by process.exit or an uncaught error', () => {
    expect(run(`out.write('last\\n'); process.exit(3);`)).toEqual({ lines: ['last'], status: 3 });
    expect(run(`out.write('last\\n'); throw new Error('boom');`)).toEqual({ lines: ['last'], status: 1 });
  });

  it('writes at once past 64 KiB waiting', () => {
    const { lines } = run(`
      const line = 'x'.repeat(1023) + '\\n';
      for (let i = 0; i < 64; i++) out.write(line);
      process.stdout.write('after\\n');
      out.write('end\\n');`);
    expect(lines).toHaveLength(66);
    expect(lines.indexOf('after')).toBe(64);
    expect(lines.at(-1)).toBe('end');
  });
});
