/**
 * Reading topics out of every outline shape a model may answer with:
 * topics_array with topic_N entries, an `outline` array, a `topics` list of
 * {title, description, subtopics}, and root or nested keys beginning topic_.
 */
import { readTopicData, type TopicData } from '../data/topic-data';
import type { OutlineSubtopic, VisualMode } from '../schemas/outline';

export type Dict = Record<string, unknown>;

/** A topic as found, before numbering, defaults and the slide-count cut. */
export interface RawTopic {
  heading: string;
  overview: string;
  visual_mode: VisualMode;
  icon_prompt: string;
  image_prompt: string;
  subtopics?: OutlineSubtopic[];
  /** A data slide's figures, when whole and within a slide's limits. */
  data?: TopicData;
}

export type TopicSource = 'topics_array' | 'outline' | 'topics' | 'topic_keys' | 'array';

/** Whether a value is a plain JSON object (not null, not an array). */
export function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** The first non-blank text among `keys` of the first layers that have one. */
export function pickText(layers: readonly Dict[], keys: readonly string[]): string {
  for (const layer of layers) {
    for (const key of keys) {
      const value = text(layer[key]);
      if (value !== '') return value;
    }
  }
  return '';
}

const HEADING_KEYS = ['heading', 'title', 'topic', 'name'];
const OVERVIEW_KEYS = ['overview', 'description', 'content', 'summary'];

function subtopicFrom(value: unknown): OutlineSubtopic | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : { heading: value.trim(), overview: '' };
  if (!isDict(value)) return undefined;
  const heading = pickText([value], HEADING_KEYS);
  const overview = pickText([value], OVERVIEW_KEYS);
  if (heading === '' && overview === '') return undefined;
  const icon = pickText([value], ['icon_prompt']);
  const image = pickText([value], ['image_prompt']);
  return {
    heading,
    overview,
    ...(icon === '' ? {} : { icon_prompt: icon }),
    ...(image === '' ? {} : { image_prompt: image }),
    ...(value['visual_mode'] === 'image' || value['visual_mode'] === 'icon' ? { visual_mode: value['visual_mode'] } : {}),
  };
}

function subtopicsFrom(layers: readonly Dict[]): OutlineSubtopic[] | undefined {
  const list = layers.map((l) => l['subtopics'] ?? l['points'] ?? l['bullets']).find(Array.isArray);
  if (!list) return undefined;
  return list.map(subtopicFrom).filter((s): s is OutlineSubtopic => s !== undefined);
}

/**
 * One topic from an item (a heading string or an object) and, optionally,
 * its topic_N entry; the item's own non-blank fields win over the entry's.
 */
export function topicFrom(item: unknown, entry?: unknown): RawTopic | undefined {
  if (typeof item !== 'string' && !isDict(item)) return undefined;
  const layers = [isDict(item) ? item : { heading: item }, ...(isDict(entry) ? [entry] : [])];
  const subtopics = subtopicsFrom(layers);
  const data = layers.map((l) => readTopicData(l['data'])).find((d) => d !== undefined);
  return {
    heading: pickText(layers, HEADING_KEYS),
    overview: pickText(layers, OVERVIEW_KEYS),
    visual_mode: pickText(layers, ['visual_mode']) === 'image' ? 'image' : 'icon',
    icon_prompt: pickText(layers, ['icon_prompt']),
    image_prompt: pickText(layers, ['image_prompt']),
    ...(subtopics === undefined ? {} : { subtopics }),
    ...(data === undefined ? {} : { data }),
  };
}

function compact(items: readonly (RawTopic | undefined)[]): RawTopic[] {
  return items.filter((t): t is RawTopic => t !== undefined);
}

/** topics_array as an array, whether it came as one or as JSON text of one. */
function listOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function entryFor(layers: readonly Dict[], item: unknown, index: number): unknown {
  const ownId = isDict(item) ? text(item['topic_id']) : '';
  const key = ownId.startsWith('topic_') ? ownId : `topic_${index + 1}`;
  return layers.map((l) => l[key]).find(isDict);
}

const TOPIC_PREFIX = 'topic_';

/** topic_* keys of a layer in topic order: numbered ones by number, others after them. */
function topicKeyEntries(layer: Dict): unknown[] {
  const keys = Object.keys(layer).filter((k) => k.startsWith(TOPIC_PREFIX) && k !== 'topic_id');
  const rank = (k: string) => {
    const n = Number(k.slice(TOPIC_PREFIX.length));
    return Number.isInteger(n) ? n : Number.MAX_SAFE_INTEGER;
  };
  return keys
    .map((key, order) => ({ key, order }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.order - b.order)
    .map(({ key }) => layer[key]);
}

/** Layers to look for topic_* keys in: the given ones, then any object one level down. */
function topicKeyLayers(layers: readonly Dict[]): Dict[] {
  const nested = layers.flatMap((l) => Object.values(l).filter(isDict));
  return [...layers, ...nested];
}

/** The topics of an outline object and the shape they came from, or undefined. */
export function findTopics(layers: readonly Dict[]): { topics: RawTopic[]; source: TopicSource } | undefined {
  const topicsArray = layers.map((l) => listOf(l['topics_array'])).find((l) => l !== undefined && l.length > 0);
  if (topicsArray) {
    return { topics: compact(topicsArray.map((item, i) => topicFrom(item, entryFor(layers, item, i)))), source: 'topics_array' };
  }
  for (const key of ['outline', 'topics'] as const) {
    const list = layers.map((l) => l[key]).find((v): v is unknown[] => Array.isArray(v) && v.length > 0);
    if (list) return { topics: compact(list.map((item) => topicFrom(item))), source: key };
  }
  for (const layer of topicKeyLayers(layers)) {
    const entries = topicKeyEntries(layer);
    if (entries.length > 0) return { topics: compact(entries.map((item) => topicFrom(item))), source: 'topic_keys' };
  }
  return undefined;
}
