/** Runs axe-core in a page and returns its violations, summarised for a readable test failure. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** One violation: the rule, its impact and the selectors of the offending nodes. */
export interface AxeViolationSummary {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Injects axe-core into the page and runs every rule of its default set (WCAG 2 A/AA and best practices). */
export async function axeViolations(page: Page): Promise<AxeViolationSummary[]> {
  // Evaluated by the browser's devtools protocol, not added as a <script>: the page's Content-Security-Policy
  // rightly refuses inline scripts it did not ship.
  await page.evaluate(await readFile(axePath, 'utf8'));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}
