/**
 * Slide rewrites the builtin composer can do honestly, offline: it moves,
 * drops and quotes whole sentences (the slide's own and those of the deck's
 * source document) and writes nothing of its own. Shorter keeps the first
 * points and first sentences; Longer adds points quoted from the source;
 * Split moves half the points to a new slide; speaker notes quote the
 * source passages about the slide, or say the slide's own text in full.
 * Every other action needs a writer that can write, and says so.
 */
import { SLIDE_NOT_FOUND } from '../errors';
import { editAnswerIds, editTarget, type EditAction, type EditRequest, type EditSlide } from '../../protocol/edit';
import { editedTopic, withNotes, type EditedText, type EditedTopic } from './edit-result';
import { analyse, type Sentence } from '../prose/analyse';
import { headingKey, keyPhrase } from '../prose/phrase';
import { splitSentences } from '../prose/sentences';
import { keySet } from '../prose/tokenize';
import { BUILTIN_CANNOT } from './writers';

/** The refusal of an action the composer cannot do, naming the writers that can. */
export function cannotDo(action: EditAction): Error | undefined {
  const what = BUILTIN_CANNOT[action];
  if (what === undefined) return undefined;
  return new Error(
    `The built-in writer cannot ${what}: it only reuses the sentences of the slide and its document. A local model (download one in Settings) or a hosted model (OpenAI, Anthropic or an OpenAI-compatible server) can.`,
  );
}

/** Words of speaker notes at most: about a minute of speech. */
const NOTES_WORDS = 150;
/** Points Longer adds at most. */
const ADDED_POINTS = 2;

const firstSentence = (text: string): string => splitSentences(text)[0] ?? '';

function ownText(slide: EditSlide): EditedText {
  return { heading: slide.heading, overview: slide.overview, subtopics: slide.subtopics };
}

/** The slide with its first points and the first sentence of each text; undefined when it cannot get shorter. */
function shorter(slide: EditSlide): EditedText | undefined {
  const keep = slide.subtopics.length <= 2 ? slide.subtopics.length : Math.max(2, Math.ceil((slide.subtopics.length * 2) / 3));
  const text: EditedText = {
    heading: slide.heading,
    overview: firstSentence(slide.overview),
    subtopics: slide.subtopics.slice(0, keep).map((s) => ({ ...s, overview: firstSentence(s.overview) })),
  };
  return JSON.stringify(text) === JSON.stringify(ownText(slide)) ? undefined : text;
}

/** Source sentences about the slide that it does not already say, best first. */
function sourceSentences(req: EditRequest, slide: EditSlide) {
  const doc = analyse(req.source_excerpts.join('\n\n'));
  const said = new Set([slide.overview, ...slide.subtopics.map((s) => s.overview)].flatMap(splitSentences).map(headingKey));
  const keys = keySet([slide.heading, slide.overview, ...slide.subtopics.map((s) => `${s.heading} ${s.overview}`)].join(' '));
  const overlap = (s: Sentence) => s.keys.filter((k) => keys.has(k)).length;
  const sentences = doc.sentences
    .filter((s) => s.good && !said.has(headingKey(s.text)) && overlap(s) > 0)
    .sort((a, b) => overlap(b) - overlap(a) || a.id - b.id);
  return { doc, sentences };
}

/** New points quoted from the source, each headed by its key phrase. */
function sourcePoints(req: EditRequest, slide: EditSlide, max: number): EditedText['subtopics'] {
  const { doc, sentences } = sourceSentences(req, slide);
  const avoid = keySet([slide.heading, ...slide.subtopics.map((s) => s.heading)].join(' '));
  const taken = new Set(slide.subtopics.map((s) => headingKey(s.heading)));
  const points: Array<{ heading: string; overview: string }> = [];
  for (const s of sentences) {
    if (points.length >= max) break;
    const heading = keyPhrase(doc, s, doc.tf, avoid, taken, false);
    if (heading === null) continue;
    taken.add(headingKey(heading));
    points.push({ heading, overview: s.text });
  }
  return points;
}

function needsSource(what: string): Error {
  return new Error(
    `The built-in writer can ${what} only from the deck's source document, and this deck has none or it says nothing more about the slide. A local model or a hosted model can write more.`,
  );
}

function longer(req: EditRequest, slide: EditSlide): EditedText {
  const added = sourcePoints(req, slide, ADDED_POINTS);
  if (added.length === 0) throw needsSource('make a slide longer');
  return { ...ownText(slide), subtopics: [...slide.subtopics, ...added] };
}

/** The slide's points in two halves; a slide with fewer than two points takes its second half from the source. */
function split(req: EditRequest, slide: EditSlide): [EditedText, EditedText] {
  const points = slide.subtopics.length >= 2 ? slide.subtopics : [...slide.subtopics, ...sourcePoints(req, slide, 2)];
  if (points.length < 2) throw needsSource('split a slide with fewer than two points');
  const half = Math.ceil(points.length / 2);
  return [
    { heading: slide.heading, overview: slide.overview, subtopics: points.slice(0, half) },
    { heading: `${slide.heading} (2)`, overview: '', subtopics: points.slice(half) },
  ];
}

/** Whole sentences up to about NOTES_WORDS words. */
function upTo(sentences: readonly string[]): string {
  const out: string[] = [];
  let words = 0;
  for (const s of sentences) {
    const n = s.split(/\s+/).length;
    if (out.length > 0 && words + n > NOTES_WORDS) break;
    out.push(s);
    words += n;
  }
  return out.join(' ');
}

/** Notes quoting the source passages about the slide, in document order; else the slide's own text in full. */
function notes(req: EditRequest, slide: EditSlide): string {
  const quoted = sourceSentences(req, slide).sentences.slice(0, 8).sort((a, b) => a.id - b.id).map((s) => s.text);
  if (quoted.length > 0) return upTo(quoted);
  const own = [slide.overview, ...slide.subtopics.map((s) => (s.overview ? `${s.heading}: ${s.overview}` : s.heading))].filter((t) => t.trim());
  if (own.length === 0) throw new Error('The built-in writer has nothing to write notes from: the slide has no text and the deck no source document.');
  return upTo(own.flatMap(splitSentences));
}

/** The rewritten slide(s) for `req`, or an Error for what the composer cannot do. */
export function builtinEditEvents(req: EditRequest): EditedTopic[] {
  const refusal = cannotDo(req.action);
  if (refusal) throw refusal;
  const target = editTarget(req);
  if (!target) throw new Error(SLIDE_NOT_FOUND);
  const ids = editAnswerIds(req);
  const topic = (text: EditedText, i = 0) => editedTopic(req, ids[i] as string, target, text, i === 0);
  switch (req.action) {
    case 'speaker-notes':
      return [withNotes(target, notes(req, target))];
    case 'shorter': {
      const text = shorter(target);
      if (!text) throw new Error('The slide is already as short as the built-in writer can make it: one sentence per text and at most two points.');
      return [topic(text)];
    }
    case 'longer':
      return [topic(longer(req, target))];
    case 'split':
      return split(req, target).map(topic);
    default:
      throw new Error(`The built-in writer cannot do "${req.action}".`);
  }
}
