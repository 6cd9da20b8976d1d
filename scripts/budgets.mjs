// How long each step of `pnpm test` may take on CI's machine (2 cores) before the command warns. A step over its
// budget never fails the run: the warning says which step grew, so it is cut before CI's own limit is reached.
// The whole of `bash .ci/run` (install, build, every pass) must end within 30 minutes of a fresh clone; the budgets
// add up to that with room left (docs/decisions/testing.md, "Suite time: 30 minutes from a clean clone").

import { pathToFileURL } from 'node:url';

/**
 * Minutes per step on an idle 2-core machine, as last measured on a clean clone (docs/benchmarks.md, "Test suite time")
 * with a little room: the install (.ci/run), the build, each pass of the test command, the whole command, and the
 * whole CI run. The command runs two lanes side by side (scripts/test.mjs): the build, the integration project and
 * the Node 24 integration smoke files and unit smoke set one after another (3 + 20 + 5 + 1.5 = 29.5 min); beside
 * them the unit project, the story tests and the e2e project (9 + 5 + 15 = 29 min). Both cores are busy
 * throughout, so a step over its budget took CPU from the others: the cut is CPU, not order.
 */
export const BUDGET_MINUTES = {
  install: 4,
  build: 3,
  integration: 20,
  'Node 24 integration smoke': 5,
  unit: 9,
  'Node 24 unit smoke': 1.5,
  storybook: 5,
  e2e: 15,
  'test command': 29,
  ci: 30,
};

/**
 * Prints how long a step took since `startedAt` (ms since the epoch) against the budget `budgetKey` (none: the time
 * alone), with the CPU minutes it used when known, and a warning line when it went over; `tag` starts each line
 * (`test`, `ci`). Returns the minutes.
 */
export function reportDuration({ label, budgetKey, startedAt, cpuMinutes, tag = 'test' }) {
  const minutes = (Date.now() - startedAt) / 60_000;
  // Both cores are busy through most of the run, so CPU minutes say what a step costs the others.
  const cpu = cpuMinutes === undefined ? '' : `, CPU ${cpuMinutes.toFixed(1)} min`;
  if (budgetKey === undefined) {
    console.log(`[${tag}] ${label}: ${minutes.toFixed(1)} min${cpu}`);
    return minutes;
  }
  const budget = BUDGET_MINUTES[budgetKey];
  if (budget === undefined) throw new Error(`scripts/budgets.mjs: no budget named ${budgetKey}`);
  console.log(`[${tag}] ${label}: ${minutes.toFixed(1)} min (budget ${budget} min)${cpu}`);
  if (minutes > budget) {
    console.warn(
      `[${tag}] WARNING: ${label} took ${minutes.toFixed(1)} min, over its budget of ${budget} min ` +
        '(scripts/budgets.mjs). On a loaded machine that can be the load; on an idle one, find what grew.',
    );
  }
  return minutes;
}

// `node scripts/budgets.mjs <budget> <started at, epoch seconds> <label>`: the same line for .ci/run's steps.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [budgetKey, startedAtSeconds, ...label] = process.argv.slice(2);
  reportDuration({
    label: label.join(' ') || budgetKey,
    budgetKey,
    startedAt: Number(startedAtSeconds) * 1000,
    tag: 'ci',
  });
}
