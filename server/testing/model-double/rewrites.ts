/**
 * The scripted model's slide rewrites, one rule per action, on the slide the
 * prompt shows: Shorter drops a point and a sentence, Split makes two slides,
 * the shape actions set their layout, notes are 60 to 120 words, and German
 * comes from the script's phrase table. A translation into any other
 * language is refused: the double does not make up a language it has no
 * table for.
 */
import type { EditAction } from '../../../src/protocol/edit';
import { subtopicOf } from './answers';
import { notesFor } from './notes';
import type { PromptSlide } from './read-request';
import { BEE_DECK, say, topicFor, translate } from './script';
import type { DoubleSlide, Lang, ScriptedTopic } from './script-types';

type Sub = DoubleSlide['subtopics'][number];

export interface EditAsk {
  slide: PromptSlide;
  action: EditAction;
  instruction: string;
  target: Lang | 'other';
  lang: Lang;
  /** Headings of the slides around it; the title slide's notes list them. */
  neighbours: readonly string[];
}

export class RefusedEdit extends Error {}

const firstSentence = (text: string) => text.trim().split(/(?<=[.!?])\s+/)[0] ?? '';

/** One clause less: the first sentence, or the sentence cut at its first comma. */
function shorten(text: string): string {
  const first = firstSentence(text);
  if (first !== text.trim()) return first;
  const cut = first.indexOf(', ');
  return cut > 0 ? `${first.slice(0, cut)}.` : first;
}

const SIMPLER: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bapproximately\b/g, 'about'],
  [/\befficient\b/g, 'good'],
  [/\bdepends? on\b/g, 'needs'],
  [/\bpreserved\b/g, 'kept'],
  [/\bsurplus\b/g, 'extra'],
  [/\bfounds\b/g, 'starts'],
  [/\bdecoding\b/g, 'working out'],
  [/, and /g, '. And '],
];
const FORMAL: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bdon't\b/g, 'do not'],
  [/\bcan't\b/g, 'cannot'],
  [/\bit's\b/g, 'it is'],
  [/\ba lot of\b/g, 'a considerable number of'],
  [/\babout (?=\d|one|two|three|half|six|ten|twelve)/g, 'approximately '],
  [/\bget through\b/g, 'survive'],
  [/\bbig\b/g, 'large'],
  [/!/g, '.'],
];
const reword = (text: string, table: typeof SIMPLER) => table.reduce((t, [from, to]) => t.replace(from, to), text);

function sub(heading: string, overview: string, topic: ScriptedTopic): Sub {
  const point = [...topic.points, topic.example].find(([h]) => h.includes(heading));
  return { heading, overview, icon_prompt: point ? point[0][0].toLowerCase() : heading.toLowerCase() };
}

function slideOf(s: PromptSlide, topic: ScriptedTopic, layout = 'list'): DoubleSlide {
  return { heading: s.heading, overview: s.overview, layout, subtopics: s.subtopics.map((p) => sub(p.heading, p.overview, topic)), notes: '' };
}

/** The topic's points the slide does not show yet, in the script's order. */
function unused(slide: DoubleSlide, topic: ScriptedTopic, lang: Lang): Sub[] {
  const shown = new Set(slide.subtopics.map((s) => s.heading));
  return topic.points.map((_, i) => subtopicOf(topic, i, lang)).filter((p) => !shown.has(p.heading));
}

/** German when the slide's heading is the German of a scripted heading. */
function slideLang(s: PromptSlide, topic: ScriptedTopic, fallback: Lang): Lang {
  if (s.heading === BEE_DECK.title[1] || (topic.heading[1] === s.heading && topic.heading[0] !== topic.heading[1])) return 'de';
  return fallback;
}

/** The title slide's notes list the headings after it. */
const titleOf = (ask: EditAsk, lang?: Lang) =>
  BEE_DECK.title.includes(ask.slide.heading) ? { headings: ask.neighbours.map((h) => (lang ? say(topicFor(h).heading, lang) : h)) } : undefined;

function translated(slide: DoubleSlide, topic: ScriptedTopic, ask: EditAsk): DoubleSlide {
  const s = ask.slide;
  const tr = (text: string) => translate(text, topic, 'de');
  const out: DoubleSlide = {
    ...slide,
    heading: tr(slide.heading),
    overview: tr(slide.overview),
    subtopics: slide.subtopics.map((p) => ({ ...p, heading: tr(p.heading), overview: tr(p.overview) })),
    image_prompt: tr(s.image_prompt ?? ''),
  };
  const notes = s.notes?.trim() ?? '';
  // Notes the double wrote itself are written again in German; others go through the phrase table.
  const ours = notes !== '' && [titleOf(ask), titleOf(ask, 'en')].some((title) => notes === notesFor(slide, topic, 'en', title));
  return { ...out, notes: ours ? notesFor(out, topic, 'de', titleOf(ask, 'de')) : tr(notes) };
}

/** What a free instruction asks, read from its words. */
function actionOf(instruction: string): EditAction {
  const rules: ReadonlyArray<readonly [RegExp, EditAction]> = [
    [/german|deutsch/i, 'translate'],
    [/\bnotes\b/i, 'speaker-notes'],
    // A change of tone keeps the slide's points and their order: it is only reworded.
    [/\b(casual|educational|beginner)\b.*\btone\b/i, 'simpler'],
    [/\btone\b/i, 'more-formal'],
    [/short|brief|concise/i, 'shorter'],
    [/long|detail|expand/i, 'longer'],
    [/simpl/i, 'simpler'],
    [/formal/i, 'more-formal'],
    [/example/i, 'add-example'],
    [/split|two slides/i, 'split'],
    [/step/i, 'steps'],
    [/timeline/i, 'timeline'],
    [/compar/i, 'comparison'],
  ];
  return rules.find(([pattern]) => pattern.test(instruction))?.[1] ?? 'regenerate';
}

function shape(slide: DoubleSlide, action: 'steps' | 'timeline' | 'comparison', more: Sub[]): DoubleSlide {
  if (action === 'steps') return { ...slide, layout: 'steps' };
  if (action === 'timeline') {
    const subtopics = slide.subtopics.map((p, i) => ({ ...p, heading: /^Phase \d+: /.test(p.heading) ? p.heading : `Phase ${i + 1}: ${p.heading}` }));
    return { ...slide, layout: 'timeline', subtopics };
  }
  const even = slide.subtopics.length % 2 === 0 ? slide.subtopics : more[0] ? [...slide.subtopics, more[0]] : slide.subtopics.slice(0, -1);
  return { ...slide, layout: 'comparison', subtopics: even };
}

/** The answer's slides (two for a split). */
export function rewrite(ask: EditAsk): DoubleSlide[] {
  const action = ask.action === 'instruction' ? actionOf(ask.instruction) : ask.action;
  const topic = topicFor(ask.slide.heading);
  const lang = slideLang(ask.slide, topic, ask.lang);
  const slide = slideOf(ask.slide, topic);
  const more = unused(slide, topic, lang);
  const n = slide.subtopics.length;
  switch (action) {
    case 'translate':
      if (ask.action === 'translate' && ask.target !== 'de') throw new RefusedEdit('The scripted model double translates into German only.');
      return [translated(slide, topic, ask)];
    case 'speaker-notes':
      return [{ ...slide, notes: notesFor(slide, topic, lang, titleOf(ask)) }];
    case 'shorter':
      return [{ ...slide, overview: shorten(slide.overview), subtopics: slide.subtopics.slice(0, Math.max(2, n - 1)).map((p) => ({ ...p, overview: n <= 2 ? shorten(p.overview) : p.overview })) }];
    case 'longer': {
      const extra = more.length > 0 ? more.slice(0, 2) : [subtopicOf({ ...topic, points: [topic.example] }, 0, lang)];
      return [{ ...slide, overview: `${slide.overview} ${firstSentence(say(topic.overview2, lang))}`.trim(), subtopics: [...slide.subtopics, ...extra] }];
    }
    case 'simpler':
      return [{ ...slide, overview: reword(slide.overview, SIMPLER), subtopics: slide.subtopics.map((p) => ({ ...p, overview: reword(p.overview, SIMPLER) })) }];
    case 'more-formal':
      return [{ ...slide, overview: reword(slide.overview, FORMAL), subtopics: slide.subtopics.map((p) => ({ ...p, overview: reword(p.overview, FORMAL) })) }];
    case 'add-example':
      return [{ ...slide, subtopics: [...slide.subtopics, subtopicOf({ ...topic, points: [topic.example] }, 0, lang)] }];
    case 'split':
      return split(slide, topic, lang, more);
    case 'steps':
    case 'timeline':
    case 'comparison':
      return [shape(slide, action, more)];
    default:
      return [regenerate(slide, topic, lang, more)];
  }
}

function regenerate(slide: DoubleSlide, topic: ScriptedTopic, lang: Lang, more: Sub[]): DoubleSlide {
  const fresh = say(topic.overview2, lang) === slide.overview ? say(topic.overview, lang) : say(topic.overview2, lang);
  const pool = [...more, ...slide.subtopics];
  return { ...slide, overview: fresh, subtopics: pool.slice(0, Math.max(3, slide.subtopics.length)) };
}

function split(slide: DoubleSlide, topic: ScriptedTopic, lang: Lang, more: Sub[]): DoubleSlide[] {
  const all = [...slide.subtopics, ...more];
  const half = Math.max(2, Math.ceil(slide.subtopics.length / 2));
  const first = all.slice(0, half);
  const second = all.slice(half, Math.max(half + 2, slide.subtopics.length));
  return [
    { ...slide, subtopics: first },
    { heading: say(topic.split, lang), overview: say(topic.overview2, lang), layout: 'list', subtopics: second, notes: '' },
  ];
}
