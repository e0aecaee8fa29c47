/**
 * The company template a deck file may carry: the one the deck's theme comes
 * from, as its whole package (base64), so the device that opens the file can
 * put it in 'Your templates' and export on its own master. Only its shape and
 * size are judged here; the package itself is read by the template reader
 * when it is imported, with every refusal that reader has.
 */
import { z } from 'zod';
import { TEMPLATE_ID_PREFIX } from '../templates/types';
import { MAX_TEMPLATE_CHARS } from './limits';
import { TEMPLATE_UNREADABLE } from './messages';

/** A carried template: the theme id the deck's settings name, what the user called it, and the package. */
export interface DeckFileTemplate {
  id: string;
  name: string;
  fileName: string;
  /** The .pptx/.potx/.pptm as it was imported, base64. */
  package: string;
}

export const deckFileTemplateSchema = z.object({
  id: z.string().max(100).regex(new RegExp(`^${TEMPLATE_ID_PREFIX}[A-Za-z0-9-]+$`)),
  name: z.string().trim().min(1).max(200),
  fileName: z.string().max(300).regex(/\.(pptx|potx|pptm)$/i),
  package: z.string().min(1).max(MAX_TEMPLATE_CHARS).regex(/^[A-Za-z0-9+/]+={0,2}$/),
});

/**
 * The template a file carries for the deck's theme `themeId`, or undefined.
 * One that does not read is left out with a warning (the deck still opens,
 * in the default theme); one the deck does not use is ignored.
 */
export function readCarriedTemplate(value: unknown, themeId: string, warnings: string[]): DeckFileTemplate | undefined {
  if (value === undefined) return undefined;
  const parsed = deckFileTemplateSchema.safeParse(value);
  if (!parsed.success) {
    warnings.push(TEMPLATE_UNREADABLE);
    return undefined;
  }
  return parsed.data.id === themeId ? parsed.data : undefined;
}
