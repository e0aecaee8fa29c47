/**
 * Slide text as stored: plain text (the generator's) or the editor's
 * formatting HTML. Plain text, anything without '<', is rendered as text.
 * HTML is sanitized again here with DOMPurify (stored decks are untrusted,
 * whatever wrote them) and only formatting survives: no images, scripts,
 * styles sheets, forms or event handlers. Where DOMPurify cannot run (no DOM,
 * e.g. server rendering) the value is shown as text, never as HTML.
 */
import DOMPurify from 'dompurify';
import { memo, useMemo, type CSSProperties } from 'react';

/** What inline formatting the editor may have left (seed 001 §2.14). */
const ALLOWED_TAGS = [
  'a', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'sub', 'sup', 'mark', 'span', 'font',
  'p', 'div', 'br', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'blockquote',
];
const ALLOWED_ATTR = ['style', 'color', 'face', 'size', 'align', 'dir', 'href', 'title'];

/** True when a value may hold markup. */
export const looksLikeHtml = (value: string): boolean => value.includes('<');

/**
 * The value's formatting HTML, safe to insert; undefined when it cannot be
 * sanitized here (then it must be rendered as text).
 */
export function sanitizeSlideHtml(value: string): string | undefined {
  if (!DOMPurify.isSupported) return undefined;
  return DOMPurify.sanitize(value, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
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
