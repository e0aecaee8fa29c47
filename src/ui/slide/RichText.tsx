/**
 * Slide text as stored: plain text (the generator's) or the editor's
 * formatting HTML. Plain text, anything without '<', is rendered as text.
 * HTML is sanitized again here with DOMPurify (stored decks are untrusted,
 * whatever wrote them) and only formatting survives: no images, links,
 * scripts, style sheets, forms or event handlers. Where DOMPurify cannot run (no DOM,
 * e.g. server rendering) the value is shown as text, never as HTML.
 */
import { memo, useMemo, type CSSProperties } from 'react';
import { sanitizeHtml } from './sanitize';

/** True when a value may hold markup. */
export const looksLikeHtml = (value: string): boolean => value.includes('<');

/**
 * The value's formatting HTML, safe to insert; undefined when it cannot be
 * sanitized here (then it must be rendered as text). The same gate as the
 * editor's (./sanitize): what the editor may write is what is shown.
 */
export function sanitizeSlideHtml(value: string): string | undefined {
  return typeof window === 'undefined' ? undefined : sanitizeHtml(value);
}

/** The words of a value without its markup (for the typewriter and for tooltips). */
export function plainText(value: string): string {
  if (!looksLikeHtml(value)) return value;
  const safe = sanitizeSlideHtml(value);
  if (safe === undefined || typeof DOMParser === 'undefined') return value;
  // A parsed, not inserted, document: nothing in it loads or runs.
  return new DOMParser().parseFromString(safe, 'text/html').body.textContent ?? '';
}

export interface RichTextProps {
  value: string;
  as?: 'p' | 'div' | 'span';
  className?: string;
  style?: CSSProperties;
}

/** Plain text keeps its line breaks; HTML brings its own. */
const PLAIN: CSSProperties = { whiteSpace: 'pre-line' };

export const RichText = memo(function RichText({ value, as: Tag = 'p', className, style }: RichTextProps) {
  const html = useMemo(() => (looksLikeHtml(value) ? sanitizeSlideHtml(value) : undefined), [value]);
  if (html === undefined) {
    return (
      <Tag className={className} style={style ? { ...PLAIN, ...style } : PLAIN}>
        {value}
      </Tag>
    );
  }
  return <Tag className={className} style={style} dangerouslySetInnerHTML={{ __html: html }} />;
});
