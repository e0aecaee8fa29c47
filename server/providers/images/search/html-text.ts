/**
 * Plain text from the HTML snippets Wikimedia Commons puts in a file's
 * metadata (the author is often `<a href="...">Name</a>`, a description a
 * paragraph with links). One left-to-right pass with indexOf, no regular
 * expression over the markup, so hostile input costs linear time; the text
 * is only ever shown escaped, but no tag, script body or comment survives.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', copy: '©' };
/** Elements whose content is not text for a reader. */
const SKIPPED = ['script', 'style'];

function decodeEntity(name: string): string | undefined {
  if (name.startsWith('#x') || name.startsWith('#X')) {
    const code = Number.parseInt(name.slice(2), 16);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
  }
  if (name.startsWith('#')) {
    const code = Number.parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
  }
  return ENTITIES[name.toLowerCase()];
}

function decodeEntities(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const amp = text.indexOf('&', i);
    if (amp < 0) {
      out += text.slice(i);
      break;
    }
    out += text.slice(i, amp);
    const semi = text.indexOf(';', amp);
    const decoded = semi > amp && semi - amp <= 10 ? decodeEntity(text.slice(amp + 1, semi)) : undefined;
    if (decoded === undefined) {
      out += '&';
      i = amp + 1;
    } else {
      out += decoded;
      i = semi + 1;
    }
  }
  return out;
}

/** The text of an HTML fragment, tags dropped, entities decoded, white space and control characters folded, cut to `max`. */
export function htmlToText(html: string, max = 300): string {
  let out = '';
  let i = 0;
  const lower = html.toLowerCase();
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += html.slice(i);
      break;
    }
    out += html.slice(i, lt);
    if (lower.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    const gt = html.indexOf('>', lt);
    if (gt < 0) break;
    const skipped = SKIPPED.find((name) => lower.startsWith(`<${name}`, lt));
    if (skipped) {
      const close = lower.indexOf(`</${skipped}`, gt);
      const closeEnd = close < 0 ? -1 : html.indexOf('>', close);
      i = closeEnd < 0 ? html.length : closeEnd + 1;
      continue;
    }
    // A block boundary reads as a space: "<p>One</p><p>Two</p>" is "One Two".
    out += ' ';
    i = gt + 1;
    if (out.length > max * 4) break;
  }
  const text = [...decodeEntities(out)]
    .map((ch) => (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f ? ' ' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
