/**
 * The fallback for an outline answer that is not JSON:
 * title and headings are pulled out of the text, from markdown or from a
 * JSON document cut short, so the user still gets an outline to review.
 */
import { OUTLINE_PARSE_FAILED } from '../errors';
import { topicKey, type OutlineResult } from '../schemas/outline';
import { limitOutlineTopics } from './limit';
import { titleFromInput } from './title';

export interface OutlineTextOptions {
  /** The user's input; the title falls back to it. */
  inputText: string;
  numberOfSlides: number;
}

interface FoundTopic {
  heading: string;
  overview: string;
}

interface Found {
  title?: string;
  description: string;
  topics: FoundTopic[];
}

const OVERVIEW_MAX = 300;
const TITLE_LINE = /^(?:#\s+(.+?)\s*#*|(?:presentation\s+)?title\s*:\s*(.+))$/i;
const HEADING_LINES: readonly RegExp[] = [
  /^#{1,6}\s+(.+?)\s*#*$/,
  /^(?:slide|topic)\s*\d+\s*[:.)\-–—]\s*(.+)$/i,
  /^\d{1,3}[.)]\s+(.+)$/,
  /^(?:\*\*|__)([^*_].*?)(?:\*\*|__)\s*:?$/,
];
const BOLD_PREFIX = /^(?:\*\*|__)(.+?)(?:\*\*|__)\s*[:\-–—]?\s*(.*)$/;
const NUMBER_PREFIX = /^(?:(?:slide|topic)\s*\d+\s*[:.)\-–—]\s*|\d{1,3}[.)]\s+)/i;

/** Removes markdown emphasis, numbering and a trailing colon from a heading. */
function cleanHeading(text: string): string {
  return text
    .replace(NUMBER_PREFIX, '')
    .replace(/\*\*|__|`/g, '')
    .replace(/\s*:$/, '')
    .trim();
}

/** Heading (and inline overview) of a line, when the line is a heading. */
function matchHeading(line: string): FoundTopic | undefined {
  for (const pattern of HEADING_LINES) {
    const content = pattern.exec(line)?.[1];
    if (content === undefined) continue;
    const bold = BOLD_PREFIX.exec(content.replace(NUMBER_PREFIX, ''));
    if (bold?.[1] !== undefined) return { heading: cleanHeading(bold[1]), overview: (bold[2] ?? '').trim() };
    return { heading: cleanHeading(content), overview: '' };
  }
  return undefined;
}

function appendText(current: string, line: string): string {
  const text = line.replace(/^[-*•+]\s+/, '').replace(/\*\*|__/g, '').trim();
  const joined = current === '' ? text : `${current} ${text}`;
  return joined.length > OVERVIEW_MAX ? joined.slice(0, OVERVIEW_MAX).trimEnd() : joined;
}

/** Walks the lines: a title first, then headings with the text under each. */
function scanLines(text: string): Found {
  const found: Found = { description: '', topics: [] };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || /^```/.test(line)) continue;
    const titleMatch = found.title === undefined && found.topics.length === 0 ? TITLE_LINE.exec(line) : null;
    if (titleMatch) {
      found.title = cleanHeading(titleMatch[1] ?? titleMatch[2] ?? '');
      continue;
    }
    const heading = matchHeading(line);
    const last = found.topics.at(-1);
    if (heading && heading.heading !== '') found.topics.push(heading);
    else if (last) last.overview = appendText(last.overview, line);
    else found.description = appendText(found.description, line);
  }
  return found;
}

const JSON_STRING = String.raw`"((?:[^"\\]|\\.)*)"`;

function decodeJsonString(body: string): string {
  try {
    return String(JSON.parse(`"${body}"`));
  } catch {
    return body;
  }
}

/** Title and headings of a JSON answer that was cut short or is malformed. */
function scanJsonLike(text: string): Found {
  const values = (key: string) =>
    [...text.matchAll(new RegExp(`"${key}"\\s*:\\s*${JSON_STRING}`, 'g'))].map((m) => decodeJsonString(m[1] ?? ''));
  const overviews = values('overview');
  const topics = values('heading').map((heading, i) => ({ heading: heading.trim(), overview: overviews[i] ?? '' }));
  return { title: values('title')[0], description: values('description')[0] ?? '', topics };
}

/**
 * The fallback outline for an unparseable answer: is_fallback and
 * parse_error set, error 'Failed to parse outline response'. Topics may be
 * empty when the text holds no recognisable heading.
 */
export function fallbackOutline(text: string, options: OutlineTextOptions): OutlineResult {
  const looksJson = /^\s*[[{]/.test(text);
  const jsonFound = looksJson ? scanJsonLike(text) : undefined;
  const found = jsonFound && jsonFound.topics.length > 0 ? jsonFound : scanLines(text);
  const title = found.title?.trim() || jsonFound?.title?.trim() || titleFromInput(options.inputText);
  const topics = limitOutlineTopics(found.topics, options.numberOfSlides);
  const outline: OutlineResult = {
    title,
    description: found.description,
    image_prompt: '',
    topics_array: topics.map((t) => t.heading),
    is_fallback: true,
    parse_error: true,
    error: OUTLINE_PARSE_FAILED,
  };
  topics.forEach((topic, i) => {
    outline[topicKey(i)] = { heading: topic.heading, overview: topic.overview, visual_mode: 'icon', icon_prompt: '', image_prompt: '' };
  });
  return outline;
}
