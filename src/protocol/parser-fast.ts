/**
 * Hand-written validation of the common, well-formed stream lines. zod is
 * the reference (parser-line.ts falls back to it for anything this does not
 * accept, and for the error messages); this only spares the hot path the
 * generic schema walk, which costs as much as a tenth of the parse.
 * It must accept exactly what the schemas accept and return what they return:
 * parser-fast.test.ts checks both against each other.
 */
import type { ContentLine, StreamLine, SubtopicLine, TopicLine } from './lines';

type Obj = Record<string, unknown>;

const isStr = (v: unknown): v is string => typeof v === 'string';
const optStr = (v: unknown): v is string | undefined => v === undefined || typeof v === 'string';
const isMode = (v: unknown): v is 'icon' | 'image' => v === 'icon' || v === 'image';
const optMode = (v: unknown): v is 'icon' | 'image' | undefined => v === undefined || isMode(v);
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function subtopic(v: unknown): SubtopicLine | null {
  if (!isObj(v)) return null;
  const { heading, id, overview, icon_prompt, image_prompt, visual_mode } = v;
  if (!isStr(heading) || !optStr(id) || !optStr(overview)) return null;
  if (!optStr(icon_prompt) || !optStr(image_prompt) || !optMode(visual_mode)) return null;
  const out: SubtopicLine = { heading, overview: overview ?? '' };
  if (id !== undefined) out.id = id;
  if (icon_prompt !== undefined) out.icon_prompt = icon_prompt;
  if (image_prompt !== undefined) out.image_prompt = image_prompt;
  if (visual_mode !== undefined) out.visual_mode = visual_mode;
  return out;
}

function topic(v: Obj): TopicLine | null {
  const { topic_id, heading, overview, visual_mode, icon_prompt, image_prompt, subtopics, notes } = v;
  if (!isStr(topic_id) || !isStr(heading) || !optStr(overview) || !optMode(visual_mode)) return null;
  if (!optStr(icon_prompt) || !optStr(image_prompt) || !optStr(notes)) return null;
  const line: TopicLine = {
    type: 'topic',
    topic_id,
    heading,
    overview: overview ?? '',
    visual_mode: visual_mode ?? 'icon',
    icon_prompt: icon_prompt ?? '',
    image_prompt: image_prompt ?? '',
  };
  if (notes !== undefined) line.notes = notes;
  if (subtopics === undefined) return line;
  if (!Array.isArray(subtopics)) return null;
  const subs: SubtopicLine[] = [];
  for (const s of subtopics) {
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
      const { title, description, image_prompt, notes, writer } = v;
      if (!isStr(title) || !optStr(description) || !optStr(image_prompt) || !optStr(notes) || !optStr(writer)) return null;
      const line: ContentLine = { type: 'content', title, description: description ?? '' };
      if (image_prompt !== undefined) line.image_prompt = image_prompt;
      if (notes !== undefined) line.notes = notes;
      // The schema caps the writer's name; a longer one is left to its verdict.
      if (writer !== undefined) {
        if (writer.length > 100) return null;
        line.writer = writer;
      }
      return line;
    }
    default:
      // outline_complete carries a free-form record: rare, left to the schema.
      return null;
  }
}
