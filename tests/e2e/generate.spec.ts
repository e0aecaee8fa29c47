import { expect, test, type Page, type Route } from '@playwright/test';
import { QUEUED_OFFLINE } from '../../src/core/errors';
import { signInLocally } from './helpers/auth';

const account = { name: 'Grace Hopper', email: 'grace@example.com' };

// The service worker would answer some requests itself, out of reach of context.route.
test.use({ serviceWorkers: 'block' });

/** Holds the content call until released, recording what the page sent. */
async function holdContentCall(page: Page): Promise<{ release: () => void; bodies: unknown[] }> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const bodies: unknown[] = [];
  await page.context().route('**/api/ppt/generate-content-test', async (route: Route) => {
    bodies.push(route.request().postDataJSON());
    await gate;
    await route.continue();
  });
  return { release, bodies };
}

async function toOutline(page: Page, topic: string): Promise<void> {
  await page.getByLabel('Presentation title / topic').fill(topic);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Outline Preview' })).toBeVisible();
}

/** Picks a card choice the way a pointer user does: by its visible label (the radio itself is visually hidden). */
async function choose(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name, exact: true });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

const headings = (page: Page) => page.getByRole('textbox', { name: /^Topic \d+ heading$/ });

test('the step indicator marks step 1 and Continue needs a topic', async ({ page }) => {
  await signInLocally(page, account, '/generate');
  await expect(page.getByRole('heading', { level: 1, name: 'Generate Presentation' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Progress' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(0)).toContainText('Input & Settings');
  await expect(steps.nth(1)).not.toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(1)).toContainText('Generate Outline');
  await expect(steps.nth(2)).toContainText('Visuals & Generate');

  const prompt = page.getByLabel('Presentation title / topic');
  await expect(prompt).toHaveAttribute('placeholder', 'Enter a topic or paste content');
  const next = page.getByRole('button', { name: 'Continue', exact: true });
  await expect(next).toBeDisabled();
  await prompt.fill('   ');
  await expect(next).toBeDisabled();
  await prompt.fill('Coral reefs');
  await expect(next).toBeEnabled();
});

test('topic to outline, edit and reorder, visuals with the background deck, then /home', async ({ page }) => {
  const content = await holdContentCall(page);
  await signInLocally(page, account, '/generate');
  await choose(page, '10 slides');
  await choose(page, '5 slides');
  await toOutline(page, 'Coral reef conservation');

  const steps = page.getByRole('navigation', { name: 'Progress' }).getByRole('listitem');
  await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
  // The focus follows the step, so the keyboard goes on from the new step's content.
  await expect(page.getByRole('region', { name: 'Step 2: Generate Outline' })).toBeFocused();
  // 5 slides: the title slide plus 4 topics.
  await expect(headings(page)).toHaveCount(4);
  const original = await headings(page).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(new Set(original).size).toBe(4);

  await page.getByRole('textbox', { name: 'Topic 2 heading' }).fill('Reefs under pressure');
  await page.getByRole('button', { name: 'Move topic 2 up' }).click();
  await expect(page.getByRole('textbox', { name: 'Topic 1 heading' })).toHaveValue('Reefs under pressure');
  await expect(page.getByRole('textbox', { name: 'Topic 2 heading' })).toHaveValue(original[0] ?? '');

  // Keyboard: Alt+ArrowDown moves the focused topic and keeps the focus on it.
  await page.getByRole('textbox', { name: 'Topic 3 heading' }).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByRole('textbox', { name: 'Topic 4 heading' })).toHaveValue(original[2] ?? '');
  await expect(page.getByRole('textbox', { name: 'Topic 4 heading' })).toBeFocused();

  // A blank heading blocks approval.
  await page.getByRole('textbox', { name: 'Topic 4 heading' }).fill(' ');
  await expect(page.getByText('Topic 4 needs a heading.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to Visuals' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Topic 4 heading' }).fill(original[2] ?? 'Back again');

  await page.getByRole('button', { name: 'Continue to Visuals' }).click();
  await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('region', { name: 'Step 3: Visuals & Generate' })).toBeFocused();
  await expect(page.getByText('Background streaming active')).toBeVisible();
  await expect.poll(() => content.bodies.length).toBe(1);
  const sent = content.bodies[0] as { topics_array: string };
  const sentHeadings = (JSON.parse(sent.topics_array) as { heading: string }[]).map((t) => t.heading);
  expect(sentHeadings).toEqual(['Reefs under pressure', original[0], original[3], original[2]]);

  await choose(page, 'Cosmic Dream');
  content.release();
  await expect(page.getByText('Your deck is ready: 5 slides.')).toBeVisible();

  await page.getByRole('button', { name: 'Generate PPT' }).click();
  await page.waitForURL((url) => url.pathname === '/home');
  expect(new URL(page.url()).searchParams.get('deck')).toMatch(/^[0-9a-f-]{36}$/);
  // /home shows the deck the job wrote, with the edited heading where the user put it.
  await expect(page.getByText('Reefs under pressure').first()).toBeVisible();
});

test('document mode shows the banner and removes the parameters', async ({ page }) => {
  await signInLocally(page, account, '/generate');
  await page.goto('/generate?source=paste&content=Some%20text');
  await expect(page.getByRole('heading', { name: 'Content from uploaded document' })).toBeVisible();
  await expect(page.getByTestId('document-preview')).toHaveText('Some text');
  await expect(page).toHaveURL(/\/generate$/);
  await expect(page.getByLabel('Presentation title / topic')).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit content manually' }).click();
  await expect(page.getByLabel('Presentation title / topic')).toHaveValue('Some text');

  // A reference whose text this tab no longer has says so.
  await page.goto('/generate?source=file_upload&content=handoff:gone');
  await expect(page.getByRole('alert').filter({ hasText: 'no longer available' })).toBeVisible();
  await expect(page).toHaveURL(/\/generate$/);
});

test('offline, Generate Outline queues the request', async ({ page, context }) => {
  await signInLocally(page, account, '/generate');
  await toOutline(page, 'Coral reefs');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Generate Outline' }).click();
  await expect(page.getByRole('status').filter({ hasText: QUEUED_OFFLINE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/app');
  await context.setOffline(false);
});

test('the two-step demo generates with two whole requests and with the stream', async ({ page }) => {
  await signInLocally(page, account, '/generate-two-step');
  await expect(page.getByRole('heading', { level: 1, name: 'Two-Step Generation' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate (two requests)' }).click();
  const result = page.getByTestId('two-step-result');
  await expect(result).toContainText('"slides": 5');
  const summary = JSON.parse((await result.textContent()) ?? '{}') as { outlineTopics: string[]; slideHeadings: string[] };
  expect(summary.outlineTopics).toHaveLength(4);
  expect(summary.slideHeadings).toEqual(summary.outlineTopics);

  await page.getByRole('button', { name: 'Generate (streaming)' }).click();
  await expect(result).toHaveText('Streamed 5 slides.');

  // A server that cannot be reached: the demo shows the call layer's message.
  await page.context().route('**/api/ppt/generate-outline-test', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Generate (two requests)' }).click();
  await expect(page.getByRole('alert')).toContainText('Network error');
});
