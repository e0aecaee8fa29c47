/**
 * The builtin writer with no network: what it can do (Shorter here) runs on
 * the device at once, not queued, and one Ctrl+Z takes it back; what it
 * cannot do says so.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';
import { openSeededDeck, type SeedDeckInput } from './helpers/decks';

const ACCOUNT = { name: 'Olive Offline', email: 'olive.offline@example.org' };

/** A title slide and two topics of four points, each text two sentences long. */
function harbourDeck(id: string): SeedDeckInput {
  const topic = (n: number) => ({
    title: `Harbour topic ${n}`,
    description: `Ships dock at dawn. The cranes start at ${n}.`,
    subtopics: [1, 2, 3, 4].map((m) => ({ heading: `Berth ${n}.${m}`, overview: `First fact ${n}.${m}. Second fact ${n}.${m}.` })),
  });
  return { id, title: 'Harbour', slides: [{ title: 'Harbour', description: 'How a port works' }, topic(1), topic(2)] };
}

const card = (page: Page, n: number) => page.getByRole('article', { name: `Slide ${n}`, exact: true });

test('offline, Shorter with the builtin writer rewrites slide 2 at once, and one Ctrl+Z restores it', async ({ page, context }) => {
  await signInLocally(page, ACCOUNT, '/app');
  await openSeededDeck(page, harbourDeck('ask-offline-local'));
  const second = card(page, 2);
  await expect(second).toContainText('Berth 1.4');

  await second.getByRole('button', { name: 'Ask', exact: true }).click();
  const box = page.getByRole('group', { name: 'Ask slide 2' });
  // The app has heard from the server that its writer is the builtin one: what that writer cannot do is off.
  await expect(box.getByRole('button', { name: 'Simpler', exact: true })).toBeDisabled();

  // The app has loaded once: its code, the builtin writer's included, comes from the service worker offline.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await context.setOffline(true);
  await box.getByRole('button', { name: 'Shorter', exact: true }).click();
  // Four points become three, each with its first sentence only; nothing waits for the network.
  await expect(second).not.toContainText('Berth 1.4');
  await expect(second).toContainText('Berth 1.3');
  await expect(second).toContainText('First fact 1.1.');
  await expect(second).not.toContainText('Second fact 1.1.');
  await expect(second).not.toContainText('The cranes start at 1.');
  // The shorter slide types itself in first; it is in the deck once the slide no longer says it is being rewritten.
  await expect(second.getByRole('status')).toHaveCount(0);
  await expect(second.getByRole('button', { name: 'Cancel rewrite' })).toHaveCount(0);
  await expect(second).not.toContainText('Berth 1.4');
  await expect(card(page, 3)).toContainText('Second fact 2.4.');

  await page.keyboard.press('Control+z');
  await expect(second).toContainText('Berth 1.4');
  await expect(second).toContainText('Second fact 1.1.');
  await expect(second).toContainText('The cranes start at 1.');
});
