/**
 * Which of the server's calls a chat request is, and what it asks, read
 * from the request the way a model reads it: the response_format's schema
 * name, and the prompt's own words (prompts.ts, edit-prompts.ts).
 */
import type { EditAction } from '../../../src/protocol/edit';
import { CONTENT_ANSWER, EDIT_ANSWER, OUTLINE_ANSWER } from '../../providers/llm/schemas';
import type { Lang } from './script-types';

export interface PromptSlide {
  heading: string;
  overview: string;
  subtopics: Array<{ heading: string; overview: string }>;
  /** Sent only to be translated. */
  image_prompt?: string;
  notes?: string;
}

export type Call =
  | { kind: 'outline'; material: string; count: number; title?: string; after: string[]; lang: Lang }
  | { kind: 'content'; title: string; headings: string[]; subtopics: number; lang: Lang }
  | { kind: 'edit'; title: string; slide: PromptSlide; action: EditAction; instruction: string; target: Lang | 'other'; lang: Lang; neighbours: string[] }
  | { kind: 'unknown'; why: string };

interface ChatBody {
  messages?: Array<{ role: string; content: unknown }>;
  response_format?: { type?: string; json_schema?: { name?: string } };
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p) => (typeof p === 'object' && p && 'text' in p ? String(p.text) : '')).join('');
  return '';
}

/** The text between `start` and the first of `ends` after it ('' when `start` is absent). */
function between(text: string, start: string, ends: readonly string[]): string {
  const from = text.indexOf(start);
  if (from < 0) return '';
  const rest = text.slice(from + start.length);
  const stops = ends.map((e) => rest.indexOf(e)).filter((i) => i >= 0);
  return rest.slice(0, stops.length > 0 ? Math.min(...stops) : undefined);
}

const jsonString = (raw: string | undefined): string | undefined => {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as string;
  } catch {
    return undefined;
  }
};

/** German when the prompt's language rule names it. */
const languageOf = (prompt: string): Lang => (/Language: write every text value in German/.test(prompt) ? 'de' : 'en');

const TASKS: ReadonlyArray<readonly [RegExp, EditAction]> = [
  [/^Translate the slide into/, 'translate'],
  [/^Change the slide as the user asks/, 'instruction'],
  [/^Write this slide again/, 'regenerate'],
  [/^Make the slide shorter/, 'shorter'],
  [/^Make the slide longer/, 'longer'],
  [/simpler words/, 'simpler'],
  [/more formal/, 'more-formal'],
  [/^Add one concrete example/, 'add-example'],
  [/^Split the slide/, 'split'],
  [/into steps/, 'steps'],
  [/into a timeline/, 'timeline'],
  [/into a comparison/, 'comparison'],
  [/speaker notes/i, 'speaker-notes'],
];

function readEdit(prompt: string): Call {
  const slideJson = between(prompt, 'The slide now (JSON):\n', ['\nHeadings of the slides', '\nSource passages:', '\nTask: ']);
  let slide: PromptSlide;
  try {
    slide = JSON.parse(slideJson) as PromptSlide;
  } catch {
    return { kind: 'unknown', why: 'the rewrite prompt carries no slide JSON' };
  }
  const task = between(prompt, '\nTask: ', ['\nRequirements:']).trim();
  const action = TASKS.find(([pattern]) => pattern.test(task))?.[1];
  if (!action) return { kind: 'unknown', why: `the rewrite task is not one the double knows: ${task.slice(0, 80)}` };
  const into = /^Translate the slide into ([^:]+):/.exec(task)?.[1] ?? '';
  return {
    kind: 'edit',
    title: jsonString(/Rewrite one slide of the deck (".*")\./.exec(prompt)?.[1]) ?? '',
    slide: { ...slide, subtopics: slide.subtopics ?? [] },
    action,
    instruction: between(task, '<request>\n', ['\n</request>']).trim(),
    target: /German/.test(into) ? 'de' : /English/.test(into) ? 'en' : 'other',
    lang: languageOf(prompt),
    neighbours: parseList(/^Headings of the slides around it, in order: (\[.*\])$/m.exec(prompt)?.[1]),
  };
}

function parseList(raw: string | undefined): string[] {
  try {
    return raw === undefined ? [] : (JSON.parse(raw) as string[]);
  } catch {
    return [];
  }
}

function readOutline(prompt: string): Call {
  return {
    kind: 'outline',
    material: between(prompt, '<material>\n', ['\n</material>']),
    count: Number(/Exactly (\d+) topics?,/.exec(prompt)?.[1] ?? 5),
    title: jsonString(/- Title: use (".*") as the title\./.exec(prompt)?.[1]),
    after: parseList(/The deck already has these first topics: (\[.*\])\. Write only/.exec(prompt)?.[1]),
    lang: languageOf(prompt),
  };
}

function readContent(prompt: string): Call {
  const topicsJson = between(prompt, 'Topics (JSON):\n', ['\nRequirements:']);
  let topics: Array<{ heading?: string }>;
  try {
    topics = JSON.parse(topicsJson) as Array<{ heading?: string }>;
  } catch {
    return { kind: 'unknown', why: 'the content prompt carries no topics JSON' };
  }
  return {
    kind: 'content',
    title: jsonString(/^Write the slides of the deck (".*")\.$/m.exec(prompt)?.[1]) ?? '',
    headings: topics.map((t) => t.heading ?? ''),
    // "2 or 3 subtopics": the larger, as a model that writes enough would.
    subtopics: Number(/, and (?:\d or )?(\d) subtopics\./.exec(prompt)?.[1] ?? 3),
    lang: languageOf(prompt),
  };
}

/** What the request asks, by its schema's name or, without one, by its prompt's first words. */
export function readCall(body: ChatBody): Call {
  const prompt = textOf(body.messages?.find((m) => m.role === 'user')?.content);
  const name = body.response_format?.json_schema?.name;
  if (name === OUTLINE_ANSWER.name || (!name && prompt.startsWith('Plan a slide deck'))) return readOutline(prompt);
  if (name === CONTENT_ANSWER.name || (!name && prompt.startsWith('Write the slides of the deck'))) return readContent(prompt);
  if (name === EDIT_ANSWER.name || (!name && prompt.startsWith('Rewrite one slide'))) return readEdit(prompt);
  return { kind: 'unknown', why: 'the request is none of the outline, content and rewrite calls' };
}
