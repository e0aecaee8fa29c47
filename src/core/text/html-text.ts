/**
 * The plain text of the inline editor's formatting HTML: what the outline,
 * the navigator, the title bar and search show for a formatted text, and
 * what the formatting is checked against (rich.ts). Only ever given HTML
 * known to be the editor's (a formatting record, or the edited element's
 * sanitized content); never used to guess whether a string is HTML. Pure
 * (no DOM), so the record migrations in core and the server can run it.
 */

const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Decodes the character references a browser writes when it serialises text
 * (the named ones above, no-break space as a plain space, and numeric ones);
 * anything else is left as written.
 */
export function decodeEntities(html: string): string {
  if (!html.includes('&')) return html;
  return html.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

// A block starts or ends a line: a soft break, several in a row are one line
// break. Marked with U+0001 (removed from the input first, so none is the text's).
const SOFT = '\u0001';
const SOFT_RUN = new RegExp(`\\n?${SOFT}+\\n?`, 'g');
// Attribute runs stop at the next '<' as well as '>', so an unclosed tag costs one scan, not one per '<'.
const BLOCK_TAG = /<\/?(?:p|div|li|ul|ol|h[1-6])\b[^<>]*>/gi;
const BR_TAG = /<br\b[^<>]*>/gi;
const ANY_TAG = /<\/?[a-z][^<>]*>/gi;

/**
 * The text of editor HTML: tags dropped, a <br> a line break, each block
 * (paragraph, list item, heading) on a line of its own, character
 * references decoded; no line breaks at the start or end. The HTML is the
 * editor's (sanitized: no scripts, no comments), so tags are simply dropped.
 */
export function htmlToText(html: string): string {
  const marked = html.split(SOFT).join('').replace(BR_TAG, '\n').replace(BLOCK_TAG, SOFT).replace(ANY_TAG, '');
  return decodeEntities(marked.replace(SOFT_RUN, '\n')).replace(/^\n+|\n+$/g, '');
}
