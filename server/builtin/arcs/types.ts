/**
 * Shapes of the tone templates. Placeholders, filled by render.ts:
 * {T} topic in Title Case (headings), {t} topic as typed (sentences),
 * {is}/{has} and the verb endings {s}/{es} agree with the topic, {A}/{a} the aspect of
 * a deep-dive slide (heading / sentence form).
 */

/**
 * [heading, icon subject]. A skeleton point is only named: the composer says
 * what to add under it and never writes a sentence that pretends to be
 * content about a topic it cannot know.
 */
export type SubtopicTemplate = readonly [heading: string, icon: string];

export interface Stage {
  /** Unique within a tone; also keeps aspects from repeating a stage. */
  key: string;
  /** Lower ranks survive in short decks; the arc order is kept. */
  rank: number;
  headings: readonly string[];
  subtopics: readonly SubtopicTemplate[];
  /** Icon subject, e.g. "magnifying glass". */
  icon: string;
  /** Photo scene, may use {t}. */
  image: string;
}

/** A deep-dive theme that fills big decks: history, tools, ethics... */
export interface Aspect {
  key: string;
  /** Sentence form: "the history behind it" reads inside a template sentence. */
  noun: string;
  /** Short Title Case label for subtopic headings. */
  label: string;
  /** Distinct headings; each one can become its own slide in a very big deck. */
  headings: readonly string[];
  icon: string;
  image: string;
}

/** How a tone writes a deep-dive slide about one aspect. */
export interface AspectFrame {
  subtopics: readonly SubtopicTemplate[];
}

export interface ToneArc {
  stages: readonly Stage[];
  /** Key of the stage after which deep-dive slides are inserted in big decks. */
  insertAfter: string;
  aspects: readonly Aspect[];
  frame: AspectFrame;
}
