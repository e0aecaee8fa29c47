/**
 * The shape of an analysed document: its sections and sentences with their
 * term statistics. Kept apart from analyse.ts so the scoring and planning
 * modules that read it do not import the analysis itself (and it them).
 */
import type { Language } from './language';
import type { Token } from './tokenize';

export interface Sentence {
  id: number;
  text: string;
  section: number;
  /** Paragraph index across the whole document. */
  para: number;
  tokens: Token[];
  /** Distinct content keys. */
  keys: string[];
  words: number;
  /** Fit to stand alone on a slide (length, capital start, mostly letters). */
  good: boolean;
  score: number;
}

export interface Section {
  index: number;
  heading: string | null;
  level: number;
  /** Sentence ids [start, end). */
  start: number;
  end: number;
  tf: Map<string, number>;
  headingKeys: Set<string>;
}

export interface DocModel {
  title: string | null;
  /** Author and contributor lines the document names (they go in the title slide's notes, never on a slide). */
  authors: string[];
  hasHeadings: boolean;
  sections: Section[];
  sentences: Sentence[];
  idf: Map<string, number>;
  /** Term counts over the whole document. */
  tf: Map<string, number>;
  /** How a term key is best written (lower-case unless the text always capitalises it). */
  display: Map<string, string>;
  /** Document counts of adjacent content-word pairs ("light energy"). */
  bigrams: Map<string, number>;
  /** Written in English: the phrase rules that lean on English word order apply. */
  english: boolean;
  language: Language;
  /** Ids of sentences repeated word for word elsewhere (running text in reports, boilerplate). */
  twins: Map<number, number[]>;
}
