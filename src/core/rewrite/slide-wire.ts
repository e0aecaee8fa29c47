/**
 * A deck slide in the shape the rewrite call carries it (the content call's
 * topic line), and back. The title slide travels as a slide too: its title
 * is the heading and its description the overview, with no points.
 */
import { EDIT_LIMITS, type EditSlide } from '../../protocol/edit';
import { FIELD_LIMITS } from '../../protocol/requests';
import type { Slide } from '../schemas/slide';

/** The topic_id a slide travels under: topic_N for slide N, topic_0 for the title slide. */
export function slideWireId(slideId: number): string {
  return `topic_${slideId}`;
}

/** Cuts a text to a wire limit, so a long field never fails the request. */
export function cut(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** What the slide says as its heading (the title slide's title, a topic's heading). */
export function slideHeading(slide: Slide): string {
  return (slide.topic?.heading || slide.title).trim();
}

/** The slide as the rewrite call carries it, each text within the wire limits. */
export function toEditSlide(slide: Slide): EditSlide {
  const topic = slide.topic;
  const notes = slide.notes.trim() === '' ? {} : { notes: cut(slide.notes, FIELD_LIMITS.notes) };
  if (slide.type === 'title' || topic === undefined) {
    return {
      topic_id: slideWireId(slide.id),
      heading: cut(slide.title, FIELD_LIMITS.heading),
      overview: cut(slide.description, FIELD_LIMITS.overview),
      visual_mode: 'icon',
      icon_prompt: '',
      image_prompt: '',
      subtopics: [],
      ...notes,
    };
  }
  return {
    topic_id: slideWireId(slide.id),
    heading: cut(topic.heading || slide.title, FIELD_LIMITS.heading),
    overview: cut(topic.overview, FIELD_LIMITS.overview),
    visual_mode: topic.visual_mode,
    icon_prompt: cut(topic.icon_prompt, FIELD_LIMITS.icon_prompt),
    image_prompt: cut(topic.image_prompt, FIELD_LIMITS.image_prompt),
    subtopics: topic.subtopics.slice(0, EDIT_LIMITS.subtopics).map((sub) => ({
      id: sub.id,
      heading: cut(sub.heading, FIELD_LIMITS.heading),
      overview: cut(sub.overview, FIELD_LIMITS.overview),
      icon_prompt: cut(sub.icon_prompt, FIELD_LIMITS.icon_prompt),
      image_prompt: cut(sub.image_prompt, FIELD_LIMITS.image_prompt),
      visual_mode: sub.visual_mode,
    })),
    ...notes,
    ...(slide.layout === undefined ? {} : { layout: slide.layout.type }),
  };
}
