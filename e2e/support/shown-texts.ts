/**
 * Texts that are shown too briefly to poll for (a toast on a page that navigates away a second later),
 * recorded as the DOM changes.
 */
import type { BrowserContext } from 'playwright-core';

/**
 * Records every text the pages of `context` show, even for a moment: the sign-up toast lives one second
 * before the page changes, too briefly to poll for on a busy machine.
 */
export async function recordShownTexts(context: BrowserContext): Promise<string[]> {
  const shown: string[] = [];
  await context.exposeBinding('__leadproofShown', (_source, text: string) => {
    shown.push(text);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __leadproofShown: (text: string) => void }).__leadproofShown;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) if (node.textContent) report(node.textContent);
        if (mutation.type === 'characterData' && mutation.target.textContent)
          report(mutation.target.textContent);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return shown;
}

/** Waits until `text` has been shown on a page of the context (a toast, say). */
export async function shown(texts: string[], text: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!texts.some((each) => each.includes(text))) {
    if (Date.now() > deadline) throw new Error(`never shown: ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
