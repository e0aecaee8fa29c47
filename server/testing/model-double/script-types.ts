/** The shapes of the scripted model's text: every text in English and German. */

export type Lang = 'en' | 'de';

/** One text as [English, German]. */
export type Pair = readonly [en: string, de: string];

/** A point of a slide: its heading and its sentence. */
export type PointPair = readonly [heading: Pair, overview: Pair];

/** Everything the double can say about one topic of its deck. */
export interface ScriptedTopic {
  heading: Pair;
  /** What the slide says; a rewrite keeps it or shortens it to its first sentence. */
  overview: Pair;
  /** The other wording a regenerated slide gets. */
  overview2: Pair;
  /** The first three are the slide's points; the others are for Regenerate, Longer and Split. */
  points: readonly PointPair[];
  /** The point Add an example adds. */
  example: PointPair;
  /** What a speaker opens the slide with, beyond what is on it. */
  hook: Pair;
  /** The heading of a split's second slide. */
  split: Pair;
  icon: string;
  image: string;
  /** The picture's description in German, for a translated slide. */
  imageDe?: string;
  /** How the points relate, as the content call names it (schemas.ts SLIDE_SHAPES); 'list' when unset. */
  shape?: 'steps' | 'timeline' | 'comparison';
}

/** A slide as the prompts show it and the answers carry it. */
export interface DoubleSlide {
  heading: string;
  overview: string;
  layout: string;
  subtopics: Array<{ heading: string; overview: string; icon_prompt: string }>;
  /** The picture's description; a rewrite's answer carries one only when it translates the slide's. */
  image_prompt?: string;
  notes: string;
}
