/**
 * Debian's Chromium through Playwright, with the flags this sandbox needs: one per worker, launched by the e2e
 * project's global set-up (`launchChromiumServer`), that each file connects to (`launchChromium`). A file's contexts
 * are its own (cookies, storage, permissions); only the browser process is shared, which saves a launch per file.
 */
import { type Browser, type BrowserServer, chromium } from 'playwright-core';
import { inject } from 'vitest';
import { testConfig } from '../../api/src/testing/test-config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The endpoints of the workers' Chromium servers, the first worker's first (global-setup.ts). */
    e2eChromiumEndpoints: string[];
  }
}

/** Starts a Chromium that files connect to over Playwright's protocol. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: testConfig.chromiumPath,
    headless: true,
    // No sandbox as root; no background traffic (this machine has no outside network).
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * The Chromium of the worker running this file, connected: `close()` closes the file's contexts and disconnects.
 * Downloads are read with `saveAs` (their `path()` is the browser's, not this process's).
 */
export function launchChromium(): Promise<Browser> {
  const endpoints = inject('e2eChromiumEndpoints');
  // Vitest numbers its workers from 1 to maxWorkers; the files one worker runs come one after another.
  const endpoint = endpoints[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % endpoints.length];
  if (!endpoint) throw new Error('the e2e global set-up started no Chromium');
  return chromium.connect(endpoint);
}
