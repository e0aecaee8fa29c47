/**
 * A deck action as rewrites of its slides: notes for every slide, every
 * slide translated, every slide in another tone, or one slide added where
 * it fits. Pure: the runner sends what this plans and applies the answers
 * as one command.
 */
import type { EditAction } from '../../protocol/edit';
import { FIELD_LIMITS } from '../../protocol/requests';
import type { DeckDoc } from '../commands/types';
import type { Tone } from '../schemas/catalog';
import { cut, slideHeading, slideWireId } from './slide-wire';
import type { DeckAsk, DeckPlan, PlannedRewrite, SlideAsk } from './types';

/** The words the deck's Change tone asks each slide for. */
export function toneInstruction(tone: Tone): string {
  return `Rewrite this slide in a ${tone.replace(/-/g, ' ')} tone. Keep its facts, its points and their order.`;
}

/** The rewrites of every slide for a deck action (not add-slide, which adds one; see {@link placeNewSlide}). */
export function planDeckAction(doc: DeckDoc, ask: Exclude<DeckAsk, { kind: 'add-slide' }>): DeckPlan {
  const every = (slideAsk: SlideAsk): PlannedRewrite[] => doc.slides.map((slide) => ({ slideId: slide.id, ask: slideAsk }));
  if (ask.kind === 'speaker-notes') return { rewrites: every({ action: 'speaker-notes' }) };
  if (ask.kind === 'translate') return { rewrites: every({ action: 'translate', targetLanguage: ask.targetLanguage }), settings: { language: ask.targetLanguage } };
  return { rewrites: every({ action: 'instruction', instruction: toneInstruction(ask.tone), tone: ask.tone }), settings: { selectedTone: ask.tone } };
}

/** Slides a deck action rewrites: one per slide, or the one it adds. */
export function deckActionSlides(doc: DeckDoc, ask: DeckAsk): number {
  return ask.kind === 'add-slide' ? 1 : doc.slides.length;
}

const STOP = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'to', 'in', 'on', 'for', 'with', 'about', 'by', 'is', 'are', 'at', 'from', 'how', 'what', 'why']);

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 1 && !STOP.has(w)),
  );
}

/**
 * Where a slide about `about` goes: after the slide whose heading shares
 * most words with it (the first such slide on a tie), or at the end (null)
 * when no heading shares a word.
 */
export function placeNewSlide(doc: DeckDoc, about: string): number | null {
  const wanted = words(about);
  let best: { id: number; shared: number } | null = null;
  for (const slide of doc.slides) {
    const heading = words(slideHeading(slide));
    const shared = [...wanted].filter((w) => heading.has(w)).length;
    if (shared > 0 && (best === null || shared > best.shared)) best = { id: slide.id, shared };
  }
  return best?.id ?? null;
}

/** The placeholder sent for a slide to add: its heading is what the user asked about, to be written afresh. */
export function newSlidePlaceholder(doc: DeckDoc, about: string) {
  const id = doc.slides.reduce((max, s) => Math.max(max, s.id), 0) + 1;
  return {
    topic_id: slideWireId(id),
    heading: cut(about.trim(), FIELD_LIMITS.heading),
    overview: '',
    visual_mode: 'icon' as const,
    icon_prompt: '',
    image_prompt: '',
    subtopics: [],
  };
}

/** The action each added slide is asked with. */
export const ADD_SLIDE_ACTION: EditAction = 'regenerate';
