/**
 * Starting a deck from the /home start form, as the /home and media specs do:
 * topic, slide count, Generate, and the page moves to the new deck.
 */
import { expect, type Page } from '@playwright/test';

/** Fills the /home start form and generates; resolves once /home shows the new deck's address. */
export async function generateOnHome(page: Page, topic: string, slides: number): Promise<void> {
  await page.getByLabel('Presentation title / topic').fill(topic);
  await page.getByLabel('Slides').selectOption(String(slides));
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page).toHaveURL(/\/home\?deck=/);
}
