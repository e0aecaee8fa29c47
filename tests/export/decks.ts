/**
 * Decks for the real-client check: a title slide and topic slides across
 * every layout of the registry (each with item counts it accepts), several
 * themes (light and dark, solid and gradient), speaker notes, and a few PNG
 * data-URL pictures made in Node. Titles are short and distinct, so a PDF's
 * text shows each one whole and a slide that went missing is noticed.
 */
import { LAYOUTS, layoutFits, type LayoutDefinition } from '../../src/core/layouts';
import { createDefaultPresentationSettings } from '../../src/core/schemas/config';
import { slideSchema, subtopicId, type Slide } from '../../src/core/schemas/slide';
import type { ExportDeck } from '../../src/export/types';
import { pngDataUrl } from './png';

/** One deck of the check and what its PDF must show. */
export interface TestDeck {
  name: string;
  deck: ExportDeck;
  /** The title each slide shows, in order. */
  titles: string[];
}

const WORDS = ['Solar', 'Grid', 'Market', 'Policy', 'Battery', 'Wind', 'Demand', 'Storage', 'Pilot', 'Budget', 'Risk', 'Roadmap'];

/** Item counts a layout accepts, smallest first: its bounds and one in between. */
export function itemCounts(layout: LayoutDefinition): number[] {
  // A table or chart layout draws the points as one table whatever their number: one count is enough.
  if (layout.drawsData) return [layout.typicalItems];
  const low = Math.max(layout.minItems ?? 1, 2);
  const high = Math.min(layout.maxItems ?? 8, 8);
  const counts = [...new Set([low, Math.round((low + high) / 2), high])];
  return counts.filter((count) => layoutFits(layout, count));
}

/** Every layout with each count it accepts, in registry order: the topic slides' plan. */
export function layoutPlan(): { layout: string; count: number }[] {
  return LAYOUTS.flatMap((layout) => itemCounts(layout).map((count) => ({ layout: layout.type, count })));
}

function topicSlide(n: number, plan: { layout: string; count: number }, image?: string): Slide {
  const word = WORDS[n % WORDS.length] ?? 'Topic';
  const heading = `Topic ${n} ${word}`;
  const subtopics = Array.from({ length: plan.count }, (_, i) => {
    const plain = `Why ${word.toLowerCase()} matters for step ${i + 1}.`;
    // Every third slide carries the editor's formatting (beside its plain text) and text that must be escaped or dropped.
    const text = `Why ${word} & “it” 🚀 matter\u0007 for step ${i + 1}.`;
    const html = `Why <b>${word}</b> &amp; <i>“it”</i> 🚀 matter\u0007 for <u>step</u> ${i + 1}.`;
    return {
      id: subtopicId(n, i + 1),
      heading: `${word} point ${i + 1}`,
      overview: n % 3 === 0 ? text : plain,
      ...(n % 3 === 0 ? { rich: { overview: { text, html } } } : {}),
    };
  });
  return slideSchema.parse({
    id: n,
    type: 'topic',
    title: heading,
    description: `A short overview of ${word.toLowerCase()}.`,
    topic: { heading, overview: `A short overview of ${word.toLowerCase()}.`, subtopics, ...(image ? { image_url: image } : {}) },
    hasImage: image !== undefined,
    isComplete: true,
    layout: { type: plan.layout, config: {} },
    notes: `Speaker notes for slide ${n + 1}: mention ${word.toLowerCase()} & <details>.`,
  });
}

export interface DeckSpec {
  name: string;
  slides: number;
  theme: string;
  titleFont?: string;
  bodyFont?: string;
  /** Topic slide numbers that carry a picture. */
  imagesOn?: readonly number[];
  /** The picture of topic slide `n` (default: a small gradient PNG). */
  picture?: (n: number) => string;
  /** A background picture on the title slide. */
  titleBackground?: boolean;
}

/** A deck of `spec.slides` slides: the title slide, then topics cycling through every layout. */
export function buildDeck(spec: DeckSpec): TestDeck {
  const plans = layoutPlan();
  const title = `${spec.name} deck`;
  const slides: Slide[] = [
    slideSchema.parse({
      id: 0,
      type: 'title',
      title,
      description: `Exported in the ${spec.theme} theme.`,
      isComplete: true,
      notes: 'Welcome everyone.',
      ...(spec.titleBackground ? { backgroundImage: pngDataUrl({ width: 160, height: 90, seed: 99 }) } : {}),
    }),
  ];
  for (let n = 1; n < spec.slides; n++) {
    const plan = plans[(n - 1) % plans.length]!;
    const picture = spec.picture ?? ((seed: number) => pngDataUrl({ width: 96, height: 150, seed }));
    const image = spec.imagesOn?.includes(n) ? picture(n) : undefined;
    slides.push(topicSlide(n, plan, image));
  }
  const settings = createDefaultPresentationSettings({
    selectedTheme: spec.theme,
    ...(spec.titleFont ? { selectedTitleFont: spec.titleFont } : {}),
    ...(spec.bodyFont ? { selectedBodyFont: spec.bodyFont } : {}),
  });
  return { name: spec.name, deck: { title, slides, settings }, titles: slides.map((s) => s.topic?.heading || s.title) };
}

/** The decks of the check: 1, 8 and 60 slides, plus a second 8-slide deck in other colours and fonts. */
export function testDecks(): TestDeck[] {
  return [
    buildDeck({ name: 'Single', slides: 1, theme: 'aurora-borealis', titleBackground: true }),
    buildDeck({ name: 'Eight', slides: 8, theme: 'golden-hour', imagesOn: [2, 5] }),
    buildDeck({ name: 'Eight dark', slides: 8, theme: 'ink-navy', titleFont: 'font-roboto-mono', bodyFont: 'font-lora', imagesOn: [3] }),
    buildDeck({ name: 'Sixty', slides: 60, theme: 'classic-bw', titleFont: 'font-montserrat', imagesOn: [7, 40] }),
  ];
}
