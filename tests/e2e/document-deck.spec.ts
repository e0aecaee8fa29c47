/**
 * Whole decks through the real server's builtin generator: an uploaded
 * document (PDF, DOCX) from /start to /home, and a topic from /generate to
 * /home. The builtin composer builds a document deck from the document's own
 * sections, so the outline and the slides carry its section headings.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { signInLocally } from './helpers/auth';

const DOCS = 'tests/fixtures/documents';
const INITIAL_CREDITS = 800;

/** Headings of the source every fixture was made from ('# Title', '## Section', '### Subsection'). */
const SOURCE_HEADINGS = [...readFileSync(join(DOCS, 'ocean-plastic.md'), 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map((m) => m[1] ?? '');

/**
 * What the builtin composer makes of the extracted text for 5 slides (the
 * title slide plus 4 topics), checked on the server side first: the
 * document's chapters in its order, the four most important of them (the
 * short introduction opens the title slide instead).
 */
const EXPECTED_TOPICS = ['The Scale of the Problem', 'Where Ocean Plastic Comes From', 'How Plastic Moves Through the Sea', 'Harm to Marine Life'];

/** A sentence of the section 'Where Ocean Plastic Comes From' that the builtin composer puts on its slide, whole. */
const SOURCE_SENTENCE = 'Shipping adds cargo lost overboard and waste from vessels, while offshore platforms contribute smaller amounts.';

const cards = (page: Page) => page.getByTestId('slide-card');
const topicHeadings = (page: Page) => page.getByRole('textbox', { name: /^Topic \d+ heading$/ });
/** The badge reads '● 790 credits': match the number exactly. */
const creditsText = (n: number) => new RegExp(`(^|\\D)${n} credits$`);

/** Picks a card choice the way a pointer user does: by its visible label (the radio itself is visually hidden). */
async function choose(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name, exact: true });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

/** Records uncaught page errors and console errors, for a check at the end. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** Outline on screen -> visuals -> deck written -> Generate PPT -> /home?deck=<id>. */
async function outlineToHome(page: Page, slides: number): Promise<void> {
  await page.getByRole('button', { name: 'Continue to Visuals' }).click();
  const steps = page.getByRole('navigation', { name: 'Progress' }).getByRole('listitem');
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByText(`Your deck is ready: ${slides} slides.`)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Generate PPT' }).click();
  await page.waitForURL((url) => url.pathname === '/home');
  expect(new URL(page.url()).searchParams.get('deck')).toMatch(/^[0-9a-f-]{36}$/);
}

/** Text of each slide's heading on /home, in slide order. */
async function slideHeadings(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((articles) =>
    articles.map((a) => (a.querySelector('[data-slide-heading]')?.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );
}

for (const name of ['ocean-plastic.pdf', 'ocean-plastic.docx']) {
  test(`${name}: uploaded on /start, outlined from its sections, written as a 5-slide deck on /home`, async ({ page }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    await signInLocally(page, { name: 'Dora Document', email: 'dora@example.org' }, '/start');

    await page.getByRole('button', { name: /Import file or URL/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Document' });
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('upload-input').setInputFiles(join(DOCS, name));
    await expect(dialog.getByTestId('upload-file-name')).toHaveText(name);
    await dialog.getByRole('button', { name: 'Extract Text' }).click();
    await expect(dialog.getByText('Text Extracted Successfully!')).toBeVisible();

    // Document mode: the banner with a preview of the text stands in for the prompt box.
    await page.waitForURL((url) => url.pathname === '/generate');
    await expect(page.getByRole('heading', { name: 'Content from uploaded document' })).toBeVisible();
    await expect(page.getByTestId('document-preview')).toContainText('Ocean Plastic');
    await expect(page.getByLabel('Presentation title / topic')).toHaveCount(0);

    await choose(page, '5 slides');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Outline Preview' })).toBeVisible();

    // 5 slides: the title slide plus 4 topics, taken from the document's sections.
    await expect(topicHeadings(page)).toHaveCount(4);
    await expect(topicHeadings(page).nth(3)).not.toHaveValue('');
    const outline = await topicHeadings(page).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(outline).toEqual(EXPECTED_TOPICS);
    const fromDocument = outline.filter((h) => SOURCE_HEADINGS.includes(h));
    expect(fromDocument.length, `outline ${JSON.stringify(outline)} vs document headings`).toBeGreaterThanOrEqual(3);

    // The two topic pictures' answers (image mode on topics 1 and 4), counted as they arrive (not the title slide's
    // decorative art, which a deck that got no photo asks for).
    let imageAnswers = 0;
    const isTopicPicture = (r: Response) =>
      r.url().includes('/api/flux/generate-images-test') && (r.request().postDataJSON() as { purpose?: string } | null)?.purpose !== 'decorative';
    page.on('response', (r) => void (isTopicPicture(r) && (imageAnswers += 1)));
    await outlineToHome(page, 5);
    await expect(cards(page)).toHaveCount(5, { timeout: 30_000 });
    await expect(page.getByText('Streaming…')).toHaveCount(0);
    const onSlides = await slideHeadings(page);
    // Slide 1 is the title slide; slides 2-5 carry the approved topics in order.
    expect(onSlides.slice(1)).toEqual(EXPECTED_TOPICS);
    expect(onSlides.slice(1).filter((h) => SOURCE_HEADINGS.includes(h)).length).toBeGreaterThanOrEqual(3);
    // The slides quote the document's own sentences, not a generic topic arc.
    await expect(cards(page).nth(2)).toContainText(SOURCE_SENTENCE);
    // The studio names the writer; the deck itself never does.
    await expect(page.getByTestId('writer-badge')).toContainText("Decksmith's built-in composer");
    await expect(cards(page).first()).not.toContainText(/Decksmith|drafted offline/i);
    // One credit per slide and one per topic photo found (topics 1 and 4 are in image mode; a search that finds
    // nothing relevant leaves the slide without a picture, and costs nothing).
    await expect.poll(() => imageAnswers, { timeout: 30_000 }).toBe(2);
    const photosShown = async (): Promise<number> => {
      let n = 0;
      for (let i = 1; i < 5; i++) n += (await cards(page).nth(i).locator('img[data-slide-image]').count()) > 0 ? 1 : 0;
      return n;
    };
    await expect
      .poll(async () => (await page.getByTestId('credits').textContent())?.replace(/^\D*/, '') === `${INITIAL_CREDITS - 5 - (await photosShown())} credits`, { timeout: 30_000 })
      .toBe(true);
    expect(errors).toEqual([]);
  });
}

test('a topic with 10 slides: /generate to /home, 10 slide cards, 10 credits and 3 images charged', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await signInLocally(page, { name: 'Theo Topic', email: 'theo@example.org' }, '/home');
  await expect(page.getByTestId('credits')).toHaveText(creditsText(INITIAL_CREDITS));

  await page.goto('/generate');
  await page.getByLabel('Presentation title / topic').fill('Coral reef conservation');
  await choose(page, '10 slides');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Outline Preview' })).toBeVisible();
  await expect(topicHeadings(page)).toHaveCount(9);

  await outlineToHome(page, 10);
  await expect(cards(page)).toHaveCount(10, { timeout: 30_000 });
  await expect(page.getByText('Streaming…')).toHaveCount(0);
  await expect(cards(page).first()).toContainText(/Coral reef/i);
  // 10 slides and 3 topic images (topics 1, 4 and 7 are in image mode).
  await expect(page.getByTestId('credits')).toHaveText(creditsText(INITIAL_CREDITS - 10 - 3));
  // Still exactly 10 cards once everything has settled.
  await expect(cards(page)).toHaveCount(10);
  expect(errors).toEqual([]);
});
