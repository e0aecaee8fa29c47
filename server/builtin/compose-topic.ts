/**
 * Topic decks: a bare topic ("Photosynthesis") becomes a deck whose structure
 * follows the tone's arc, written from templates with the topic inserted.
 * Phrasing varies by a hash of topic and position, so two topics do not read
 * identically while the same topic always gives the same deck.
 */
import { ARCS, planArc, type ArcSlide } from './arcs/index';
import type { SubtopicTemplate } from './arcs/types';
import { between, pick, seedOf, thin } from './hash';
import { fillIn, render, type Fill, type Subject } from './render';
import { iconPrompt, photoPrompt, visualMode } from './visuals';
import { SIZE_RULES, type Size, type SubtopicDraft, type TitleDraft, type Tone, type TopicDraft } from './types';

export interface TopicSlide {
  slide: ArcSlide;
  heading: string;
}

function fillOf(slide: ArcSlide, subject: Subject): Fill {
  return slide.kind === 'aspect' ? { subject, aspect: slide.aspect } : { subject };
}

/** Rendered headings of the deck, each unique (case-insensitive). */
export function topicHeadings(slides: readonly ArcSlide[], subject: Subject, taken: Set<string> = new Set()): TopicSlide[] {
  return slides.map((slide) => {
    const fill = fillOf(slide, subject);
    const options = slide.headings.map((_, k) => render(pick(slide.headings, slide.variant + k), fill));
    let heading = options.find((h) => !taken.has(h.toLowerCase())) ?? options[0] ?? subject.title;
    for (let part = 2; taken.has(heading.toLowerCase()); part++) heading = `${options[0] ?? subject.title} (Part ${part})`;
    taken.add(heading.toLowerCase());
    return { slide, heading };
  });
}

/** The deck plan for a topic: `n` slides with unique headings. */
export function planTopicDeck(tone: Tone, n: number, subject: Subject, taken?: Set<string>): TopicSlide[] {
  return topicHeadings(planArc(tone, n, subject.text.toLowerCase()), subject, taken);
}

function parts(slide: ArcSlide, tone: Tone): { lead: readonly string[]; more: readonly string[]; subs: readonly SubtopicTemplate[] } {
  if (slide.kind === 'stage') return { lead: slide.stage.lead, more: slide.stage.more, subs: slide.stage.subtopics };
  const frame = ARCS[tone].frame;
  return { lead: frame.lead, more: frame.more, subs: frame.subtopics };
}

/** Overview: one lead sentence, then as many supporting sentences as the size asks for. */
export function topicOverview(slide: ArcSlide, tone: Tone, subject: Subject, size: Size): string {
  const { lead, more } = parts(slide, tone);
  const fill = fillOf(slide, subject);
  const seed = seedOf(subject.text, slide.key, 'overview');
  const sentences = [pick(lead, seed)];
  const extra = SIZE_RULES[size].overviewSentences - 1;
  const start = seed % Math.max(1, more.length);
  for (let i = 0; i < extra && i < more.length; i++) sentences.push(pick(more, start + i));
  return sentences.map((s) => render(s, fill)).join(' ');
}

function subtopicsOf(slide: ArcSlide, tone: Tone, subject: Subject, size: Size): SubtopicDraft[] {
  const { subs } = parts(slide, tone);
  const rule = SIZE_RULES[size];
  const seed = seedOf(subject.text, slide.key, 'subtopics');
  const count = Math.min(subs.length, between(rule.subtopics[0], rule.subtopics[1], seed));
  const fill = fillOf(slide, subject);
  const extras = ARCS[tone].extras;
  // Consecutive picks keep a slide's extras distinct; the seed moves the run from slide to slide.
  return thin(subs, count, seed).map(([heading, overview, icon], m) => {
    const more = rule.subtopicExtra ? ` ${render(pick(extras, (seed >>> 8) + m), fill)}` : '';
    return { heading: render(heading, fill), overview: render(overview, fill) + more, icon_prompt: iconPrompt(icon) };
  });
}

function icons(slide: ArcSlide, subject: Subject): { icon: string; image: string } {
  const source = slide.kind === 'stage' ? slide.stage : slide.aspect;
  return { icon: source.icon, image: fillIn(source.image, { subject }) };
}

/** A full topic slide; `index` is 0-based (topic_1 is index 0). */
export function draftTopicSlide(ts: TopicSlide, index: number, tone: Tone, subject: Subject, size: Size, withSubtopics: boolean): TopicDraft {
  const { icon, image } = icons(ts.slide, subject);
  return {
    heading: ts.heading,
    overview: topicOverview(ts.slide, tone, subject, size),
    visual_mode: visualMode(index),
    icon_prompt: `${iconPrompt(icon)}, ${subject.text.toLowerCase()}`,
    image_prompt: photoPrompt(image),
    subtopics: withSubtopics ? subtopicsOf(ts.slide, tone, subject, size) : [],
  };
}

/** Title slide of a topic deck. */
export function topicTitle(tone: Tone, subject: Subject, presentationTitle: string | undefined): TitleDraft {
  const lead = render(pick(ARCS[tone].description, seedOf(subject.text, 'description')), { subject });
  return {
    title: presentationTitle?.trim() || subject.title,
    description: lead,
    image_prompt: photoPrompt(subject.text),
  };
}
