import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { signInLocally } from './helpers/auth';
import { deckRow, putPresentationRows } from './helpers/decks';

/**
 * A point whose icon prompt matches no icon well gets none: the server
 * answers `{iconurl: null}`, and the slide draws the point without an icon,
 * without a placeholder and without an error, while its neighbour with a
 * clear prompt gets its icon. The answer is kept on the device, so opening
 * the deck again asks nothing.
 */
const ACCOUNT = { name: 'Ada Lovelace', email: 'ada@example.org' };
const DECK_ID = 'icons-none';
const PROMPTS = ['icon of rocket', 'zqxv wplk', 'icon of coast'];

/** A stored deck with one topic slide of three points, each with its icon prompt. */
function deck() {
  const row = deckRow({
    id: DECK_ID,
    title: 'Launch plan',
    slides: [
      { title: 'Launch plan' },
      {
        title: 'Three things to get right',
        description: 'What the first week depends on.',
        subtopics: [
          { heading: 'Launch day', overview: 'The release goes out on Monday morning.' },
          { heading: 'Odds and ends', overview: 'Everything nobody owns yet gets an owner.' },
          { heading: 'Coastal stores', overview: 'The seaside shops open an hour later.' },
        ],
      },
    ],
  });
  const topic = row.slides[1] as { topic: { subtopics: Array<{ icon_prompt: string }> } };
  topic.topic.subtopics.forEach((s, i) => (s.icon_prompt = PROMPTS[i] ?? ''));
  return row;
}

/** The icon answers the page got, by prompt. */
function recordIconCalls(page: Page): Array<{ prompt: string; status: number; body: unknown }> {
  const seen: Array<{ prompt: string; status: number; body: unknown }> = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/icon/icon-generation')) return;
    const prompt = (response.request().postDataJSON() as { prompt: string }).prompt;
    void response.json().then((body: unknown) => seen.push({ prompt, status: response.status(), body }));
  });
  return seen;
}

test('a point with a nonsense icon prompt shows without an icon and without an error; the answer is kept', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text().slice(0, 200))));
  page.on('pageerror', (e) => errors.push(e.message));
  const calls = recordIconCalls(page);
  await signInLocally(page, ACCOUNT, '/home');
  await putPresentationRows(page, [deck()]);
  await page.goto(`/home?deck=${DECK_ID}`);

  const slide = page.getByTestId('slide-card').nth(1);
  const items = slide.getByTestId('layout-item');
  await expect(items).toHaveCount(3);
  // The clear prompt gets its icon: the media job has run.
  await expect(items.nth(0).locator('[data-icon]')).toHaveCount(1, { timeout: 30_000 });
  await expect.poll(() => calls.length, { timeout: 30_000 }).toBe(3);
  expect(calls.find((c) => c.prompt === 'zqxv wplk')).toEqual({ prompt: 'zqxv wplk', status: 200, body: { iconurl: null } });
  expect(calls.find((c) => c.prompt === 'icon of coast')).toEqual({ prompt: 'icon of coast', status: 200, body: { iconurl: null } });

  // The two weak prompts: their points are drawn whole, with no icon, picture or placeholder in their place.
  for (const i of [1, 2]) {
    await expect(items.nth(i)).toContainText(['Odds and ends', 'Coastal stores'][i - 1] ?? '');
    await expect(items.nth(i).locator('[data-icon], img')).toHaveCount(0);
  }
  await expect(slide.getByRole('button', { name: /retry/i })).toHaveCount(0);
  await expect(page.getByText(/could not be generated/)).toHaveCount(0);
  expect(errors).toEqual([]);
  await slide.screenshot({ path: test.info().outputPath('icons-none-slide.png') });

  // Opened again, the deck asks the server nothing: the rocket's icon and the two "no icon" answers are cached.
  const before = calls.length;
  await page.reload();
  await expect(page.getByTestId('slide-card').nth(1).getByTestId('layout-item').nth(0).locator('[data-icon]')).toHaveCount(1);
  await page.waitForTimeout(1_000);
  expect(calls.length).toBe(before);
  await expect(page.getByTestId('slide-card').nth(1).getByTestId('layout-item').nth(1).locator('[data-icon], img')).toHaveCount(0);

  // PowerPoint gets the one icon there is (and, the deck having no photo, the title slide's abstract art), and the
  // report has no missing picture to confess.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'PowerPoint (.pptx)' }).click();
  const file = await (await download).path();
  const zip = await JSZip.loadAsync(await readFile(file));
  const media = Object.keys(zip.files).filter((name) => name.startsWith('ppt/media/'));
  expect(media.filter((name) => name.startsWith('ppt/media/image-2-'))).toHaveLength(1);
  expect(media.filter((name) => name.startsWith('ppt/media/image-1-'))).toHaveLength(1);
  expect(media).toHaveLength(2);
  await (await download).saveAs(test.info().outputPath('icons-none.pptx'));
  const report = page.getByRole('dialog').filter({ hasText: 'Exported 2 of 2 slides' });
  await expect(report).toBeVisible();
  await expect(report).not.toContainText(/left out|no picture/);
});
