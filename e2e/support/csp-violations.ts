/**
 * Collects the Content-Security-Policy violations of every page of a browser context: the page's own
 * `securitypolicyviolation` events and the console lines Chromium writes for them ("Refused to …"), so a
 * test can assert that a page loads and works under the policy it is sent with.
 */
import type { BrowserContext, Page } from 'playwright-core';

/** One blocked load, script, style or connection, with the address of the page it happened on. */
export interface CspViolation {
  url: string;
  text: string;
}

const BINDING = '__leadproofCspViolation';

/** Starts recording the CSP violations of every page the context has or opens; returns the live list. */
export async function recordCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding(BINDING, ({ page }, text: string) => {
    violations.push({ url: page.url(), text });
  });
  // Init scripts run before the page's own and are not subject to its policy, so the listener is in
  // place before the first inline script is judged.
  await context.addInitScript((binding: string) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (text: string) => void>)[binding];
        report?.(
          `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} at ${event.sourceFile}:` +
            `${event.lineNumber} ${event.sample}`,
        );
      },
      true,
    );
  }, BINDING);
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) {
        violations.push({ url: page.url(), text: `console: ${message.text()}` });
      }
    });
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  return violations;
}
