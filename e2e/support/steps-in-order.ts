import { afterEach, beforeEach, expect } from 'vitest';

/**
 * Makes the tests of the calling `describe` the steps of one walk through the product: after a failed step the rest
 * are skipped rather than left to time out, and whatever `drain` returns after a step (console errors, policy
 * violations) fails that step, under the name `what`.
 */
export function stepsInOrder(drain: () => unknown[], what: string): void {
  let failedStep: string | undefined;
  beforeEach((context) => {
    if (failedStep) context.skip(`needs the failed step '${failedStep}'`);
  });
  afterEach((context) => {
    const seen = drain();
    if (context.task.result?.state === 'fail') failedStep = context.task.name;
    expect(seen, what).toEqual([]);
  });
}
