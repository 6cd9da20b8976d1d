// `pnpm bench:count`: how long upload-complete's row count takes (countCsvRows, the engine's own reader, plus the
// SHA-256 the API computes in the same pass) on the benchmark's 10 and 50 MB lead files, with peak RSS.
// Figures go in docs/benchmarks.md with the machine's load.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { countCsvRows } from '../src/count-csv-rows';
import { generateLeads } from './generate-leads';

const sizes = (process.env.BENCH_SIZES_MB ?? '10,50').split(',').map(Number);
const dir = await mkdtemp(path.join(tmpdir(), 'leadproof-count-bench-'));
try {
  console.log('| size | rows | wall s | CPU s | peak RSS MB | load avg (1 min) |');
  console.log('|---:|---:|---:|---:|---:|---:|');
  for (const mb of sizes) {
    const file = path.join(dir, `leads-${mb}mb.csv`);
    await generateLeads(file, mb * 1024 * 1024);
    const load = loadavg()[0]!.toFixed(2);
    const started = performance.now();
    const cpu = process.cpuUsage();
    const hash = createHash('sha256');
    async function* hashed() {
      for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
        hash.update(chunk);
        yield chunk;
      }
    }
    const { rows } = await countCsvRows(hashed());
    hash.digest('hex');
    const used = process.cpuUsage(cpu);
    const seconds = (performance.now() - started) / 1000;
    const rssMb = process.resourceUsage().maxRSS / 1024;
    console.log(
      `| ${mb} MB | ${rows} | ${seconds.toFixed(2)} | ${((used.user + used.system) / 1e6).toFixed(2)} | ${rssMb.toFixed(0)} | ${load} |`,
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
