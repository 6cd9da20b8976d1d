/**
 * Runs fuzz cases in a child process with a time limit per case, and a whole run of generated
 * cases within a case count and a time budget. The engine's part of a case must end within the
 * limit (scaled by the machine's load); a case over it is re-run once, and fails as `slow` if it is
 * over again, or as `hang` if its process had to be killed (no answer after several times the limit).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FuzzCase, generateCase } from './cases';
import type { CaseOutcome } from './check-case';
import { loadSeeds } from './seeds';

export type HarnessOutcome =
  | (CaseOutcome & { engineMs: number })
  | { kind: 'slow'; engineMs: number }
  | { kind: 'hang'; wallMs: number }
  | { kind: 'crash'; detail: string };

export type CaseFailure = { fuzzCase: FuzzCase; outcome: HarnessOutcome };

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const caseProcess = fileURLToPath(new URL('./case-process.ts', import.meta.url));
/** Generous for a 6 MB input, small enough that an engine blowing up its memory is caught. */
const CHILD_HEAP_MB = 1536;

type Reply = { ready?: true; outcome?: CaseOutcome & { engineMs: number } };

/** One case-running child process; replaced after a hang or a crash. */
class CaseRunner {
  #child: ChildProcess | undefined;
  #stderr = '';
  #workDir: string | undefined;

  async #start(): Promise<ChildProcess> {
    this.#workDir ??= await mkdtemp(path.join(tmpdir(), 'leadproof-fuzz-'));
    const child = fork(caseProcess, [this.#workDir], {
      cwd: packageDir,
      execArgv: ['--import', 'tsx', `--max-old-space-size=${CHILD_HEAP_MB}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    this.#stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      this.#stderr = (this.#stderr + chunk.toString()).slice(-4000);
    });
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`fuzz case process exited (${code}): ${this.#stderr}`)));
    });
    child.removeAllListeners('exit');
    this.#child = child;
    return child;
  }

  /** Runs `fuzzCase`, killing the process if it does not answer within `timeoutMs`. */
  async run(fuzzCase: FuzzCase, timeoutMs: number): Promise<HarnessOutcome> {
    const child = this.#child ?? (await this.#start());
    const started = performance.now();
    return new Promise<HarnessOutcome>((resolve) => {
      const finish = (outcome: HarnessOutcome, kill: boolean) => {
        clearTimeout(timer);
        child.removeListener('message', onMessage);
        child.removeListener('exit', onExit);
        if (kill) {
          child.kill('SIGKILL');
          this.#child = undefined;
        }
        resolve(outcome);
      };
      const onMessage = (reply: Reply) => {
        if (reply.outcome) finish(reply.outcome, false);
      };
      const onExit = (code: number | null, signal: string | null) => {
        this.#child = undefined;
        finish({ kind: 'crash', detail: `exit ${code ?? signal}: ${this.#stderr.trim()}` }, false);
      };
      const timer = setTimeout(
        () => finish({ kind: 'hang', wallMs: Math.round(performance.now() - started) }, true),
        timeoutMs,
      );
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({ case: fuzzCase });
    });
  }

  /** Ends the process and deletes its work folder. */
  async close(): Promise<void> {
    const child = this.#child;
    this.#child = undefined;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    if (this.#workDir) await rm(this.#workDir, { recursive: true, force: true });
  }
}

export type FuzzRunOptions = {
  seed: number;
  /** Stop after this many cases. */
  maxCases: number;
  /** Stop starting new cases after this long. @unit milliseconds */
  maxMs: number;
  /**
   * Cases to run even past `maxMs`: a loaded machine (a CI run's other lane) can spend the whole time budget on a
   * handful of cases, and a run that short proves little. @default 0
   */
  minCases?: number;
  /** The engine's time limit per case on an idle machine (scaled by the load). @unit milliseconds @default 5000 */
  caseTimeoutMs?: number;
  /** Run only this case of the seed. */
  onlyCase?: number;
  /** Called after each case. */
  onCase?: (fuzzCase: FuzzCase, outcome: HarnessOutcome) => void;
};

export type FuzzRunSummary = {
  seed: number;
  cases: number;
  /** Cases per outcome kind. */
  outcomes: Record<string, number>;
  failures: CaseFailure[];
};

/** True when an outcome breaks the property. */
export function isFailure(outcome: HarnessOutcome): boolean {
  return outcome.kind !== 'result' && outcome.kind !== 'input-error';
}

/** Runs the given cases (saved crashers) with the same limits as a fuzz run. */
export async function runCases(
  cases: readonly FuzzCase[],
  caseTimeoutMs = 5000,
): Promise<{ fuzzCase: FuzzCase; outcome: HarnessOutcome }[]> {
  const runner = new CaseRunner();
  try {
    const results = [];
    for (const fuzzCase of cases)
      results.push({ fuzzCase, outcome: await runBounded(runner, fuzzCase, caseTimeoutMs) });
    return results;
  } finally {
    await runner.close();
  }
}

/**
 * How much slower than an idle machine this one is now: the 1-minute load per core, at least 1.
 * The limit is meant per unit of CPU: a CI machine shared with other builds must not turn a 1 s
 * case into a failure, while a hang still never answers.
 */
function busyFactor(): number {
  return Math.max(1, os.loadavg()[0]! / Math.max(1, os.availableParallelism()));
}

function overLimit(outcome: HarnessOutcome, limitMs: number): boolean {
  return outcome.kind === 'hang' || ('engineMs' in outcome && outcome.engineMs > limitMs);
}

async function runBounded(runner: CaseRunner, fuzzCase: FuzzCase, limitMs: number): Promise<HarnessOutcome> {
  const limit = () => limitMs * busyFactor();
  // The whole case also reads back and parses the results: give the process room beyond the limit.
  const killAfter = () => Math.max(4 * limit(), 20_000);
  const outcome = await runner.run(fuzzCase, killAfter());
  if (!overLimit(outcome, limit())) return outcome;
  const again = await runner.run(fuzzCase, 2 * killAfter());
  if (!overLimit(again, limit()) || again.kind === 'hang' || !('engineMs' in again)) return again;
  return { kind: 'slow', engineMs: again.engineMs };
}

/** Generates and runs cases of `seed` until `maxCases` or `maxMs` (once `minCases` ran), whichever comes first. */
export async function runFuzz(options: FuzzRunOptions): Promise<FuzzRunSummary> {
  const seeds = loadSeeds();
  const runner = new CaseRunner();
  const summary: FuzzRunSummary = { seed: options.seed, cases: 0, outcomes: {}, failures: [] };
  const deadline = performance.now() + options.maxMs;
  try {
    for (let index = options.onlyCase ?? 0; summary.cases < options.maxCases; index++) {
      if (performance.now() > deadline && summary.cases >= (options.minCases ?? 0)) break;
      const fuzzCase = generateCase(options.seed, index, seeds);
      const outcome = await runBounded(runner, fuzzCase, options.caseTimeoutMs ?? 5000);
      summary.cases++;
      summary.outcomes[outcome.kind] = (summary.outcomes[outcome.kind] ?? 0) + 1;
      if (isFailure(outcome)) summary.failures.push({ fuzzCase, outcome });
      options.onCase?.(fuzzCase, outcome);
      if (options.onlyCase !== undefined) break;
    }
  } finally {
    await runner.close();
  }
  return summary;
}
