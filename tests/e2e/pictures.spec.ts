import { deflateSync } from 'node:zlib';
import { expect, test, type Page, type Route } from '@playwright/test';
import { signInLocally } from './helpers/auth';
import { deckRow, putPresentationRows, sampleDeck } from './helpers/decks';

/**
 * The studio's picture menu: a generated picture replaced by a found photo
 * (the picture calls answered here in their wire format,
 * src/protocol/pictures.ts), one uploaded from a file, one pasted from the
 * clipboard, a crop, a file that is no picture refused in words; after an
 * offline reload every picture is still there and the Replace panel offers
 * the uploads and says search needs the network; Remove takes one away.
 */
const USER = { name: 'Beatrice Warde', email: 'beatrice@example.org' };

/** A real PNG of one colour (so the browser decodes it and the app's checks read its header). */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (table[(c ^ b) & 255] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const dataUrl = (buf: Buffer) => `data:image/png;base64,${buf.toString('base64')}`;
const GENERATED = dataUrl(png(64, 40, [200, 40, 40]));
const HARBOUR = dataUrl(png(80, 50, [30, 80, 200]));
const MOULD = png(60, 40, [230, 200, 20]);
const PASTED = png(50, 50, [20, 160, 60]);

const CREDIT = { title: 'Harbour at dusk', author: 'Ann Lee', license: 'CC BY 2.0', licenseUrl: 'https://creativecommons.org/licenses/by/2.0/', sourceUrl: 'https://commons.wikimedia.org/wiki/File:Harbour.jpg', provider: 'wikimedia' };

/** The search and fetch calls, answered in their wire format; what was asked is recorded. */
async function answerPictureCalls(page: Page, asked: string[]): Promise<void> {
  await page.route('**/api/pictures/search', async (route: Route) => {
    asked.push(`search:${(route.request().postDataJSON() as { query: string }).query}`);
    await route.fulfill({
      json: {
        results: [
          { id: 'File:Harbour.jpg', thumbnail: HARBOUR, width: 1600, height: 1000, ...CREDIT },
          { id: 'ov-2', provider: 'openverse', thumbnail: GENERATED, width: 800, height: 600, title: 'Press', author: 'Bo', license: 'CC0 1.0', sourceUrl: 'https://openverse.org/image/ov-2' },
        ],
      },
    });
  });
  await page.route('**/api/pictures/fetch', async (route: Route) => {
    asked.push(`fetch:${(route.request().postDataJSON() as { id: string }).id}`);
    await route.fulfill({ json: { image: HARBOUR, credit: CREDIT } });
  });
}

const cards = (page: Page) => page.getByTestId('slide-card');
const topicPicture = (page: Page, n: number) => cards(page).nth(n).locator('img[data-slide-image]').first();

/** The width of the picture on card `n` as decoded: it really is the picture, not a broken image. */
function naturalWidth(page: Page, n: number): Promise<number> {
  // Decoded apart: a card off screen does not load its lazy picture.
  return topicPicture(page, n).evaluate((img: HTMLImageElement) => {
    const probe = new Image();
    probe.src = img.src;
    return probe.decode().then(() => probe.naturalWidth);
  });
}

async function openMenu(page: Page, n: number) {
  const card = cards(page).nth(n);
  await card.locator('[data-picture-menu]').hover();
  await card.getByRole('button', { name: /^Picture options/ }).click();
  const menu = page.getByRole('menu', { name: /^Picture options/ });
  await expect(menu).toBeVisible();
  return menu;
}

test('picture menu: replace from search, upload, paste, crop, offline reload, remove', async ({ page, context }) => {
  // Many steps, each waiting on the page; a busy machine stretches them.
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInLocally(page, USER, '/app');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  const row = deckRow(sampleDeck('pictures-deck', 'Printing press', 4));
  for (const i of [1, 2]) {
    const slide = row.slides[i];
    if (slide && 'topic' in slide) Object.assign(slide.topic, { visual_mode: 'image', image_prompt: `printing press ${i}`, image_url: GENERATED });
  }
  await putPresentationRows(page, [row]);
  const asked: string[] = [];
  await answerPictureCalls(page, asked);
  await page.goto('/home?deck=pictures-deck');
  await expect(topicPicture(page, 1)).toHaveAttribute('src', GENERATED);

  // Replace: the panel searches the slide's heading; a result is fetched with its credit.
  let menu = await openMenu(page, 1);
  await expect(menu.locator('[data-picture-credit]')).toHaveText('Generated picture');
  await expect(menu.getByRole('menuitem')).toHaveText(['Replace…', 'Upload from device…', 'Paste from clipboard', 'Crop and focal point…', 'Regenerate (1 credit)', 'Remove picture']);
  await menu.getByRole('menuitem', { name: 'Replace…' }).click();
  const panel = page.getByRole('dialog', { name: 'Replace picture' });
  await expect(panel.locator('[data-picture-result]')).toHaveCount(2);
  expect(asked).toContain('search:Topic 1');
  await panel.getByRole('button', { name: 'Use Harbour at dusk' }).click();
  await expect(panel).toBeHidden();
  await expect(topicPicture(page, 1)).toHaveAttribute('src', HARBOUR);
  expect(asked).toContain('fetch:File:Harbour.jpg');
  menu = await openMenu(page, 1);
  await expect(menu.locator('[data-picture-credit]')).toHaveText('Photo: Harbour at dusk by Ann Lee, CC BY 2.0, Wikimedia Commons');
  // Keyboard: arrows move through the items, Escape closes and gives focus back.
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Upload from device…' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(cards(page).nth(1).getByRole('button', { name: /^Picture options/ })).toBeFocused();

  // Upload from a file on slide 2; a file that is no picture is refused in words.
  menu = await openMenu(page, 2);
  let chooser = page.waitForEvent('filechooser');
  await menu.getByRole('menuitem', { name: 'Upload from device…' }).click();
  await (await chooser).setFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are my notes, not a picture') });
  await expect(page.getByText('This file is not a picture (PNG, JPEG, WebP, GIF or SVG).')).toBeVisible();
  menu = await openMenu(page, 2);
  chooser = page.waitForEvent('filechooser');
  await menu.getByRole('menuitem', { name: 'Upload from device…' }).click();
  await (await chooser).setFiles({ name: 'type-mould.png', mimeType: 'image/png', buffer: MOULD });
  await expect(topicPicture(page, 2)).toHaveAttribute('src', dataUrl(MOULD));
  await expect((await openMenu(page, 2)).locator('[data-picture-credit]')).toHaveText('Your picture: type-mould.png');
  await page.keyboard.press('Escape');

  // Paste from the clipboard onto slide 3, which has no picture yet: through the Edit Slide modal's Media tab.
  await page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': new Blob([bytes], { type: 'image/png' }) })]);
  }, PASTED.toString('base64'));
  await cards(page).nth(3).getByRole('button', { name: 'Edit slide 4' }).click();
  const modal = page.getByRole('dialog', { name: /Edit Slide/i });
  await modal.getByRole('tab', { name: /Media/ }).click();
  const section = modal.locator('[data-picture-section]');
  await expect(section.locator('[data-picture-credit]')).toHaveText('No picture');
  await section.getByRole('button', { name: 'Paste from clipboard' }).click();
  await expect(section.locator('[data-picture-credit]')).toHaveText('Your picture: Pasted picture');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  // The browser's clipboard writes its own PNG of the picture: the same pixels, other bytes.
  await expect(topicPicture(page, 3)).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await naturalWidth(page, 3)).toBe(50);

  // Crop slide 2's picture: zoomed in, the slide draws only the crop.
  menu = await openMenu(page, 2);
  await menu.getByRole('menuitem', { name: 'Crop and focal point…' }).click();
  const crop = page.getByRole('dialog', { name: 'Crop and focal point' });
  await crop.getByRole('slider', { name: /Zoom/ }).fill('2');
  await crop.getByRole('button', { name: 'Save crop' }).click();
  await expect(cards(page).nth(2).locator('[data-picture-crop] img[data-slide-image]')).toHaveAttribute('src', dataUrl(MOULD));

  // Saved, then offline: a reload shows every picture, and Replace offers the uploads without search.
  await page.keyboard.press('Control+s');
  const save = page.getByRole('dialog', { name: 'Save presentation' });
  if (await save.isVisible().catch(() => false)) await save.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved /);
  await context.setOffline(true);
  await page.reload();
  await expect(topicPicture(page, 1)).toHaveAttribute('src', HARBOUR);
  await expect(cards(page).nth(2).locator('[data-picture-crop] img[data-slide-image]')).toHaveAttribute('src', dataUrl(MOULD));
  expect(await naturalWidth(page, 3)).toBe(50);
  expect(await naturalWidth(page, 1)).toBe(80);
  menu = await openMenu(page, 1);
  await menu.getByRole('menuitem', { name: 'Replace…' }).click();
  await expect(panel.getByText('Searching needs the network. Your uploads and the pictures on this device are below.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Use type-mould.png' })).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();

  // Remove slide 2's picture: none is drawn, and none comes back.
  menu = await openMenu(page, 2);
  await menu.getByRole('menuitem', { name: 'Remove picture' }).click();
  await expect(cards(page).nth(2).locator('img[data-slide-image]')).toHaveCount(0);

  // A file dropped on a picture, and one pasted (Ctrl+V) while its menu button has focus, replace it.
  const give = (n: number, kind: 'drop' | 'paste', b64: string, name: string) =>
    cards(page)
      .nth(n)
      .getByRole('button', { name: /^Picture options/ })
      .evaluate(
        (button, [how, data, file]) => {
          const transfer = new DataTransfer();
          transfer.items.add(new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], file, { type: 'image/png' }));
          const event = how === 'drop' ? new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }) : new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true });
          button.dispatchEvent(event);
        },
        [kind, b64, name] as const,
      );
  await give(1, 'drop', MOULD.toString('base64'), 'dropped.png');
  await expect(topicPicture(page, 1)).toHaveAttribute('src', dataUrl(MOULD));
  // An SVG with a script is sanitised and drawn as a PNG of its size: the script never runs, the picture stays.
  menu = await openMenu(page, 1);
  chooser = page.waitForEvent('filechooser');
  await menu.getByRole('menuitem', { name: 'Upload from device…' }).click();
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" onload="window.__svgRan = true"><script>window.__svgRan = true</script><rect width="300" height="200" fill="#0a7"/></svg>';
  await (await chooser).setFiles({ name: 'diagram.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  await expect(page.getByText('Scripts and links were removed from this SVG before it was used.')).toBeVisible();
  await expect(topicPicture(page, 1)).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await naturalWidth(page, 1)).toBe(300);
  expect(await page.evaluate(() => (window as unknown as { __svgRan?: boolean }).__svgRan)).toBeUndefined();
  await give(3, 'paste', MOULD.toString('base64'), 'image.png');
  await expect(topicPicture(page, 3)).toHaveAttribute('src', dataUrl(MOULD));
  await expect((await openMenu(page, 3)).locator('[data-picture-credit]')).toHaveText('Your picture: Pasted picture');
  expect(errors).toEqual([]);
});
