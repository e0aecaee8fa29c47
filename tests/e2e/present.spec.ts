/**
 * Presentation mode and the presenter view: opened
 * from the toolbar's Present button on a known deck, driven by keys, mouse
 * and keyboard alone, auto-play on Playwright's clock, and a presenter
 * window kept in step both ways over BroadcastChannel.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';
import { deckRow, openSeededDeck, sampleDeck, seedDecks } from './helpers/decks';

const USER = { name: 'Pat Presenter', email: 'pat@example.org' };
const DECK = sampleDeck('present-deck', 'Ocean Currents', 4);

function presentButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Present', exact: true });
}

async function openDeck(page: Page): Promise<void> {
  await signInLocally(page, USER, '/app');
  await openSeededDeck(page, DECK);
}

async function present(page: Page): Promise<Locator> {
  await presentButton(page).click();
  const overlay = page.getByRole('dialog', { name: 'Presentation' });
  await expect(overlay).toBeVisible();
  return overlay;
}

const counter = (overlay: Locator) => overlay.getByTestId('present-counter');
const shownSlide = (overlay: Locator) => overlay.getByTestId('presented-slide');

test('opens from the toolbar, moves with every key, and Escape returns focus to Present', async ({ page }) => {
  await openDeck(page);
  const overlay = await present(page);
  await expect(counter(overlay)).toHaveText('1 of 4');
  await expect(shownSlide(overlay)).toContainText('Ocean Currents');
  await expect(overlay.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
  await expect(overlay.getByRole('button', { name: 'Next slide' })).toBeEnabled();

  const steps: [string, string][] = [
    ['ArrowRight', '2 of 4'],
    ['Space', '3 of 4'],
    ['ArrowLeft', '2 of 4'],
    ['PageDown', '3 of 4'],
    ['ArrowUp', '2 of 4'],
    ['ArrowDown', '3 of 4'],
    ['PageUp', '2 of 4'],
  ];
  for (const [key, text] of steps) {
    await page.keyboard.press(key);
    await expect(counter(overlay)).toHaveText(text);
  }
  await expect(shownSlide(overlay)).toContainText('Topic 1');

  await page.keyboard.press('4');
  await expect(counter(overlay)).toHaveText('4 of 4');
  await expect(shownSlide(overlay)).toContainText('Topic 3');
  await expect(overlay.getByRole('button', { name: 'Next slide' })).toBeDisabled();
  // No slide 9: nothing moves; moving on from the last slide is clamped.
  await page.keyboard.press('9');
  await page.keyboard.press('ArrowRight');
  await expect(counter(overlay)).toHaveText('4 of 4');
  await page.keyboard.press('1');
  await expect(counter(overlay)).toHaveText('1 of 4');

  // The slide in presentation mode is the deck's current slide: the toolbar behind follows.
  await page.keyboard.press('3');
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(presentButton(page)).toBeFocused();
  await expect(page.getByTestId('slide-position')).toHaveText('3 of 4 slides');
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
});

test('digits typed within a second make one slide number; Home and End go to the first and last slide', async ({ page }) => {
  await page.clock.install();
  await signInLocally(page, USER, '/app');
  await openSeededDeck(page, sampleDeck('present-long', 'Tide Tables', 14));
  const overlay = await present(page);
  // From here time moves only when the test says so: the two digits come within the second.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  await expect(counter(overlay)).toHaveText('12 of 14');
  await expect(shownSlide(overlay)).toContainText('Topic 11');

  await page.keyboard.press('End');
  await expect(counter(overlay)).toHaveText('14 of 14');
  await page.keyboard.press('Home');
  await expect(counter(overlay)).toHaveText('1 of 14');
  await expect(overlay.getByRole('button', { name: 'Previous slide' })).toBeDisabled();

  // A digit more than a second later starts a new number: 1, then 3 is slide 3, not 13.
  await page.keyboard.press('1');
  await page.clock.runFor(1_500);
  await page.keyboard.press('3');
  await expect(counter(overlay)).toHaveText('3 of 14');
  // Another key in between also starts over.
  await page.keyboard.press('1');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('4');
  await expect(counter(overlay)).toHaveText('4 of 14');
});

test('f toggles fullscreen and the presentation goes on; Escape leaves both', async ({ page }) => {
  await openDeck(page);
  const overlay = await present(page);
  const fullscreenOf = () => page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label') ?? null);
  // Entered on opening (the click on Present is the user gesture).
  await expect.poll(fullscreenOf).toBe('Presentation');
  await page.keyboard.press('f');
  await expect.poll(fullscreenOf).toBeNull();
  await expect(overlay).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(counter(overlay)).toHaveText('2 of 4');
  await overlay.hover();
  await overlay.getByRole('button', { name: 'Enter fullscreen' }).click();
  await expect.poll(fullscreenOf).toBe('Presentation');
  await expect(overlay.getByRole('button', { name: 'Exit fullscreen' })).toBeVisible();
  await expect(counter(overlay)).toHaveText('2 of 4');
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect.poll(fullscreenOf).toBeNull();
});

test('a refused fullscreen request is logged and the presentation stays on screen', async ({ page }) => {
  await page.addInitScript(() => {
    Element.prototype.requestFullscreen = () => Promise.reject(new TypeError('Permissions check failed'));
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await openDeck(page);
  const overlay = await present(page);
  await expect.poll(() => warnings.some((w) => w.includes('Fullscreen request failed'))).toBe(true);
  await expect(overlay).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(counter(overlay)).toHaveText('2 of 4');
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
});

test('a starts auto-play: a slide every 5 s, off at the last slide', async ({ page }) => {
  await page.clock.install();
  await openDeck(page);
  const overlay = await present(page);
  const badge = overlay.getByText('Auto-play', { exact: true });
  await expect(badge).toBeHidden();
  // From here time moves only when the test says so.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.keyboard.press('a');
  await expect(badge).toBeVisible();
  await page.clock.runFor(4_900);
  await expect(counter(overlay)).toHaveText('1 of 4');
  await page.clock.runFor(100);
  await expect(counter(overlay)).toHaveText('2 of 4');
  await page.clock.runFor(5_000);
  await expect(counter(overlay)).toHaveText('3 of 4');
  await page.clock.runFor(5_000);
  await expect(counter(overlay)).toHaveText('4 of 4');
  await page.clock.runFor(5_000);
  await expect(badge).toBeHidden();
  await expect(counter(overlay)).toHaveText('4 of 4');

  // Pausing with a again stops it.
  await page.keyboard.press('1');
  await page.keyboard.press('a');
  await expect(badge).toBeVisible();
  await page.keyboard.press('a');
  await expect(badge).toBeHidden();
  await page.clock.runFor(10_000);
  await expect(counter(overlay)).toHaveText('1 of 4');
});

test('controls show on mouse move, hide after 3 s still and on leaving', async ({ page }) => {
  await page.clock.install();
  await openDeck(page);
  const overlay = await present(page);
  const controls = overlay.getByRole('toolbar', { name: 'Presentation controls' });
  await expect(controls).toHaveCSS('opacity', '0');
  await page.mouse.move(200, 200);
  await page.mouse.move(220, 210);
  await expect(controls).toHaveCSS('opacity', '1');
  await page.clock.runFor(3_000);
  await expect(controls).toHaveCSS('opacity', '0');
  await page.mouse.move(240, 220);
  await expect(controls).toHaveCSS('opacity', '1');
  await overlay.getByRole('button', { name: 'Next slide' }).click();
  await expect(counter(overlay)).toHaveText('2 of 4');
  await overlay.dispatchEvent('mouseleave');
  await expect(controls).toHaveCSS('opacity', '0');
});

test('keyboard only: Enter on Present, Tab to the controls, Escape back', async ({ page }) => {
  await openDeck(page);
  await presentButton(page).focus();
  await page.keyboard.press('Enter');
  const overlay = page.getByRole('dialog', { name: 'Presentation' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toBeFocused();
  const controls = overlay.getByRole('toolbar', { name: 'Presentation controls' });

  // Previous is disabled on the first slide, so Tab lands on Next, and the controls show.
  await page.keyboard.press('Tab');
  const next = overlay.getByRole('button', { name: 'Next slide' });
  await expect(next).toBeFocused();
  await expect(controls).toHaveCSS('opacity', '1');
  await page.keyboard.press('Enter');
  await expect(counter(overlay)).toHaveText('2 of 4');
  // Space on a focused control presses it once (not a second move).
  await page.keyboard.press('Space');
  await expect(counter(overlay)).toHaveText('3 of 4');
  await page.keyboard.press('Shift+Tab');
  await expect(overlay.getByRole('button', { name: 'Previous slide' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(counter(overlay)).toHaveText('2 of 4');

  // Focus stays in the overlay: the page behind is inert.
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]')?.getAttribute('aria-label'))).toBe('Presentation');

  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(presentButton(page)).toBeFocused();
});

test('Edit closes presentation mode and opens the slide on screen in the editor', async ({ page }) => {
  await openDeck(page);
  const overlay = await present(page);
  await page.keyboard.press('2');
  await overlay.hover();
  await overlay.getByRole('button', { name: 'Edit slide' }).click();
  await expect(overlay).toBeHidden();
  const editor = page.getByRole('dialog', { name: /Edit Slide/ });
  await expect(editor).toBeVisible();
  await expect(editor.getByLabel('Heading', { exact: true })).toHaveValue('Topic 1');
});

test("a deck with no slides shows 'No slides available'; a streaming slide shows 'Loading slide content...' and auto-play waits for it", async ({ page }) => {
  await page.clock.install();
  await signInLocally(page, USER, '/app');
  const streaming = deckRow(sampleDeck('present-streaming', 'Half Written', 3));
  streaming.slides[1] = { ...streaming.slides[1], isStreaming: true, isComplete: false } as (typeof streaming.slides)[number];
  await seedDecks(page, [{ id: 'present-empty', title: 'Nothing Yet', slides: [] }]);
  await page.evaluate(
    (row) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('decksmith');
        open.onsuccess = () => {
          const tx = open.result.transaction('presentations', 'readwrite');
          tx.objectStore('presentations').put(row);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    streaming,
  );

  await page.goto('/home?deck=present-empty');
  let overlay = await present(page);
  await expect(overlay.getByText('No slides available')).toBeVisible();
  await expect(counter(overlay)).toHaveText('0 of 0');
  await expect(overlay.getByRole('button', { name: 'Next slide' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();

  await page.goto('/home?deck=present-streaming');
  overlay = await present(page);
  await page.keyboard.press('2');
  await expect(counter(overlay)).toHaveText('2 of 3');
  await expect(shownSlide(overlay)).toHaveText('Loading slide content...');

  // Auto-play does not move onto a slide that is still streaming: it waits.
  await page.keyboard.press('1');
  await expect(counter(overlay)).toHaveText('1 of 3');
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.keyboard.press('a');
  await expect(overlay.getByText('Auto-play', { exact: true })).toBeVisible();
  await page.clock.runFor(15_000);
  await expect(counter(overlay)).toHaveText('1 of 3');
  await expect(overlay.getByText('Auto-play', { exact: true })).toBeVisible();
});

test('presenter view: a second window with notes, kept in step both ways', async ({ page, context }) => {
  await openDeck(page);
  const overlay = await present(page);
  await overlay.hover();
  const [presenter] = await Promise.all([context.waitForEvent('page'), overlay.getByRole('button', { name: 'Presenter view' }).click()]);
  await expect(presenter.getByRole('heading', { name: 'Presenter view' })).toBeVisible();
  const presenterCounter = presenter.getByTestId('presenter-counter');
  const notes = presenter.getByTestId('presenter-notes');
  await expect(presenterCounter).toHaveText('1 of 4');
  await expect(notes).toHaveText('No notes for this slide.');
  await expect(presenter.getByText('In step with the presentation.')).toBeVisible();
  // Opening the window does not end the presentation.
  await expect(overlay).toBeVisible();

  // The presenter window moves the presentation...
  await presenter.getByRole('button', { name: 'Next slide' }).click();
  await expect(presenterCounter).toHaveText('2 of 4');
  await expect(counter(overlay)).toHaveText('2 of 4');
  await expect(notes).toHaveText('Notes for topic 1');

  // ...and the presentation moves the presenter window.
  await page.bringToFront();
  await page.keyboard.press('ArrowRight');
  await expect(counter(overlay)).toHaveText('3 of 4');
  await expect(presenterCounter).toHaveText('3 of 4');
  await expect(notes).toHaveText('Notes for topic 2');
  await expect(presenter.getByRole('region', { name: 'Next slide' })).toContainText('Topic 3');

  // Keys in the presenter window move both too.
  await presenter.bringToFront();
  await presenter.keyboard.press('ArrowLeft');
  await expect(presenterCounter).toHaveText('2 of 4');
  await expect(counter(overlay)).toHaveText('2 of 4');

  // End and Home there move both to the last and the first slide.
  await presenter.keyboard.press('End');
  await expect(presenterCounter).toHaveText('4 of 4');
  await expect(counter(overlay)).toHaveText('4 of 4');
  await presenter.keyboard.press('Home');
  await expect(presenterCounter).toHaveText('1 of 4');
  await expect(counter(overlay)).toHaveText('1 of 4');

  // The timer started with the presentation, untouched; it pauses, resumes and resets.
  const elapsed = presenter.getByTestId('presenter-elapsed');
  await expect(elapsed).not.toHaveText('00:00', { timeout: 5_000 });
  await presenter.getByRole('button', { name: 'Pause timer' }).click();
  await presenter.getByRole('button', { name: 'Resume timer' }).click();
  await presenter.getByRole('button', { name: 'Pause timer' }).click();
  await presenter.getByRole('button', { name: 'Reset timer' }).click();
  await expect(elapsed).toHaveText('00:00');
  await expect(presenter.getByRole('button', { name: 'Start timer' })).toBeVisible();

  // Leaving presentation mode is shown in the presenter window.
  await page.bringToFront();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(presenter.getByText(/Presentation mode is not running/)).toBeVisible();
});
