// Child process of the benchmark: runs one contender on one file and prints one JSON line.

const [contender, input, output] = process.argv.slice(2);
const started = performance.now();
let rows: number;
// Each contender loads only its own modules, so neither pays for the other's in peak RSS.
if (contender === 'engine') {
  const { verifyCsvFile, verifyCsvFileHere } = await import('../src/verify-csv-file');
  // BENCH_THREADS overrides the engine's worker-thread count; BENCH_TIMING prints its phase timings.
  const threads = process.env.BENCH_THREADS ? Number(process.env.BENCH_THREADS) : undefined;
  // BENCH_ISOLATE=0 runs the verification on the main thread instead of its own worker thread.
  const verify = process.env.BENCH_ISOLATE === '0' ? verifyCsvFileHere : verifyCsvFile;
  // BENCH_TAP_OUT=<file> writes there, as JSON, the cells `resultCells` handed over (BENCH_TAP_HOLD=1: slowly).
  const tapOut = process.env.BENCH_TAP_OUT;
  const tap = tapOut
    ? (await import('./tap-cells')).tapCells(output!, process.env.BENCH_TAP_HOLD === '1')
    : undefined;
  const report = await verify(input!, output!, {
    offline: true,
    threads,
    ...(tap ? { resultCells: tap.resultCells } : {}),
  });
  if (tapOut && tap) (await import('node:fs')).writeFileSync(tapOut, JSON.stringify(tap.tapped));
  if (process.env.BENCH_TIMING)
    process.stderr.write(
      `${JSON.stringify({ ...report.timing, comparisons: report.duplicates.comparisons })}\n`,
    );
  rows = report.rows;
} else if (contender === 'bare2')
  rows = await (await import('./bare-loop-threads')).bareLoopThreads(input!, output!);
else rows = await (await import('./bare-loop')).bareLoop(input!, output!);
const seconds = (performance.now() - started) / 1000;
const usage = process.resourceUsage();
// CPU time is reported beside wall time: on a shared 2-core machine it is the steadier of the two.
const cpuSeconds = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
// maxRSS is in kilobytes.
process.stdout.write(
  `${JSON.stringify({ contender, rows, seconds, cpuSeconds, peakRssMb: usage.maxRSS / 1024 })}\n`,
);
