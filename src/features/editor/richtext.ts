/**
 * Slide text is stored as plain text (what generation writes) or as the
 * sanitized HTML of the inline editor once the user formats it (commands
 * store either, src/core/commands/limits.ts). These helpers tell the two
 * apart and convert between them, so an edit that adds no formatting keeps
 * the field plain text, and the Edit Slide modal's text areas show text,
 * never markup.
 */
import { escapeHtml, sanitizeHtml } from '../../ui/slide/sanitize';

/**
 * Whether `value` is to be read as HTML. The slide renderer's rule
 * (src/ui/slide/RichText.tsx): anything with a '<' is HTML (and sanitized),
 * so the editor shows a value exactly as the slide does.
 */
export function isRichText(value: string): boolean {
  return value.includes('<');
}

/** Plain text as HTML: escaped, line breaks as <br>. */
export function textToHtml(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

/** The HTML to show for a stored value: sanitized editor HTML, or escaped text. */
export function displayHtml(value: string): string {
  return isRichText(value) ? sanitizeHtml(value) : textToHtml(value);
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the entities a browser writes when it serialises text (named ones above, and numeric ones). */
export function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BR = /<br\s*\/?>/gi;

/**
 * What to store for the sanitized HTML of an edited element: plain text when
 * it has no formatting (only text and line breaks), else the HTML itself.
 * The line break a browser leaves at the end of an edited element is not
 * part of the text.
 */
export function storedValue(cleanHtml: string): string {
  const html = cleanHtml.replace(/<br\s*\/?>$/i, '');
  if (/<(?!br\s*\/?>)/i.test(html)) return html;
  return textToStored(decodeEntities(html.replace(BR, '\n')));
}

/** The text of a stored value without its markup (line structure kept as line breaks). */
export function htmlToPlainText(value: string): string {
  if (!isRichText(value)) return value;
  // The result is text (React escapes it), so tags can simply be dropped; no need to parse.
  const text = value
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(BR, '\n')
    .replace(/<\/(?:p|div|li|h[1-3])>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\n{3,}/g, '\n\n').replace(/\n+$/, '');
}

/**
 * How typed plain text is stored. Text with a '<' ('a < b', '<b>' typed as
 * text) is stored as escaped HTML in a span, so it shows as typed instead of
 * being read as markup.
 */
export function textToStored(text: string): string {
  return isRichText(text) ? `<span>${textToHtml(text)}</span>` : text;
}
