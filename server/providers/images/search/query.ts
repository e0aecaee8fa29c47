/**
 * A photo search query from a slide's subject. Photo libraries match words
 * against titles and tags, so a long sentence ("A monk carefully copying an
 * illuminated manuscript by candlelight, photorealistic, high detail") finds
 * less than its key words ("monk copying illuminated manuscript"). The
 * image prompt is the main source (the writer is asked for it in English);
 * the heading only adds weight to the prompt's words it shares, or fills in
 * when the prompt gives almost nothing, and only for an English deck: there
 * is no translation here, and a French heading would only blur an English
 * query.
 */

export interface SlideSubject {
  /** The slide's image prompt. */
  prompt: string;
  heading?: string;
  /** The deck's language (BCP 47); absent reads as English. */
  language?: string;
}

export interface PictureQuery {
  /** What is sent to the services. */
  text: string;
  /** The words candidates are matched against (stemmed by termOf). */
  terms: string[];
}

/** At most this many words go to a service: more narrow the results to nothing. */
export const MAX_QUERY_TERMS = 4;

const STOP = new Set(
  (
    'a an the and or but of in on at to for from by with without into onto over under above below between among through during before after ' +
    'as is are was were be been being it its this that these those there here their his her our your my we you they he she them us me ' +
    'which who whom whose what where when how why while than then so such very much many more most some any each every all both few one two three ' +
    'can could should would will may might must do does did done has have had not no nor only own same also just about against around near ' +
    'up down out off again further once per via vs versus like using use used etc ' +
    // Size, age and count words: every photo is "large" or "new" to someone, so they only narrow the results.
    'few several next large small big little huge tiny old new early late having being getting making'
  ).split(' '),
);

/** Words about the picture rather than its subject: they match nothing useful in a photo library. */
const PICTURE_TALK = new Set(
  (
    'photo photos photograph photography photographic photorealistic realistic image images picture pictures illustration illustrated ' +
    'drawing render rendered rendering 3d art artwork digital style styled shot closeup close-up view scene depicting depicts showing shows ' +
    'featuring features representing represents symbolizing symbolising concept conceptual visual visualization visualisation background ' +
    'foreground composition detailed detail details high quality resolution hd 4k 8k cinematic lighting light lit soft warm cool bright dark ' +
    'vibrant colorful colourful beautiful stunning dramatic modern minimalist minimal clean simple elegant professional stylized stylised ' +
    'text letters words lettering label labels caption captions logo logos slide presentation overlay flat sketch pencil line lines abstract ' +
    'natural gentle subtle vivid rich wide angle aerial overhead perspective focus blurred bokeh depth field tone tones toned palette ' +
    'hyperrealistic ultra sharp crisp gradient glowing glow neon pastel muted moody atmospheric atmosphere serene calm'
  ).split(' '),
);

/** Vague heading words that say how the slide talks, not what it shows. */
const HEADING_TALK = new Set(
  'overview introduction summary conclusion key facts lessons tips steps step guide glance today now then why what how top best ways part chapter section agenda questions next matter matters important role'.split(
    ' ',
  ),
);

/** A word reduced to a comparable stem: plural and common verb endings dropped. */
export function termOf(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('ing') && w.length > 5) return w.slice(0, -3);
  if (w.endsWith('ed') && w.length > 4) return w.slice(0, -2);
  if (w.endsWith('es') && /(ss|x|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) return w.slice(0, -1);
  return w;
}

/** The words of a text, lower-cased, Unicode-normalised, hyphens kept inside words. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((w) => w.replace(/^['-]+|['-]+$/g, '').replace(/'s$/, ''))
    .filter((w) => w.length > 1);
}

function keep(word: string): boolean {
  return !STOP.has(word) && !PICTURE_TALK.has(word) && !/^\d+$/.test(word) && !/^\d+(px|s|mm)$/.test(word);
}

function isEnglish(language: string | undefined): boolean {
  return !language || /^en\b/i.test(language.trim());
}

/** The short query for a slide and the terms its candidates are ranked by. */
export function buildQuery({ prompt, heading = '', language }: SlideSubject): PictureQuery {
  // The prompt's first clause names the subject; what follows a comma is usually style talk.
  const promptWords = wordsOf(prompt).filter(keep);
  const headingWords = isEnglish(language) ? wordsOf(heading).filter((w) => keep(w) && !HEADING_TALK.has(w)) : [];
  const headingStems = new Set(headingWords.map(termOf));
  const seen = new Set<string>();
  const scored: Array<{ word: string; at: number; weight: number }> = [];
  promptWords.forEach((word, at) => {
    const stem = termOf(word);
    if (seen.has(stem)) return;
    seen.add(stem);
    // Shared with the heading: the slide is about it. Verbs in -ly say how, not what.
    const weight = (headingStems.has(stem) ? 3 : 0) + (word.endsWith('ly') ? -2 : 0) + (word.endsWith('ing') ? -0.5 : 0) - at * 0.1;
    scored.push({ word, at, weight });
  });
  let chosen = scored
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_QUERY_TERMS)
    .sort((a, b) => a.at - b.at)
    .map((s) => s.word);
  if (chosen.length < 2) {
    for (const word of headingWords) {
      if (chosen.length >= MAX_QUERY_TERMS) break;
      if (!chosen.some((c) => termOf(c) === termOf(word))) chosen = [...chosen, word];
    }
  }
  return { text: chosen.join(' '), terms: chosen.map(termOf) };
}
