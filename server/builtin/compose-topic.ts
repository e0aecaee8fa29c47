/**
 * Topic decks with no document and no model: an honest skeleton. A rule-based
 * composer cannot know what a printing press is, so it does not pretend to:
 * the headings follow the tone's arc (a sensible order for a talk), and every
 * text says plainly what the speaker should add there ("Add, on <topic>: a
 * plain definition."). The topic only goes where no verb has to agree with
 * it, so a topic typed as a phrase ("why sleep matters") never breaks a
 * sentence. Choices vary by a hash of topic and position, so the same topic
 * always gives the same deck.
 */
import { arcOf, planArc, type ArcSlide } from './arcs/index';
import type { SubtopicTemplate } from './arcs/types';
import { between, pick, seedOf, thin } from './hash';
import { contract } from './locale/grammar';
import { skeletonWords } from './locale/words';
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

/** Heading templates whose verbs agree with the topic read wrongly for a topic typed as a phrase. */
const AGREES = /\{(?:s|es|is|Is|has)\}/;

/** "Facts About The History of Print" -> "Facts About the History of Print": a topic's own article is not capitalised mid-heading. */
function midHeading(heading: string, subject: Subject): string {
  // The other languages' templates take the topic in its sentence form already.
  if (subject.lang !== 'en') return heading;
  const lead = /^(The|A|An) /.exec(subject.title)?.[1];
  if (!lead) return heading;
  const at = heading.indexOf(subject.title);
  return at > 0 ? `${heading.slice(0, at)}${lead.toLowerCase()}${heading.slice(at + lead.length)}` : heading;
}

/** Rendered headings of the deck, each unique (case-insensitive). */
export function topicHeadings(slides: readonly ArcSlide[], subject: Subject, taken: Set<string> = new Set()): TopicSlide[] {
  return slides.map((slide) => {
    const fill = fillOf(slide, subject);
    const safe = slide.headings.filter((h) => !AGREES.test(h));
    const templates = safe.length > 0 ? safe : [`{T}: ${slide.kind === 'aspect' ? slide.aspect.label : 'Part'}`];
    const options = templates.map((_, k) => midHeading(render(pick(templates, slide.variant + k), fill), subject));
    let heading = options.find((h) => !taken.has(h.toLowerCase())) ?? options[0] ?? subject.title;
    for (let part = 2; taken.has(heading.toLowerCase()); part++) heading = skeletonWords(subject.lang).part(options[0] ?? subject.title, part);
    taken.add(heading.toLowerCase());
    return { slide, heading };
  });
}

/** The deck plan for a topic: `n` slides with unique headings. */
export function planTopicDeck(tone: Tone, n: number, subject: Subject, taken?: Set<string>): TopicSlide[] {
  return topicHeadings(planArc(tone, n, subject.text.toLowerCase(), subject.lang), subject, taken);
}

/** The labels of the points a slide of this kind covers ("A Plain Definition", "Where the Name Comes From"...). */
function pointsOf(slide: ArcSlide, tone: Tone, subject: Subject): readonly SubtopicTemplate[] {
  return slide.kind === 'stage' ? slide.stage.subtopics : arcOf(tone, subject.lang).frame.subtopics;
}

/** Words that start a typed topic but are not part of a name: lower-cased mid-sentence. */
const LEADING_WORD = /^(?:The|A|An|Why|How|What|When|Where|Who|Which|Our|Your|My|Is|Are|Do|Does|Can)(?= )/;

/** The topic as it reads inside a sentence: "Why sleep matters" -> "why sleep matters". */
function inSentence(subject: Subject): string {
  // The other languages' subjects are in sentence form already (render.ts subjectOf).
  return subject.lang === 'en' ? subject.text.replace(LEADING_WORD, (word) => word.toLowerCase()) : subject.text;
}

/** What the slide is about, for the instructions: the topic, or the aspect of a deep dive. */
function focusOf(slide: ArcSlide, subject: Subject): string {
  return slide.kind === 'aspect' ? slide.aspect.noun : inSentence(subject);
}

/**
 * Overview: what to add, one instruction per sentence the size asks for:
 * the slide's main point, the points it should cover, and a reminder to use
 * facts that can be checked.
 */
export function topicOverview(slide: ArcSlide, tone: Tone, subject: Subject, size: Size): string {
  const words = skeletonWords(subject.lang);
  const seed = seedOf(subject.text, slide.key, 'overview');
  const labels = thin(pointsOf(slide, tone, subject), 3, seed).map(([label]) => render(label, fillOf(slide, subject)));
  const lead = slide.kind === 'aspect' ? words.leadAspect(inSentence(subject), slide.aspect.noun) : words.leadStage(inSentence(subject));
  const sentences = [lead, words.cover(labels), words.checkable];
  return contract(sentences.slice(0, Math.max(1, SIZE_RULES[size].overviewSentences)).join(' '), subject.lang);
}

function subtopicsOf(slide: ArcSlide, tone: Tone, subject: Subject, size: Size): SubtopicDraft[] {
  const rule = SIZE_RULES[size];
  const points = pointsOf(slide, tone, subject);
  const words = skeletonWords(subject.lang);
  const seed = seedOf(subject.text, slide.key, 'subtopics');
  const count = Math.min(points.length, between(rule.subtopics[0], rule.subtopics[1], seed));
  const fill = fillOf(slide, subject);
  const focus = focusOf(slide, subject);
  return thin(points, count, seed).map(([label, icon], m) => {
    const heading = render(label, fill);
    const more = rule.subtopicExtra ? ` ${pick(words.hints, (seed >>> 8) + m)}` : '';
    return { heading, overview: contract(`${words.point(focus, heading)}${more}`, subject.lang), icon_prompt: iconPrompt(icon) };
  });
}

function icons(slide: ArcSlide, subject: Subject): { icon: string; image: string } {
  const source = slide.kind === 'stage' ? slide.stage : slide.aspect;
  return { icon: source.icon, image: fillIn(source.image, { subject }) };
}

/** A scene with the subject (and the word tying it in: "about", "on"...) taken out, as it already leads the prompt. */
function withoutSubject(scene: string, subject: string): string {
  const escaped = subject.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (escaped === '') return scene;
  const cut = scene.replace(new RegExp(`\\s*\\b(?:about|on|explaining|introducing|of|for|with|around|in)?\\s*${escaped}`, 'iu'), '').trim();
  return cut === '' ? scene : cut;
}

/** A full topic slide; `index` is 0-based (topic_1 is index 0). */
export function draftTopicSlide(ts: TopicSlide, index: number, tone: Tone, subject: Subject, size: Size, withSubtopics: boolean): TopicDraft {
  const { icon, image } = icons(ts.slide, subject);
  return {
    heading: ts.heading,
    overview: topicOverview(ts.slide, tone, subject, size),
    visual_mode: visualMode(index),
    icon_prompt: `${iconPrompt(icon)}, ${subject.text.toLowerCase()}`,
    // The subject first: pictures are found by searching photo libraries, and a scene without the
    // subject in its first words ("a cheerful group waving goodbye...") finds people, not the subject.
    image_prompt: photoPrompt(`${subject.text.toLowerCase()}, ${withoutSubject(image, subject.text)}`),
    subtopics: withSubtopics ? subtopicsOf(ts.slide, tone, subject, size) : [],
  };
}

/**
 * Title slide of a topic deck. Its description says what the deck is: a
 * skeleton to fill in, and how to get real content written instead.
 */
export function topicTitle(_tone: Tone, subject: Subject, presentationTitle: string | undefined, note?: string): TitleDraft {
  const description = contract(skeletonWords(subject.lang).description(inSentence(subject)), subject.lang);
  return {
    title: presentationTitle?.trim() || subject.title,
    // A deck not in the language asked for says so first, where the reader looks.
    description: note ? `${note} ${description}` : description,
    image_prompt: photoPrompt(subject.text),
  };
}
