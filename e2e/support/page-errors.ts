/**
 * Collects what a user never sees but a broken page leaves behind: console errors and uncaught
 * exceptions of every page of a browser context, so a test can assert there were none.
 */
import type { BrowserContext, Page } from 'playwright-core';

/** One console error or uncaught exception, with the address of the page it happened on. */
export interface PageError {
  url: string;
  text: string;
}

function watch(page: Page, errors: PageError[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push({ url: page.url(), text: message.text() });
  });
  page.on('pageerror', (error) => errors.push({ url: page.url(), text: `uncaught: ${error.message}` }));
}

/** Starts recording the errors of every page the context has or opens; returns the live list. */
export function recordPageErrors(context: BrowserContext): PageError[] {
  const errors: PageError[] = [];
  for (const page of context.pages()) watch(page, errors);
  context.on('page', (page) => watch(page, errors));
  return errors;
}
