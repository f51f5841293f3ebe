import type { Locator, Page } from '@playwright/test';

/**
 * A card of the Settings page, reached as a person reaches it: through the page's table of contents. The page
 * renders a card only once it comes near the window or is jumped to (admin/src/settings/DeferredSection.tsx).
 */
export async function settingsCard(page: Page, title: string, { exact = false }: { exact?: boolean } = {}): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Abschnitte der Einstellungen' }).getByRole('link', { name: title, exact: true }).click();
  return page.getByRole('region', { name: title, exact });
}
