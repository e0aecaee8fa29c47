/**
 * The rewritten slide as topic events, from the slide sent and the new text,
 * whichever writer made it. A rewrite changes text, never the slide's
 * picture, icon or visual choice (a translation also translates the
 * picture's description, the picture itself stays); its notes stay unless the action writes
 * notes or translates; its layout stays unless the action asks for a shape.
 */
import type { EditAction, EditRequest, EditSlide } from '../../protocol/edit';
import type { TopicLineInput } from '../../protocol/lines';
import { SLIDE_SHAPES } from './slide-shapes';

/** One rewritten slide, as the topic line a writer answers with. */
export type EditedTopic = { type: 'topic' } & Omit<TopicLineInput, 'type'>;

/** New text for one slide of the answer. */
export interface EditedText {
  heading: string;
  overview: string;
  subtopics: ReadonlyArray<{ heading: string; overview: string; icon_prompt?: string }>;
  /** Speaker notes; undefined keeps the slide's own. */
  notes?: string;
  /** The picture's description in another language; taken only by a translation, every other rewrite keeps the slide's. */
  imagePrompt?: string;
  /** A layout the writer suggests (a layout id). */
  layout?: string;
}

/** The layout an action asks for, by its shape name. */
const ACTION_LAYOUTS: Partial<Record<EditAction, string>> = {
  steps: SLIDE_SHAPES.steps,
  timeline: SLIDE_SHAPES.timeline,
  comparison: SLIDE_SHAPES.comparison,
};

function subtopicPrefix(topicId: string): string | undefined {
  const n = /^topic_(\d+)$/.exec(topicId)?.[1];
  return n === undefined ? undefined : `subtopic_${n}_`;
}

/** The slide's layout after `action`: the shape it asks for, else the slide's own (the writer's hint on a new slide). */
function layoutAfter(action: EditAction, original: EditSlide | undefined, hint: string | undefined): string | undefined {
  return ACTION_LAYOUTS[action] ?? (original ? original.layout : hint);
}

/**
 * The topic event of one answer slide. `original` is the slide sent for
 * the first answer slide, undefined for a split's new second slide, which
 * takes the visual choice of the first without its picture.
 */
export function editedTopic(req: Pick<EditRequest, 'action'>, id: string, target: EditSlide, text: EditedText, first: boolean): EditedTopic {
  const original = first ? target : undefined;
  const prefix = subtopicPrefix(id);
  const layout = layoutAfter(req.action, original, text.layout);
  const notes = text.notes ?? original?.notes;
  return {
    type: 'topic',
    topic_id: id,
    heading: (req.action === 'regenerate' && original ? original.heading : text.heading.trim()) || target.heading,
    overview: text.overview,
    visual_mode: target.visual_mode,
    icon_prompt: target.icon_prompt,
    image_prompt: first ? (req.action === 'translate' && text.imagePrompt ? text.imagePrompt : target.image_prompt) : '',
    subtopics: text.subtopics.map((s, i) => ({
      ...(prefix ? { id: `${prefix}${i + 1}` } : {}),
      heading: s.heading,
      overview: s.overview,
      ...(s.icon_prompt ? { icon_prompt: s.icon_prompt } : {}),
    })),
    ...(notes !== undefined && notes !== '' ? { notes } : {}),
    ...(layout !== undefined ? { layout } : {}),
  };
}

/** The slide sent with new speaker notes, and nothing else changed. */
export function withNotes(target: EditSlide, notes: string): EditedTopic {
  return editedTopic({ action: 'speaker-notes' }, target.topic_id, target, { ...target, notes }, true);
}
