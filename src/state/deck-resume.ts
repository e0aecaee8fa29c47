/**
 * What a stopped deck is missing and how regenerated slides go back into
 * it. A deck job saves its approved topics (cut and renumbered, topic_N is
 * slide N) in config.topics_array, so a deck reopened after a reload knows
 * which slides it should have. Pure functions: the deck job does the I/O.
 */
import { z } from 'zod';
import { limitOutlineTopics } from '../core/outline/limit';
import { topicKey, visualModeSchema, type OutlineTopic } from '../core/schemas/outline';
import type { SavedPresentation } from '../core/schemas/presentation';
import { subtopicId, type Slide } from '../core/schemas/slide';

// Lenient on purpose: topics_array may have been written by another screen in the wire shape.
const storedTopicSchema = z.object({
  heading: z.string(),
  overview: z.string().optional(),
  visual_mode: visualModeSchema.optional(),
  icon_prompt: z.string().optional(),
  image_prompt: z.string().optional(),
});

/** The topics to store with a deck: cut to the slide count and numbered by position (topic_N = slide N). */
export function deckTopics(topics: readonly OutlineTopic[], numberOfSlides: number): OutlineTopic[] {
  return limitOutlineTopics([...topics], numberOfSlides).map((topic, i) => ({ ...topic, topic_id: topicKey(i) }));
}

/** The topics saved in a config's topics_array; none when it is missing or unreadable. */
export function storedTopics(topicsArray: string | undefined): OutlineTopic[] {
  if (topicsArray === undefined || topicsArray.trim() === '') return [];
  let raw: unknown;
  try {
    raw = JSON.parse(topicsArray);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((value, i): OutlineTopic[] => {
    const parsed = storedTopicSchema.safeParse(value);
    if (!parsed.success) return [];
    const t = parsed.data;
    return [{ topic_id: topicKey(i), heading: t.heading, overview: t.overview ?? '', visual_mode: t.visual_mode ?? 'icon', icon_prompt: t.icon_prompt ?? '', image_prompt: t.image_prompt ?? '' }];
  });
}

export interface ResumePlan {
  /** Every topic of the deck, topic_N being slide N. */
  topics: OutlineTopic[];
  /** Ids of the topic slides to generate again (missing or incomplete), ascending. */
  missing: number[];
  /** The title slide is missing or incomplete. */
  needTitle: boolean;
  /** Slides the finished deck has. */
  expected: number;
  /** Complete slides it has now. */
  received: number;
}

const isDone = (slide: Slide | undefined): boolean => slide !== undefined && slide.isComplete;

/**
 * What a saved deck lacks. Without stored topics (an outline that was
 * skipped, or a deck from elsewhere) only the title slide can be known.
 */
export function resumePlan(saved: Pick<SavedPresentation, 'slides' | 'config'>): ResumePlan {
  const topics = storedTopics(saved.config?.topics_array);
  const byId = new Map(saved.slides.map((s) => [s.id, s]));
  const missing = topics.map((_, i) => i + 1).filter((id) => !isDone(byId.get(id)));
  const needTitle = !isDone(byId.get(0));
  const expected = topics.length > 0 ? topics.length + 1 : Math.max(saved.slides.length, 1);
  const received = saved.slides.filter((s) => s.isComplete).length;
  return { topics, missing, needTitle, expected, received };
}

/** A regenerated slide moved to its place in the deck: id and subtopic ids renumbered. */
function moveSlide(slide: Slide, id: number): Slide {
  if (slide.id === id) return slide;
  const topic = slide.topic && { ...slide.topic, subtopics: slide.topic.subtopics.map((s, m) => ({ ...s, id: subtopicId(id, m + 1) })) };
  return { ...slide, id, ...(topic ? { topic } : {}) };
}

/**
 * Puts the slides of a partial run into the deck. The partial deck was
 * generated from the missing topics only, so its slide j is deck slide
 * missing[j - 1]; its title slide replaces the deck's only when
 * `takeTitle`. Slides of the deck not regenerated are kept as the same
 * objects (the deck store then keeps their proxies).
 */
export function mergeResumed(deck: readonly Slide[], partial: readonly Slide[], missing: readonly number[], takeTitle: boolean): readonly Slide[] {
  const replacements = new Map<number, Slide>();
  for (const slide of partial) {
    if (slide.id === 0) {
      if (takeTitle) replacements.set(0, slide);
      continue;
    }
    const target = missing[slide.id - 1];
    if (target !== undefined) replacements.set(target, moveSlide(slide, target));
  }
  if (replacements.size === 0) return deck;
  const kept = deck.filter((s) => !replacements.has(s.id));
  return [...kept, ...replacements.values()].sort((a, b) => a.id - b.id);
}
