// `pnpm bench:engine`: generates 1, 10 and 50 MB messy lead files, then runs the engine (--offline)
// and the bare-loop baseline on each, one child process per run so peak RSS is per contender.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateLeads } from './generate-leads';

interface Measurement {
  contender: string;
  rows: number;
  seconds: number;
  cpuSeconds: number;
  peakRssMb: number;
}

const sizes = (process.env.BENCH_SIZES_MB ?? '1,10,50').split(',').map(Number);
const dir = mkdtempSync(join(tmpdir(), 'leadproof-bench-'));
const measureScript = fileURLToPath(new URL('./measure.ts', import.meta.url));

function measure(contender: string, input: string): Measurement {
  const output = join(dir, `${contender}.out.csv`);
  const stdout = execFileSync(
    process.execPath,
    ['--import', 'tsx', measureScript, contender, input, output],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return JSON.parse(stdout.trim().split('\n').pop()!) as Measurement;
}

try {
  const lines = [
    '| size | rows | contender | wall s | CPU s | rows/s | peak RSS MB | engine ÷ bare (wall) | engine ÷ bare (CPU) |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const mb of sizes) {
    const input = join(dir, `leads-${mb}mb.csv`);
    await generateLeads(input, mb * 1024 * 1024);
    const actual = (statSync(input).size / 1024 / 1024).toFixed(1);
    const bare = measure('bare', input);
    const engine = measure('engine', input);
    for (const m of [bare, engine]) {
      lines.push(
        `| ${actual} MB | ${m.rows} | ${m.contender} | ${m.seconds.toFixed(2)} | ${m.cpuSeconds.toFixed(2)} | ` +
          `${Math.round(m.rows / m.seconds)} | ${m.peakRssMb.toFixed(0)} | ` +
          `${m === engine ? (engine.seconds / bare.seconds).toFixed(2) : ''} | ` +
          `${m === engine ? (engine.cpuSeconds / bare.cpuSeconds).toFixed(2) : ''} |`,
      );
    }
    console.error(`done ${mb} MB`);
  }
  console.log(lines.join('\n'));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
