/**
 * Deck quality on real documents: each document of tests/fixtures/corpus/
 * (Debian, GNU, Git and Node.js documentation; see its README.md) is
 * extracted with src/extract, then made into decks of 8, 15 and 30 slides
 * by the builtin composer (outline call, then content call, as
 * server/builtin/test-helpers.ts deckOf does, plus the language and slide
 * count the app sends on both calls; tone educational, text amount medium),
 * and each deck is measured by bench/quality-metrics.ts.
 *
 * Targets: the title right on every document; chapter recall >= 75% at 8 and
 * 15 slides; zero of every kind of junk.
 *
 * QUALITY_VERBOSE=1 (or `npx tsx bench/quality.ts --verbose`) prints every offending text with its reason;
 * QUALITY_ONLY=<name>[,<name>] runs those documents only (file name without
 * extension). Every deck is written as plain text to /tmp/quality/<doc>-<n>.txt.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { contentRequestSchema, outlineRequestSchema, type WireTopic } from '../src/protocol/requests';
import { extractText, preloadPdfjs } from '../src/extract/index';
import { createBuiltinProvider } from '../server/builtin/index';
import type { ProviderEvent } from '../server/providers/llm/types';
import { measureDeck, type Deck, type DeckSlide, type Expectation, type QualityReport } from './quality-metrics';

const CORPUS = resolve('tests/fixtures/corpus');
const DUMP_DIR = '/tmp/quality';
const COUNTS = [8, 15, 30] as const;
const RECALL_COUNTS: readonly number[] = [8, 15];
const RECALL_TARGET = 0.75;
const LANGUAGE_TAGS = { en: 'en-US', de: 'de-DE', fr: 'fr-FR' } as const;

const expectationSchema = z.object({
  source: z.string().min(1),
  title: z.string().min(1),
  titleAlternatives: z.array(z.string()),
  language: z.enum(['en', 'de', 'fr']),
  chapters: z.array(z.string().min(1)),
  ownHeadings: z.array(z.string().min(1)).optional(),
  /** Why chapters of the table of contents are not listed (too thin for a slide of their own). */
  chaptersLeftOut: z.string().min(1).optional(),
});

interface CorpusDoc {
  name: string;
  file: string;
  expect: Expectation;
}

/** The corpus documents (each file with a <name>.expect.json beside it), optionally only the named ones. */
export function corpusDocs(only?: string): CorpusDoc[] {
  const files = readdirSync(CORPUS).filter((f) => !f.endsWith('.json') && f !== 'README.md');
  const wanted = only?.split(',').map((s) => s.trim()).filter(Boolean);
  const docs = files.map((file) => {
    const name = file.replace(/\.[^.]+$/, '');
    const raw: unknown = JSON.parse(readFileSync(join(CORPUS, `${name}.expect.json`), 'utf8'));
    return { name, file, expect: expectationSchema.parse(raw) };
  });
  const picked = wanted ? docs.filter((d) => wanted.includes(d.name)) : docs;
  if (wanted && picked.length === 0) throw new Error(`QUALITY_ONLY=${only}: no such document (have: ${docs.map((d) => d.name).join(', ')})`);
  return picked;
}

const provider = createBuiltinProvider();

async function collect(events: AsyncIterable<ProviderEvent>): Promise<ProviderEvent[]> {
  const out: ProviderEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

function slideOf(e: Extract<ProviderEvent, { type: 'topic' }>): DeckSlide {
  const slide: DeckSlide = {
    heading: e.heading,
    overview: textOf(e.overview),
    subtopics: (e.subtopics ?? []).map((s) => ({ heading: s.heading, overview: textOf(s.overview) })),
  };
  const notes = textOf((e as { notes?: unknown }).notes);
  if (notes) slide.notes = notes;
  return slide;
}

/** Outline then content through the builtin provider, as the app calls them. */
export async function composeDeck(inputText: string, slides: number, language: keyof typeof LANGUAGE_TAGS): Promise<Deck> {
  const signal = new AbortController().signal;
  const common = { tone: 'educational', description_size: 'medium', language: LANGUAGE_TAGS[language] } as const;
  const outline = await collect(provider.outline(outlineRequestSchema.parse({ input_text: inputText, number_of_slides: slides, ...common }), signal));
  const topics: WireTopic[] = outline.flatMap((e) =>
    e.type === 'topic' ? [{ topic_id: e.topic_id, heading: e.heading, overview: e.overview ?? '', visual_mode: e.visual_mode, icon_prompt: e.icon_prompt, image_prompt: e.image_prompt }] : [],
  );
  const done = outline.find((e) => e.type === 'outline_complete');
  const title = done?.type === 'outline_complete' ? String(done.outline.title) : 'Deck';
  const req = contentRequestSchema.parse({ presentation_title: title, topics_array: JSON.stringify(topics), number_of_slides: slides, input_text: inputText, ...common });
  const events = await collect(provider.content(req, topics, signal));
  const content = events.find((e) => e.type === 'content');
  const deck: Deck = {
    title: content?.type === 'content' ? content.title : title,
    description: content?.type === 'content' ? content.description : '',
    slides: events.flatMap((e) => (e.type === 'topic' ? [slideOf(e)] : [])),
  };
  const notes = textOf(content && (content as { notes?: unknown }).notes);
  if (notes) deck.notes = notes;
  return deck;
}

/** The deck as plain text, to be read aloud. */
export function deckAsText(deck: Deck): string {
  const lines = [`TITLE: ${deck.title}`, deck.description, ...(deck.notes ? [`  [notes] ${deck.notes}`] : []), ''];
  deck.slides.forEach((s, i) => {
    lines.push(`${i + 1}. ${s.heading}`);
    if (s.overview) lines.push(`   ${s.overview}`);
    for (const st of s.subtopics) lines.push(`   - ${st.heading}: ${st.overview}`);
    if (s.notes) lines.push(`   [notes] ${s.notes}`);
    lines.push('');
  });
  return lines.join('\n');
}

type OffenceKind = 'junkHeadings' | 'cutSentences' | 'boilerplateLines' | 'duplicateHeadings' | 'duplicateSentences' | 'nearEmptySlides' | 'languageMix';
const KINDS: ReadonlyArray<[OffenceKind, string]> = [
  ['junkHeadings', 'junk'],
  ['cutSentences', 'cut'],
  ['boilerplateLines', 'boiler'],
  ['duplicateHeadings', 'dupH'],
  ['duplicateSentences', 'dupS'],
  ['nearEmptySlides', 'empty'],
  ['languageMix', 'lang'],
];

interface Result {
  doc: CorpusDoc;
  slides: number;
  report: QualityReport;
  made: number;
  ms: number;
}

const pad = (s: string | number, n: number): string => String(s).padEnd(n);
const padL = (s: string | number, n: number): string => String(s).padStart(n);

function recallText(r: QualityReport, chapters: number): string {
  if (r.chapterRecall === null) return '-';
  return `${Math.round(r.chapterRecall * chapters)}/${chapters}`;
}

function rowOf(r: Result, extractMs: number | undefined): string {
  const counts = KINDS.map(([k]) => padL(r.report[k].length, 6)).join('');
  const extract = extractMs === undefined ? '' : `${extractMs.toFixed(0)}`;
  return `  ${pad(r.doc.name, 26)}${padL(r.slides, 3)}${padL(r.made, 5)}  ${pad(r.report.titleRight ? 'yes' : 'NO', 6)}${padL(recallText(r.report, r.doc.expect.chapters.length), 6)}${counts}${padL(r.ms.toFixed(0), 7)}${padL(extract, 8)}`;
}

const HEADER = `  ${pad('document', 26)}${padL('n', 3)}${padL('made', 5)}  ${pad('title', 6)}${padL('recall', 6)}${KINDS.map(([, l]) => padL(l, 6)).join('')}${padL('ms', 7)}${padL('extract', 8)}`;

function printOffences(r: Result): void {
  const { report, doc, slides } = r;
  if (!report.titleRight) console.log(`    [${doc.name} ${slides}] title: expected "${doc.expect.title}"`);
  if (report.chaptersMissed.length > 0) console.log(`    [${doc.name} ${slides}] chapters missed: ${report.chaptersMissed.map((c) => `"${c}"`).join(', ')}`);
  for (const [kind, label] of KINDS) {
    for (const o of report[kind]) console.log(`    [${doc.name} ${slides}] ${label} ${o.where}: "${clip(o.text)}" -- ${o.reason}`);
  }
}

const clip = (s: string, max = 160): string => (s.length > max ? `${s.slice(0, max)}…` : s).replace(/\s+/g, ' ');

function printTotals(results: readonly Result[]): void {
  const docs = new Set(results.map((r) => r.doc.name)).size;
  const titleMisses = [...new Set(results.filter((r) => !r.report.titleRight).map((r) => r.doc.name))];
  console.log(`\n  totals over ${docs} documents x ${COUNTS.length} slide counts (${results.length} decks):`);
  console.log(`    title right: ${results.filter((r) => r.report.titleRight).length}/${results.length} decks; target every document: ${titleMisses.length === 0 ? 'meets' : `MISSES (${titleMisses.join(', ')})`}`);
  for (const n of RECALL_COUNTS) {
    const at = results.filter((r) => r.slides === n && r.report.chapterRecall !== null);
    const found = at.reduce((sum, r) => sum + Math.round((r.report.chapterRecall ?? 0) * r.doc.expect.chapters.length), 0);
    const total = at.reduce((sum, r) => sum + r.doc.expect.chapters.length, 0);
    const low = at.filter((r) => (r.report.chapterRecall ?? 0) < RECALL_TARGET).map((r) => r.doc.name);
    const share = total === 0 ? 1 : found / total;
    console.log(`    recall at ${n} slides: ${found}/${total} chapters (${(share * 100).toFixed(0)}%); target >= ${RECALL_TARGET * 100}% on every document: ${low.length === 0 ? 'meets' : `MISSES (${low.join(', ')})`}`);
  }
  for (const [kind, label] of KINDS) {
    const n = results.reduce((sum, r) => sum + r.report[kind].length, 0);
    const worst = worstDoc(results, kind);
    console.log(`    ${pad(`${kind} (${label}):`, 30)}${padL(n, 5)}; target 0: ${n === 0 ? 'meets' : `MISSES${worst}`}`);
  }
}

function worstDoc(results: readonly Result[], kind: OffenceKind): string {
  const byDoc = new Map<string, number>();
  for (const r of results) byDoc.set(r.doc.name, (byDoc.get(r.doc.name) ?? 0) + r.report[kind].length);
  const [name, n] = [...byDoc].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return n > 0 ? ` (most: ${name}, ${n})` : '';
}

function verbose(): boolean {
  return process.argv.includes('--verbose') || ['1', 'true', 'yes'].includes((process.env.QUALITY_VERBOSE ?? '').toLowerCase());
}

export async function run(): Promise<void> {
  const docs = corpusDocs(process.env.QUALITY_ONLY);
  mkdirSync(DUMP_DIR, { recursive: true });
  await preloadPdfjs();
  console.log(`  ${docs.length} documents from ${CORPUS}; decks as text in ${DUMP_DIR}/<doc>-<n>.txt`);
  console.log('  columns: n slides asked, made = topic slides made, title right, chapters found, offending texts per kind, compose ms, extraction ms');
  console.log(HEADER);
  const results: Result[] = [];
  for (const doc of docs) {
    const started = performance.now();
    const { text } = await extractText(new Uint8Array(readFileSync(join(CORPUS, doc.file))), doc.file);
    const extractMs = performance.now() - started;
    for (const slides of COUNTS) {
      const t0 = performance.now();
      const deck = await composeDeck(text, slides, doc.expect.language);
      const ms = performance.now() - t0;
      writeFileSync(join(DUMP_DIR, `${doc.name}-${slides}.txt`), deckAsText(deck));
      const result = { doc, slides, report: measureDeck(deck, doc.expect, text), made: deck.slides.length, ms };
      results.push(result);
      console.log(rowOf(result, slides === COUNTS[0] ? extractMs : undefined));
    }
  }
  printTotals(results);
  if (verbose()) {
    console.log('\n  offending texts:');
    for (const r of results) printOffences(r);
  } else console.log('\n  QUALITY_VERBOSE=1 (or `npx tsx bench/quality.ts --verbose`) lists every offending text with its reason.');
}

// `npx tsx bench/quality.ts --verbose` runs it alone (bench/run.ts takes only bench names).
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  run().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
