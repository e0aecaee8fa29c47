/**
 * The scripted model's answers to the outline and content calls, in the
 * JSON shapes the prompts ask for (schemas.ts): the honeybee deck for
 * material about bees, the fallback deck for anything else.
 */
import { BEE_DECK, BEE_TOPICS, fallbackHeadings, isAboutBees, say, topicFor } from './script';
import type { Lang, ScriptedTopic } from './script-types';

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The subject in a few words: the material's first line, cut at 60 characters. */
function subjectOf(material: string): string {
  const first = material.trim().split('\n')[0]?.trim() ?? '';
  return first.length <= 60 ? first : `${first.slice(0, 57).replace(/\s+\S*$/, '')}`;
}

/** `count` of the scripted topics, spread from the first to the last so a short deck still ends with its conclusion. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (count >= items.length) return [...items];
  if (count === 1) return [items[0] as T];
  return Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))] as T);
}

function outlineTopics(material: string, count: number, lang: Lang): string[] {
  if (!isAboutBees(material)) return fallbackHeadings(subjectOf(material), count);
  const scripted = spread(BEE_TOPICS, count).map((t) => say(t.heading, lang));
  const extra = fallbackHeadings('honeybees', Math.max(0, count - scripted.length));
  return [...scripted, ...extra];
}

export interface OutlineAsk {
  material: string;
  count: number;
  title?: string;
  after: readonly string[];
  lang: Lang;
}

export function outlineAnswer(ask: OutlineAsk) {
  const bees = isAboutBees(ask.material);
  const all = outlineTopics(ask.material, ask.count + ask.after.length, ask.lang).filter((h) => !ask.after.includes(h));
  const headings = all.slice(0, ask.count);
  const title = ask.title ?? (bees ? say(BEE_DECK.title, ask.lang) : upperFirst(subjectOf(ask.material)));
  return {
    title,
    description: bees ? say(BEE_DECK.description, ask.lang) : `An introduction to ${subjectOf(ask.material)}: what it is, how it works and why it matters.`,
    image_prompt: bees ? BEE_DECK.image : `${subjectOf(ask.material)} in everyday use`,
    topics: headings.map((heading, i) => {
      const topic = topicFor(heading);
      return {
        heading,
        overview: say(topic.overview, ask.lang).split(/(?<=\.)\s/)[0] ?? '',
        visual_mode: i % 2 === 0 ? 'image' : 'icon',
        icon_prompt: topic.icon,
        image_prompt: topic.image,
      };
    }),
  };
}

/** A point of the topic as a subtopic of the answer. */
export function subtopicOf(topic: ScriptedTopic, index: number, lang: Lang) {
  const [heading, overview] = topic.points[index % topic.points.length] ?? topic.example;
  return { heading: say(heading, lang), overview: say(overview, lang), icon_prompt: heading[0].toLowerCase() };
}

export interface ContentAsk {
  title: string;
  headings: readonly string[];
  subtopics: number;
  lang: Lang;
}

export function contentAnswer(ask: ContentAsk) {
  const bees = ask.headings.some((h) => isAboutBees(h)) || isAboutBees(ask.title);
  return {
    title: ask.title,
    description: bees ? say(BEE_DECK.description, ask.lang) : `An introduction to ${ask.title}: what it is, how it works and why it matters.`,
    image_prompt: bees ? BEE_DECK.image : `${ask.title} in everyday use`,
    slides: ask.headings.map((heading) => {
      const topic = topicFor(heading);
      return {
        heading,
        overview: say(topic.overview, ask.lang),
        layout: topic.shape ?? 'list',
        subtopics: Array.from({ length: Math.min(ask.subtopics, 3) }, (_, i) => subtopicOf(topic, i, ask.lang)),
      };
    }),
  };
}
