/**
 * Envelopes around a document's text that are no part of it. A document that starts as an e-mail (a mailing-list post kept as a text
 * file) opens with header lines: "Date:", "From:", "Subject:", "Message-ID:".
 * They are the message's envelope, not its content: left in, the date became
 * the deck's title and the sender's address its first sentence. The header
 * is the run of "Name: value" lines (and their continuation lines) up to
 * the first blank line; an "Abstract:" in it is the only part a reader wants,
 * and is handed back to open the text under the title.
 */

const FIELD = /^([A-Za-z][A-Za-z-]{1,30}):[ \t]/;
const KNOWN = /^(?:date|from|to|cc|bcc|subject|message-id|references|in-reply-to|reply-to|sender|organization|mime-version|content-type|content-transfer-encoding|x-[a-z-]+|abstract|user-agent|newsgroups)$/i;

export interface Unwrapped {
  /** The lines after the header (all of them when there is none). */
  lines: string[];
  /** The header's abstract, '' when it has none. */
  abstract: string;
}

/** The text without a leading mail header, and the header's abstract. */
export function stripMailHeader(lines: readonly string[]): Unwrapped {
  const none = { lines: [...lines], abstract: '' };
  let i = 0;
  while (i < lines.length && (lines[i] ?? '').trim() === '') i++;
  const start = i;
  const kept: string[] = [];
  let fields = 0;
  let inAbstract = false;
  for (; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '') break;
    const field = FIELD.exec(line);
    if (field?.[1] !== undefined) {
      if (!KNOWN.test(field[1])) return none;
      fields++;
      inAbstract = /^abstract$/i.test(field[1]);
      if (inAbstract) kept.push(line.slice(field[0].length));
    } else if (fields > 0) {
      // A continuation line (extraction may have taken its indent away).
      if (inAbstract) kept.push(line.trim());
    } else {
      return none;
    }
  }
  // Three known fields make a header; two could be a document's own "Date:" and "Author:" lines.
  if (fields < 3) return none;
  return { lines: [...lines.slice(0, start), ...lines.slice(i)], abstract: kept.join(' ').replace(/\s+/g, ' ').trim() };
}

/**
 * Navigation lines of GNU Info files ("File: sed.info,  Node: Top,  Next:
 * Introduction"), their menus ("* Overview:: ...") and directory entries,
 * which makeinfo writes around every node: furniture of the reader, not
 * text of the manual.
 */
const INFO_LINE = /^(?:File: [^\s,]+\.info, +Node: |This is [^\s,]+\.info, produced by makeinfo|INFO-DIR-SECTION |START-INFO-DIR-ENTRY|END-INFO-DIR-ENTRY|\* [^:]{1,60}: \([^)]{1,60}\)\.|\* [^:]{1,80}::|(?:\* )?Menu:$)/;

/** The lines without GNU Info navigation; the same array when there is none. */
export function stripInfoNavigation(lines: readonly string[]): string[] {
  return lines.filter((line) => !INFO_LINE.test(line.trim()));
}
