import { HEARTBEAT_MS, NDJSON_CONTENT_TYPE } from '../../../protocol/lines';
import { MAX_INPUT_CHARS, MAX_SLIDES, WIRE_DESCRIPTION_SIZES, WIRE_TONES } from '../../../protocol/requests';

export interface Field {
  name: string;
  type: string;
  required?: boolean;
  description: string;
}

export interface Endpoint {
  id: string;
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  answers: string;
  fields?: Field[];
  example: string;
  response: string;
}

const n = (v: number) => v.toLocaleString('en-US');

const COMMON_FIELDS: Field[] = [
  { name: 'tone', type: WIRE_TONES.map((t) => `"${t}"`).join(' | '), description: 'Voice and structure of the text. Default "casual".' },
  { name: 'description_size', type: WIRE_DESCRIPTION_SIZES.map((s) => `"${s}"`).join(' | '), description: 'How much text each slide gets. Default "medium".' },
  { name: 'language', type: 'string', description: 'Output language as a BCP 47 tag, 2 to 35 characters. Default "en-US".' },
  { name: 'model_key', type: 'string', description: 'Accepted for compatibility (at most 100 characters); the server uses the model it was configured with.' },
  { name: 'pretty_json', type: 'boolean', description: 'Accepted for compatibility; the stream format does not change.' },
];

/** The HTTP API as the server implements it (server/app.ts, src/protocol/requests.ts). */
export const ENDPOINTS: Endpoint[] = [
  {
    id: 'health',
    method: 'GET',
    path: '/api/health',
    summary: 'Tells whether the generation server is up, its version and which providers it uses.',
    answers: '200 application/json',
    example: 'curl {origin}/api/health',
    response: '{"status":"ok","version":"0.1.0","providers":{"llm":"builtin","images":"builtin","icons":"builtin"}}',
  },
  {
    id: 'outline',
    method: 'POST',
    path: '/api/ppt/generate-outline-test',
    summary: 'Streams the outline of a deck: one topic line per content slide, then the whole outline.',
    answers: `200 ${NDJSON_CONTENT_TYPE}`,
    fields: [
      { name: 'input_text', type: 'string', required: true, description: `The topic, or the full text of a document. Not blank, at most ${n(MAX_INPUT_CHARS)} characters.` },
      { name: 'number_of_slides', type: 'integer', description: `Slides in the deck including the title slide, 1 to ${MAX_SLIDES}. Default 5; the outline has one topic fewer.` },
      { name: 'presentation_title', type: 'string', description: 'Title to use instead of one derived from the input. At most 500 characters.' },
      ...COMMON_FIELDS,
    ],
    example: `curl -N {origin}/api/ppt/generate-outline-test \\
  -H 'content-type: application/json' \\
  -d '{"input_text":"Solar energy for small businesses","number_of_slides":3}'`,
    response: `{"type":"topic","topic_id":"topic_1","heading":"The Basics of Solar Energy","overview":"…","visual_mode":"image","icon_prompt":"…","image_prompt":"…"}
{"type":"topic","topic_id":"topic_2","heading":"Costs and Savings","overview":"…","visual_mode":"icon","icon_prompt":"…","image_prompt":"…"}
{"type":"outline_complete","outline":{"title":"Solar Energy for Small Businesses","description":"…","topics_array":["The Basics of Solar Energy","Costs and Savings"],"topic_1":{…},"topic_2":{…}}}
{"type":"done"}`,
  },
  {
    id: 'content',
    method: 'POST',
    path: '/api/ppt/generate-content-test',
    summary: 'Streams the slides for an outline: the title slide first, then each topic with its subtopics.',
    answers: `200 ${NDJSON_CONTENT_TYPE}`,
    fields: [
      { name: 'presentation_title', type: 'string', required: true, description: 'Title of the deck. Not blank, at most 500 characters.' },
      { name: 'topics_array', type: 'string | Topic[]', required: true, description: `The topics to write, as a JSON array or that array serialised to a string. Each topic: heading (required), topic_id, overview, visual_mode ("icon" | "image"), icon_prompt, image_prompt. At most ${MAX_SLIDES}.` },
      { name: 'number_of_slides', type: 'integer', description: `Optional cap, 1 to ${MAX_SLIDES}: at most this many slides including the title slide.` },
      { name: 'input_text', type: 'string', description: 'The source document, so the slides can quote it.' },
      ...COMMON_FIELDS,
    ],
    example: `curl -N {origin}/api/ppt/generate-content-test \\
  -H 'content-type: application/json' \\
  -d '{"presentation_title":"Solar energy","topics_array":[{"heading":"Why solar"}]}'`,
    response: `{"type":"content","title":"Solar energy","description":"…","image_prompt":"a photo of Solar energy"}
{"type":"topic","topic_id":"topic_1","heading":"Why solar","overview":"…","visual_mode":"image","icon_prompt":"…","image_prompt":"…","subtopics":[{"id":"subtopic_1_1","heading":"The Short Version","overview":"…","icon_prompt":"…"}]}
{"type":"done"}`,
  },
];

export const LINE_TYPES = [
  { type: 'status', fields: 'message', meaning: `Progress note. Sent every ${HEARTBEAT_MS / 1000} s while the server works, so the connection never looks dead.` },
  { type: 'topic', fields: 'topic_id, heading, overview, visual_mode, icon_prompt, image_prompt, subtopics?', meaning: 'One content slide. Outline topics have no subtopics; content topics carry them (id, heading, overview, prompts).' },
  { type: 'content', fields: 'title, description, image_prompt?', meaning: 'The title slide (content call only, sent first).' },
  { type: 'outline_complete', fields: 'outline', meaning: 'The whole outline in one object: title, description, image_prompt, topics_array and topic_1 … topic_N (outline call only).' },
  { type: 'error', fields: 'message', meaning: 'The request failed or timed out; the message can be shown to the user. It is the last line.' },
  { type: 'done', fields: '', meaning: 'The stream finished successfully. Always the last line when there is no error.' },
] as const;

export const ERRORS = [
  { status: '400', meaning: 'Body is not JSON or fails validation. The answer is {"error": "field: what to fix"}.' },
  { status: '404', meaning: 'No such API route: {"error": "No API route METHOD /api/…"}.' },
  { status: '413', meaning: 'Body larger than 1 MB.' },
  { status: '429', meaning: 'More generation requests than the per-minute limit for your address; the Retry-After header says when to try again.' },
] as const;
