import { expect, test, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';

const USER = { name: 'Stella Start', email: 'stella@example.org' };

/**
 * Every URL the page's main frame went to, history navigations included:
 * /generate may read and remove its parameters as soon as it opens, so the
 * test looks at the navigation that arrived, not at the address bar later.
 */
function recordNavigations(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()));
  });
  return urls;
}

async function arrivalAt(urls: URL[], pathname: string): Promise<URL> {
  await expect.poll(() => urls.some((u) => u.pathname === pathname), { message: `navigation to ${pathname}` }).toBe(true);
  return urls.find((u) => u.pathname === pathname)!;
}

/** Puts one saved deck in the app's database, as a save from the editor would leave it. */
async function saveDeck(page: Page, deck: { id: string; title: string; updatedAt: number }): Promise<void> {
  await page.evaluate(
    (row) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('decksmith');
        open.onerror = () => reject(open.error);
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
    {
      ...deck,
      description: 'A briefing',
      createdAt: deck.updatedAt,
      lastViewed: deck.updatedAt,
      favorite: 0,
      slides: [
        { id: 0, type: 'title', title: deck.title },
        { id: 1, type: 'topic', title: 'Sources' },
        { id: 2, type: 'topic', title: 'Solutions' },
      ],
    },
  );
}

test('the start screen: heading, three keyboard-reachable cards, empty recent list, footer', async ({ page }) => {
  await signInLocally(page, USER, '/start');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create with AI');
  await expect(page.getByText('How would you like to get started?')).toBeVisible();

  const cards = page.getByRole('list', { name: 'Ways to start' }).getByRole('button');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('Generate');
  await expect(cards.nth(0)).toContainText('LAST USED');
  await expect(cards.nth(1)).toContainText('Paste in text');
  await expect(cards.nth(2)).toContainText('Import file or URL');

  await expect(page.getByRole('heading', { name: 'Your recent presentations' })).toBeVisible();
  await expect(page.getByText('Your recent presentations will appear here')).toBeVisible();
  await expect(page.getByText('Powered by Generative AI')).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  // The Generate card is a real button: focus and Enter take the user to /generate.
  await cards.nth(0).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/generate$/);
});

test('the empty recent section has a create button that goes to /generate', async ({ page }) => {
  await signInLocally(page, USER, '/start');
  await page.getByRole('link', { name: 'Create a presentation' }).click();
  await expect(page).toHaveURL(/\/generate$/);
});

test('recent presentations list saved decks, newest first, and open them on /home', async ({ page }) => {
  await signInLocally(page, USER, '/app');
  const now = Date.now();
  await saveDeck(page, { id: 'deck-older', title: 'Older deck', updatedAt: now - 30 * 3_600_000 });
  await saveDeck(page, { id: 'deck-ocean', title: 'Ocean <b>Plastic</b> Briefing', updatedAt: now });
  await page.goto('/start');

  const items = page.getByTestId('recent-list').getByRole('link');
  await expect(items).toHaveCount(2);
  // Titles are text: markup in a title is shown, not applied.
  await expect(items.nth(0)).toContainText('Ocean <b>Plastic</b> Briefing');
  await expect(items.nth(0)).toContainText('3 slides · Just now');
  await expect(items.nth(1)).toContainText('Older deck');
  await expect(items.nth(1)).toContainText('Yesterday');
  await expect(page.getByText('Your recent presentations will appear here')).toHaveCount(0);

  await items.nth(0).click();
  await page.waitForURL((url) => url.pathname === '/home');
  expect(new URL(page.url()).searchParams.get('deck')).toBe('deck-ocean');
});

test('Paste in text opens a dialog that counts, closes on Escape and Cancel, and carries the text to /generate', async ({ page }) => {
  await signInLocally(page, USER, '/start');
  const pasteCard = page.getByRole('button', { name: /Paste in text/ });
  await pasteCard.click();

  const dialog = page.getByRole('dialog', { name: 'Paste in text' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel('Your content');
  await expect(field).toBeFocused();
  const submit = dialog.getByRole('button', { name: 'Continue' });
  await expect(submit).toBeDisabled();
  await field.fill('   ');
  await expect(submit).toBeDisabled();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(pasteCard).toBeFocused();

  await pasteCard.click();
  await expect(field).toHaveValue('');
  await field.fill('draft');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  const urls = recordNavigations(page);
  const text = 'Coral reefs: why they matter, what threatens them, and how to protect them.';
  await pasteCard.click();
  await field.fill(text);
  await expect(dialog.getByTestId('paste-count')).toHaveText(`${text.length} characters`);
  await submit.click();

  const arrival = await arrivalAt(urls, '/generate');
  expect(arrival.searchParams.get('source')).toBe('paste');
  expect(arrival.searchParams.get('content')).toBe(text);
});

test('Import file or URL opens the upload dialog, and Escape closes it', async ({ page }) => {
  await signInLocally(page, USER, '/start');
  const importCard = page.getByRole('button', { name: /Import file or URL/ });
  await importCard.click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await expect(dialog).toBeVisible();
  // The dialog starts on its main action, not on the close button.
  await expect(dialog.getByRole('button', { name: 'Choose File' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(importCard).toBeFocused();
});
