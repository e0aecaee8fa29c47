/**
 * Typing into one slide of a 100-slide deck, in Chromium on the built app
 * (`npm run build` first; BENCH_DIST_DIR picks another build): which
 * components re-render. The app counts renders of the slide cards, the
 * slide list and the navigator items into `window.__renderProbe` when the
 * page defines it (src/ui/render-probe.ts). Target: only the edited
 * slide's card (and its navigator item) re-render; the list and the other
 * 99 slides do not.
 */
import { chromium, type Page } from '@playwright/test';
import { signInLocally } from '../tests/e2e/helpers/auth';
import { sampleDeck, seedDecks } from '../tests/e2e/helpers/decks';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/setup/chromium';
import { freePort, startServer } from './server';

const DIST_DIR = process.env.BENCH_DIST_DIR ?? 'dist';
const SLIDES = 100;
/** The slide typed into (1-based, as the user counts). */
const TARGET = 50;

type Counts = Record<string, number>;

async function counts(page: Page): Promise<Counts> {
  return (await page.evaluate('window.__renderProbe')) as Counts;
}

async function resetCounts(page: Page): Promise<void> {
  await page.evaluate('for (const key of Object.keys(window.__renderProbe)) delete window.__renderProbe[key]');
}

/** `{ 'slide-card': { 49: 2 }, ... }` from the flat probe keys. */
function byComponent(flat: Counts): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const [key, n] of Object.entries(flat)) {
    const [name = key, which = ''] = key.split(':');
    const entry = out.get(name) ?? new Map<string, number>();
    entry.set(which, n);
    out.set(name, entry);
  }
  return out;
}

function describe(name: string, renders: Map<string, number> | undefined, label: (key: string) => string): string {
  if (!renders || renders.size === 0) return `  ${name}: no re-render`;
  const total = [...renders.values()].reduce((a, b) => a + b, 0);
  const list = [...renders.entries()].map(([key, n]) => `${label(key)} x${n}`).join(', ');
  return `  ${name}: ${renders.size} re-rendered, ${total} renders (${list})`;
}

export async function run(): Promise<void> {
  const port = await freePort();
  const server = await startServer(port, DIST_DIR);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1600, height: 900 } });
    await context.addInitScript('window.__renderProbe = {}');
    const page = await context.newPage();
    await signInLocally(page, { name: 'Bench User', email: 'bench@example.com' });
    await seedDecks(page, [sampleDeck('typing-bench', 'Typing bench', SLIDES, 4)]);
    await page.goto('/home?deck=typing-bench');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="slide-card"]').length === n, SLIDES, { timeout: 60_000 });

    const heading = page.getByRole('button', { name: `Edit heading of slide ${TARGET}`, exact: true });
    await heading.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await resetCounts(page);
    await heading.click();
    await page.keyboard.press('End');
    await page.keyboard.type('x');
    const typing = await counts(page);
    await resetCounts(page);
    await page.keyboard.press('Enter');
    await page.waitForFunction((n) => {
      const card = document.querySelectorAll('[data-testid="slide-card"]')[n - 1];
      return card?.querySelector('[data-slide-heading]')?.textContent?.endsWith('x') === true;
    }, TARGET);
    await page.waitForTimeout(300);
    const commit = await counts(page);

    const slide = (key: string) => `slide ${Number(key) + 1}`;
    console.log(`Typing one character into slide ${TARGET}'s heading of a ${SLIDES}-slide deck, in Chromium against ${DIST_DIR}:`);
    for (const [phase, flat] of [
      ['click, End and the key press (editing in place)', typing],
      ['Enter (the edit committed to the deck, one undo step)', commit],
    ] as const) {
      const comps = byComponent(flat);
      console.log(` ${phase}:`);
      console.log(describe('slide cards', comps.get('slide-card'), slide));
      console.log(describe('navigator items', comps.get('navigator-item'), slide));
      console.log(describe('slide list', comps.get('slide-list'), () => 'the list'));
    }
    const all = byComponent({ ...typing, ...commit });
    const others = [...(all.get('slide-card')?.keys() ?? []), ...(all.get('navigator-item')?.keys() ?? [])].filter((key) => Number(key) !== TARGET - 1);
    const listRenders = all.get('slide-list')?.size ?? 0;
    const verdict = others.length === 0 && listRenders === 0 ? 'meets' : 'MISSES';
    console.log(`  other slides re-rendered: ${others.length}, list re-renders: ${listRenders}; target only slide ${TARGET}: ${verdict}`);
  } finally {
    await browser.close();
    server.kill();
  }
}
