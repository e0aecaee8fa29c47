/**
 * Version 0 -> 1. Version 0 is a bare saved presentation (the record the
 * `presentations` store keeps, and what older builds and the original app
 * wrote out): no marker, the deck's fields at the top. Older slides may say
 * 'content' for a topic slide, carry string ids, or give a subtopic a
 * title/description instead of heading/overview; those are read as today's.
 * A record of presentation schema 2 or later already keeps its text plain
 * (core/text/legacy-markup.ts), so it becomes a version 2 file directly.
 */
import { isDict, type Dict } from '../outline/shapes';
import { DEFAULT_PRESENTATION_TITLE } from '../schemas/presentation';
import { PLAIN_TEXT_SCHEMA_VERSION } from '../text/legacy-markup';
import { SUBTOPIC_ID_PATTERN } from '../schemas/slide';
import { DECK_FILE_APP_NAME, DECK_FILE_FORMAT } from './limits';

/** Whether a marker-less document looks like a saved presentation. */
export function looksLikeSavedPresentation(doc: Dict): boolean {
  return Array.isArray(doc.slides);
}

function firstText(value: Dict, keys: readonly string[]): string | undefined {
  for (const key of keys) if (typeof value[key] === 'string') return value[key];
  return undefined;
}

function legacySubtopic(value: unknown, slideId: number, index: number): unknown {
  if (!isDict(value)) return value;
  const id = typeof value.id === 'string' && SUBTOPIC_ID_PATTERN.test(value.id) ? value.id : `subtopic_${slideId}_${index + 1}`;
  const heading = firstText(value, ['heading', 'title']);
  const overview = firstText(value, ['overview', 'description']);
  return { ...value, id, ...(heading !== undefined && { heading }), ...(overview !== undefined && { overview }) };
}

function legacyType(slide: Dict, index: number): 'title' | 'topic' {
  if (slide.type === 'title' || slide.type === 'topic') return slide.type;
  return index === 0 && !isDict(slide.topic) ? 'title' : 'topic';
}

function legacySlide(value: unknown, index: number): unknown {
  if (!isDict(value)) return value;
  const id = typeof value.id === 'number' && Number.isInteger(value.id) && value.id >= 0 ? value.id : index;
  const topic = isDict(value.topic) && Array.isArray(value.topic.subtopics)
    ? { ...value.topic, subtopics: value.topic.subtopics.map((s, m) => legacySubtopic(s, id, m)) }
    : value.topic;
  return { ...value, id, type: legacyType(value, index), ...(topic !== undefined && { topic }) };
}

function exportedAt(doc: Dict): string | undefined {
  const at = doc.updatedAt;
  return typeof at === 'number' && Number.isFinite(at) && at >= 0 && at < 8.64e15 ? new Date(at).toISOString() : undefined;
}

/** A version 0 document as a version 1 deck file, or 2 for a plain-text record (still to be validated). */
export function migrateV0(doc: Dict): Dict {
  const plainText = typeof doc.schemaVersion === 'number' && doc.schemaVersion >= PLAIN_TEXT_SCHEMA_VERSION;
  const settings = isDict(doc.settings) ? doc.settings : {};
  const theme = typeof doc.theme === 'string' && typeof settings.selectedTheme !== 'string' ? { selectedTheme: doc.theme } : {};
  const descriptionSize = isDict(doc.config) ? doc.config.description_size : undefined;
  const slides = Array.isArray(doc.slides) ? doc.slides.map(legacySlide) : doc.slides;
  return {
    format: DECK_FILE_FORMAT,
    version: plainText ? 2 : 1,
    exportedAt: exportedAt(doc),
    app: { name: DECK_FILE_APP_NAME },
    deck: {
      title: typeof doc.title === 'string' ? doc.title : DEFAULT_PRESENTATION_TITLE,
      ...(typeof doc.description === 'string' && { description: doc.description }),
      slides,
      settings: { ...theme, ...settings },
      ...(descriptionSize !== undefined && { descriptionSize }),
    },
    media: {},
  };
}
