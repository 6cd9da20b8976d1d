// `pnpm bench:engine`: generates 1, 10 and 50 MB messy lead files, builds the contenders to plain
// JavaScript (as the product ships) and runs the engine (--offline) and the bare-loop baselines (one
// and two threads) on each, alternated, one plain `node` child process per run so time and peak RSS are per contender and carry no
// TypeScript loader. The engine's output is hashed and compared with `golden-output.json`, so a
// speed-up that changes one byte of the results fails the run.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBench } from './build-bench';
import { generateLeads } from './generate-leads';

interface Measurement {
  contender: string;
  rows: number;
  seconds: number;
  cpuSeconds: number;
  peakRssMb: number;
  sha256: string;
  loadAverage: number;
}

type Contender = 'bare' | 'bare2' | 'engine';
const sizes = (process.env.BENCH_SIZES_MB ?? '1,10,50').split(',').map(Number);
/**
 * `bare`: the bare loop on one thread (issue 4's baseline); `bare2`: the same work with the phone and
 * e-mail checks on two worker threads (issue 42's comparator); `engine`. `BENCH_CONTENDERS` picks some.
 */
const contenders = (process.env.BENCH_CONTENDERS ?? 'bare,bare2,engine').split(',') as Contender[];
const repeats = Number(process.env.BENCH_REPEATS ?? 1);
/** Extra `node` flags for the engine's child, e.g. `--max-semi-space-size=16` (the worker's execArgv). */
const engineFlags = (process.env.BENCH_ENGINE_NODE_FLAGS ?? '').split(' ').filter(Boolean);
/** `BENCH_UPDATE_GOLDEN=1` records the engine's output hashes instead of checking them. */
const updateGolden = process.env.BENCH_UPDATE_GOLDEN === '1';
const goldenFile = fileURLToPath(new URL('./golden-output.json', import.meta.url));
const golden: Record<string, string> = existsSync(goldenFile)
  ? JSON.parse(readFileSync(goldenFile, 'utf8'))
  : {};
const dir = mkdtempSync(join(tmpdir(), 'leadproof-bench-'));

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function measure(script: string, contender: string, input: string): Promise<Measurement> {
  const output = join(dir, `${contender}.out.csv`);
  const loadAverage = loadavg()[0]!;
  const flags = contender === 'engine' ? engineFlags : [];
  const stdout = execFileSync(process.execPath, [...flags, script, contender, input, output], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const measured = JSON.parse(stdout.trim().split('\n').pop()!) as Omit<
    Measurement,
    'sha256' | 'loadAverage'
  >;
  const result = { ...measured, sha256: await sha256(output), loadAverage };
  rmSync(output, { force: true });
  return result;
}

/** The run with the least CPU time: on a shared machine, the one least disturbed by others. */
function best(runs: Measurement[]): Measurement {
  return runs.reduce((a, b) => (b.cpuSeconds < a.cpuSeconds ? b : a));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Engine ÷ baseline of each round, whose runs follow each other: this machine's speed drifts by a
 * third over minutes, so a ratio of runs made far apart measures the drift.
 */
function pairedRatios(
  baseRuns: Measurement[],
  engineRuns: Measurement[],
  figure: 'seconds' | 'cpuSeconds',
): number[] {
  return engineRuns.map((engine, i) => engine[figure] / baseRuns[i]![figure]);
}

/** Ratios of each round and their median, for a summary line. */
function spread(ratios: number[]): string {
  return `${ratios.map((r) => r.toFixed(2)).join(', ')} (median ${median(ratios).toFixed(2)})`;
}

try {
  const script = await buildBench();
  const lines = [
    '| size | rows | contender | wall s | CPU s | rows/s (wall) | rows/CPU-s | peak RSS MB | load avg | engine ÷ this (wall) | engine ÷ this (CPU) |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const summaries: string[] = [];
  let mismatch = false;
  for (const mb of sizes) {
    const input = join(dir, `leads-${mb}mb.csv`);
    await generateLeads(input, mb * 1024 * 1024);
    const actual = (statSync(input).size / 1024 / 1024).toFixed(1);
    const runs: Record<Contender, Measurement[]> = { bare: [], bare2: [], engine: [] };
    // Alternated: each repeat runs every contender once, so each ratio compares runs made back to back.
    for (let i = 0; i < repeats; i++)
      for (const contender of contenders) runs[contender].push(await measure(script, contender, input));
    for (const run of runs.engine) {
      const key = `${mb}mb`;
      if (updateGolden) golden[key] = run.sha256;
      else if (golden[key] && golden[key] !== run.sha256) {
        mismatch = true;
        console.error(`engine output on ${mb} MB differs from golden-output.json (${run.sha256})`);
      }
    }
    for (const run of runs.bare2)
      if (runs.bare[0] && run.sha256 !== runs.bare[0].sha256) {
        mismatch = true;
        console.error(`the two-thread bare loop's output on ${mb} MB differs from the one-thread loop's`);
      }
    const engine = runs.engine.length ? best(runs.engine) : undefined;
    for (const contender of contenders) {
      const m = best(runs[contender]);
      const vs = (value: number) => (engine && m !== engine ? value.toFixed(2) : '');
      lines.push(
        `| ${actual} MB | ${m.rows} | ${m.contender} | ${m.seconds.toFixed(2)} | ${m.cpuSeconds.toFixed(2)} | ` +
          `${Math.round(m.rows / m.seconds)} | ${Math.round(m.rows / m.cpuSeconds)} | ${m.peakRssMb.toFixed(0)} | ` +
          `${m.loadAverage.toFixed(1)} | ${vs((engine?.seconds ?? 0) / m.seconds)} | ${vs((engine?.cpuSeconds ?? 0) / m.cpuSeconds)} |`,
      );
    }
    if (engine) {
      for (const baseline of contenders.filter((c) => c !== 'engine')) {
        summaries.push(
          `${actual} MB: engine ÷ ${baseline} per round, wall ${spread(pairedRatios(runs[baseline], runs.engine, 'seconds'))}; ` +
            `CPU ${spread(pairedRatios(runs[baseline], runs.engine, 'cpuSeconds'))}`,
        );
      }
      summaries.push(
        `${actual} MB: engine peak RSS ${runs.engine.map((m) => m.peakRssMb.toFixed(0)).join(', ')} MB`,
      );
    }
    console.error(
      `done ${mb} MB: ${contenders
        .flatMap((c) => runs[c])
        .map(
          (m) =>
            `${m.contender} ${m.seconds.toFixed(1)}s/${m.cpuSeconds.toFixed(1)}cpu/${m.peakRssMb.toFixed(0)}MB/load ${m.loadAverage.toFixed(1)}`,
        )
        .join(', ')}`,
    );
  }
  if (updateGolden) writeFileSync(goldenFile, `${JSON.stringify(golden, null, 2)}\n`);
  console.log(lines.join('\n'));
  console.log(summaries.join('\n'));
  if (mismatch) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
