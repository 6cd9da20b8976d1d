import { describe, expect, it } from 'vitest';
import { createOutput, formatBytes, formatCredits, table } from './output';
import { createProgressBar } from './progress-bar';
import { captured, fakeRuntime } from './testing/fake-runtime';

describe('output', () => {
  it('prints one JSON document with --json, and notes nowhere', () => {
    const runtime = fakeRuntime();
    const output = createOutput({ json: true, runtime });
    output.note('Uploading…');
    output.result({ balance: 5 }, () => 'never');
    expect(JSON.parse(runtime.stdout.text)).toEqual({ balance: 5 });
    expect(runtime.stderr.text).toBe('');
  });

  it('colours only a terminal without NO_COLOR', () => {
    const tty = captured(true);
    expect(createOutput({ json: false, runtime: fakeRuntime({ stdout: tty }) }).style('bold', 'x')).toBe(
      '\u001b[1mx\u001b[22m',
    );
    expect(
      createOutput({ json: false, runtime: fakeRuntime({ stdout: tty, env: { noColor: true } }) }).style(
        'bold',
        'x',
      ),
    ).toBe('x');
    expect(createOutput({ json: false, runtime: fakeRuntime() }).style('bold', 'x')).toBe('x');
  });

  it('draws no progress bar when stderr is not a terminal, or with --json', () => {
    const pipe = fakeRuntime();
    const bar = createProgressBar(createOutput({ json: false, runtime: pipe }), 'Uploading', 'bytes', 100);
    bar.update(50);
    bar.finish();
    expect(pipe.stderr.text).toBe('');
    const tty = fakeRuntime({ stderr: captured(true) });
    const json = createProgressBar(createOutput({ json: true, runtime: tty }), 'Uploading', 'bytes', 100);
    json.update(50);
    json.finish();
    expect(tty.stderr.text).toBe('');
  });

  it('draws a bar in place on a terminal', () => {
    const tty = fakeRuntime({ stderr: captured(true) });
    const bar = createProgressBar(createOutput({ json: false, runtime: tty }), 'Verifying', 'rows', 200);
    bar.update(50);
    bar.finish();
    expect(tty.stderr.text).toContain('\r');
    expect(tty.stderr.text).toContain(' 25% 50 / 200 rows');
    expect(tty.stderr.text.endsWith('\n')).toBe(true);
  });

  it('formats tables, credits and bytes', () => {
    expect(
      table([
        ['ID', 'STATUS'],
        ['1a2b3c4d', 'completed'],
      ]),
    ).toEqual(['ID        STATUS', '1a2b3c4d  completed']);
    expect(formatCredits(1)).toBe('1 credit');
    expect(formatCredits(1234.5)).toBe('1,234.5 credits');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50.0 MB');
  });
});
