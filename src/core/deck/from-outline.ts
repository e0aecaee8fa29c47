/**
 * From an approved outline to the deck model, and the merge of streamed
 * content lines into it. Title slide id 0, topic N is
 * slide N, subtopic M of slide N is subtopic_N_M.
 */
import { withAutoLayouts } from '../layouts/choose/slides';
import { MAX_SLIDES } from '../../protocol/requests';
import type { ContentLine, TopicLineInput } from '../../protocol/lines';
import { topicNumber, type OutlineResult, type OutlineTopic, type VisualMode } from '../schemas/outline';
import { figurePointsOf, readTopicData, slideDataOf, type TopicData } from '../data/topic-data';
import { subtopicId, type Slide, type SlideLayout, type SlideTopic, type Subtopic } from '../schemas/slide';

/** A subtopic as an outline or a stream line carries it. */
interface SubtopicSource {
  heading: string;
  overview?: string;
  icon_prompt?: string;
  image_prompt?: string;
  visual_mode?: VisualMode;
}

const EMPTY_STREAMING_TEXT = { title: '', description: '' } as const;

function baseSlide(id: number, type: Slide['type'], title: string, description: string): Slide {
  return {
    id,
    type,
    title,
    description,
    isComplete: false,
    isStreaming: false,
    streamingText: { ...EMPTY_STREAMING_TEXT },
    hasImage: false,
    hasIcon: false,
    notes: '',
  };
}

function toSubtopic(slideId: number, sub: SubtopicSource, index: number): Subtopic {
  return {
    id: subtopicId(slideId, index + 1),
    heading: sub.heading,
    overview: sub.overview ?? '',
    icon_prompt: sub.icon_prompt ?? '',
    image_prompt: sub.image_prompt ?? '',
    visual_mode: sub.visual_mode ?? 'icon',
  };
}

/**
 * What a data topic puts on its slide: a table or chart as the slide's data
 * part, key figures as its points (each opening with its figure), and the
 * layout that draws them as the hint.
 */
function dataParts(id: number, data: TopicData | undefined): Pick<Slide, 'data'> & { subtopics?: Subtopic[]; hint?: string } {
  if (data === undefined) return {};
  const points = figurePointsOf(data);
  const slideData = slideDataOf(data);
  return {
    ...(slideData === undefined ? {} : { data: slideData }),
    ...(points.length > 0 ? { subtopics: points.map((p, m) => toSubtopic(id, p, m)) } : {}),
    hint: data.kind,
  };
}

function topicSlide(topic: OutlineTopic, index: number): Slide {
  const id = index + 1;
  const heading = topic.heading.trim() === '' ? `Slide ${id}` : topic.heading;
  const parts = dataParts(id, topic.data);
  return {
    ...baseSlide(id, 'topic', heading, topic.overview),
    topic: {
      heading,
      overview: topic.overview,
      visual_mode: topic.visual_mode,
      icon_prompt: topic.icon_prompt,
      image_prompt: topic.image_prompt,
      subtopics: parts.subtopics ?? (topic.subtopics ?? []).map((sub, m) => toSubtopic(id, sub, m)),
    },
    ...(parts.data === undefined ? {} : { data: parts.data }),
    ...(parts.hint === undefined ? {} : { layout: { type: 'grid', config: {}, auto: true, hint: parts.hint } }),
  };
}

/**
 * The deck for an outline: a title slide (id 0) with the outline's title
 * and description, then one topic slide per topic (ids 1..n), none of them
 * complete or streaming yet, each with its automatic layout recorded.
 */
export function outlineToSlides(
  outline: Pick<OutlineResult, 'title' | 'description'>,
  topics: readonly OutlineTopic[],
): Slide[] {
  return [...withAutoLayouts([baseSlide(0, 'title', outline.title, outline.description), ...topics.map(topicSlide)])];
}

function mergeTopic(id: number, existing: SlideTopic | undefined, line: TopicLineInput): SlideTopic {
  const keep = (next: string | undefined, old: string | undefined) =>
    next !== undefined && next.trim() !== '' ? next : (old ?? '');
  const heading = keep(line.heading, existing?.heading) || `Slide ${id}`;
  return {
    heading,
    overview: keep(line.overview, existing?.overview),
    visual_mode: line.visual_mode ?? existing?.visual_mode ?? 'icon',
    icon_prompt: keep(line.icon_prompt, existing?.icon_prompt),
    image_prompt: keep(line.image_prompt, existing?.image_prompt),
    ...(existing?.image_url === undefined ? {} : { image_url: existing.image_url }),
    subtopics: line.subtopics ? line.subtopics.map((sub, m) => toSubtopic(id, sub, m)) : (existing?.subtopics ?? []),
  };
}

/**
 * The layout a slide keeps while a topic line is merged into it: the user's
 * choice stays; an automatic one (or none) becomes a record the chooser
 * fills in, carrying the line's layout hint (or the one it had).
 */
function layoutForLine(existing: SlideLayout | undefined, hint: string | undefined): SlideLayout {
  if (existing !== undefined && existing.auto !== true) return existing;
  const kept = hint ?? existing?.hint;
  return { type: existing?.type ?? 'grid', config: {}, auto: true, ...(kept === undefined ? {} : { hint: kept }) };
}

/** Puts a slide in place of the one with its id, or inserts it in id order. */
function upsertSlide(slides: readonly Slide[], slide: Slide): Slide[] {
  const at = slides.findIndex((s) => s.id === slide.id);
  if (at >= 0) return slides.map((s, i) => (i === at ? slide : s));
  const next = slides.findIndex((s) => s.id > slide.id);
  return next < 0 ? [...slides, slide] : [...slides.slice(0, next), slide, ...slides.slice(next)];
}

/**
 * Merges a streamed topic line (heading, overview, prompts, subtopics) into
 * the slide whose id is the N of its topic_N, marking it complete and no
 * longer streaming. A topic beyond the outline is added in id order, so a
 * deck can stream without an outline. Blank fields of the line keep the
 * slide's values. Automatic layouts are chosen again for the new content
 * (and, by the deck pass, for the slides after it); a layout hint on the
 * line is weighed against the content. Always returns a new array; its
 * slides are unchanged when the topic_id is not topic_N within the 100-slide cap.
 */
export function applyTopicLine(slides: readonly Slide[], line: TopicLineInput): Slide[] {
  const id = topicNumber(line.topic_id);
  if (id === undefined || id < 1 || id >= MAX_SLIDES) return [...slides];
  const existing = slides.find((s) => s.id === id);
  const parts = dataParts(id, readTopicData(line.data));
  const topic = mergeTopic(id, existing?.topic, parts.subtopics === undefined ? line : { ...line, subtopics: parts.subtopics });
  const data = parts.data ?? existing?.data;
  const slide: Slide = {
    ...(existing ?? baseSlide(id, 'topic', '', '')),
    type: 'topic',
    title: topic.heading,
    description: topic.overview,
    topic,
    // Notes the user already wrote win over the generator's.
    notes: existing?.notes?.trim() ? existing.notes : (line.notes ?? ''),
    isComplete: true,
    isStreaming: false,
    layout: layoutForLine(existing?.layout, parts.hint ?? line.layout),
    ...(data === undefined ? {} : { data }),
  };
  return [...withAutoLayouts(upsertSlide(slides, slide))];
}

/**
 * Merges the title-slide line of the content call into slide 0, marking it
 * complete; a blank description keeps the slide's own. Returns a new array.
 */
export function applyContentLine(slides: readonly Slide[], line: Pick<ContentLine, 'title'> & { description?: string; notes?: string }): Slide[] {
  const existing = slides.find((s) => s.id === 0);
  const base = existing ?? baseSlide(0, 'title', '', '');
  const description = line.description !== undefined && line.description.trim() !== '' ? line.description : base.description;
  const title = line.title.trim() === '' ? base.title : line.title;
  const notes = base.notes.trim() !== '' ? base.notes : (line.notes ?? '');
  return upsertSlide(slides, { ...base, type: 'title', title, description, notes, isComplete: true, isStreaming: false });
}
