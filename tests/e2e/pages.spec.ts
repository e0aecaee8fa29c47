import { expect, test, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';

// The public pages work without signing in. Service workers are blocked so
// page.route sees every /api call the page makes.
test.use({ serviceWorkers: 'block' });

const INFO_PAGES = [
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-conditions', heading: 'Terms and Conditions' },
  { path: '/cancellation-refund', heading: 'Cancellation and Refund Policy' },
  { path: '/support', heading: 'Support' },
  { path: '/help-center', heading: 'How can we help?' },
  { path: '/documentation', heading: 'Documentation' },
  { path: '/api-reference', heading: 'API Reference' },
  { path: '/status', heading: 'System Status' },
] as const;

/** A form control by its exact label ('Message' must not match 'Send us a message'). */
function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

async function expectLanding(page: Page) {
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Decksmith' })).toBeVisible();
}

for (const { path, heading } of INFO_PAGES) {
  test(`${path} shows its heading and 'Back to Home' returns to /landing`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expectLanding(page);
  });
}

test('the policies carry their sections and dates', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByText('Last updated: August 2025')).toBeVisible();
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveCount(12);
  await page.goto('/terms-conditions');
  // Overview + 20 numbered sections + payment terms, intellectual property, service availability.
  await expect(page.getByRole('article').getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(20);
  await expect(page.getByText(/courts of Bengaluru/)).toBeVisible();
  await page.goto('/cancellation-refund');
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveCount(10);
  await expect(page.getByText(/Physical goods:/)).toBeVisible();
});

test('/landingpage is the landing page, and its header buttons go to sign-in and the app', async ({ page }) => {
  await page.goto('/landingpage');
  await expect(page.getByRole('heading', { level: 1, name: 'Decksmith' })).toBeVisible();
  await expect(page.getByTestId('api-status')).toHaveText('Generation service online (builtin generator)');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);

  await page.goto('/landing');
  const getStarted = page.getByRole('banner').getByRole('link', { name: 'Get Started' });
  await expect(getStarted).toHaveAttribute('href', '/app');
  await getStarted.click();
  // Signed out, /app sends the visitor to sign in and remembers where they were going.
  await expect(page).toHaveURL(/\/(app$|login\?redirect=.*app)/);
});

test('the landing footer links every legal and support page', async ({ page }) => {
  await page.goto('/landing');
  const footer = page.getByRole('contentinfo');
  for (const href of ['/privacy-policy', '/terms-conditions', '/cancellation-refund', '/support', '/help-center', '/documentation', '/api-reference', '/status', '/contactus']) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await footer.getByRole('link', { name: 'Terms & conditions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
});

test('help-center search filters categories and articles as you type', async ({ page }) => {
  await page.goto('/help-center');
  const cards = page.getByTestId('help-categories').getByRole('listitem');
  await expect(cards).toHaveCount(6);
  const search = page.getByRole('searchbox', { name: 'Search help articles' });

  await search.fill('export');
  await expect(page.getByRole('heading', { name: 'Matching articles' })).toBeVisible();
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(6);
  const articles = page.getByTestId('help-articles').getByRole('listitem');
  await expect(articles.filter({ hasText: 'How do I export to PowerPoint?' })).toHaveCount(1);

  // An article opens to its answer.
  await page.getByText('How do I export to PowerPoint?').click();
  await expect(page.getByText(/opens in PowerPoint, Keynote, Google Slides/)).toBeVisible();

  await search.fill('zzqxv nonsense');
  await expect(page.getByText('No results for “zzqxv nonsense”')).toBeVisible();
  await expect(cards).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(cards).toHaveCount(6);
});

test('contact form: field errors, then a message saved on this device that survives a reload', async ({ page }) => {
  await page.goto('/contactus');
  await expect(page.getByRole('heading', { level: 1, name: 'Get in touch' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  for (const text of ['Please enter your first name', 'Please enter your last name', 'Please enter your email address', 'Please enter a subject', 'Please write your message']) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await expect(field(page, 'First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'First name')).toBeFocused();
  await expect(field(page, 'Message')).toHaveAttribute('rows', '5');

  await field(page, 'First name').fill('Asha');
  await field(page, 'Last name').fill('Rao');
  await field(page, 'Email').fill('not-an-email');
  await field(page, 'Subject').fill('Exporting to PDF');
  await field(page, 'Message').fill('How do I export my deck as a PDF?');
  await expect(page.getByText('Please enter your first name')).toHaveCount(0);
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(field(page, 'Email')).toHaveAttribute('type', 'email');

  await field(page, 'Email').fill('asha@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message saved on this device')).toBeVisible();
  await expect(page.getByTestId('saved-count')).toHaveText('1');

  await page.reload();
  await expect(page.getByTestId('saved-count')).toHaveText('1');
  const stored = await page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('decksmith');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('messages').objectStore('messages').getAll();
          all.onsuccess = () => resolve(all.result as unknown[]);
          all.onerror = () => reject(all.error);
        };
      }),
  );
  expect(stored).toEqual([expect.objectContaining({ firstName: 'Asha', email: 'asha@example.com', subject: 'Exporting to PDF' })]);
});

test('contact page navigation: Home, Sign In, Get Started', async ({ page }) => {
  await page.goto('/contactus');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/app');
  await nav.getByRole('link', { name: 'Home' }).click();
  await expectLanding(page);
});

test('status page shows the generation service live: operational when /api/health answers', async ({ page }) => {
  await page.goto('/status');
  const ai = page.getByTestId('service-ai-generation');
  await expect(ai.getByTestId('service-status')).toHaveText('Operational');
  await expect(ai).toContainText('builtin');
  await expect(page.getByTestId('browser-state')).toHaveText('Online');
  await expect(page.getByTestId('status-checked-at')).not.toHaveText('—');
});

test('status page shows the generation service down when /api/health fails, and recovers on a new check', async ({ page }) => {
  await page.route('**/api/health', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto('/status');
  const status = page.getByTestId('service-ai-generation').getByTestId('service-status');
  await expect(status).toHaveText('Down');
  await expect(page.getByText('Some services are down')).toBeVisible();

  await page.unroute('**/api/health');
  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(status).toHaveText('Operational');
});

test('the API reference documents the real endpoints and no future promises', async ({ page }) => {
  await page.goto('/api-reference');
  for (const path of ['/api/health', '/api/ppt/generate-outline-test', '/api/ppt/generate-content-test']) {
    await expect(page.getByRole('heading', { name: path })).toBeVisible();
  }
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
});

test.describe('demo pages (signed in)', () => {
  const USER = { name: 'Demo Tester', email: 'demo@example.org' };

  /** Signs in, then stops the page's clock so only fastForward moves time: typing times become exact. */
  async function signInWithPausedClock(page: Page) {
    await signInLocally(page, USER, '/app');
    const t0 = Date.now();
    await page.clock.install({ time: t0 });
    await page.clock.pauseAt(t0 + 1_000);
  }

  test('sidebar demo: open by default, toggled by the button and by Ctrl+B', async ({ page }) => {
    await signInLocally(page, USER, '/sidebar-demo');
    const sidebar = page.getByRole('complementary', { name: 'Generator sidebar' });
    await expect(sidebar).toHaveAttribute('data-state', 'open');
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'closed');
    await expect(page.getByTestId('sidebar-state')).toHaveText('Sidebar is closed.');
    await page.getByRole('button', { name: /Show sidebar/ }).click();
    await expect(sidebar).toHaveAttribute('data-state', 'open');
    await sidebar.getByRole('button', { name: 'Themes' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Themes' })).toBeVisible();
  });

  test('floating toolbar demo: a selection shows the toolbar, Bold applies, Escape closes', async ({ page }) => {
    await signInLocally(page, USER, '/floating-toolbar-demo');
    const editor = page.getByRole('textbox', { name: 'Editable slide text' });
    await expect(editor).toBeVisible();
    await editor.evaluate((el) => {
      const text = el.querySelector('p')?.firstChild;
      if (!text) throw new Error('no text');
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 11);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
    });
    const toolbar = page.getByRole('toolbar', { name: 'Text formatting' });
    await expect(toolbar).toBeVisible();
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.locator('b, strong')).toHaveText('Urban farms');
    await page.keyboard.press('Escape');
    await expect(toolbar).toHaveCount(0);
  });

  test('typewriter sequence: title in 4 s, description in 6 s, next slide 1.2 s later', async ({ page }) => {
    await signInWithPausedClock(page);
    await page.goto('/typewriter-demo-old');
    await expect(page.getByRole('heading', { level: 2, name: 'Slide 1 of 3' })).toBeVisible();
    const slideTitle = page.getByRole('heading', { level: 2, name: 'Coral Reefs' });
    await expect(slideTitle).toHaveAttribute('data-typing', 'typing');
    await page.clock.fastForward(4_000);
    await expect(slideTitle).toHaveAttribute('data-typing', 'done');
    const description = page.locator('p[data-typing]');
    await expect(description).toHaveAttribute('data-typing', 'typing');
    await page.clock.fastForward(6_000);
    await expect(description).toHaveAttribute('data-typing', 'done');
    await page.clock.fastForward(1_300);
    await expect(page.getByRole('heading', { level: 2, name: 'Slide 2 of 3' })).toBeVisible();
  });

  test('typewriter pages report the time each block took', async ({ page }) => {
    await signInWithPausedClock(page);
    await page.goto('/typewriter-test');
    const elapsed = page.getByTestId('typewriter-elapsed');
    await expect(elapsed).toHaveText(Array(4).fill('Typing…'));
    // 17 words, in the order slow (200 ms/word), normal (100), fast (50), custom 5 words/s (200).
    // runFor fires every timer at its own time, so the measured times are exact.
    await page.clock.runFor(1_700);
    await expect(elapsed).toHaveText(['Typing…', 'Finished in 1.70 s', 'Finished in 0.85 s', 'Typing…']);
    await page.clock.runFor(1_700);
    await expect(elapsed).toHaveText(['Finished in 3.40 s', 'Finished in 1.70 s', 'Finished in 0.85 s', 'Finished in 3.40 s']);

    await page.goto('/simple-typewriter-test');
    await expect(elapsed).toHaveText('Typing…');
    await page.clock.runFor(5_999);
    await expect(elapsed).toHaveText('Typing…');
    await page.clock.runFor(1);
    await expect(elapsed).toHaveText('Finished in 6.00 s');
    await page.goto('/typewriter-demo');
    await expect(page.getByRole('slider')).toHaveValue('6000');
    await expect(page.getByRole('heading', { level: 1, name: 'Typewriter demo' })).toBeVisible();
  });

  test('console test: calls health and outline and lists both', async ({ page }) => {
    await signInLocally(page, USER, '/console-test');
    await page.getByRole('button', { name: 'Run both calls' }).click();
    const rows = page.getByTestId('console-calls').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('POST /api/ppt/generate-outline-test');
    await expect(rows.nth(0)).toContainText('outline_complete');
    await expect(rows.nth(1)).toContainText('GET /api/health');
    for (const i of [0, 1]) await expect(rows.nth(i).getByText('200', { exact: true })).toBeVisible();
  });
});

test('a page reached by a link opens at its top, wherever the page left was scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 500 });
  await page.goto('/terms-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
