/**
 * Plain-text files and the clean-up every extracted text goes through.
 * The generator reads paragraphs (blank-line separated) and heading lines, so
 * the clean-up keeps exactly those and drops what only layout needed:
 * runs of spaces, odd whitespace, invisible characters, stacks of blank lines.
 */
import { ExtractError } from './errors';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Share of C0 controls (other than tab, newlines, form feed) above which "text" is binary. */
const MAX_CONTROL_SHARE = 0.005;

/** UTF-8 (BOM or not) or UTF-16 with a BOM; anything that is not clean text is refused. */
export function decodeTextFile(bytes: Uint8Array): string {
  let text: string;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    else text = utf8.decode(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes);
  } catch {
    throw new ExtractError('unsupported');
  }
  if (text.includes('\0')) throw new ExtractError('unsupported');
  // eslint-disable-next-line no-control-regex -- counting control characters is the point
  const controls = text.match(/[\u0001-\u0008\u000e-\u001f\u007f]/g)?.length ?? 0;
  if (controls > text.length * MAX_CONTROL_SHARE) throw new ExtractError('unsupported');
  return text;
}

// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000e-\u001f\u007f\u00ad\u200b-\u200d\u2060\ufeff]/g;
const SPACES = /[ \t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g;

/**
 * Collapses spaces inside lines, trims lines, keeps single newlines (line
 * breaks) and at most one blank line (a paragraph break). `keepIndent`
 * keeps leading spaces, which carry list nesting in Markdown.
 */
export function normalizeText(raw: string, keepIndent = false): string {
  const lines = raw
    .replace(/\r\n?/g, '\n')
    .replace(/\f/g, '\n\n')
    .replace(/[\v\u2028]/g, '\n')
    .replace(/\u2029/g, '\n\n')
    .replace(INVISIBLE, '')
    .split('\n')
    .map((line) => {
      if (!keepIndent) return line.replace(SPACES, ' ').trim();
      const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
      return indent.replace(/\t/g, '    ') + line.slice(indent.length).replace(SPACES, ' ').trim();
    });
  return lines
    .map((line) => (line.trim() === '' ? '' : line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\s+$/g, '');
}

export interface CappedText {
  text: string;
  truncated: boolean;
}

/** Cuts text longer than `max` at the last paragraph (or line, or word) break that fits. */
export function capText(text: string, max: number): CappedText {
  if (text.length <= max) return { text, truncated: false };
  const head = text.slice(0, max);
  const floor = max * 0.8;
  for (const sep of ['\n\n', '\n', ' ']) {
    const at = head.lastIndexOf(sep);
    if (at >= floor) return { text: head.slice(0, at).trimEnd(), truncated: true };
  }
  // No break near the end: cut, without leaving half of a surrogate pair.
  const last = head.charCodeAt(head.length - 1);
  return { text: last >= 0xd800 && last <= 0xdbff ? head.slice(0, -1) : head, truncated: true };
}
