/**
 * Property test: any string of printable characters a model writes reaches
 * every place a deck is shown or saved unchanged: stream line -> deck store
 * -> the slide as rendered -> the PPTX's XML -> a deck file written and read
 * back. "<", ">", "&", quotes and non-ASCII are in the alphabet on purpose:
 * a '<' once made words vanish ("Vec<T> & Option<T>" showed "Vec & Option").
 *
 * Seeded so a failure reproduces: PLAIN_TEXT_SEED=<seed printed> reruns it.
 */
import JSZip from 'jszip';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseDeckFile, serializeDeckFile } from '../../src/core/deck-file';
import { mulberry32 } from '../../src/core/random';
import { createDefaultPresentationSettings } from '../../src/core/schemas/config';
import type { Slide } from '../../src/core/schemas/slide';
import { exportPptx } from '../../src/export/pptx';
import { parseAll } from '../../src/protocol/parser';
import type { StreamLine } from '../../src/protocol/lines';
import { createDeckStore } from '../../src/state/deck';
import { slideLook } from '../../src/ui/slide/slide-look';
import { SlideRenderer } from '../../src/ui/slide/SlideRenderer';

const SEED = Number(process.env.PLAIN_TEXT_SEED ?? 20_261_125);

/** Printable ASCII (space to '~': every '<', '>', '&', '"', "'" included) and non-ASCII letters, symbols and emoji. */
const ALPHABET = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  ...'<<>>&&""\'\'', // more of the characters that broke before
  ...'éñßøçÆŒ€£¥©®—–“”‘’…«»·',
  ...'中文日本語한국어',
  ...'שלוםمرحبا', // right-to-left letters, without any control character
  'Ω', 'λ', 'Ж', 'अ', '😀', '👍', '🚀',
];

function randomText(next: () => number, min: number, max: number): string {
  const length = min + Math.floor(next() * (max - min + 1));
  let text = '';
  for (let i = 0; i < length; i++) text += ALPHABET[Math.floor(next() * ALPHABET.length)];
  // A blank heading is replaced by 'Slide N' on purpose; keep at least one visible character.
  return text.trim() === '' ? `x${text}` : text;
}

interface Texts {
  heading: string;
  overview: string;
  point: string;
  detail: string;
}

/** The texts of one topic slide, short enough that no box shortens them with '…'. */
function topicTexts(next: () => number): Texts {
  return { heading: randomText(next, 1, 24), overview: randomText(next, 0, 40), point: randomText(next, 1, 10), detail: randomText(next, 0, 20) };
}

/** The stream a provider would send for these texts, as bytes. */
function stream(title: string, description: string, topics: readonly Texts[]): string {
  const lines: StreamLine[] = [
    { type: 'content', title, description },
    ...topics.map((t, i): StreamLine => ({
      type: 'topic',
      topic_id: `topic_${i + 1}`,
      heading: t.heading,
      overview: t.overview,
      visual_mode: 'icon',
      icon_prompt: '',
      image_prompt: '',
      subtopics: [{ heading: t.point, overview: t.detail }],
    })),
    { type: 'done' },
  ];
  return lines.map((l) => `${JSON.stringify(l)}\n`).join('');
}

/** Stream -> parser -> the app's deck store, as generation does it. */
function deckFromStream(body: string): Slide[] {
  const store = createDeckStore();
  store.load({ deckId: 'prop', title: '', slides: [], settings: createDefaultPresentationSettings() });
  for (const event of parseAll(new TextEncoder().encode(body))) {
    if (event.kind !== 'line') throw new Error(`unexpected ${event.kind} event`);
    const { line } = event;
    if (line.type === 'content') store.applyContentLine(line);
    else if (line.type === 'topic') store.applyTopicLine(line);
  }
  return structuredClone(store.slides()) as Slide[];
}

const XML_REFS: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const decodeRefs = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (_, name: string) =>
    name[0] === '#' ? String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))) : XML_REFS[name]!,
  );

/** The text of each text box of a rendered slide, keyed by field (React escapes text; nothing else is inside). */
function screenTexts(html: string): Map<string, string> {
  const boxes = new Map<string, string>();
  for (const m of html.matchAll(/<div data-text-box="([^"]+)"[^>]*><p[^>]*>([^<]*)<\/p><\/div>/g)) boxes.set(m[1]!, decodeRefs(m[2]!));
  return boxes;
}

/** Text with its spaces taken out and its case folded: what a key figure's split keeps. */
const squash = (text: string): string => text.replace(/\s+/g, '').toLocaleLowerCase();

/** The characters of `text` (spaces aside, case folded) that `pool` does not hold as often: none when nothing was lost. */
function missingChars(text: string, pool: string): string[] {
  const have = new Map<string, number>();
  for (const c of squash(pool)) have.set(c, (have.get(c) ?? 0) + 1);
  const missing: string[] = [];
  for (const c of squash(text)) {
    const n = have.get(c) ?? 0;
    if (n === 0) missing.push(c);
    else have.set(c, n - 1);
  }
  return missing;
}

/** The text of each paragraph of a slide's XML. */
function pptxParagraphs(xml: string): string[] {
  return [...xml.matchAll(/<a:p>([\s\S]*?)<\/a:p>/g)].map((p) => [...p[1]!.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((t) => decodeRefs(t[1]!)).join(''));
}

const look = slideLook({ selectedTheme: 'aurora-borealis', selectedTitleFont: 'font-inter', selectedBodyFont: 'font-inter' });

describe(`printable text survives generation -> screen -> PPTX -> deck file (seed ${SEED})`, () => {
  for (let round = 0; round < 4; round++) {
    it(`round ${round + 1}: 24 random slides`, async () => {
      const next = mulberry32(SEED + round);
      const title = randomText(next, 1, 30);
      const description = randomText(next, 0, 50);
      const topics = Array.from({ length: 24 }, () => topicTexts(next));
      const slides = deckFromStream(stream(title, description, topics));

      // The deck state holds every string as sent.
      expect(slides[0]).toMatchObject({ title, description });
      topics.forEach((t, i) => {
        const topic = slides[i + 1]?.topic;
        expect(topic).toMatchObject({ heading: t.heading, overview: t.overview });
        expect(topic?.subtopics[0]).toMatchObject({ heading: t.point, overview: t.detail });
      });

      // The screen shows each exactly.
      slides.forEach((slide, i) => {
        const html = renderToStaticMarkup(createElement(SlideRenderer, { slide, slideIndex: i, look }));
        const shown = screenTexts(html);
        if (i === 0) {
          expect(shown.get('title')).toBe(title);
          if (description.trim() !== '') expect(shown.get('description')).toBe(description);
          return;
        }
        const t = topics[i - 1]!;
        expect(shown.get('heading')).toBe(t.heading);
        if (t.overview.trim() !== '') expect(shown.get('overview')).toBe(t.overview);
        // A point whose heading holds a figure may be drawn as a key figure (big-number layout): the
        // figure large on its own line, the rest of the heading as its label, first letter raised.
        // Every character still shows.
        const figure = /<p data-text-box="figure"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
        if (figure === undefined) expect(shown.get('subtopics.0.heading')).toBe(t.point);
        else {
          const drawn = decodeRefs(figure);
          expect(t.point).toContain(drawn);
          expect(squash(shown.get('subtopics.0.heading') ?? '')).toBe(squash(t.point.replace(drawn, '')));
        }
        if (shown.has('subtopics.0.overview')) expect(shown.get('subtopics.0.overview')).toBe(t.detail);
      });

      // The PPTX carries each as one paragraph of text.
      const pptx = await exportPptx({ title, slides, settings: createDefaultPresentationSettings() });
      const zip = await JSZip.loadAsync(pptx.bytes);
      const paragraphs = async (n: number) => pptxParagraphs((await zip.file(`ppt/slides/slide${n}.xml`)?.async('string')) ?? '');
      const first = await paragraphs(1);
      expect(first).toContain(title);
      if (description.trim() !== '') expect(first).toContain(description);
      for (const [i, t] of topics.entries()) {
        const texts = await paragraphs(i + 2);
        // A key-figure card writes its figure, change, label and context as their own paragraphs.
        const figures = slides[i + 1]?.layout?.type === 'big-number';
        for (const text of [t.heading, t.overview].filter((s) => s.trim() !== '')) expect(texts).toContain(text);
        for (const text of [t.point, t.detail].filter((s) => s.trim() !== '')) {
          if (!figures) expect(texts).toContain(text);
          else expect(missingChars(text, texts.join(''))).toEqual([]);
        }
      }

      // A deck file written and read back holds the same slides.
      const read = parseDeckFile(serializeDeckFile({ title, slides, settings: createDefaultPresentationSettings() }));
      if (!read.ok) throw new Error(read.error);
      expect(read.deck.title).toBe(title);
      expect(read.deck.slides).toEqual(slides);
    });
  }
});

describe('the texts that lost words', () => {
  it.each(['Vec<T> & Option<T>', 'if a<b then x', '<b>typed, not bold</b>'])('%s shows, exports and saves as written', async (text) => {
    const slides = deckFromStream(stream(text, '', [{ heading: text, overview: text, point: 'p', detail: '' }]));
    const shown = screenTexts(renderToStaticMarkup(createElement(SlideRenderer, { slide: slides[1]!, slideIndex: 1, look })));
    expect(shown.get('heading')).toBe(text);
    expect(shown.get('overview')).toBe(text);
    const pptx = await exportPptx({ title: text, slides, settings: createDefaultPresentationSettings() });
    const zip = await JSZip.loadAsync(pptx.bytes);
    const texts = pptxParagraphs((await zip.file('ppt/slides/slide2.xml')?.async('string')) ?? '');
    expect(texts.filter((t) => t === text)).toHaveLength(2);
    const read = parseDeckFile(serializeDeckFile({ title: text, slides, settings: createDefaultPresentationSettings() }));
    expect(read.ok && read.deck.slides[1]?.topic?.heading).toBe(text);
  });
});
