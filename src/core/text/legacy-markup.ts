/**
 * Reading slide text written before formatting had a field of its own.
 * Until presentation schema version 2 (and deck file version 2) a slide text
 * field held either plain text or the inline editor's sanitized HTML, and
 * readers told them apart by looking for '<': generated text such as
 * "Vec<T> & Option<T>" then lost its words. These functions migrate such a
 * record once: a value made only of the editor's own tags becomes plain text
 * plus its formatting (rich.ts); any other value is plain text as it is.
 *
 * This is the one place where a string's content decides "markup or text",
 * and only for records that say they are older than the split.
 */
import { isDict, type Dict } from '../outline/shapes';
import { htmlToText } from './html-text';
import type { FormattedText } from './rich';

/**
 * The elements the inline editor could write before version 2 (its
 * sanitizer's list then). Copied on purpose: history, not today's list.
 */
const OLD_EDITOR_TAGS = 'b|strong|i|em|u|s|strike|h1|h2|h3|p|div|br|ul|ol|li|span|font';
const OLD_EDITOR_TAG = new RegExp(`<\\/?(?:${OLD_EDITOR_TAGS})(?:\\s[^<>]*)?\\/?>`, 'iy');

/**
 * Whether an old stored value was the editor's HTML: it has a '<' and every
 * '<' in it opens one of the editor's tags. The old editor escaped a typed
 * '<' as '&lt;', so what it wrote always passes; generated text such as
 * "a<b then x" or "Vec<T>" does not.
 */
export function isOldEditorMarkup(value: string): boolean {
  let at = value.indexOf('<');
  if (at < 0) return false;
  while (at >= 0) {
    OLD_EDITOR_TAG.lastIndex = at;
    if (!OLD_EDITOR_TAG.test(value)) return false;
    at = value.indexOf('<', OLD_EDITOR_TAG.lastIndex);
  }
  return true;
}

/** An old stored value as today's plain text and, when it was editor HTML, its formatting. */
export function fromOldValue(value: string): { text: string; formatted?: FormattedText } {
  if (!isOldEditorMarkup(value)) return { text: value };
  const text = htmlToText(value);
  return { text, formatted: { text, html: value } };
}

type Formatting = Partial<Record<string, FormattedText>>;

/** Converts `record[key]` (when a string) and notes its formatting under `richKey`. */
function convert(record: Dict, key: string, rich: Formatting, richKey: string, shown = true): Dict {
  const value = record[key];
  if (typeof value !== 'string') return record;
  const { text, formatted } = fromOldValue(value);
  if (formatted !== undefined && shown) rich[richKey] = formatted;
  return text === value ? record : { ...record, [key]: text };
}

function withRich(record: Dict, rich: Formatting): Dict {
  return Object.keys(rich).length === 0 ? record : { ...record, rich };
}

function oldSubtopic(value: unknown): unknown {
  if (!isDict(value)) return value;
  const rich: Formatting = {};
  let sub = convert(value, 'heading', rich, 'heading');
  sub = convert(sub, 'overview', rich, 'overview');
  return withRich(sub, rich);
}

/**
 * An old slide record (plain object, not yet validated) in today's form.
 * A topic slide shows its topic's heading and overview when they are set
 * (core/slide/drawing.ts topicTexts), so its formatting comes from those.
 */
export function migrateOldSlide(value: unknown): unknown {
  if (!isDict(value)) return value;
  const rich: Formatting = {};
  const topic = isDict(value.topic) ? value.topic : undefined;
  const shows = (key: 'heading' | 'overview'): boolean => typeof topic?.[key] === 'string' && topic[key].trim() !== '';
  let slide = convert(value, 'title', rich, 'title', !shows('heading'));
  slide = convert(slide, 'description', rich, 'description', !shows('overview'));
  if (topic !== undefined) {
    let next = convert(topic, 'heading', rich, 'title', shows('heading'));
    next = convert(next, 'overview', rich, 'description', shows('overview'));
    if (Array.isArray(next.subtopics)) next = { ...next, subtopics: next.subtopics.map(oldSubtopic) };
    slide = { ...slide, topic: next };
  }
  return withRich(slide, rich);
}

/** The schema version from which slide text is plain text with formatting beside it. */
export const PLAIN_TEXT_SCHEMA_VERSION = 2;

/**
 * A stored presentation record of an older schema version with its slides
 * migrated and its version raised; records already at
 * {@link PLAIN_TEXT_SCHEMA_VERSION} or later come back unchanged.
 */
export function migrateOldPresentation(row: unknown): unknown {
  if (!isDict(row)) return row;
  const version = typeof row.schemaVersion === 'number' ? row.schemaVersion : 1;
  if (version >= PLAIN_TEXT_SCHEMA_VERSION) return row;
  const slides = Array.isArray(row.slides) ? row.slides.map(migrateOldSlide) : row.slides;
  return { ...row, slides, schemaVersion: PLAIN_TEXT_SCHEMA_VERSION };
}
