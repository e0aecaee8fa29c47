/**
 * Speaker notes as the scripted model writes them: what a presenter says
 * over the slide in 60 to 120 words, opening with something the slide does
 * not show, saying its overview in other words than the slide's,
 * not show, then walking through its points in full sentences.
 */
import { BEE_DECK, BEE_TOPICS, say } from './script';
import type { Lang, ScriptedTopic } from './script-types';

export const NOTES_MIN_WORDS = 60;
export const NOTES_MAX_WORDS = 120;

interface NotesSlide {
  heading: string;
  overview: string;
  subtopics: ReadonlyArray<{ overview: string }>;
}

const WORDS = {
  en: {
    first: 'First, ',
    middle: ['On top of that, ', 'Also, '],
    next: 'Then, ',
    last: 'And finally, ',
    extra: 'It is worth pausing on this, because much of what follows builds on it.',
    closings: ['Take a moment with that before we go on.', 'Keep that picture in mind as we move on.', 'That is the heart of it.', 'Let that sink in for a second before the next part.'],
    agenda: (parts: string) => `Along the way we will look at ${parts}.`,
    and: ' and ',
  },
  de: {
    first: 'Zuerst: ',
    middle: ['Außerdem: ', 'Auch: '],
    next: 'Dann: ',
    last: 'Und schließlich: ',
    extra: 'Es lohnt sich, hier kurz innezuhalten, denn vieles von dem, was folgt, baut darauf auf.',
    closings: ['Lassen Sie das kurz wirken, bevor wir weitermachen.', 'Behalten Sie dieses Bild im Kopf, wenn wir weitergehen.', 'Das ist der Kern der Sache.', 'Lassen Sie das einen Moment sacken, bevor wir zum nächsten Teil kommen.'],
    agenda: (parts: string) => `Unterwegs sehen wir uns diese Themen an: ${parts}.`,
    and: ' und ',
  },
} as const;

const count = (sentences: readonly string[]) => sentences.join(' ').split(/\s+/).filter(Boolean).length;

/** "One queen lays..." said after "First, ": a lowercase start, unless the word is a name (its second letter is a capital too). */
function continued(sentence: string, lang: Lang): string {
  if (lang === 'de' || /^[A-Z][A-Z]/.test(sentence) || /^(I|Karl|Europe|California)\b/.test(sentence)) return sentence;
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

/** The walk through the slide's points, `kept` of them, with the last one said last; a process's points one after another. */
function walk(slide: NotesSlide, kept: number, lang: Lang, process: boolean): string[] {
  const words = WORDS[lang];
  const points = slide.subtopics.slice(0, kept).map((s) => s.overview.trim()).filter(Boolean);
  return points.map((text, i) => {
    const middle = process ? words.next : (words.middle[(i - 1) % words.middle.length] as string);
    const lead = i === 0 ? words.first : i === points.length - 1 ? words.last : middle;
    const sentence = continued(text, lang);
    return `${lead}${/[.!?]$/.test(sentence) ? sentence : `${sentence}.`}`;
  });
}

/** "inside the colony, swarming and how you can help": the headings as a speaker lists them. */
function agenda(headings: readonly string[], lang: Lang): string {
  const said = headings.map((h) => (lang === 'en' ? continued(h, lang) : h));
  if (said.length <= 1) return said.join('');
  return `${said.slice(0, -1).join(', ')}${WORDS[lang].and}${said.at(-1) ?? ''}`;
}

/**
 * The notes for a slide of `topic`. The title slide (`title` given) opens
 * the talk and lists the headings of the slides after it instead of points.
 */
export function notesFor(slide: NotesSlide, topic: ScriptedTopic, lang: Lang, title?: { headings: readonly string[] }): string {
  const words = WORDS[lang];
  const own = slide.overview.trim();
  // The audience reads the slide's overview; the speaker says it in the script's other words where it has them.
  const other = BEE_TOPICS.includes(topic) ? [topic.overview2, topic.overview].map((p) => say(p, lang)).find((t) => t !== own) : undefined;
  const opening = [say(title ? BEE_DECK.hook : topic.hook, lang), title ? own : (other ?? own)].filter(Boolean);
  if (title && title.headings.length > 0) opening.push(words.agenda(agenda(title.headings, lang)));
  // The same words closing every slide would sound like a machine: each heading gets one of a few.
  const closing = words.closings[[...topic.heading[0]].reduce((sum, c) => sum + c.charCodeAt(0), 0) % words.closings.length] as string;
  const process = topic.shape === 'steps' || topic.shape === 'timeline';
  let kept = slide.subtopics.length;
  let body = [...opening, ...walk(slide, kept, lang, process), closing];
  while (count(body) > NOTES_MAX_WORDS && kept > 1) {
    kept -= 1;
    body = [...opening, ...walk(slide, kept, lang, process), closing];
  }
  if (count(body) > NOTES_MAX_WORDS) body = body.slice(0, -1);
  if (count(body) < NOTES_MIN_WORDS && !body.includes(own)) body.splice(body.length - 1, 0, own);
  if (count(body) < NOTES_MIN_WORDS) body.splice(body.length - 1, 0, words.extra);
  return body.join(' ');
}
