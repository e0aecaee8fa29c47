/**
 * One slide text as drawn: its plain text, as text, or, when the user
 * formatted it, the formatting record's HTML (core/text/rich.ts). Which of
 * the two is decided by the record alone, never by what the text contains:
 * "Vec<T> & Option<T>" is text and shows as typed.
 *
 * The formatting HTML is sanitized again here with DOMPurify (stored decks
 * are untrusted, whatever wrote them) and only formatting survives: no
 * images, links, scripts, style sheets, forms or event handlers. Where
 * DOMPurify cannot run (no DOM, e.g. server rendering) the plain text is
 * shown instead.
 */
import { memo, useMemo, type CSSProperties } from 'react';
import { formattingFor, type FormattedText } from '../../core/text/rich';
import { sanitizeHtml } from './sanitize';

/**
 * Formatting HTML, safe to insert; undefined when it cannot be sanitized
 * here (then the plain text is drawn). The same gate as the editor's
 * (./sanitize): what the editor may write is what is shown.
 */
export function sanitizeSlideHtml(html: string): string | undefined {
  return typeof window === 'undefined' ? undefined : sanitizeHtml(html);
}

export interface RichTextProps {
  /** The plain text. */
  value: string;
  /** The user's formatting of it, drawn while it was made for this very text. */
  rich?: FormattedText | undefined;
  as?: 'p' | 'div' | 'span';
  className?: string;
  style?: CSSProperties;
}

/** Plain text keeps its line breaks; HTML brings its own. */
const PLAIN: CSSProperties = { whiteSpace: 'pre-line' };

export const RichText = memo(function RichText({ value, rich, as: Tag = 'p', className, style }: RichTextProps) {
  const formatting = formattingFor(value, rich);
  const html = useMemo(() => (formatting === undefined ? undefined : sanitizeSlideHtml(formatting)), [formatting]);
  if (html === undefined) {
    return (
      <Tag className={className} style={style ? { ...PLAIN, ...style } : PLAIN}>
        {value}
      </Tag>
    );
  }
  return <Tag className={className} style={style} dangerouslySetInnerHTML={{ __html: html }} />;
});
