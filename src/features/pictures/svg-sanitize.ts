/**
 * Making an SVG file safe to draw. An SVG is a document: it can carry
 * scripts, event handlers, embedded HTML (foreignObject) and links to other
 * hosts. Its markup is never put into the page; it is parsed here as XML
 * (xmldom, which runs nothing and loads nothing, the same in the page and in
 * the tests), stripped of everything active or external, serialised again,
 * and only ever drawn through an <img> of that text (where browsers run no
 * script and load nothing) to become a bitmap.
 */
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';

/** Elements removed with everything inside them. */
const DROPPED = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'audio', 'video', 'canvas', 'handler', 'listener']);
const SVG_NS = 'http://www.w3.org/2000/svg';
/** Link targets kept: a fragment of this document, or an embedded raster image. */
const SAFE_LINK = /^\s*(?:#|data:image\/(?:png|jpeg|gif|webp);)/i;
/** CSS that reaches out: imports and url() of anything but a fragment or an embedded raster image. */
const EXTERNAL_CSS = /@import|url\(\s*['"]?(?!#|data:image\/(?:png|jpeg|gif|webp);)/i;
const ELEMENT = 1;
const TEXT = 3;
const CDATA = 4;

export const SVG_UNREADABLE = 'This SVG file could not be read.';

export type SanitizeResult = { ok: true; svg: string; removed: number } | { ok: false; error: string };

function cleanAttributes(el: Element): number {
  let removed = 0;
  for (let i = el.attributes.length - 1; i >= 0; i--) {
    const attr = el.attributes.item(i);
    if (attr === null) continue;
    const name = attr.name.toLowerCase();
    const local = (attr.localName ?? attr.name).toLowerCase();
    const active = name.startsWith('on');
    const badLink = (local === 'href' || local === 'src') && !SAFE_LINK.test(attr.value);
    const badStyle = local === 'style' && EXTERNAL_CSS.test(attr.value);
    if (active || badLink || badStyle) {
      el.removeAttributeNode(attr);
      removed++;
    }
  }
  return removed;
}

/** Whether a child node goes: not an element or text of the SVG (comments, processing instructions), or a dropped element. */
function dropped(node: ChildNode): boolean {
  if (node.nodeType === TEXT || node.nodeType === CDATA) return false;
  if (node.nodeType !== ELEMENT) return true;
  const el = node as Element;
  const tag = (el.localName ?? el.nodeName).toLowerCase();
  if (DROPPED.has(tag) || el.namespaceURI !== SVG_NS) return true;
  // An animation that sets a link could swap in a javascript: address after the checks.
  if ((tag === 'set' || tag.startsWith('animate')) && /href/i.test(el.getAttribute('attributeName') ?? '')) return true;
  return tag === 'style' && EXTERNAL_CSS.test(el.textContent ?? '');
}

/**
 * The SVG text with scripts, event handlers, embedded HTML, elements of
 * other namespaces, external links and external CSS removed; `removed`
 * counts the elements and attributes taken out. Refused when it is not
 * well-formed SVG.
 */
export function sanitizeSvg(text: string): SanitizeResult {
  let broken = false;
  const fail = () => {
    broken = true;
  };
  // Doctypes go before parsing: an internal subset can define entities that expand enormously.
  if (/<!DOCTYPE[^>]*\[/i.test(text.slice(0, 4096)) || /<!ENTITY/i.test(text)) return { ok: false, error: SVG_UNREADABLE };
  const doc = new DOMParser({ errorHandler: { warning: () => undefined, error: fail, fatalError: fail } }).parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement as unknown as Element | null;
  if (broken || root === null || root.localName !== 'svg' || root.namespaceURI !== SVG_NS) return { ok: false, error: SVG_UNREADABLE };
  let removed = 0;
  const walk = (el: Element): void => {
    for (let i = el.childNodes.length - 1; i >= 0; i--) {
      const child = el.childNodes.item(i);
      if (dropped(child)) {
        if (child.nodeType === ELEMENT) removed++;
        el.removeChild(child);
      } else if (child.nodeType === ELEMENT) {
        removed += cleanAttributes(child as Element);
        walk(child as Element);
      }
    }
  };
  removed += cleanAttributes(root);
  walk(root);
  // Only the element tree is written back: no prologue, processing instructions or doctype.
  return { ok: true, svg: new XMLSerializer().serializeToString(root as unknown as Node), removed };
}
