/** Orders in the dashboard: the results downloads of an open order, and reading a downloaded CSV. */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Download, Locator, Page } from 'playwright-core';

/** A CSV as a header and its non-empty data lines (a leading byte-order mark is dropped). */
export function csvLines(text: string): { header: string[]; rows: string[] } {
  const [header = '', ...rows] = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  return { header: header.split(','), rows };
}

/** Saves `download` in a folder of its own under the name the browser suggested; returns where. */
async function saved(download: Download): Promise<string> {
  const failure = await download.failure();
  if (failure) throw new Error(`download failed: ${failure}`);
  const file = path.join(
    await mkdtemp(path.join(tmpdir(), 'leadproof-e2e-download-')),
    download.suggestedFilename(),
  );
  // The browser is the worker's shared one (browser.ts): its own copy is on its side of the connection.
  await download.saveAs(file);
  return file;
}

/**
 * Clicks Download on the order detail's Results tab (which must be open) and returns the name the
 * browser saved the file under and its text.
 */
export async function downloadResults(page: Page): Promise<{ fileName: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('tabpanel', { name: 'Results' })
      .getByRole('button', { name: 'Download', exact: true })
      .click(),
  ]);
  const file = await saved(download);
  return { fileName: download.suggestedFilename(), text: await readFile(file, 'utf8') };
}

/**
 * Picks `item` ("Clean list", "Invalid only", "Duplicates only") in the Filtered downloads menu beside Download on
 * the order detail's Results tab (which must be open), from the keyboard, and returns the saved file's name and text.
 */
export async function downloadFilteredResults(
  page: Page,
  item: string,
): Promise<{ fileName: string; text: string; path: string }> {
  await page
    .getByRole('tabpanel', { name: 'Results' })
    .getByRole('button', { name: 'Filtered downloads' })
    .focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Filtered downloads' });
  await menu
    .getByRole('menuitem', { name: new RegExp(`^${item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  const file = await saved(download);
  return { fileName: download.suggestedFilename(), text: await readFile(file, 'utf8'), path: file };
}

/** The short id (first 8 characters) of the order a row of the orders list shows, from its link to the order. */
export async function orderRowShortId(row: Locator): Promise<string> {
  const href = (await row.getByRole('link', { name: /^View Details of / }).getAttribute('href')) ?? '';
  return (href.split('/orders/')[1] ?? '').slice(0, 8);
}

/** Opens the order of a row of the orders list on its own page, /dashboard/orders/{id} (View Details). */
export async function openOrderOfRow(row: Locator): Promise<void> {
  await row.getByRole('link', { name: /^View Details of / }).click();
  await row.page().waitForURL((url) => /^\/dashboard\/orders\/[^/]+$/.test(url.pathname));
}
