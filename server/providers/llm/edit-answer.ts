/**
 * A model's answer to a slide rewrite, read whole before any of it is sent:
 * a rewrite is applied to the slide in one piece, so an answer that is
 * malformed, stops mid-way or holds too few slides is an error and the
 * slide stays as it was.
 */
import { SLIDE_NOT_FOUND } from '../../../src/core/errors';
import { editAnswerIds, editSlideCount, editTarget, type EditRequest, type EditSlide } from '../../../src/protocol/edit';
import { incompleteAnswerError, type AnswerState } from './answer';
import { editedTopic, withNotes, type EditedText } from '../../../src/core/rewrite/edit-result';
import { StreamingJson } from './json-stream';
import type { ModelText } from './model-text';
import { ALIASES, contentSlideSchema, findListKey, listAt, SLIDE_SHAPES } from './schemas';
import type { ProviderEvent } from './types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The slide objects of an answer: its "slides" list, or the answer itself when it is one slide. */
function answerSlides(value: unknown): unknown[] {
  const key = findListKey(value, ALIASES.slides);
  if (key !== undefined) return listAt(value, key);
  return isRecord(value) && ('heading' in value || 'notes' in value) ? [value] : [];
}

/** The answer's description of the slide's picture (a translation's), when it gives one. */
function imagePromptOf(raw: unknown): string | undefined {
  if (!isRecord(raw) || typeof raw.image_prompt !== 'string') return undefined;
  const prompt = raw.image_prompt.trim();
  return prompt === '' ? undefined : prompt;
}

function notesOf(raw: unknown): string | undefined {
  if (!isRecord(raw)) return undefined;
  const notes = raw.notes ?? raw.speaker_notes;
  return typeof notes === 'string' ? notes.trim() : undefined;
}

/** One answer slide as new text, or undefined when it has none. */
function readSlide(raw: unknown): EditedText | undefined {
  const slide = contentSlideSchema.parse(raw);
  const subtopics = slide.subtopics.filter((s) => s.heading || s.overview).map((s, i) => ({ ...s, heading: s.heading || `Point ${i + 1}` }));
  if (!slide.overview && subtopics.length === 0) return undefined;
  const layout = slide.layout === undefined ? undefined : SLIDE_SHAPES[slide.layout];
  const imagePrompt = imagePromptOf(raw);
  return { heading: slide.heading, overview: slide.overview, subtopics, notes: notesOf(raw), ...(imagePrompt ? { imagePrompt } : {}), ...(layout ? { layout } : {}) };
}

function notUsable(reason: string): Error {
  return new Error(`The model's answer is not a usable rewrite of the slide: ${reason}. Try again, or use another model.`);
}

/** The rewrite's topic events from a complete, parsed answer. */
export function editEventsOf(value: unknown, req: EditRequest, target: EditSlide): ProviderEvent[] {
  const raw = answerSlides(value);
  if (req.action === 'speaker-notes') {
    const notes = notesOf(raw[0]);
    if (!notes) throw notUsable('it holds no speaker notes');
    return [withNotes(target, notes)];
  }
  const want = editSlideCount(req.action);
  const slides = raw.slice(0, want).map(readSlide);
  if (slides.length < want) throw notUsable(want === 1 ? 'it holds no slide' : `it holds ${slides.length} of the ${want} slides of a split`);
  if (slides.some((s) => s === undefined)) throw notUsable('a slide in it has no text');
  // Notes of a rewrite are the slide's own unless the writer translated them.
  const keepNotes = req.action !== 'translate';
  const ids = editAnswerIds(req);
  return (slides as EditedText[]).map((text, i) =>
    editedTopic(req, ids[i] as string, target, keepNotes ? { ...text, notes: undefined } : text, i === 0),
  );
}

/** Reads the whole answer, then yields the rewritten slide(s); throws on anything short of a complete answer. */
export async function* editEvents(text: ModelText, req: EditRequest): AsyncGenerator<ProviderEvent> {
  const target = editTarget(req);
  if (!target) throw new Error(SLIDE_NOT_FOUND);
  const json = new StreamingJson();
  for await (const delta of text.deltas) {
    json.push(delta);
    if (json.finished) break;
  }
  const final = json.finish();
  if (!final.result.complete || final.syntaxError) {
    const state: AnswerState = { ...final, ending: text.ending };
    throw incompleteAnswerError(state, 'before the slide was complete, so the slide was left as it was');
  }
  yield* editEventsOf(final.result.value, req, target);
}
