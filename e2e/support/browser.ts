/** Launches Debian's Chromium through Playwright, with the flags this sandbox needs. */
import { type Browser, chromium } from 'playwright-core';
import { testConfig } from '../../api/src/testing/testConfig';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
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
