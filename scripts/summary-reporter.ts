/**
 * Adds one plain closing line, "tests: N passed, N failed, N skipped", that CI can read
 * whatever reporter prints above it. When the test command runs the suite in passes (Node 20, then
 * Node 24), it sets LEADPROOF_TEST_PASS: the line then names the pass ("tests on Node 24.21.0: …"),
 * the counts go to LEADPROOF_TEST_SUMMARY_FILE, and the command prints the one "tests:" line of the total.
 */
import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      let failedTests = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') failedTests++;
        else counts.skipped++;
      }
      counts.failed += failedTests;
      // A file that failed without a failed test still counts as one failure: it failed to load, or a hook
      // (`beforeAll`) threw and its tests were skipped (ci19 read "0 failed, 7 skipped" for such a file).
      if (module.state() === 'failed' && failedTests === 0) counts.failed++;
    }
    const pass = process.env.LEADPROOF_TEST_PASS;
    const summaryFile = process.env.LEADPROOF_TEST_SUMMARY_FILE;
    if (summaryFile) writeFileSync(summaryFile, JSON.stringify(counts));
    process.stdout.write(
      `\ntests${pass ? ` ${pass}` : ''}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`,
    );
  }
}
