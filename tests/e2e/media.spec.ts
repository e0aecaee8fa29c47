import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { signInLocally } from './helpers/auth';
import { generateOnHome as generate } from './helpers/home';

/**
 * Slide pictures: the server finds a photo for every topic in image mode (here
 * from the loopback double of the photo services, see playwright.config.ts)
 * and picks an icon for every subtopic; the deck shows them while it streams,
 * keeps them on the device, and a failing image service costs no slide and is
 * said once.
 */
const ACCOUNT = { name: 'Sylvia Earle', email: 'sylvia@example.org' };

const cards = (page: Page) => page.getByTestId('slide-card');
const photos = (page: Page) => cards(page).locator('img[data-slide-image]');
/** Icons are drawn as their shape masking an accent fill (LayoutItems.tsx), not as <img>. */
const icons = (page: Page) => cards(page).locator('[data-icon]');

/** Every picture on the slide cards, photos then icons, in order: where it came from. */
async function pictureSources(page: Page): Promise<string[]> {
  const srcs = await photos(page).evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src') ?? ''));
  const masks = await icons(page).evaluateAll((els) =>
    els.map((el) => /url\("?(.*?)"?\)/.exec((el as HTMLElement).style.maskImage || (el as HTMLElement).style.webkitMaskImage)?.[1] ?? ''),
  );
  return [...srcs, ...masks];
}
const pictureCount = async (page: Page): Promise<number> => (await pictureSources(page)).filter((s) => s !== '').length;

async function finished(page: Page, slides: number): Promise<void> {
  await expect(cards(page)).toHaveCount(slides, { timeout: 30_000 });
  await expect(page.getByText('Streaming…')).toHaveCount(0, { timeout: 30_000 });
}

test('a generated deck shows its images and icons, and shows the same pictures after an offline reload', async ({ page, context }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text().slice(0, 200))));
  page.on('pageerror', (e) => errors.push(e.message));
  await signInLocally(page, ACCOUNT, '/home');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  // The panel's picture statistics show only while pictures are being made: record every text they show.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { __mediaStats: seen });
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="media-stats"]')?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await generate(page, 'Coral reef ecology', 5);
  await finished(page, 5);

  // Topic 1 is drawn in image mode: its photo fills the image box; subtopics carry icons.
  const topicImage = cards(page).nth(1).locator('img[data-slide-image]').first();
  await expect(topicImage).toHaveAttribute('src', /^data:image\/(jpeg|png);base64,/);
  await expect(cards(page).nth(1).locator('[data-layout]')).toBeVisible();
  await expect.poll(async () => pictureCount(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(9);
  await expect.poll(async () => icons(page).count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(7);
  // Every picture is a real image (decoded apart: the cards load theirs lazily, as they scroll in).
  const decoded = await page.evaluate(async (srcs) => {
    const ok = await Promise.all(
      srcs.map(async (src) => {
        const probe = new Image();
        probe.src = src;
        return probe.decode().then(() => probe.naturalWidth > 0, () => false);
      }),
    );
    return ok.every(Boolean);
  }, await pictureSources(page));
  expect(decoded).toBe(true);
  const statsSeen = await page.evaluate(() => (window as unknown as { __mediaStats: string[] }).__mediaStats);
  expect(statsSeen.some((t) => /^Images: (\d+ generating, )?\d+ of \d+ ready · Icons: (\d+ generating, )?\d+ of \d+ ready$/.test(t)), statsSeen.join(' | ')).toBe(true);
  expect(statsSeen.some((t) => / generating, /.test(t)), statsSeen.join(' | ')).toBe(true);
  // Every picture has arrived (none being made, the count steady for a second) before going offline.
  await expect
    .poll(
      async () => {
        const first = await pictureSources(page);
        await page.waitForTimeout(1_000);
        const idle = (await page.getByTestId('media-stats').textContent()) === '';
        return idle && (await pictureSources(page)).length === first.length ? first.length : -1;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(9);
  const before = await pictureSources(page);
  expect(new Set(before).size).toBeGreaterThan(2);
  // No photo twice: every found photo on the content slides is its own (the title slide shows the first again, by design).
  const photo = 'img[data-slide-image][src^="data:image/jpeg"]';
  const found = await cards(page).locator(photo).evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
  const onContent = found.slice(await cards(page).first().locator(photo).count());
  expect(onContent.length).toBeGreaterThanOrEqual(2);
  expect(new Set(onContent).size).toBe(onContent.length);
  // Nothing was refused on the way (e.g. the CSP forbids fetching data: URLs).
  expect(errors).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(cards(page)).toHaveCount(5);
  // Every picture shown before is shown again, from the device. (An icon still on its way when the
  // count was taken may be there too now: the reload draws all that the device holds at once.)
  await expect.poll(() => pictureSources(page)).toEqual(expect.arrayContaining(before));
  const after = await pictureSources(page);

  // Still offline, the PowerPoint export carries every picture (photos as JPEG, icons rasterised to PNG).
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'PowerPoint (.pptx)' }).click();
  const zip = await JSZip.loadAsync(await readFile(await (await download).path()));
  const media = Object.keys(zip.files).filter((name) => name.startsWith('ppt/media/'));
  expect(media.length).toBeGreaterThanOrEqual(new Set(before).size);
  expect(media.every((name) => /\.(png|jpe?g)$/.test(name))).toBe(true);
  expect(media.some((name) => /\.jpe?g$/.test(name))).toBe(true);
  const report = page.getByRole('dialog').filter({ hasText: 'Exported 5 of 5 slides' });
  await expect(report).toBeVisible();
  await report.getByRole('button', { name: 'Close' }).click();

  // And the deck file holds them, so it shows them wherever it is opened.
  const deckFile = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Deck file (.decksmith.json)' }).click();
  const json = await readFile(await (await deckFile).path(), 'utf8');
  for (const src of new Set(before)) expect(json.includes(src), 'picture in the deck file').toBe(true);

  // Photos off in the Customise panel: the topic photos go (and the title slide's, which shows the first), icons stay;
  // they come back when on again.
  const photoCount = await photos(page).count();
  expect(photoCount).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Disable Photos' }).click();
  await expect.poll(async () => (await pictureSources(page)).length).toBe(after.length - photoCount);
  await page.getByRole('button', { name: 'Enable Photos' }).click();
  await expect.poll(() => pictureSources(page)).toEqual(after);
});

test('a failing image service leaves every slide complete, says so once; Retry, or clearing the media cache, gets the picture', async ({ page }) => {
  test.setTimeout(90_000);
  let failing = true;
  await page.route('**/api/flux/generate-images-test', (route) =>
    failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"model down"}' }) : route.fallback(),
  );
  await signInLocally(page, ACCOUNT, '/home');
  await generate(page, 'Coral reef ecology', 5);
  await finished(page, 5);

  // Icons still came, and every slide has its text.
  await expect.poll(async () => icons(page).count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(7);
  for (let i = 1; i < 5; i++) await expect(cards(page).nth(i).locator('[data-slide-heading]')).not.toHaveText('');
  // Said once for the run, not per slide.
  const notice = page.getByText(/Some slide images could not be generated \(Image generation failed: 500 Internal Server Error\)/);
  await expect(notice).toHaveCount(1);
  const widget = cards(page).nth(1).getByText('Failed to generate image');
  await expect(widget).toBeVisible();
  await expect(cards(page).nth(1).getByText('Please try again')).toBeVisible();

  failing = false;
  await cards(page).nth(1).getByRole('button', { name: /Retry/ }).click();
  await expect(cards(page).nth(1).locator('img[data-slide-image]').first()).toHaveAttribute('src', /^data:image\/(jpeg|png);base64,/, { timeout: 30_000 });
  await expect(widget).toHaveCount(0);

  // Slide 5's image failed too. 'Clear media cache' (Settings) forgets every failure, so it is asked again.
  const last = cards(page).nth(4);
  await expect(last.getByText('Failed to generate image')).toBeVisible();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Account settings' });
  await expect(settings.getByText(/\d+(\.\d)? KB of images and icons/)).toBeVisible();
  await settings.getByRole('button', { name: 'Clear media cache' }).click();
  await expect(settings.getByRole('status').filter({ hasText: /^Media cache cleared: .+ freed\.$/ })).toBeVisible();
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(last.locator('img[data-slide-image]').first()).toHaveAttribute('src', /^data:image\/(jpeg|png);base64,/, { timeout: 30_000 });
  await expect(last.getByText('Failed to generate image')).toHaveCount(0);
});
