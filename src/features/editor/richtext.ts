/**
 * The inline editor's side of slide text (core/text/rich.ts): a field is
 * plain text, and the user's formatting of it is a separate record holding
 * the editor's sanitized HTML. These helpers turn the two into the HTML the
 * contentEditable element starts from, and the edited element back into a
 * plain text plus, only when the user formatted it, its formatting. Nothing
 * here decides from a string's content whether it is HTML: plain text is
 * always escaped, the formatting record is always HTML.
 */
import { decodeEntities, htmlToText } from '../../core/text/html-text';
import { formattingFor, type FormattedText } from '../../core/text/rich';
import { escapeHtml, sanitizeHtml } from '../../ui/slide/sanitize';

/** Plain text as HTML: escaped, line breaks as <br>. */
export function textToHtml(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

/** The HTML an editor shows for a text: its formatting (sanitized) when made for this text, else the text escaped. */
export function displayHtml(value: string, rich?: FormattedText): string {
  const html = formattingFor(value, rich);
  return html === undefined ? textToHtml(value) : sanitizeHtml(html);
}

/** What an edit stores: the plain text, and the formatting HTML when the user formatted it. */
export interface EditedText {
  text: string;
  html?: string;
}

const BR = /<br\s*\/?>/gi;
const TRAILING_BR = /<br\s*\/?>$/i;
// Any element but a line break is formatting (the sanitizer has removed all but the toolbar's).
const FORMATTING_TAG = /<(?!br\s*\/?>)[a-z]/i;

/**
 * The edited element's sanitized HTML as stored text: plain text when it
 * holds only text and line breaks, else its plain text plus the HTML as its
 * formatting. The line break a browser leaves at the end of an edited
 * element is not part of the text. Text the user typed is escaped by the
 * browser ('&lt;'), so a typed "<b>" is text, never formatting.
 */
export function editedValue(cleanHtml: string): EditedText {
  const html = cleanHtml.replace(TRAILING_BR, '');
  if (FORMATTING_TAG.test(html)) return { text: htmlToText(html), html };
  return { text: decodeEntities(html.replace(BR, '\n')) };
}

/** Whether an edit changes what is stored: the text, or its formatting. */
export function editChanges(edit: EditedText, value: string, rich: FormattedText | undefined): boolean {
  return edit.text !== value || edit.html !== formattingFor(value, rich);
}
