/**
 * The bounded CI form of the engine fuzzer (`fuzz/`): every input either verifies, with a results
 * file whose data rows match the report, or is refused with `EngineInputError` — never another
 * exception, a crash or a hang (5 s per case on an idle machine). A fixed seed, then a random one that the test name
 * prints; the long form is `pnpm fuzz:engine` (FUZZ_SECONDS, FUZZ_SEED).
 */
import { describe, expect, it } from 'vitest';
import { crasherCases } from '../fuzz/crashers';
import { type CaseFailure, isFailure, runCases, runFuzz } from '../fuzz/harness';

const FIXED_SEED = 20_261_122;
const RANDOM_SEED = Math.floor(Math.random() * 2 ** 31);

/** What to print for failing cases: the problem, how the case was built, and how to run it alone. */
function explain(failures: CaseFailure[]): string {
  return failures
    .map(({ fuzzCase, outcome }) => {
      const [seed, index] = fuzzCase.id.split(':');
      const again =
        index === undefined ? '' : `\n  reproduce: FUZZ_SEED=${seed} FUZZ_CASE=${index} pnpm fuzz:engine`;
      return `case ${fuzzCase.id} (${fuzzCase.mode}; ${fuzzCase.recipe.join(' → ')}): ${JSON.stringify(outcome)}${again}`;
    })
    .join('\n');
}

describe('engine CSV input fuzzing', () => {
  it('replays every saved crasher in every input mode', { timeout: 120_000 }, async () => {
    const results = await runCases(crasherCases());
    const failures = results.filter(({ outcome }) => isFailure(outcome));
    expect(explain(failures)).toBe('');
  });

  it.each([
    { name: `fixed seed FUZZ_SEED=${FIXED_SEED}`, seed: FIXED_SEED, maxCases: 200, maxMs: 20_000 },
    { name: `random seed FUZZ_SEED=${RANDOM_SEED}`, seed: RANDOM_SEED, maxCases: 100, maxMs: 10_000 },
  ])('$name: no crash, no hang, a result or an EngineInputError', { timeout: 120_000 }, async (run) => {
    // At least 20 cases whatever the load: in ci19 the random seed's 10 s ran 4 cases beside the e2e lane.
    const summary = await runFuzz({ seed: run.seed, maxCases: run.maxCases, maxMs: run.maxMs, minCases: 20 });
    console.log(
      `engine fuzz FUZZ_SEED=${run.seed}: ${summary.cases} cases, ${JSON.stringify(summary.outcomes)}`,
    );
    expect(explain(summary.failures)).toBe('');
    // Not vacuous: the cases reach both ends of the property.
    expect(summary.cases).toBeGreaterThan(10);
    expect(summary.outcomes.result ?? 0).toBeGreaterThan(0);
    expect(summary.outcomes['input-error'] ?? 0).toBeGreaterThan(0);
  });
});
