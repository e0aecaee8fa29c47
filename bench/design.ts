/**
 * Design figures of three model-quality decks (src/core/layouts/choose/
 * fixtures.ts: the printing press, a bakery chain's Q3 results, an
 * onboarding guide), each slide written with the layout a designer would
 * give it:
 *
 * - agreement: how often the layout chooser (with its deck pass) picks the
 *   expected layout; target >= 90%;
 * - type sizes: how many different font sizes a deck uses, and the
 *   smallest, in points on a 13.33 in wide slide (PowerPoint's 16:9 page:
 *   1280 canvas px = 13.33 in, so 1 px = 0.75 pt);
 * - text coverage: the share of the cards' area the text covers; target
 *   35-75% (less is an empty card, more a crammed one).
 *
 * Sizes and boxes come from core/slide/drawing.ts, the geometry the screen,
 * print and the PowerPoint export all draw. Text area is estimated as the
 * core's fit does (average glyph 0.55 em, line height 1.2): lines times
 * line height, times the width the text uses. Cards are measured by their
 * bounding boxes (with any caption outside the shape), so a chevron or a
 * pyramid band counts its whole bounding box. A key figure counts with
 * its label, delta and context as drawn.
 * `npx tsx bench/design.ts --verbose` also prints every slide.
 */
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { TEXT_FIT, findLayout, textHeight, withAutoLayouts, type Box, type LayoutFrame } from '../src/core/layouts';
import { FIXTURE_DECKS, type FixtureDeck } from '../src/core/layouts/choose/fixtures';
import { slideSchema, type Slide } from '../src/core/schemas/slide';
import { slideDrawing } from '../src/core/slide/drawing';

/** Points per canvas pixel on a 13.33 in (960 pt) wide slide. */
const PT_PER_CANVAS_PX = 960 / 1280;
const AGREEMENT_TARGET = 0.9;
const COVERAGE_RANGE = [0.35, 0.75] as const;

/** The deck's slides as the app builds them, automatic layouts recorded. */
function deckSlides(deck: FixtureDeck): Slide[] {
  const title = slideSchema.parse({ id: 0, type: 'title', title: deck.title, description: deck.slides[0]?.overview ?? '' });
  const topics = deck.slides.map((s, i) =>
    slideSchema.parse({
      id: i + 1,
      type: 'topic',
      title: s.heading,
      description: s.overview,
      topic: { heading: s.heading, overview: s.overview, subtopics: s.items.map((it, m) => ({ ...it, id: `subtopic_${i + 1}_${m + 1}` })) },
    }),
  );
  return [...withAutoLayouts([title, ...topics])];
}

const SIZE_KEYS = new Set(['size', 'titleSize', 'headingSize', 'bodySize', 'textSize']);

/** Every font size (px) anywhere in a drawing, whatever its shape. */
function sizesIn(value: unknown, out: number[] = []): number[] {
  if (Array.isArray(value)) for (const v of value) sizesIn(v, out);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, v] of Object.entries(value)) {
      if (SIZE_KEYS.has(key) && typeof v === 'number') out.push(v);
      else sizesIn(v, out);
    }
  }
  return out;
}

/** Area (px²) a text covers in a box at a size: its lines' height times the width they use. */
function textArea(text: string, box: Box, size: number): number {
  if (text.trim() === '' || box.w <= 0) return 0;
  const width = box.w * (1 - TEXT_FIT.padding);
  const used = Math.min(width, text.length * TEXT_FIT.charWidth * size);
  return Math.min(box.h, textHeight(text, width, size)) * used;
}

/** The smallest box holding all of `boxes` (empty ones ignored). */
function union(boxes: readonly Box[]): Box {
  const solid = boxes.filter((b) => b.w > 0 && b.h > 0);
  const x = Math.min(...solid.map((b) => b.x));
  const y = Math.min(...solid.map((b) => b.y));
  return { x, y, w: Math.max(...solid.map((b) => b.x + b.w)) - x, h: Math.max(...solid.map((b) => b.y + b.h)) - y };
}

/**
 * Text area and card area of a frame's items. A card is the item's box
 * together with its text boxes: some layouts write a caption outside the
 * shape (under a chevron, beside a timeline marker).
 */
function coverage(frame: LayoutFrame, items: readonly { heading: string; overview: string }[]): { text: number; cards: number } {
  let text = 0;
  let cards = 0;
  for (const item of frame.items) {
    const source = items[item.index];
    if (source === undefined) continue;
    const figure = item.figure;
    const parts = [item, item.headingBox, item.bodyBox, ...(figure ? [figure.box, ...(figure.delta ? [figure.delta.box] : [])] : [])];
    const card = union(parts);
    cards += card.w * card.h;
    // A key figure's card draws its heading and text without the figure, and the figure and delta on their own.
    text += textArea(figure?.heading ?? source.heading, item.headingBox, item.headingSize) + textArea(figure?.body ?? source.overview, item.bodyBox, item.bodySize);
    if (figure) text += textArea(figure.text, figure.box, figure.size) + (figure.delta ? textArea(figure.delta.text, figure.delta.box, figure.delta.size) : 0);
  }
  return { text, cards };
}

interface DeckResult {
  name: string;
  agree: number;
  slides: number;
  layouts: Set<string>;
  sizes: number[];
  coverage: number;
  rows: string[];
}

const pct = (x: number): string => `${(x * 100).toFixed(0)}%`;
const pt = (px: number): string => (px * PT_PER_CANVAS_PX).toFixed(1);

function measureDeck(deck: FixtureDeck): DeckResult {
  const slides = deckSlides(deck);
  const sizes: number[] = [];
  const layouts = new Set<string>();
  const rows: string[] = [];
  let agree = 0;
  let text = 0;
  let cards = 0;
  slides.forEach((slide, i) => {
    const drawing = slideDrawing(slide);
    sizes.push(...sizesIn(drawing));
    if (drawing.kind !== 'topic') return;
    const fixture = deck.slides[i - 1]!;
    const expected = fixture.expect.find((id) => findLayout(id) !== undefined);
    const ok = drawing.layout === expected;
    if (ok) agree += 1;
    layouts.add(drawing.layout);
    const c = coverage(drawing.frame, fixture.items);
    text += c.text;
    cards += c.cards;
    const share = c.cards === 0 ? 0 : c.text / c.cards;
    rows.push(`    ${ok ? '  ' : 'x '}${fixture.heading.slice(0, 44).padEnd(44)} ${String(drawing.layout).padEnd(20)} ${(slide.layout?.reason ?? '').padEnd(17)} ${ok ? '' : `expected ${expected} `}text ${pct(share)}`);
  });
  return { name: deck.name, agree, slides: deck.slides.length, layouts, sizes, coverage: cards === 0 ? 0 : text / cards, rows };
}

export async function run(): Promise<void> {
  const verbose = process.argv.includes('--verbose');
  const results = FIXTURE_DECKS.map(measureDeck);
  console.log('  deck               agree     layouts  type sizes  smallest    text/card');
  for (const r of results) {
    const distinct = [...new Set(r.sizes.map((s) => Math.round(s * 10) / 10))];
    const inRange = r.coverage >= COVERAGE_RANGE[0] && r.coverage <= COVERAGE_RANGE[1];
    console.log(
      `  ${r.name.padEnd(18)} ${`${r.agree}/${r.slides}`.padStart(5)} ${pct(r.agree / r.slides).padStart(5)} ${String(r.layouts.size).padStart(7)} ${String(distinct.length).padStart(10)}  ${`${pt(Math.min(...r.sizes))} pt`.padStart(8)}  ${pct(r.coverage).padStart(10)}${inRange ? '' : ' (outside 35-75%)'}`,
    );
    if (verbose) for (const row of r.rows) console.log(row);
  }
  const agree = results.reduce((s, r) => s + r.agree, 0);
  const total = results.reduce((s, r) => s + r.slides, 0);
  const share = agree / total;
  console.log(`  layout agreement: ${agree}/${total} slides (${pct(share)}); target >= ${pct(AGREEMENT_TARGET)}: ${share >= AGREEMENT_TARGET ? 'meets' : 'MISSES'}`);
  const all = results.flatMap((r) => r.sizes);
  console.log(`  smallest type anywhere: ${pt(Math.min(...all))} pt at 13.33 in (${Math.min(...all).toFixed(1)} px of 1280)`);
  const cover = results.map((r) => r.coverage);
  const ok = cover.every((c) => c >= COVERAGE_RANGE[0] && c <= COVERAGE_RANGE[1]);
  console.log(`  text covers ${cover.map(pct).join(', ')} of the card area; target 35-75% on every deck: ${ok ? 'meets' : 'MISSES'}`);
  if (!verbose) console.log('  `npx tsx bench/design.ts --verbose` prints every slide.');
}

// `npx tsx bench/design.ts --verbose` runs it alone (bench/run.ts takes only bench names).
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  run().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
