/**
 * The /generate URL parameters: `source` and `content` carry a
 * document from the start screen. Both optional; anything unexpected is
 * dropped rather than failing the page.
 */
import { z } from 'zod';
import { resetCreateForm, type CreateFormState, type FormDefaults } from '../../state/create-form';
import type { HandoffSource } from '../../state/handoff';

export interface GenerateSearch {
  source?: HandoffSource;
  content?: string;
}

const searchSchema = z.object({
  source: z.enum(['file_upload', 'paste']).optional().catch(undefined),
  // The router JSON-parses parameter values, so a numeric or boolean text arrives as a number or a boolean.
  content: z
    .union([z.string(), z.number(), z.boolean()])
    .transform((value) => String(value))
    .optional()
    .catch(undefined),
});

/** validateSearch of the /generate route. */
export function validateGenerateSearch(search: Record<string, unknown>): GenerateSearch {
  const { source, content } = searchSchema.parse(search);
  return { ...(source === undefined ? {} : { source }), ...(content === undefined ? {} : { content }) };
}

/** The text the link missed: a reference to a copy this tab no longer has. */
export const DOCUMENT_MISSING =
  'The document text for this link is no longer available (it is kept only in the tab that opened it). Please upload or paste it again.';

/**
 * A document arrived: the form starts over (in the user's defaults) with its text (or notes that the
 * text is gone when `text` is undefined), on step 1 with the banner.
 */
export function receiveDocument(form: CreateFormState, source: HandoffSource, text: string | undefined, defaults: FormDefaults = {}): void {
  resetCreateForm(form, defaults);
  form.document = { source, missing: text === undefined, editing: false };
  if (text !== undefined) form.input.text = text;
}
