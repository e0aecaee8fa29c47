/**
 * Company templates imported as themes (`templates` table): the theme made
 * from each, what its package said, its pictures as blobs and the package
 * itself (an export on the template's own master copies from it). A row
 * that does not read back is reported and skipped: a deck in its theme then
 * falls back to the default theme, as any unknown theme does.
 */
import { z } from 'zod';
import { TEMPLATE_ID_PREFIX, type TemplateFacts } from '../core/templates/types';
import type { Theme } from '../core/themes/types';
import { getDb, type DecksmithDB, type TemplateRow } from './db';
import { guardWrite } from './errors';
import { parseRows } from './validate';

export const SAVE_TEMPLATE_FAILED = 'Failed to save the template';
/** Longest template name kept; a theme card shows about 30 characters. */
export const TEMPLATE_NAME_CHARS = 80;
export { TEMPLATE_ID_PREFIX };

const hex = z.string().regex(/^#[0-9a-f]{6}$/i);
const box = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() });
const font = z.object({ family: z.string(), fallback: z.string(), bundled: z.boolean() });

const placedShape = z.object({
  box,
  geometry: z.enum(['rect', 'roundRect', 'ellipse', 'line']),
  rotation: z.number(),
  flipH: z.boolean(),
  flipV: z.boolean(),
  fill: hex.optional(),
  line: z.object({ color: hex, width: z.number() }).optional(),
  text: z
    .object({
      paragraphs: z.array(z.string()), color: hex, size: z.number(), bold: z.boolean(), italic: z.boolean(),
      align: z.enum(['left', 'center', 'right']), anchor: z.enum(['top', 'middle', 'bottom']), font: z.string(),
      inset: z.tuple([z.number(), z.number(), z.number(), z.number()]), wrap: z.boolean(),
    })
    .optional(),
});

const themeSchema = z.object({
  id: z.string().startsWith(TEMPLATE_ID_PREFIX),
  name: z.string(),
  category: z.literal('template'),
  aliases: z.array(z.string()),
  dark: z.boolean(),
  colors: z.object({
    primary: hex, secondary: hex, accent: hex, background: hex, backgroundStops: z.array(hex),
    title: hex, body: hex, card: hex, cardText: hex,
  }),
  template: z.object({
    fileName: z.string(),
    ratio: z.string(),
    fonts: z.object({ title: font, body: font }),
    placements: z.object({ title: box, body: box, region: box }),
    backgroundPicture: z.string().optional(),
    pictures: z.array(z.object({ src: z.string(), box })),
    notes: z.array(z.string()),
    shapes: z.array(placedShape).optional(),
    titleSlide: z
      .object({
        background: hex, backgroundStops: z.array(hex), backgroundPicture: z.string().optional(),
        title: hex, body: hex, hideMaster: z.boolean(),
      })
      .optional(),
  }),
});

const rowSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  fileName: z.string(),
  importedAt: z.number(),
  facts: z.record(z.string(), z.unknown()),
  theme: themeSchema,
  pictures: z.array(z.object({ part: z.string(), mime: z.string(), blob: z.instanceof(Blob) })),
  source: z.instanceof(Blob),
});

/** A stored template, as the app uses it. */
export interface StoredTemplate {
  id: string;
  name: string;
  fileName: string;
  importedAt: number;
  facts: TemplateFacts;
  theme: Theme;
  pictures: { part: string; mime: string; blob: Blob }[];
  source: Blob;
}

export interface NewTemplate {
  fileName: string;
  facts: TemplateFacts;
  /** Made under any id: the repository gives it the row's. */
  theme: Theme;
  pictures: { part: string; mime: string; blob: Blob }[];
  source: Blob;
}

const cleanName = (name: string): string => name.replace(/\s+/g, ' ').trim().slice(0, TEMPLATE_NAME_CHARS);

function toStored(row: z.infer<typeof rowSchema>): StoredTemplate {
  return { ...row, facts: row.facts as unknown as TemplateFacts, theme: { ...(row.theme as Theme), name: row.name } };
}

/** Typed access to the `templates` table. */
export class TemplatesRepository {
  constructor(
    private readonly db: DecksmithDB = getDb(),
    private readonly now: () => number = Date.now,
    private readonly newId: () => string = () => `${TEMPLATE_ID_PREFIX}${crypto.randomUUID()}`,
  ) {}

  /** Every readable template, oldest first. */
  async list(): Promise<StoredTemplate[]> {
    const rows = await this.db.templates.orderBy('importedAt').toArray();
    return parseRows(rowSchema, rows, 'templates', (row) => (row as TemplateRow).id).map(toStored);
  }

  /** Stores an imported template under a new id; returns it. A full device is a StorageFullError, and nothing is stored. */
  async add(template: NewTemplate): Promise<StoredTemplate> {
    const id = this.newId();
    const name = cleanName(template.facts.name) || cleanName(template.fileName) || 'Template';
    const row: TemplateRow = {
      id, name, fileName: template.fileName, importedAt: this.now(),
      facts: template.facts, theme: { ...template.theme, id, name }, pictures: template.pictures, source: template.source,
    };
    await guardWrite(SAVE_TEMPLATE_FAILED, () => this.db.templates.add(row));
    return toStored(rowSchema.parse(row));
  }

  /** Renames a template (an empty name keeps the old one); false when there is no such template. */
  async rename(id: string, name: string): Promise<boolean> {
    const clean = cleanName(name);
    if (clean === '') return false;
    return guardWrite(SAVE_TEMPLATE_FAILED, async () => (await this.db.templates.update(id, { name: clean })) === 1);
  }

  async delete(id: string): Promise<void> {
    await this.db.templates.delete(id);
  }
}
