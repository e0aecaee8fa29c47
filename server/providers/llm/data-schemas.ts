/**
 * The data slide kinds a model may ask for in its outline or content
 * answer: "text" (most slides), or "table", "chart" and "big-number" with a
 * table of the figures copied from the material. The route checks those
 * figures against the source before any reaches a slide (routes/topic-data.ts).
 */
import { z } from 'zod';

export const MODEL_SLIDE_KINDS = ['text', 'table', 'chart', 'big-number'] as const;
type ModelSlideKind = (typeof MODEL_SLIDE_KINDS)[number];

/** A cell as text: numbers become text, anything else empty. */
const cell = z.preprocess((v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : ''), z.string());
const row = z.array(cell).catch([]);

/** The zod fields of a topic or slide: its kind and its table, lenient (a malformed one reads as a text slide). */
export const modelDataFields = {
  kind: z
    .preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/[\s_]+/g, '-') : v), z.enum(MODEL_SLIDE_KINDS))
    .catch('text'),
  table: z.object({ columns: row, rows: z.array(row).catch([]) }).optional().catch(undefined),
};

/** The data a topic event carries for a model's kind and table: none for a text slide or an empty table. */
export function modelData(item: { kind: ModelSlideKind; table?: { columns: string[]; rows: string[][] } | undefined }): { data?: { kind: Exclude<ModelSlideKind, 'text'>; table: { columns: string[]; rows: string[][] } } } {
  if (item.kind === 'text' || !item.table || item.table.rows.length === 0) return {};
  return { data: { kind: item.kind, table: item.table } };
}

const STRING = { type: 'string' } as const;
const STRINGS = { type: 'array', items: STRING } as const;

/** The JSON Schema fields of the same, strict: a text slide answers an empty table. */
export const DATA_JSON_FIELDS = {
  kind: { type: 'string', enum: [...MODEL_SLIDE_KINDS] },
  table: { type: 'object', properties: { columns: STRINGS, rows: { type: 'array', items: STRINGS } }, required: ['columns', 'rows'], additionalProperties: false },
};

/** What the prompts say of the kinds. */
export const DATA_RULE = [
  '- kind: "text" for most slides. Use "table", "chart" or "big-number" only where the material holds real figures for it:',
  '"table" for rows of values to compare, "chart" for numbers across categories or over time, "big-number" for two to four key figures.',
  'Then fill "table": "columns" is the header row and "rows" the rows, each cell copied from the material with its unit',
  '(for "big-number" each row is [figure, what it measures]). Never invent, estimate or round a figure.',
  'Any other slide has kind "text" and a table with empty "columns" and "rows".',
].join(' ');
/** The same, for a deck made from a document. */
export const DATA_RULE_DOCUMENT = `${DATA_RULE} With a document, every figure must be in it: a table or chart with a figure the document does not have is dropped.`;
