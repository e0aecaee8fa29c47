/**
 * Just enough XML for Office parts, without a DOM (a Web Worker has no
 * DOMParser): a tag/text scanner, attributes, relationship parts and their
 * relative targets.
 */
import { decodeEntities } from './html-text';

export type XmlToken =
  | { kind: 'open'; name: string; attrs: Record<string, string>; selfClosing: boolean }
  | { kind: 'close'; name: string }
  | { kind: 'text'; text: string };

const TOKEN = /<(\/?)([A-Za-z_][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<![^>]*>|([^<]+)/g;
const ATTR = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export function parseAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(ATTR)) {
    if (m[1] !== undefined) attrs[m[1]] = decodeEntities(m[2] ?? m[3] ?? '');
  }
  return attrs;
}

/** Tags and text in document order; processing instructions, comments and doctypes are skipped. */
export function* scanXml(xml: string): Generator<XmlToken> {
  for (const m of xml.matchAll(TOKEN)) {
    const [, slash, name, attrs, selfClosing, cdata, text] = m;
    if (name !== undefined) {
      if (slash) yield { kind: 'close', name };
      else yield { kind: 'open', name, attrs: parseAttrs(attrs ?? ''), selfClosing: selfClosing === '/' };
    } else if (cdata !== undefined) yield { kind: 'text', text: cdata };
    else if (text !== undefined) yield { kind: 'text', text: decodeEntities(text) };
  }
}

export interface Relationship {
  id: string;
  type: string;
  target: string;
}

/** Internal relationships of a .rels part; targets are resolved against `baseDir` (e.g. 'ppt/slides'). */
export function parseRels(xml: string, baseDir: string): Relationship[] {
  const rels: Relationship[] = [];
  for (const token of scanXml(xml)) {
    if (token.kind !== 'open' || token.name !== 'Relationship') continue;
    const { Id, Type, Target, TargetMode } = token.attrs;
    if (Id && Type && Target && TargetMode !== 'External') rels.push({ id: Id, type: Type, target: resolveTarget(baseDir, Target) });
  }
  return rels;
}

/** A part path from a relationship target: absolute ('/ppt/x.xml') or relative ('../notesSlides/n.xml'). */
export function resolveTarget(baseDir: string, target: string): string {
  const parts = target.startsWith('/') ? [] : baseDir.split('/').filter((p) => p !== '');
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.' && piece !== '') parts.push(piece);
  }
  return parts.join('/');
}

/** The .rels part that belongs to a part: 'ppt/slides/slide1.xml' -> 'ppt/slides/_rels/slide1.xml.rels'. */
export function relsPathOf(partPath: string): string {
  const slash = partPath.lastIndexOf('/');
  return `${partPath.slice(0, slash + 1)}_rels/${partPath.slice(slash + 1)}.rels`;
}

export function dirOf(partPath: string): string {
  return partPath.slice(0, Math.max(0, partPath.lastIndexOf('/')));
}
