/** The signed-in dashboard in Chromium: signing in through /login, and dropping a CSV on the home screen. */
import type { Page } from 'playwright-core';
import type { TestUser } from '../../api/src/testing/test-users';
import type { ProductServerAddress } from './product-server';

/** Signs `user` in through /login and waits for the home screen greeting them as `firstName`. */
export async function signIn(page: Page, server: ProductServerAddress, user: TestUser, firstName = 'Ada') {
  // Not the `load` event: it waits for every image and font, which took over 30 s at load 24 (ci19), and the form
  // needs none of them. Continue stays disabled until the form's script runs, and the click waits for that.
  await page.goto(`${server.url}/login`, { waitUntil: 'domcontentloaded' });
  // Typing before the form's island hydrates would be lost: Astro drops `ssr` from hydrated islands.
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  await page.getByRole('heading', { level: 1, name: `Welcome, ${firstName}` }).waitFor();
}

/** Drops `content` as a file on the home screen's drop zone, as a drag from the desktop does. */
export async function dropCsv(page: Page, name: string, content: string | readonly number[]) {
  const dataTransfer = await page.evaluateHandle(
    ([fileName, body]) => {
      const transfer = new DataTransfer();
      // Text as a CSV; bytes (an .xlsx workbook) as they are.
      const file =
        typeof body === 'string'
          ? new File([body], fileName, { type: 'text/csv' })
          : new File([new Uint8Array(body)], fileName);
      transfer.items.add(file);
      return transfer;
    },
    [name, content] as const,
  );
  const zone = page.getByRole('button', { name: /Drag and drop a CSV file here/ });
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}
