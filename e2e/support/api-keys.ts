import type { Page } from 'playwright-core';

/** Revokes the API key named `name` on /dashboard/api-keys (its only key) and waits for the empty table. */
export async function revokeOnlyApiKey(page: Page, name: string): Promise<void> {
  await page
    .getByRole('table', { name: 'API keys' })
    .getByRole('button', { name: `Revoke ${name}` })
    .click();
  await page
    .getByRole('dialog', { name: `Revoke ${name}?` })
    .getByRole('button', { name: 'Revoke key' })
    .click();
  await page.getByText('No API keys yet.').waitFor();
}
