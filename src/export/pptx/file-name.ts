/**
 * The .pptx file name from the deck title (seed 001 §9): lowercase letters,
 * digits and underscores only, then '.pptx'; nothing left gives
 * 'presentation.pptx'.
 */

/** `title` as a safe file name ending in '.pptx'. */
export function pptxFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 120)
    .replace(/_+$/, '');
  return `${base || 'presentation'}.pptx`;
}
