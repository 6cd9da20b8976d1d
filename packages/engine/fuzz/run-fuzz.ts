/**
 * `pnpm fuzz:engine`: the long form of the engine fuzzer. Runs generated cases for FUZZ_SECONDS
 * (default 300) from FUZZ_SEED (default: a random seed, printed), and saves every failing input
 * under `fuzz/crashers/` with a JSON note of how it was built, where the CI fuzz test replays it.
 * FUZZ_CASE=n runs only case n of the seed (to reproduce a failure the CI test printed).
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type HarnessOutcome, isFailure, runFuzz } from './harness';

const crashersDir = fileURLToPath(new URL('./crashers/', import.meta.url));

function numberFromEnv(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0)
    throw new Error(`${name} must be a whole number, got "${value}"`);
  return number;
}

function summarize(outcome: HarnessOutcome): string {
  switch (outcome.kind) {
    case 'result':
      return `${outcome.rows} rows × ${outcome.columns} columns in ${outcome.engineMs} ms`;
    case 'input-error':
      return `EngineInputError ${outcome.code} in ${outcome.engineMs} ms: ${outcome.message.slice(0, 80)}`;
    case 'violation':
      return `VIOLATION: ${outcome.problem}`;
    case 'slow':
      return `SLOW: the engine took ${outcome.engineMs} ms, twice`;
    case 'hang':
      return `HANG: no answer after ${outcome.wallMs} ms`;
    case 'crash':
      return `CRASH: ${outcome.detail}`;
  }
}

const seed = numberFromEnv('FUZZ_SEED') ?? Math.floor(Math.random() * 2 ** 31);
const onlyCase = numberFromEnv('FUZZ_CASE');
const seconds = numberFromEnv('FUZZ_SECONDS') ?? 300;
console.log(
  `engine fuzz: FUZZ_SEED=${seed}${onlyCase === undefined ? `, ${seconds} s` : `, case ${onlyCase}`}`,
);
let printed = performance.now();
const summary = await runFuzz({
  seed,
  maxCases: Number.POSITIVE_INFINITY,
  maxMs: seconds * 1000,
  caseTimeoutMs: numberFromEnv('FUZZ_CASE_TIMEOUT_MS') ?? 5000,
  ...(onlyCase === undefined ? {} : { onlyCase }),
  onCase: (fuzzCase, outcome) => {
    if (isFailure(outcome) || onlyCase !== undefined || process.env.FUZZ_VERBOSE) {
      console.log(
        `case ${fuzzCase.id} [${fuzzCase.mode}; ${fuzzCase.recipe.join(' → ')}]: ${summarize(outcome)}`,
      );
    } else if (performance.now() - printed > 10_000) {
      printed = performance.now();
      console.log(`… case ${fuzzCase.id}`);
    }
  },
});
await mkdir(crashersDir, { recursive: true });
for (const { fuzzCase, outcome } of summary.failures) {
  const name = `${fuzzCase.id.replace(':', '-')}-${createHash('sha256').update(fuzzCase.bytes).digest('hex').slice(0, 8)}`;
  await writeFile(`${crashersDir}${name}.csv`, fuzzCase.bytes);
  const { bytes: _bytes, ...note } = fuzzCase;
  await writeFile(`${crashersDir}${name}.json`, `${JSON.stringify({ ...note, outcome }, null, 2)}\n`);
  console.log(`saved ${name}.csv`);
}
console.log(
  `engine fuzz: ${summary.cases} cases, ${JSON.stringify(summary.outcomes)}, ${summary.failures.length} failing (FUZZ_SEED=${seed})`,
);
if (summary.failures.length > 0) process.exitCode = 1;
