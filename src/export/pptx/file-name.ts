/**
 * The .pptx file name from the deck title: lowercase letters,
 * digits and underscores only, then '.pptx'; nothing left gives
 * 'presentation.pptx'. The rule is core's `sanitizeFileName`, shared with
 * the deck file so both get the same name.
 */
import { sanitizeFileName } from '../../core/format';

/** `title` as a safe file name ending in '.pptx'. */
export function pptxFileName(title: string): string {
  return sanitizeFileName(title);
}
