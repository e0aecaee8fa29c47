/** Waiting for the slides' text fit, as the layout specs do before they measure anything. */
import { expect, type Page } from '@playwright/test';

/**
 * Scrolls the whole page past the viewport (the fit check measures a slide
 * once it has been on screen), then waits until no slide is still pending.
 */
export async function settleFit(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += Math.floor(innerHeight / 2)) {
      scrollTo(0, y);
      await frames();
    }
  });
  await expect(page.locator('[data-fit="pending"]')).toHaveCount(0, { timeout: 30_000 });
}
