/**
 * A structural check of a .pptx, looking for what makes PowerPoint offer to
 * "repair" a file written by pptxgenjs 4: XML that does not parse,
 * content types or relationships naming parts that are not there, shapes
 * without a text body, backgrounds without an effect list, paragraphs with
 * their properties out of place, NaN/undefined or negative sizes written into
 * attributes, a slide list that disagrees with the slide parts, notes slides
 * that do not point back to their slide, a theme shared by two masters,
 * folder entries in the zip. Pure (jszip + xmldom):
 * the exporter's tests, the real-client check in CI and the browser use it.
 */
import { DOMParser } from '@xmldom/xmldom';
import JSZip from 'jszip';

/** One thing wrong with a package: the part (zip path) and what is wrong. */
export interface PptxProblem {
  part: string;
  message: string;
}

interface Pkg {
  /** Every file (not folder) in the zip. */
  names: Set<string>;
  /** Parsed XML parts (.xml and .rels) that are well formed. */
  docs: Map<string, Document>;
  problems: PptxProblem[];
}

const NS_P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const NS_A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const NS_R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const NS_CT = 'http://schemas.openxmlformats.org/package/2006/content-types';
const CONTENT_TYPES = '[Content_Types].xml';
const PRESENTATION = 'ppt/presentation.xml';
const SLIDE_PART = /^ppt\/slides\/slide\d+\.xml$/;
const NOTES_PART = /^ppt\/notesSlides\/notesSlide\d+\.xml$/;
const DRAWING_PART = /^ppt\/(slides|slideLayouts|slideMasters|notesSlides|notesMasters)\/[^/]+\.xml$/;
const XML_PART = /\.(xml|rels)$/i;
// Characters XML 1.0 forbids even as references (user text pasted with control codes).
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
const BAD_VALUE = /NaN|undefined/;
// Attributes that carry user text: a word 'undefined' there may be the user's.
const FREE_TEXT_ATTRS = new Set(['descr', 'name', 'title', 'typeface']);

/**
 * Checks a .pptx for known PowerPoint repair triggers. Returns the problems
 * found, each with its part; an empty array means the package is clean.
 * @param bytes - the whole .pptx file
 */
export async function validatePptx(bytes: Uint8Array): Promise<PptxProblem[]> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch (err) {
    return [{ part: '(zip)', message: `not a readable zip file: ${errorText(err)}` }];
  }
  const pkg = await readPackage(zip);
  checkContentTypes(pkg);
  checkRelationships(pkg);
  checkDrawingParts(pkg);
  checkParagraphs(pkg);
  checkAttributes(pkg);
  checkThemes(pkg);
  checkSlideList(pkg);
  checkNotesSlides(pkg);
  return pkg.problems;
}

async function readPackage(zip: JSZip): Promise<Pkg> {
  const pkg: Pkg = { names: new Set(), docs: new Map(), problems: [] };
  const folders = Object.values(zip.files).filter((entry) => entry.dir).map((entry) => entry.name);
  if (folders.length > 0) {
    pkg.problems.push({ part: '(zip)', message: `folder entries ${folders.join(', ')} (a package holds parts only; PowerPoint repairs this)` });
  }
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    pkg.names.add(entry.name);
    if (!XML_PART.test(entry.name)) continue;
    const { doc, errors } = checkXml(await entry.async('string'));
    if (errors.length > 0) {
      for (const message of errors) pkg.problems.push({ part: entry.name, message });
    } else {
      pkg.docs.set(entry.name, doc);
    }
  }
  return pkg;
}

function parseXml(text: string): { doc: Document; errors: string[] } {
  const errors: string[] = [];
  const record = (message: string): void => {
    errors.push(message.replace(/^\[xmldom \w+\]\s*/, '').split('\n')[0] ?? message);
  };
  const parser = new DOMParser({ errorHandler: { warning: record, error: record, fatalError: record } });
  return { doc: parser.parseFromString(text, 'application/xml'), errors };
}

/** Parses `text` and says why it is not well-formed, namespace-correct XML (xmldom alone is lenient). */
function checkXml(text: string): { doc: Document; errors: string[] } {
  const { doc, errors } = parseXml(text);
  const found = errors.map((e) => `XML does not parse: ${e}`);
  // xmldom 0.8 hands back no document at all for an empty source.
  const root = (doc as Document | undefined)?.documentElement as Element | null | undefined;
  if (!root) return { doc, errors: found.length > 0 ? found : ['XML does not parse: no root element'] };
  if (FORBIDDEN_CHARS.test(text)) found.push('XML contains a control character XML 1.0 forbids');
  for (const node of Array.from(doc.childNodes)) {
    if (node.nodeType === 3 && (node.nodeValue ?? '').trim() !== '') found.push('XML has text outside the root element');
  }
  const unbound = firstUnboundPrefix(root);
  if (unbound) found.push(`XML uses the undeclared namespace prefix '${unbound}'`);
  return { doc, errors: found };
}

function firstUnboundPrefix(el: Element): string | undefined {
  if (el.prefix && !el.namespaceURI) return el.prefix;
  for (const attr of Array.from(el.attributes)) {
    if (attr.prefix && attr.prefix !== 'xmlns' && !attr.namespaceURI) return attr.prefix;
  }
  for (const child of Array.from(el.childNodes)) {
    if (child.nodeType !== 1) continue;
    const found = firstUnboundPrefix(child as Element);
    if (found) return found;
  }
  return undefined;
}

function elements(parent: Document | Element, ns: string, localName: string): Element[] {
  return Array.from(parent.getElementsByTagNameNS(ns, localName));
}

function childElement(parent: Element, ns: string, localName: string): Element | undefined {
  return Array.from(parent.childNodes).find(
    (n): n is Element => n.nodeType === 1 && (n as Element).namespaceURI === ns && (n as Element).localName === localName,
  );
}

function checkContentTypes(pkg: Pkg): void {
  const doc = pkg.docs.get(CONTENT_TYPES);
  if (!doc) {
    if (!pkg.names.has(CONTENT_TYPES)) pkg.problems.push({ part: CONTENT_TYPES, message: 'the package has no [Content_Types].xml' });
    return;
  }
  const defaults = new Set(elements(doc, NS_CT, 'Default').map((d) => (d.getAttribute('Extension') ?? '').toLowerCase()));
  const overrides = new Set<string>();
  for (const override of elements(doc, NS_CT, 'Override')) {
    const part = (override.getAttribute('PartName') ?? '').replace(/^\//, '');
    overrides.add(part);
    if (!pkg.names.has(part)) {
      pkg.problems.push({ part: CONTENT_TYPES, message: `Override names /${part}, which is not in the package` });
    }
  }
  for (const name of pkg.names) {
    if (name === CONTENT_TYPES || overrides.has(name)) continue;
    const ext = name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
    if (!defaults.has(ext)) pkg.problems.push({ part: name, message: `no content type (no Override and no Default for '.${ext}')` });
  }
}

/** The part a .rels file describes: 'ppt/slides/_rels/slide1.xml.rels' -> 'ppt/slides/slide1.xml'. */
function sourceOfRels(relsPath: string): string {
  return relsPath.replace(/(^|\/)_rels\/([^/]*)\.rels$/, '$1$2');
}

/** Resolves a relationship target against the folder of its source part. */
export function resolveTarget(sourcePart: string, target: string): string {
  const clean = safeDecode(target.replace(/#.*$/, ''));
  const base = clean.startsWith('/') ? [] : sourcePart.split('/').slice(0, -1);
  for (const segment of clean.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') base.pop();
    else base.push(segment);
  }
  return base.join('/');
}

interface Relationship {
  id: string;
  type: string;
  target: string;
  external: boolean;
}

function relationshipsOf(pkg: Pkg, part: string): Relationship[] {
  const dir = part.split('/').slice(0, -1).join('/');
  const file = part.split('/').pop() ?? '';
  const doc = pkg.docs.get(`${dir === '' ? '' : `${dir}/`}_rels/${file}.rels`);
  if (!doc) return [];
  return elements(doc, NS_PKG_REL, 'Relationship').map((rel) => ({
    id: rel.getAttribute('Id') ?? '',
    type: rel.getAttribute('Type') ?? '',
    target: rel.getAttribute('Target') ?? '',
    external: rel.getAttribute('TargetMode') === 'External',
  }));
}

function checkRelationships(pkg: Pkg): void {
  for (const relsPath of pkg.docs.keys()) {
    if (!relsPath.endsWith('.rels')) continue;
    const source = sourceOfRels(relsPath);
    if (source !== '' && !pkg.names.has(source)) {
      pkg.problems.push({ part: relsPath, message: `describes ${source}, which is not in the package` });
    }
    for (const rel of relationshipsOf(pkg, source)) {
      if (rel.external) continue;
      const resolved = resolveTarget(source, rel.target);
      if (!pkg.names.has(resolved)) {
        pkg.problems.push({ part: relsPath, message: `relationship ${rel.id} targets ${rel.target} (${resolved}), which is not in the package` });
      }
    }
  }
}

function checkDrawingParts(pkg: Pkg): void {
  for (const [part, doc] of pkg.docs) {
    if (!DRAWING_PART.test(part)) continue;
    for (const sp of elements(doc, NS_P, 'sp')) {
      if (childElement(sp, NS_P, 'txBody') || isSlideImagePlaceholder(sp)) continue;
      const cNvPr = elements(sp, NS_P, 'cNvPr')[0];
      const label = `'${cNvPr?.getAttribute('name') ?? '?'}' (id ${cNvPr?.getAttribute('id') ?? '?'})`;
      pkg.problems.push({ part, message: `shape ${label} has no <p:txBody>` });
    }
    for (const bg of elements(doc, NS_P, 'bg')) {
      const bgPr = childElement(bg, NS_P, 'bgPr');
      if (bgPr && !childElement(bgPr, NS_A, 'effectLst')) {
        pkg.problems.push({ part, message: 'background <p:bgPr> has no <a:effectLst/>' });
      }
    }
  }
}

/** A paragraph holds at most one `<a:pPr>`, first (pptxgenjs writes one per run of a run array). */
function checkParagraphs(pkg: Pkg): void {
  for (const [part, doc] of pkg.docs) {
    if (!DRAWING_PART.test(part)) continue;
    const bad = elements(doc, NS_A, 'p').filter((p) => {
      const kids = Array.from(p.childNodes).filter((n): n is Element => n.nodeType === 1);
      const at = kids.flatMap((kid, i) => (kid.localName === 'pPr' ? [i] : []));
      return at.length > 1 || (at.length === 1 && at[0] !== 0);
    });
    if (bad.length > 0) pkg.problems.push({ part, message: `${bad.length} paragraph(s) with <a:pPr> repeated or not first` });
  }
}

/** A theme part belongs to one master: the notes master must not share the slide master's. */
function checkThemes(pkg: Pkg): void {
  const owners = new Map<string, string[]>();
  for (const master of pkg.names) {
    if (!/^ppt\/(slideMasters|notesMasters|handoutMasters)\/[^/]+\.xml$/.test(master)) continue;
    for (const rel of relationshipsOf(pkg, master)) {
      if (!rel.type.endsWith('/theme')) continue;
      const theme = resolveTarget(master, rel.target);
      owners.set(theme, [...(owners.get(theme) ?? []), master]);
    }
  }
  for (const [theme, masters] of owners) {
    if (masters.length > 1) pkg.problems.push({ part: theme, message: `theme shared by ${masters.join(' and ')}` });
  }
}

/** The notes page's slide picture: PowerPoint itself writes it without a text body. */
function isSlideImagePlaceholder(sp: Element): boolean {
  return elements(sp, NS_P, 'ph').some((ph) => ph.getAttribute('type') === 'sldImg');
}

function checkAttributes(pkg: Pkg): void {
  for (const [part, doc] of pkg.docs) {
    const seen = new Set<string>();
    for (const el of Array.from(doc.getElementsByTagName('*'))) {
      for (const attr of Array.from(el.attributes)) {
        const value = attr.value;
        const negativeSize = el.localName === 'ext' && (attr.name === 'cx' || attr.name === 'cy') && Number(value) < 0;
        const bad = negativeSize || value === 'NaN' || value === 'undefined' || (BAD_VALUE.test(value) && !FREE_TEXT_ATTRS.has(attr.localName));
        const key = `${el.tagName}@${attr.name}`;
        if (!bad || seen.has(key)) continue;
        seen.add(key);
        pkg.problems.push({ part, message: `<${el.tagName}> attribute ${attr.name}="${value}"` });
      }
    }
  }
}

function checkSlideList(pkg: Pkg): void {
  const doc = pkg.docs.get(PRESENTATION);
  if (!doc) {
    if (!pkg.names.has(PRESENTATION)) pkg.problems.push({ part: PRESENTATION, message: 'the package has no presentation part' });
    return;
  }
  const slideParts = [...pkg.names].filter((n) => SLIDE_PART.test(n)).length;
  const listed = elements(doc, NS_P, 'sldId');
  if (listed.length !== slideParts) {
    pkg.problems.push({ part: PRESENTATION, message: `sldIdLst lists ${listed.length} slides but the package has ${slideParts} slide parts` });
  }
  const rels = new Map(relationshipsOf(pkg, PRESENTATION).map((rel) => [rel.id, rel]));
  for (const sldId of listed) {
    const rid = sldId.getAttributeNS(NS_R, 'id') ?? '';
    const rel = rels.get(rid);
    if (!rel || !SLIDE_PART.test(resolveTarget(PRESENTATION, rel.target))) {
      pkg.problems.push({ part: PRESENTATION, message: `sldId ${sldId.getAttribute('id') ?? '?'} (${rid}) does not lead to a slide part` });
    }
  }
}

function checkNotesSlides(pkg: Pkg): void {
  for (const notes of pkg.names) {
    if (!NOTES_PART.test(notes)) continue;
    const toSlide = relationshipsOf(pkg, notes).filter((rel) => rel.type.endsWith('/slide'));
    const slide = toSlide[0] ? resolveTarget(notes, toSlide[0].target) : undefined;
    if (toSlide.length !== 1 || slide === undefined || !SLIDE_PART.test(slide)) {
      pkg.problems.push({ part: notes, message: 'notes slide does not point to exactly one slide' });
      continue;
    }
    const back = relationshipsOf(pkg, slide).some(
      (rel) => rel.type.endsWith('/notesSlide') && resolveTarget(slide, rel.target) === notes,
    );
    if (!back) pkg.problems.push({ part: notes, message: `points to ${slide}, whose relationships do not lead back to it` });
  }
}

/** Percent-decoded, or as is when the escapes are malformed (the part then simply is not found). */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
