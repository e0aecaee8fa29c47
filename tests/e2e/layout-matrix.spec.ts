/**
 * The layout matrix on screen, in a real Chromium: every layout of the
 * registry and the title slide, with the layout gallery's text at the
 * 'medium' amount (the short one for layouts whose small shapes cut it, as
 * in tests/export/matrix.ts), in a dark, a light, a pastel, a gradient and a
 * high-contrast theme (the same slides tests/export/layout-matrix.test.ts
 * prints through LibreOffice). Once the fonts are in, on every slide: each
 * text inside its box, no two text boxes overlapping, no text under 19 px
 * on the 1280 px canvas (14 pt at 13.33 in), no word split across two lines
 * (a Range's rectangles per word) and every word the author wrote shown
 * whole (none cut off with an ellipsis).
 */
import { expect, test, type Page } from '@playwright/test';
import { LAYOUTS, type LayoutType } from '../../src/core/layouts';
import { showsWhole } from '../../src/core/layouts/choose/fit';
import { slideContent } from '../../src/core/layouts/choose/slides';
import type { Slide } from '../../src/core/schemas/slide';
import { galleryTitleSlide, gallerySlide, type GallerySize } from '../../src/features/demos/gallery-fixtures';
import { signInLocally } from './helpers/auth';
import { settleFit } from './helpers/fit';

const USER = { name: 'Ada Lovelace', email: 'ada@example.org' };
const SIZE = 'medium';
const THEMES = [
  { kind: 'dark', theme: 'classic-dark' },
  { kind: 'light', theme: 'minimal-paper' },
  { kind: 'pastel', theme: 'lavender-mist' },
  { kind: 'gradient', theme: 'aurora-borealis' },
  { kind: 'high contrast', theme: 'classic-bw' },
] as const;
/** 14 pt on a 13.33 in slide is 18.7 px of the 1280 px canvas; the type scale's floor rounds it up to 19. */
const FLOOR_PX = 19;

/**
 * The text amount each layout is checked with, as in tests/export/matrix.ts:
 * the usual one, or the short one for layouts whose small shapes cut it.
 */
function sizeOf(type: LayoutType): GallerySize {
  return showsWhole(type, slideContent(gallerySlide(type, SIZE) as Slide)) ? SIZE : 'short';
}

/** The words the author wrote on each gallery slide checked at `size`, by its key's layout part ('title' for the title slide). */
function sourceTexts(size: GallerySize): Record<string, string[]> {
  const split = (texts: string[]) => texts.join(' ').split(/\s+/).filter((w) => w !== '');
  const out: Record<string, string[]> = {};
  if (size === SIZE) {
    const title = galleryTitleSlide(SIZE);
    out.title = split([title.title, title.description]);
  }
  for (const layout of LAYOUTS) {
    if (sizeOf(layout.type) !== size) continue;
    const topic = gallerySlide(layout.type, size).topic!;
    out[layout.type] = split([topic.heading, topic.overview, ...topic.subtopics.flatMap((s) => [s.heading, s.overview])]);
  }
  return out;
}

/** Every problem on the page's slides, one line each. */
function problemsOnPage(page: Page, args: { floor: number; sources: Record<string, string[]>; size: string; theme: string }): Promise<string[]> {
  return page.evaluate(({ floor, sources, size, theme }) => {
    const found: string[] = [];
    for (const figure of document.querySelectorAll<HTMLElement>('[data-gallery-slide]')) {
      const key = figure.dataset.gallerySlide ?? '';
      const layout = key.slice(0, key.length - `-${size}-${theme}`.length);
      // Each layout is checked on the page of its text amount only.
      if (!(layout in sources)) continue;
      const canvas = figure.querySelector<HTMLElement>('[data-slide-canvas]');
      if (!canvas) continue;
      // Canvas px per screen px: the 1280 px canvas is scaled to the figure.
      const scale = 1280 / canvas.getBoundingClientRect().width;
      const boxes = [...canvas.querySelectorAll<HTMLElement>('[data-text-box]')].filter((b) => (b.textContent ?? '').trim() !== '');
      const shown: string[] = [];
      for (const box of boxes) {
        const name = `${key} ${box.dataset.textBox} "${(box.textContent ?? '').slice(0, 30)}"`;
        if (box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1) found.push(`${name}: text overflows its box`);
        const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
        const bounds = box.getBoundingClientRect();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const size = parseFloat(getComputedStyle(node.parentElement!).fontSize);
          if ((node.textContent ?? '').trim() !== '' && size < floor - 0.01) found.push(`${name}: ${size} px, under the ${floor.toFixed(2)} px floor`);
          for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
            shown.push(match[0]);
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const rects = [...range.getClientRects()].filter((r) => r.width > 0);
            const tops = new Set(rects.map((r) => Math.round(r.top / 2)));
            if (tops.size > 1) found.push(`${name}: "${match[0]}" is split across lines`);
            for (const r of rects) {
              // A word's rectangle is its font's content area, which for tall faces (Poppins) reaches past a 1.2 line: across, the
              // rectangle counts; up and down its middle does (a box whose lines do not fit is caught as overflowing above).
              const middle = (r.top + r.bottom) / 2;
              if (r.left < bounds.left - 1 || r.right > bounds.right + 1 || middle < bounds.top || middle > bounds.bottom) {
                found.push(`${name}: "${match[0]}" is drawn outside its box`);
                break;
              }
            }
          }
        }
      }
      // A table slide's cells hold its words: each must fit its cell, at or above the floor.
      for (const cell of canvas.querySelectorAll<HTMLElement>('[data-slide-table] th, [data-slide-table] td')) {
        const name = `${key} table cell "${(cell.textContent ?? '').slice(0, 30)}"`;
        if (cell.scrollWidth > cell.clientWidth + 1) found.push(`${name}: text overflows its cell`);
        const size = parseFloat(getComputedStyle(cell).fontSize);
        if ((cell.textContent ?? '').trim() !== '' && size < floor - 0.01) found.push(`${name}: ${size} px, under the ${floor.toFixed(2)} px floor`);
        for (const match of (cell.textContent ?? '').matchAll(/\S+/g)) shown.push(match[0]);
      }
      // A chart shows the points' figures with short labels of its own, not their sentences.
      const charted = canvas.querySelector('[data-slide-chart]') !== null;
      for (let i = 0; i < boxes.length; i += 1) {
        for (let j = i + 1; j < boxes.length; j += 1) {
          const a = boxes[i]!.getBoundingClientRect();
          const b = boxes[j]!.getBoundingClientRect();
          const w = (Math.min(a.right, b.right) - Math.max(a.left, b.left)) * scale;
          const h = (Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)) * scale;
          if (w > 1 && h > 1) found.push(`${key}: text boxes ${boxes[i]!.dataset.textBox} and ${boxes[j]!.dataset.textBox} overlap by ${Math.round(w)} x ${Math.round(h)} px`);
        }
      }
      const left = new Map<string, number>();
      for (const w of shown) left.set(w, (left.get(w) ?? 0) + 1);
      const missing = (sources[layout] ?? []).filter((w) => {
        const n = left.get(w) ?? 0;
        if (n > 0) left.set(w, n - 1);
        return n === 0;
      });
      if (missing.length > 0 && !charted) found.push(`${key}: ${missing.length} source words not shown whole, e.g. ${JSON.stringify(missing.slice(0, 8))}`);
    }
    return found;
  }, args);
}

test.describe('every layout in five kinds of theme, on screen', () => {
  for (const { kind, theme } of THEMES) {
    test(`${kind} theme (${theme}): every word whole in its box, no overlap, nothing under 19 px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 1400, height: 900 });
      await signInLocally(page, USER, `/layout-gallery?size=${SIZE}&theme=${theme}`);
      const problems: string[] = [];
      for (const size of [SIZE, 'short'] as const) {
        const sources = sourceTexts(size);
        if (Object.keys(sources).length === 0) continue;
        if (size !== SIZE) await page.goto(`/layout-gallery?size=${size}&theme=${theme}`);
        await expect(page.locator('[data-gallery-slide]')).toHaveCount(LAYOUTS.length + 1);
        await settleFit(page);
        problems.push(...(await problemsOnPage(page, { floor: FLOOR_PX, sources, size, theme })));
      }
      // Every layout and the title slide were looked at, on one page or the other.
      expect(Object.keys({ ...sourceTexts(SIZE), ...sourceTexts('short') }).sort()).toEqual(['title', ...LAYOUTS.map((l) => l.type)].sort());
      expect(problems).toEqual([]);
    });
  }
});
