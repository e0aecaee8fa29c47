/**
 * What the scripted model knows: its deck about honeybees, a plain fallback
 * deck for any other subject (the same few sentences with the subject's
 * words put in), and the phrase table that "translates" into German. It is
 * a fixed table of this deck's own sentences, not a translator: a sentence it
 * does not know stays as it was.
 */
import { BEES_A } from './bees-a';
import { BEES_B } from './bees-b';
import type { Lang, Pair, PointPair, ScriptedTopic } from './script-types';

export const BEE_TOPICS: readonly ScriptedTopic[] = [...BEES_A, ...BEES_B];

export const BEE_DECK = {
  title: ['How Honeybees Keep the Hive Alive', 'Wie Honigbienen ihren Stock am Leben erhalten'] as Pair,
  description: [
    'A tour of the colony: who lives there, how honey is made and what threatens bees today.',
    'Ein Rundgang durch das Bienenvolk: wer dort lebt, wie Honig entsteht und was Bienen heute bedroht.',
  ] as Pair,
  image: 'honeybee landing on a lavender flower',
  /** What a speaker opens the deck with. */
  hook: [
    'Welcome, and thank you for coming. Today we look at one of the most remarkable animals on earth, and at the family it lives in.',
    'Willkommen und danke, dass Sie gekommen sind. Heute sehen wir uns eines der erstaunlichsten Tiere der Welt an und die Familie, in der es lebt.',
  ] as Pair,
};

/** Material about bees gets the scripted deck; anything else the fallback. */
export const isAboutBees = (material: string): boolean => /\b(honey ?)?bees?\b|\bhives?\b|\bhoney\b|\bbienen?\b/i.test(material);

const FALLBACK_HEADINGS: readonly string[] = [
  'What {t} is',
  'A short history of {t}',
  'How {t} works',
  'Who uses {t}',
  'Why {t} matters',
  'Common myths about {t}',
  'Challenges of {t}',
  '{t} in daily life',
  'The future of {t}',
  'Getting started with {t}',
  'Key points about {t}',
  'Questions about {t}',
];

const fill = (text: string, slots: Record<string, string>) => text.replace(/\{(\w)\}/g, (_, k: string) => slots[k] ?? '');
const fillPair = (pair: Pair, slots: Record<string, string>): Pair => [fill(pair[0], slots), fill(pair[1], slots)];
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Headings of a deck of `count` topics about `subject`, in order. */
export function fallbackHeadings(subject: string, count: number): string[] {
  const t = subject.trim().replace(/[.!?]+$/, '') || 'the subject';
  return Array.from({ length: count }, (_, i) => {
    const template = FALLBACK_HEADINGS[i % FALLBACK_HEADINGS.length] as string;
    const round = Math.floor(i / FALLBACK_HEADINGS.length);
    return upperFirst(fill(template, { t })) + (round > 0 ? ` (${round + 1})` : '');
  });
}

const point = (heading: Pair, overview: Pair): PointPair => [heading, overview];

/** The fallback topic for a heading the double has no script for; the heading is kept as written. */
export function fallbackTopic(heading: string): ScriptedTopic {
  const h = { h: heading };
  return {
    heading: [heading, heading],
    overview: fillPair(['{h}: the essentials in brief. Three points carry most of the weight.', '{h}: das Wichtigste in Kürze. Drei Punkte tragen das meiste Gewicht.'], h),
    overview2: fillPair(['{h} looks simple from a distance. Up close, a few points decide how it works.', '{h} wirkt aus der Ferne einfach. Aus der Nähe entscheiden einige Punkte, wie es funktioniert.'], h),
    points: [
      point(['The basics', 'Die Grundlagen'], ['Start from the plain facts that everyone agrees on.', 'Beginnen Sie mit den schlichten Fakten, über die sich alle einig sind.']),
      point(['A closer look', 'Ein genauerer Blick'], ['Look at how the parts fit together and what drives them.', 'Sehen Sie sich an, wie die Teile zusammenpassen und was sie antreibt.']),
      point(['What it means', 'Was es bedeutet'], ['Ask what changes for the people involved.', 'Fragen Sie, was sich für die Beteiligten ändert.']),
      point(['Open questions', 'Offene Fragen'], ['Some questions remain open and are worth watching.', 'Einige Fragen sind noch offen und verdienen Aufmerksamkeit.']),
    ],
    example: point(['A worked case', 'Ein konkreter Fall'], ['One concrete case shows the idea at work, step by step.', 'Ein konkreter Fall zeigt die Idee Schritt für Schritt in der Praxis.']),
    hook: fillPair(['Let me put {h} into a few words before we go into the detail.', 'Lassen Sie mich {h} in wenigen Worten zusammenfassen, bevor wir ins Detail gehen.'], h),
    split: fillPair(['More on {h}', 'Mehr zu {h}'], h),
    icon: 'light bulb',
    image: `${heading.toLowerCase()} shown as a simple scene`,
  };
}

const norm = (s: string) => s.trim().toLowerCase();

/** The topic a heading belongs to, in either language (a split's second heading too). */
export function topicFor(heading: string): ScriptedTopic {
  const key = norm(heading.replace(/^(phase|step) \d+: /i, ''));
  const hit = BEE_TOPICS.find((t) => [...t.heading, ...t.split].some((h) => norm(h) === key));
  return hit ?? fallbackTopic(heading);
}

/** The text of a pair in `lang`. */
export const say = (pair: Pair, lang: Lang): string => (lang === 'de' ? pair[1] : pair[0]);

/** Every [English, German] pair a topic and the deck's title slide hold. */
function pairsOf(topic: ScriptedTopic): Pair[] {
  const points = [...topic.points, topic.example].flatMap(([h, o]) => [h, o]);
  const picture: Pair[] = topic.imageDe === undefined ? [] : [[topic.image, topic.imageDe]];
  return [topic.heading, topic.overview, topic.overview2, topic.hook, topic.split, ...points, ...picture, BEE_DECK.title, BEE_DECK.description, BEE_DECK.hook];
}

const SENTENCE = /(?<=[.!?])\s+/;

const PREFIX = /^(Phase|Step) (\d+): /;

/** Whole texts, then sentence by sentence; what the table does not hold stays as it is. */
export function translate(text: string, topic: ScriptedTopic, lang: Lang): string {
  if (lang === 'en' || text.trim() === '') return text;
  const prefix = PREFIX.exec(text);
  if (prefix) return `${prefix[1] === 'Step' ? 'Schritt' : 'Phase'} ${prefix[2]}: ${translate(text.slice(prefix[0].length), topic, lang)}`;
  const table = new Map<string, string>();
  for (const [en, de] of pairsOf(topic)) {
    table.set(en, de);
    const parts = de.split(SENTENCE);
    en.split(SENTENCE).forEach((part, i) => {
      if (parts[i] !== undefined && !table.has(part)) table.set(part, parts[i]);
    });
  }
  const whole = table.get(text.trim());
  if (whole !== undefined) return whole;
  return text
    .split(SENTENCE)
    .map((s) => table.get(s) ?? s)
    .join(' ');
}
