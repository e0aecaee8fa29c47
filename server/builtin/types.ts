import type { WireDescriptionSize, WireTone } from '../../src/protocol/requests';

export type Size = WireDescriptionSize;
export type Tone = WireTone;
export type VisualMode = 'icon' | 'image';

/** One subtopic as the content call sends it. */
export interface SubtopicDraft {
  heading: string;
  overview: string;
  icon_prompt: string;
}

/** One topic slide; `subtopics` stays empty in the outline call. */
export interface TopicDraft {
  heading: string;
  overview: string;
  visual_mode: VisualMode;
  icon_prompt: string;
  image_prompt: string;
  subtopics: SubtopicDraft[];
  /** Speaker notes (content call only): the source passages the slide was made from. */
  notes?: string;
}

/** Title-slide fields shared by the outline and content calls. */
export interface TitleDraft {
  title: string;
  description: string;
  image_prompt: string;
  notes?: string;
}

/** Numbers that size the text of a slide, per description_size. */
export interface SizeRule {
  /** Sentences in a topic overview. */
  overviewSentences: number;
  /** Inclusive range of subtopics per slide. */
  subtopics: readonly [number, number];
  /** Word cap of one overview sentence taken from a document. */
  sentenceWords: number;
  /** Word cap of a subtopic overview taken from a document. */
  subtopicWords: number;
  /** Whether a subtopic overview gets a second sentence. */
  subtopicExtra: boolean;
}

export const SIZE_RULES: Record<Size, SizeRule> = {
  short: { overviewSentences: 1, subtopics: [2, 3], sentenceWords: 24, subtopicWords: 18, subtopicExtra: false },
  medium: { overviewSentences: 2, subtopics: [3, 4], sentenceWords: 40, subtopicWords: 32, subtopicExtra: false },
  long: { overviewSentences: 3, subtopics: [4, 5], sentenceWords: 48, subtopicWords: 44, subtopicExtra: true },
};
