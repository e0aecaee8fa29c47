/**
 * Hand-written validation of the common, well-formed stream lines. zod is
 * the reference (parser-line.ts falls back to it for anything this does not
 * accept, and for the error messages); this only spares the hot path the
 * generic schema walk, which costs as much as a tenth of the parse.
 * It must accept exactly what the schemas accept and return what they return:
 * parser-fast.test.ts checks both against each other.
 */
import type { StreamLine, SubtopicLine } from './lines';

type Obj = Record<string, unknown>;

const isStr = (v: unknown): v is string => typeof v === 'string';
const optStr = (v: unknown): boolean => v === undefined || typeof v === 'string';
const isMode = (v: unknown): v is 'icon' | 'image' => v === 'icon' || v === 'image';
const optMode = (v: unknown): boolean => v === undefined || isMode(v);
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function subtopic(v: unknown): SubtopicLine | null {
  if (!isObj(v) || !isStr(v.heading) || !optStr(v.id) || !optStr(v.overview)) return null;
  if (!optStr(v.icon_prompt) || !optStr(v.image_prompt) || !optMode(v.visual_mode)) return null;
  const out: SubtopicLine = { heading: v.heading, overview: v.overview ?? '' };
  if (v.id !== undefined) out.id = v.id;
  if (v.icon_prompt !== undefined) out.icon_prompt = v.icon_prompt;
  if (v.image_prompt !== undefined) out.image_prompt = v.image_prompt;
  if (v.visual_mode !== undefined) out.visual_mode = v.visual_mode;
  return out;
}

function topic(v: Obj): StreamLine | null {
  if (!isStr(v.topic_id) || !isStr(v.heading) || !optStr(v.overview) || !optMode(v.visual_mode)) return null;
  if (!optStr(v.icon_prompt) || !optStr(v.image_prompt)) return null;
  const line: StreamLine = {
    type: 'topic',
    topic_id: v.topic_id,
    heading: v.heading,
    overview: v.overview ?? '',
    visual_mode: v.visual_mode ?? 'icon',
    icon_prompt: v.icon_prompt ?? '',
    image_prompt: v.image_prompt ?? '',
  };
  if (v.subtopics === undefined) return line;
  if (!Array.isArray(v.subtopics)) return null;
  const subs: SubtopicLine[] = [];
  for (const s of v.subtopics) {
    const sub = subtopic(s);
    if (sub === null) return null;
    subs.push(sub);
  }
  line.subtopics = subs;
  return line;
}

/**
 * The validated line, or null when the value needs the schema's verdict
 * (malformed, or an unusual shape).
 */
export function fastValidate(v: Obj): StreamLine | null {
  switch (v.type) {
    case 'topic':
      return topic(v);
    case 'status':
      return isStr(v.message) ? { type: 'status', message: v.message } : null;
    case 'done':
      return { type: 'done' };
    case 'error':
      return isStr(v.message) ? { type: 'error', message: v.message } : null;
    case 'content': {
      if (!isStr(v.title) || !optStr(v.description) || !optStr(v.image_prompt)) return null;
      const line: StreamLine = { type: 'content', title: v.title, description: v.description ?? '' };
      if (v.image_prompt !== undefined) line.image_prompt = v.image_prompt;
      return line;
    }
    default:
      // outline_complete carries a free-form record: rare, left to the schema.
      return null;
  }
}
