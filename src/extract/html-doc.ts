/**
 * A .doc that is a web page: Word's "Web Page" saves and many web apps'
 * "export to Word" write HTML under a .doc name, and Word opens it as a
 * document. It is read like a web page (headings, paragraphs, lists,
 * tables), never rendered: tags are read as structure, the rest is text.
 */
import { decode8bit } from './doc-text';
import { decodeTextFile } from './text';
import { webPageText, type WebPageText } from './web-page';

/** Bytes looked at for the opening tags: a doctype, an XML prolog and comments fit well within. */
const HEAD = 2048;

/** The file opens (after a BOM, an XML prolog, comments or blanks) with a doctype or an <html> tag. */
export function looksLikeHtml(bytes: Uint8Array): boolean {
  const head = String.fromCharCode(...bytes.subarray(0, HEAD)).toLowerCase();
  const at = head.search(/<!doctype\s+html|<html[\s>]/);
  if (at < 0) return false;
  const before = head.slice(0, at).replace(/<!--.*?-->/gs, '').replace(/<\?xml[^>]*>/g, '').replace(/^(?:\ufeff|ï»¿)/, '');
  return before.trim() === '';
}

/** The page's text as Markdown; UTF-8 (or UTF-16 with a BOM), else Windows-1252 as Word writes it. */
export function htmlDocText(bytes: Uint8Array): WebPageText {
  let html: string;
  try {
    html = decodeTextFile(bytes);
  } catch {
    html = decode8bit(bytes);
  }
  return webPageText(html);
}
