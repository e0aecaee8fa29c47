/**
 * The deck file, format version 3: a marker, the version, who wrote it and
 * when, the deck (slides with their notes, settings, text amount), the
 * images it uses, embedded as data URLs keyed by the URL the slides name,
 * and the company template its theme comes from, if any.
 */
import { z } from 'zod';
import { descriptionSizeSchema, type DescriptionSize } from '../schemas/catalog';
import type { PresentationSettings } from '../schemas/config';
import { slideSchema, type Slide } from '../schemas/slide';
import type { SourceDocument } from '../source/types';
import type { DeckFileTemplate } from './template';
import { DECK_FILE_FORMAT, DECK_FILE_VERSION } from './limits';

/** The deck a deck file carries: what an exporter reads, plus the dashboard description. */
export interface DeckFileDeck {
  title: string;
  /** The card's description on the dashboard. */
  description?: string;
  slides: readonly Slide[];
  settings: PresentationSettings;
  /** The deck's text amount; unknown reads as 'concise'. */
  descriptionSize?: DescriptionSize;
  /** The document the deck was made from, so rewrites after an import stay grounded in it. */
  source?: SourceDocument;
  /** The company template the deck's theme comes from, carried whole. */
  template?: DeckFileTemplate;
}

/** Pages of a kept source a file may carry (a long PDF's, capped as the device keeps them). */
const MAX_SOURCE_PAGES = 5_000;

const sourceSchema = z.object({
  name: z.string().max(300),
  text: z.string(),
  pages: z.array(z.string()).max(MAX_SOURCE_PAGES).optional(),
});

export const deckFileSchema = z.object({
  format: z.literal(DECK_FILE_FORMAT),
  version: z.literal(DECK_FILE_VERSION),
  /** ISO 8601; informational only, so a missing or odd one is no reason to refuse. */
  exportedAt: z.string().optional().catch(undefined),
  app: z
    .object({ name: z.string(), version: z.string().optional() })
    .optional()
    .catch(undefined),
  deck: z.object({
    title: z.string().default(''),
    description: z.string().optional(),
    slides: z.array(slideSchema),
    /** Read leniently afterwards: a bad theme id must not lose the slides. */
    settings: z.unknown(),
    descriptionSize: descriptionSizeSchema.optional().catch(undefined),
    /** A source that does not read is left out: it is no reason to lose the deck. */
    source: sourceSchema.optional().catch(undefined),
  }),
  /** Image URL -> data URL. */
  media: z.record(z.string(), z.string()).default({}),
  /** The company template of the deck's theme; read leniently afterwards (template.ts): a bad one must not lose the slides. */
  template: z.unknown().optional(),
});
export type DeckFile = z.output<typeof deckFileSchema>;
