import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SERVER_MALLOC_ENV } from '../../../scripts/server-malloc-env.mjs';

const run = promisify(execFile);
const MB = 1024 * 1024;

// Allocates 64 MB in 64 KB buffers (a stream's chunks) with an 8 KB buffer kept after each, as a server's request
// buffers and its longer-lived objects interleave; prints the resident memory before, and after the chunks are
// collected.
const interleavedBuffers = `
  const { readFileSync } = require('node:fs');
  const rss = () => Number(readFileSync('/proc/self/status', 'utf8').match(/VmRSS:\\s+(\\d+)/)[1]) * 1024;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100)).then(() => gc());
  (async () => {
    await settle();
    const before = rss();
    let chunks = [];
    const kept = [];
    for (let n = 0; n < 1024; n++) {
      chunks.push(Buffer.allocUnsafeSlow(64 * 1024).fill(1));
      kept.push(Buffer.allocUnsafeSlow(8 * 1024).fill(1));
    }
    chunks = undefined;
    await settle();
    await settle();
    console.log(JSON.stringify({ before, after: rss(), kept: kept.length }));
  })();
`;

const glibc =
  process.platform === 'linux' &&
  Boolean(
    (process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime,
  );

describe.runIf(glibc)('SERVER_MALLOC_ENV', () => {
  it('gives freed buffers back to the system while smaller ones between them stay', async () => {
    const { stdout } = await run(process.execPath, ['--expose-gc', '-e', interleavedBuffers], {
      env: { ...process.env, ...SERVER_MALLOC_ENV },
    });
    const { before, after } = JSON.parse(stdout) as { before: number; after: number };
    // 8 MB stay in use; glibc's defaults also keep the 64 MB freed between them (~77 MB in all).
    expect(after - before).toBeLessThan(32 * MB);
  });
});
