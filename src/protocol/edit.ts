/**
 * POST /api/ppt/edit-slide: rewrite one slide of a deck by a quick action or
 * a free instruction. The request carries the slide (and may carry its
 * neighbours) in the shape the content call streams, the action, and the
 * deck's context; the answer is the content call's NDJSON lines: status
 * heartbeats, the rewritten slide as `topic` lines, then `done` (or one
 * `error` line). Nothing of the slide is sent until the whole rewrite is
 * known, so a failed rewrite leaves the slide as it was.
 */
import { z } from 'zod';
import { filledText, missingOrWrongType, text } from './fields';
import { layoutHintSchema } from './lines';
import { FIELD_LIMITS, requestSettings } from './requests';

export const EDIT_SLIDE_PATH = '/ppt/edit-slide';

/** What a rewrite can be asked to do; `instruction` carries the user's own words. */
export const EDIT_ACTIONS = [
  'regenerate',
  'shorter',
  'longer',
  'simpler',
  'more-formal',
  'add-example',
  'split',
  'steps',
  'timeline',
  'comparison',
  'speaker-notes',
  'translate',
  'instruction',
] as const;
export type EditAction = (typeof EDIT_ACTIONS)[number];

/**
 * Sizes of one edit request. A rewrite needs the slide, a few neighbours for
 * context and the passages of the source it is grounded in, not the deck.
 */
export const EDIT_LIMITS = {
  /** The slide and the neighbours sent with it in full. */
  slides: 10,
  subtopics: 12,
  /** A sentence or two of what the user wants, like a chat message. */
  instruction: 500,
  /** Headings of the slides around the one rewritten, for flow. */
  neighbourHeadings: 30,
  sourceExcerpts: 8,
  /** About a page of the source each. */
  excerptChars: 4_000,
} as const;

const visualMode = z.enum(['icon', 'image'], { error: 'visual_mode must be icon or image' });

const editSubtopicSchema = z.object(
  {
    id: text('id', FIELD_LIMITS.topic_id).optional(),
    heading: text('heading', FIELD_LIMITS.heading),
    overview: text('overview', FIELD_LIMITS.overview).default(''),
    icon_prompt: text('icon_prompt', FIELD_LIMITS.icon_prompt).optional(),
    image_prompt: text('image_prompt', FIELD_LIMITS.image_prompt).optional(),
    visual_mode: visualMode.optional(),
  },
  { error: 'each subtopic must be an object with a heading' },
);

/** One slide as the content call streamed it (a `topic` line without its type). */
export const editSlideSchema = z.object(
  {
    topic_id: filledText('topic_id', FIELD_LIMITS.topic_id),
    heading: text('heading', FIELD_LIMITS.heading),
    overview: text('overview', FIELD_LIMITS.overview).default(''),
    visual_mode: visualMode.default('icon'),
    icon_prompt: text('icon_prompt', FIELD_LIMITS.icon_prompt).default(''),
    image_prompt: text('image_prompt', FIELD_LIMITS.image_prompt).default(''),
    subtopics: z
      .array(editSubtopicSchema, { error: 'subtopics must be a list of points' })
      .max(EDIT_LIMITS.subtopics, `subtopics has too many points: at most ${EDIT_LIMITS.subtopics}`)
      .default([]),
    notes: text('notes', FIELD_LIMITS.notes).optional(),
    layout: layoutHintSchema,
  },
  { error: 'each slide must be an object with a topic_id and a heading' },
);
export type EditSlide = z.infer<typeof editSlideSchema>;

function list<T extends z.ZodType>(field: string, item: T, max: number) {
  return z
    .array(item, { error: missingOrWrongType(field, 'a list') })
    .max(max, `${field} has too many entries: at most ${max}`);
}

export const editRequestSchema = z
  .object({
    /** The topic_id of the slide to rewrite; it must be among `slides`. */
    slide_id: filledText('slide_id', FIELD_LIMITS.topic_id),
    slides: list('slides', editSlideSchema, EDIT_LIMITS.slides).min(1, 'slides must hold the slide to rewrite'),
    action: z.enum(EDIT_ACTIONS, { error: `action must be one of ${EDIT_ACTIONS.join(', ')}` }),
    /** The user's words: required with action "instruction", refused with any other. */
    instruction: text('instruction', EDIT_LIMITS.instruction).optional(),
    /** BCP 47 tag of the language to translate into: required with action "translate". */
    target_language: text('target_language', 35).min(2, 'target_language must be a language tag like de-DE').optional(),
    /** For split: the topic_id of the new second slide (default: the next free topic_N above those sent). */
    new_slide_id: text('new_slide_id', FIELD_LIMITS.topic_id).optional(),
    presentation_title: text('presentation_title', FIELD_LIMITS.title).default(''),
    neighbour_headings: list('neighbour_headings', text('heading', FIELD_LIMITS.heading), EDIT_LIMITS.neighbourHeadings).default([]),
    /** Passages of the deck's source document the rewrite may quote. */
    source_excerpts: list('source_excerpts', text('excerpt', EDIT_LIMITS.excerptChars), EDIT_LIMITS.sourceExcerpts).default([]),
    ...requestSettings,
  })
  .superRefine((req, ctx) => {
    const words = req.instruction?.trim() ?? '';
    if (req.action === 'instruction' && words === '') {
      ctx.addIssue({ code: 'custom', path: ['instruction'], message: 'instruction is required with action "instruction": say what to change' });
    }
    if (req.action !== 'instruction' && req.instruction !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['instruction'], message: 'instruction goes only with action "instruction"' });
    }
    if (req.action === 'translate' && req.target_language === undefined) {
      ctx.addIssue({ code: 'custom', path: ['target_language'], message: 'target_language is required with action "translate" (a tag like de-DE)' });
    }
    const ids = new Set<string>();
    req.slides.forEach((slide, i) => {
      if (ids.has(slide.topic_id)) ctx.addIssue({ code: 'custom', path: ['slides', i, 'topic_id'], message: 'topic_id must differ from slide to slide' });
      ids.add(slide.topic_id);
    });
  });
export type EditRequest = z.infer<typeof editRequestSchema>;
export type EditRequestInput = z.input<typeof editRequestSchema>;

/** The slide the request asks to rewrite, or undefined when it did not send it ('Slide not found.'). */
export function editTarget(req: Pick<EditRequest, 'slide_id' | 'slides'>): EditSlide | undefined {
  return req.slides.find((s) => s.topic_id === req.slide_id);
}

/** Slides the answer holds: two for a split, one otherwise. */
export function editSlideCount(action: EditAction): number {
  return action === 'split' ? 2 : 1;
}

/**
 * The topic_ids of the answer's slides, in order: the rewritten slide keeps
 * its id; a split's second slide takes `new_slide_id`, or the next topic_N
 * above every id sent.
 */
export function editAnswerIds(req: Pick<EditRequest, 'slide_id' | 'slides' | 'action' | 'new_slide_id'>): string[] {
  if (editSlideCount(req.action) === 1) return [req.slide_id];
  const numbers = req.slides.map((s) => Number(/^topic_(\d+)$/.exec(s.topic_id)?.[1] ?? 0));
  return [req.slide_id, req.new_slide_id?.trim() || `topic_${Math.max(0, ...numbers) + 1}`];
}
