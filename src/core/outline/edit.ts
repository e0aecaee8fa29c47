/**
 * Editing an outline before it is approved:
 * rename, rewrite, reorder, add and delete topics. Every function is pure and
 * returns a new array (the same one when nothing changes). Topic ids stay
 * with their topic while editing, so a list keyed by id keeps focus and
 * state; {@link renumberTopics} gives them their positions when the outline
 * is handed on.
 */
import { MAX_SLIDES } from '../../protocol/requests';
import { TOPIC_ID_PATTERN, topicKey, topicNumber, type OutlineTopic } from '../schemas/outline';
import { headingKey } from './limit';

/** Topics an outline may hold: the title slide takes one of the 100 slides. */
export const MAX_OUTLINE_TOPICS = MAX_SLIDES - 1;

function inRange(topics: readonly unknown[], index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < topics.length;
}

function patchTopic(topics: readonly OutlineTopic[], index: number, patch: Partial<OutlineTopic>): readonly OutlineTopic[] {
  const topic = topics[index];
  if (topic === undefined) return topics;
  const changed = (Object.keys(patch) as (keyof OutlineTopic)[]).some((key) => topic[key] !== patch[key]);
  return changed ? topics.map((t, i) => (i === index ? { ...t, ...patch } : t)) : topics;
}

/** Sets the heading of the topic at `index` (kept as typed; validity is checked separately). */
export function renameTopic(topics: readonly OutlineTopic[], index: number, heading: string): readonly OutlineTopic[] {
  return patchTopic(topics, index, { heading });
}

/** Sets the overview of the topic at `index`. */
export function setTopicOverview(topics: readonly OutlineTopic[], index: number, overview: string): readonly OutlineTopic[] {
  return patchTopic(topics, index, { overview });
}

/** Moves the topic at `from` to position `to` (clamped to the list); out-of-range `from` changes nothing. */
export function moveTopic(topics: readonly OutlineTopic[], from: number, to: number): readonly OutlineTopic[] {
  if (!inRange(topics, from)) return topics;
  const target = Math.min(Math.max(0, Math.trunc(to)), topics.length - 1);
  if (target === from) return topics;
  const next = [...topics];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as OutlineTopic);
  return next;
}

/** An id no topic of the list uses: one past the highest topic_N. */
export function nextTopicId(topics: readonly Pick<OutlineTopic, 'topic_id'>[]): string {
  const highest = topics.reduce((max, t) => Math.max(max, topicNumber(t.topic_id) ?? 0), 0);
  return topicKey(highest);
}

/**
 * Inserts a new topic with `heading` at `at` (default: the end). Refused
 * (same array) once the outline holds {@link MAX_OUTLINE_TOPICS} topics.
 */
export function addTopic(topics: readonly OutlineTopic[], heading: string, at: number = topics.length): readonly OutlineTopic[] {
  if (topics.length >= MAX_OUTLINE_TOPICS) return topics;
  const topic: OutlineTopic = { topic_id: nextTopicId(topics), heading, overview: '', visual_mode: 'icon', icon_prompt: '', image_prompt: '' };
  const index = Math.min(Math.max(0, Math.trunc(at)), topics.length);
  return [...topics.slice(0, index), topic, ...topics.slice(index)];
}

/** Removes the topic at `index`. */
export function removeTopic(topics: readonly OutlineTopic[], index: number): readonly OutlineTopic[] {
  return inRange(topics, index) ? topics.filter((_, i) => i !== index) : topics;
}

/** Topic ids by position (topic_1, topic_2 ...), so topic N of the outline is slide N of the deck. */
export function renumberTopics(topics: readonly OutlineTopic[]): OutlineTopic[] {
  return topics.map((topic, i) => (topic.topic_id === topicKey(i) ? topic : { ...topic, topic_id: topicKey(i) }));
}

/** What validity looks at; a deep-readonly snapshot of topics fits it too. */
export type TopicHeading = Pick<OutlineTopic, 'topic_id' | 'heading'>;

export type OutlineProblem =
  | { kind: 'empty' }
  | { kind: 'too-many'; max: number }
  | { kind: 'blank-heading'; index: number }
  | { kind: 'duplicate-heading'; index: number; firstIndex: number }
  | { kind: 'bad-id'; index: number };

/**
 * What stops an edited outline from being approved. Headings must be
 * non-blank and distinct: the content call drops a topic whose heading
 * repeats an earlier one, so a duplicate would silently lose a
 * slide. An empty outline is a problem unless `allowEmpty` (the outline step
 * was skipped, or the deck is only its title slide).
 */
export function outlineProblems(topics: readonly TopicHeading[], options: { allowEmpty?: boolean } = {}): OutlineProblem[] {
  const problems: OutlineProblem[] = [];
  if (topics.length === 0 && options.allowEmpty !== true) problems.push({ kind: 'empty' });
  if (topics.length > MAX_OUTLINE_TOPICS) problems.push({ kind: 'too-many', max: MAX_OUTLINE_TOPICS });
  const firstByKey = new Map<string, number>();
  topics.forEach((topic, index) => {
    if (!TOPIC_ID_PATTERN.test(topic.topic_id)) problems.push({ kind: 'bad-id', index });
    const key = headingKey(topic.heading);
    if (key === '') return void problems.push({ kind: 'blank-heading', index });
    const firstIndex = firstByKey.get(key);
    if (firstIndex === undefined) firstByKey.set(key, index);
    else problems.push({ kind: 'duplicate-heading', index, firstIndex });
  });
  return problems;
}

/** Whether the outline can be approved as it is. */
export function isOutlineValid(topics: readonly TopicHeading[], options: { allowEmpty?: boolean } = {}): boolean {
  return outlineProblems(topics, options).length === 0;
}

/** The user-facing text of a problem; topics are numbered from 1 as on screen. */
export function describeOutlineProblem(problem: OutlineProblem): string {
  switch (problem.kind) {
    case 'empty':
      return 'Add at least one topic before continuing.';
    case 'too-many':
      return `An outline can have at most ${problem.max} topics.`;
    case 'blank-heading':
      return `Topic ${problem.index + 1} needs a heading.`;
    case 'duplicate-heading':
      return `Topic ${problem.index + 1} has the same heading as topic ${problem.firstIndex + 1}.`;
    case 'bad-id':
      return `Topic ${problem.index + 1} has an invalid id.`;
  }
}
