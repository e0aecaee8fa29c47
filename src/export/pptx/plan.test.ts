import { describe, expect, it } from 'vitest';
import { LAYOUTS, PPTX_SHAPES } from '../../core/layouts';
import { slideDrawing } from '../../core/slide/drawing';
import { textRect } from '../../core/slide/geometry';
import { exportLook } from './look';
import { planSlide, type PlanContext } from './plan';
import type { PlanItem, PlanLine, PlanShape, PlanText, SlidePlan } from './plan-types';
import { PNG_DATA_URL, countFor, everyLayoutDeck, titleSlide, topicSlide } from './test-decks';

const deck = everyLayoutDeck('Plan tests');
const ctx: PlanContext = { look: exportLook(deck.settings) };
const texts = (plan: SlidePlan): PlanText[] => plan.items.filter((i): i is PlanText => i.kind === 'text');
const words = (t: PlanText): string => t.paragraphs.map((p) => p.map((r) => r.text).join('')).join('\n');
const textOf = (plan: SlidePlan, w: string): PlanText | undefined => texts(plan).find((t) => words(t) === w);
const kinds = (items: readonly PlanItem[], kind: PlanItem['kind']) => items.filter((i) => i.kind === kind);

describe('planSlide', () => {
  it('maps the title slide: title and description as its placeholders, no slide count, sizes in points, boxes in inches', () => {
    const slide = titleSlide('Tides of the North', 'Moon and sea');
    const plan = planSlide(slide, 0, ctx);
    const drawing = slideDrawing(slide);
    if (drawing.kind !== 'title') throw new Error('expected a title drawing');
    const title = textOf(plan, 'Tides of the North')!;
    const rect = textRect(drawing.title.box);
    const inches = [rect.x, rect.y, rect.w, rect.h].map((px) => px / 128);
    [title.box.x, title.box.y, title.box.w, title.box.h].forEach((v, i) => expect(v).toBeCloseTo(inches[i]!, 4));
    // Points in 0.1 pt steps.
    expect(Math.abs(title.size - drawing.title.size * 0.5625)).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(title).toMatchObject({ bold: true, align: 'center', valign: 'middle', font: ctx.look.titleFont, color: ctx.look.title, role: 'title' });
    expect(textOf(plan, 'Moon and sea')).toMatchObject({ font: ctx.look.bodyFont, color: ctx.look.body, role: 'body' });
    // The screen's title slide shows no slide count, so neither does the file.
    expect(texts(plan).map(words).filter((w) => /\bslides?\b/.test(w))).toEqual([]);
    expect(texts(plan)).toHaveLength(2);
    expect(plan).toMatchObject({ number: 1, layout: 'title', title: 'Tides of the North', background: '0B1F3A' });
  });

  it('adds the byline and writes a two-line title as two balanced lines of one paragraph', () => {
    const slide = { ...titleSlide('Stash the changes in a dirty working directory away for good', 'Moon and sea'), byline: { presenter: 'Ada Lovelace', organisation: 'Engines Ltd', date: '1 May 2026' } };
    const plan = planSlide(slide, 0, ctx);
    // The date's spaces do not break (title-slide.ts bylineText).
    expect(textOf(plan, 'Ada Lovelace  ·  Engines Ltd  ·  1\u00a0May\u00a02026')).toMatchObject({ font: ctx.look.bodyFont, align: 'center' });
    const title = texts(plan).find((t) => t.role === 'title')!;
    expect(title.paragraphs).toHaveLength(1);
    const runs = title.paragraphs[0]!;
    expect(runs).toHaveLength(2);
    expect(runs[1]!.lineBreakBefore).toBe(true);
    expect(Math.abs(runs[0]!.text.length - runs[1]!.text.length)).toBeLessThanOrEqual(12);
    expect(runs[1]!.text.split(' ').length).toBeGreaterThan(1);
  });

  it('draws every layout of the registry with native shapes and each item as text', () => {
    for (const [i, layout] of LAYOUTS.entries()) {
      const count = countFor(layout);
      const plan = planSlide(topicSlide(i + 1, layout.type, count), i + 1, ctx);
      expect(plan.layout, layout.type).toBe(layout.type);
      const allowed = new Set<string>(Object.values(PPTX_SHAPES));
      for (const shape of kinds(plan.items, 'shape') as PlanShape[]) expect(allowed.has(shape.shape), `${layout.type} ${shape.shape}`).toBe(true);
      // A table or chart layout with no data of its own shows the points as a native table's cells.
      const cells = plan.items.flatMap((item) => (item.kind === 'table' ? item.rows.flat().map((c) => c.text) : []));
      for (let m = 1; m <= count; m += 1) {
        if (layout.drawsData) expect(cells, `${layout.type} heading ${m}`).toContain(`Point ${i + 1}.${m}`);
        else expect(textOf(plan, `Point ${i + 1}.${m}`), `${layout.type} heading ${m}`).toBeDefined();
      }
      expect(textOf(plan, `Heading ${i + 1} (${layout.type})`)).toMatchObject({ bold: true, align: 'left', valign: 'top', role: 'title' });
      expect(texts(plan).filter((t) => t.role === 'title')).toHaveLength(1);
      for (const item of plan.items) {
        if (item.kind === 'line') continue;
        const { x, y, w, h } = item.box;
        expect([x, y, w, h].every(Number.isFinite), layout.type).toBe(true);
        expect(x >= -0.01 && y >= -0.01 && x + w <= 10.01 && y + h <= 5.63, `${layout.type} ${item.kind} in the slide`).toBe(true);
      }
    }
  });

  it('gives chevrons and pyramid bands their taper as the adjust length and rotates a right triangle', () => {
    const flow = planSlide(topicSlide(1, 'process-flow', 4), 1, ctx);
    const drawing = slideDrawing(topicSlide(1, 'process-flow', 4));
    if (drawing.kind !== 'topic') throw new Error('expected a topic drawing');
    const chevrons = (kinds(flow.items, 'shape') as PlanShape[]).filter((s) => s.shape === 'chevron');
    expect(chevrons).toHaveLength(4);
    expect(chevrons[0]!.adjust).toBeCloseTo(drawing.frame.items[0]!.taper! / 128, 3);
    const pyramid = planSlide(topicSlide(2, 'pyramid', 5), 2, ctx);
    expect((kinds(pyramid.items, 'shape') as PlanShape[]).filter((s) => s.shape === 'trapezoid' && (s.adjust ?? 0) > 0).length).toBeGreaterThan(0);
    const pencil = planSlide(topicSlide(3, 'pencil-3', 3), 3, ctx);
    const tip = (kinds(pencil.items, 'shape') as PlanShape[]).find((s) => s.shape === 'triangle');
    expect(tip?.rotate).toBe(90);
  });

  it('draws elbows as segments with the arrow head on the last only', () => {
    const plan = planSlide(topicSlide(1, 'tree', 4), 1, ctx);
    const lines = kinds(plan.items, 'line') as PlanLine[];
    expect(lines.length).toBeGreaterThan(3);
    const flow = planSlide(topicSlide(2, 'process-flow', 4), 2, ctx);
    const drawing = slideDrawing(topicSlide(2, 'process-flow', 4));
    if (drawing.kind !== 'topic') throw new Error('expected a topic drawing');
    const arrows = drawing.frame.connectors.filter((c) => c.kind === 'arrow').length;
    expect((kinds(flow.items, 'line') as PlanLine[]).filter((l) => l.arrowEnd)).toHaveLength(arrows);
  });

  it('places the topic image in the frame image box (3.5 x 5.5 in) and icons in the item corner', () => {
    const slide = topicSlide(1, 'grid', 4, {});
    const withImage = { ...slide, topic: { ...slide.topic!, image_url: PNG_DATA_URL, subtopics: slide.topic!.subtopics.map((s) => ({ ...s, image_url: PNG_DATA_URL })) } };
    const plan = planSlide(withImage, 1, ctx);
    const images = plan.items.filter((i) => i.kind === 'image');
    const topic = images.find((i) => i.kind === 'image' && i.role === 'topic image')!;
    expect(topic.box.w).toBeCloseTo(3.5, 5);
    expect(topic.box.h).toBeCloseTo(5.5, 5);
    expect(topic.box.x + topic.box.w).toBeLessThanOrEqual(10);
    const icons = images.filter((i) => i.kind === 'image' && i.role === 'icon');
    expect(icons).toHaveLength(4);
    // Drawn in the theme's accent, as the screen masks them.
    for (const icon of icons) expect(icon.kind === 'image' && icon.tint).toBe(`#${ctx.look.accent}`);
    // The deck's photos off: no topic image, as on screen; icons stay.
    const off = planSlide(withImage, 1, { ...ctx, photos: false }).items.filter((i) => i.kind === 'image');
    expect(off.some((i) => i.kind === 'image' && i.role === 'topic image')).toBe(false);
    expect(off.filter((i) => i.kind === 'image' && i.role === 'icon')).toHaveLength(4);
  });

  it('carries notes, rich text runs, shortened text and a background picture with its veil', () => {
    const slide = topicSlide(1, 'grid', 2, { notes: 'Say hello\u0007 first', backgroundImage: PNG_DATA_URL });
    slide.topic!.subtopics[0]!.heading = 'A bold & brave point';
    slide.topic!.subtopics[0]!.rich = { heading: { text: 'A bold & brave point', html: 'A <b>bold</b> &amp; <i>brave</i> point' } };
    slide.topic!.subtopics[1]!.heading = 'Vec<T> & a<b';
    slide.topic!.subtopics[1]!.overview = 'word '.repeat(400);
    const plan = planSlide(slide, 1, ctx);
    expect(plan.notes).toBe('Say hello first');
    // Plain text is text: its '<' and '&' are characters, one run.
    expect(texts(plan).find((t) => words(t) === 'Vec<T> & a<b')?.paragraphs).toEqual([[{ text: 'Vec<T> & a<b' }]]);
    const rich = texts(plan).find((t) => words(t) === 'A bold & brave point')!;
    expect(rich.paragraphs[0]!.map((r) => [r.text, !!r.bold, !!r.italic])).toEqual([['A ', false, false], ['bold', true, false], [' & ', false, false], ['brave', false, true], [' point', false, false]]);
    expect(rich.bold).toBe(true);
    expect(texts(plan).some((t) => words(t).endsWith('…'))).toBe(true);
    expect(plan.backgroundImage).toBe(PNG_DATA_URL);
    expect(plan.items[0]).toMatchObject({ kind: 'shape', shape: 'rect', box: { x: 0, y: 0, w: 10, h: 5.625 }, fill: { transparency: 28 } });
  });

  it('falls back to the first theme and Inter for unknown ids, and uses a gradient theme\'s first stop', () => {
    const look = exportLook({ selectedTheme: 'no-such-theme', selectedTitleFont: 'font-nope', selectedBodyFont: 'font-roboto' });
    expect(look).toMatchObject({ background: '0B1F3A', titleFont: 'Inter', bodyFont: 'Roboto' });
    expect(look.title).toMatch(/^[0-9A-F]{6}$/);
    expect(exportLook({ selectedTheme: 'golden-hour', selectedTitleFont: 'font-playfair', selectedBodyFont: 'font-inter' })).toMatchObject({ background: 'FEF3C7', titleFont: 'Playfair Display' });
  });

  it('throws for a slide it cannot lay out (the exporter skips it)', () => {
    const broken = { ...topicSlide(1, 'grid', 2), topic: { heading: 'x', overview: 'y', subtopics: null } } as unknown as ReturnType<typeof topicSlide>;
    expect(() => planSlide(broken, 1, ctx)).toThrow();
  });
});
