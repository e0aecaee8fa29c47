/**
 * Invisible and direction-changing characters in text that arrives from
 * elsewhere: a model's answer, an imported deck file, an uploaded document.
 * A right-to-left override turns "Invoice \u202Egnp.exe" into what reads as
 * "Invoice exe.png"; a zero-width space makes two equal-looking words differ;
 * a stray control character shows as a box or breaks the PPTX's XML. None of
 * them is something a writer meant the reader to see, so they are removed.
 *
 * Kept: tab and line feed; ZWNJ (U+200C) and ZWJ (U+200D), which shape
 * Persian and Indic words and join emoji sequences (a family, a flag).
 * Carriage returns and the Unicode line/paragraph separators become '\n', so
 * a line break still breaks the line.
 *
 * The user's own typing is not cleaned here: what the editor stores is the
 * user's, direction marks included. Lives in protocol (the lowest layer) so
 * the stream parser, core and the workers can all call it.
 */

// Bidi embeddings and overrides (U+202A-202E), isolates (U+2066-2069) and marks
// (U+200E, U+200F, U+061C); zero width space (U+200B); word joiner and invisible
// operators (U+2060-2064); deprecated format controls (U+206A-206F); BOM (U+FEFF);
// interlinear annotation (U+FFF9-FFFB); C0 controls but tab, LF and CR; DEL; C1 controls.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/g;
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;
// One test for "anything to do": most text has none of these and is returned as is.
// eslint-disable-next-line no-control-regex
const ANY = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u2028\u2029\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/;

/**
 * `text` without bidi controls, invisible format characters and control
 * characters (tab and line feed kept; CR, CRLF, U+2028 and U+2029 become
 * '\n'). The same string comes back when there is nothing to remove.
 */
export function cleanText(text: string): string {
  if (!ANY.test(text)) return text;
  return text.replace(LINE_BREAKS, '\n').replace(INVISIBLE, '');
}

/** True when {@link cleanText} would change `text`. */
export function hasControls(text: string): boolean {
  return ANY.test(text);
}

// In JSON text a control character may also hide in an escape: \uXXXX, \b, \f or \r.
const ESCAPED = /\\[ubfr]/;

/**
 * False when the JSON text `json` cannot hold a string that {@link cleanText}
 * would change (no such character raw, no escape that could make one): the
 * parsed value then need not be walked. One scan of the text, for the
 * stream parser's hot path.
 */
export function jsonMayHaveControls(json: string): boolean {
  return ANY.test(json) || ESCAPED.test(json);
}

/**
 * Cleans every string value of a freshly parsed JSON value (object member
 * values and array items, at any depth) in place, and returns it; a bare
 * string is returned cleaned. Object keys are left as they are: they are
 * names, never shown. Iterative, so a hostile, deeply nested line cannot
 * overflow the stack. Only for values the caller owns (from JSON.parse).
 */
export function cleanJsonInPlace(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value);
  const pending: unknown[] = [value];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next !== 'object' || next === null) continue;
    const holder = next as Record<string, unknown>;
    for (const key of Object.keys(holder)) {
      const member = holder[key];
      if (typeof member === 'string') {
        if (ANY.test(member)) holder[key] = cleanText(member);
      } else if (typeof member === 'object' && member !== null) {
        pending.push(member);
      }
    }
  }
  return value;
}
