// Sums and sorts what LEADPROOF_TEST_CPU_TIMES recorded (scripts/file-cpu-times.ts): one line per test file, the
// costliest first, and the totals. `node scripts/cpu-times.mjs <file> [--top N]`
import { readFileSync } from 'node:fs';

const [file, flag, count] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/cpu-times.mjs <file written by LEADPROOF_TEST_CPU_TIMES> [--top N]');
  process.exit(1);
}
const top = flag === '--top' ? Number(count) : Number.POSITIVE_INFINITY;
const lines = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const cpu = (line) => line.cpuSeconds + line.childCpuSeconds;
lines.sort((a, b) => cpu(b) - cpu(a));
const pad = (value, width) => String(value).padStart(width);
console.log(`${pad('wall s', 8)} ${pad('cpu s', 8)} ${pad('child s', 8)}  file`);
for (const line of lines.slice(0, top)) {
  console.log(
    `${pad(line.wallSeconds.toFixed(1), 8)} ${pad(line.cpuSeconds.toFixed(1), 8)} ${pad(line.childCpuSeconds.toFixed(1), 8)}  ${line.file}${line.node === process.versions.node ? '' : ` (Node ${line.node})`}`,
  );
}
const sum = (pick) => lines.reduce((total, line) => total + pick(line), 0);
console.log(
  `${pad(sum((l) => l.wallSeconds).toFixed(1), 8)} ${pad(sum((l) => l.cpuSeconds).toFixed(1), 8)} ${pad(sum((l) => l.childCpuSeconds).toFixed(1), 8)}  total of ${lines.length} files`,
);
