/**
 * A company template's own slide master, read from its package for an
 * export built on it: the first master (the one the import read the look
 * from), its layouts, its theme and every part they reach (pictures, tags),
 * renamed to where the exported package keeps them. The master becomes
 * slideMaster1, its theme theme1 and its layouts slideLayout1..N (the names
 * the written presentation already points at); any other part keeps its
 * folder and gets a 'tpl-' prefix, so it never meets a part of the deck.
 * Slides, notes and the template's other masters are never copied.
 */
import JSZip from 'jszip';
import { escapeXml } from './repairs';
import { colorMap, layoutBackground, schemeColors, solidShapes, type TemplateFill } from './template-colors';

/** A part's text or bytes by its path in the package. */
export type PackageParts = Map<string, string | Uint8Array>;

/** A placeholder of a layout, as its `<p:ph>` element writes it. */
export interface LayoutPlaceholder {
  /** 'title', 'ctrTitle', 'subTitle', 'body', 'obj' (also a `<p:ph>` with no type)... */
  type: string;
  /** The `<p:ph .../>` element, written again as the slide's own placeholder so it inherits from this one. */
  xml: string;
}

export interface TemplateLayout {
  /** The layout's path in the exported package ('ppt/slideLayouts/slideLayout3.xml'). */
  part: string;
  /** Its `type` attribute ('title', 'obj', 'twoObj', 'titleOnly', 'blank'...; 'cust' when absent). */
  type: string;
  name: string;
  /** Its title placeholder, if any. */
  title?: LayoutPlaceholder;
  /** Its content placeholders (body, object, subtitle) in document order; dates, footers and slide numbers are not content. */
  contents: LayoutPlaceholder[];
  /** The colours of its own background ('#rrggbb'), when it has one of known colours (template-colors.ts). */
  background?: string[];
  /** Its solid-filled shapes, drawn over the master's. */
  fills: TemplateFill[];
}

export interface TemplatePackage {
  /** Slide size, EMU. */
  size: { cx: number; cy: number };
  /** The master's `sldMasterId` id: its layouts' ids are numbered after it. */
  masterId: string;
  /** The parts to add, under their exported paths (rels included). */
  parts: PackageParts;
  /** The content type of each added part (not a relationships part). */
  types: { part: string; type: string }[];
  /** The layouts, in the master's order. */
  layouts: TemplateLayout[];
  /** The theme's colours ('#rrggbb'): its text colours (dk1, lt1, dk2, lt2), then its accents; empty without a theme part. */
  palette: string[][];
  /** The master's solid-filled shapes (bands, panels) behind every slide. */
  fills: TemplateFill[];
}

const REL_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';
/** Parts a master or layout may point at that belong to the template's slides, never to the copy. */
const NOT_COPIED = /^ppt\/((slides|notesSlides|notesMasters|handoutMasters|slideMasters)\/|presentation\.xml$)/;
const NON_CONTENT = new Set(['dt', 'ftr', 'sldNum', 'hdr', 'sldImg', 'title', 'ctrTitle']);

interface Relationship {
  id: string;
  type: string;
  target: string;
  external: boolean;
}

const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

export const relsPathOf = (part: string): string => part.replace(/([^/]+)$/, '_rels/$1.rels');

/** The relationships of a .rels part. */
export function parseRelationships(xml: string): Relationship[] {
  return [...xml.matchAll(/<Relationship\b[^>]*>/g)].map(([tag]) => ({
    id: attr(tag, 'Id') ?? '',
    type: attr(tag, 'Type') ?? '',
    target: attr(tag, 'Target') ?? '',
    external: attr(tag, 'TargetMode') === 'External',
  }));
}

/** Writes relationships again. */
export function writeRelationships(rels: readonly Relationship[]): string {
  const items = rels.map((r) => `<Relationship Id="${escapeXml(r.id)}" Type="${escapeXml(r.type)}" Target="${escapeXml(r.target)}"${r.external ? ' TargetMode="External"' : ''}/>`);
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items.join('')}</Relationships>`;
}

/** A target relative to its source part resolved to a package path. */
export function resolvePart(source: string, target: string): string {
  const out = target.startsWith('/') ? [] : source.split('/').slice(0, -1);
  for (const segment of target.replace(/^\//, '').split('/')) {
    if (segment === '..') out.pop();
    else if (segment !== '.' && segment !== '') out.push(segment);
  }
  return out.join('/');
}

/** The path of `part` relative to the folder of `source`. */
export function relativeTarget(source: string, part: string): string {
  const from = source.split('/').slice(0, -1);
  const to = part.split('/');
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common += 1;
  return [...from.slice(common).map(() => '..'), ...to.slice(common)].join('/');
}

/** A layout's title and content placeholders. */
export function layoutPlaceholders(xml: string): Pick<TemplateLayout, 'title' | 'contents'> {
  const found = [...xml.matchAll(/<p:ph\b[^>]*?\/?>/g)].map(([tag]) => {
    const type = attr(tag, 'type') ?? 'obj';
    const idx = attr(tag, 'idx');
    const keep = [attr(tag, 'type') === undefined ? '' : ` type="${type}"`, idx === undefined ? '' : ` idx="${idx}"`].join('');
    return { type, xml: `<p:ph${keep}/>` };
  });
  const title = found.find((ph) => ph.type === 'title' || ph.type === 'ctrTitle');
  return { ...(title ? { title } : {}), contents: found.filter((ph) => !NON_CONTENT.has(ph.type)) };
}

/** Content type of each part by its Override, else its extension's Default. */
function contentTypes(xml: string): (part: string) => string | undefined {
  const overrides = new Map([...xml.matchAll(/<Override\b[^>]*>/g)].map(([tag]) => [(attr(tag, 'PartName') ?? '').replace(/^\//, ''), attr(tag, 'ContentType') ?? '']));
  const defaults = new Map([...xml.matchAll(/<Default\b[^>]*>/g)].map(([tag]) => [(attr(tag, 'Extension') ?? '').toLowerCase(), attr(tag, 'ContentType') ?? '']));
  return (part) => overrides.get(part) ?? defaults.get(part.slice(part.lastIndexOf('.') + 1).toLowerCase());
}

async function partText(zip: JSZip, part: string): Promise<string | undefined> {
  return zip.file(part)?.async('string');
}

/** Where each part reached from the master goes in the exported package. */
function exportedName(part: string, type: string, fromMaster: boolean, layoutNumber: () => number): string {
  if (fromMaster && type === `${REL_TYPE}theme`) return 'ppt/theme/theme1.xml';
  if (fromMaster && type === `${REL_TYPE}slideLayout`) return `ppt/slideLayouts/slideLayout${layoutNumber()}.xml`;
  return part.replace(/([^/]+)$/, 'tpl-$1');
}

async function masterPath(zip: JSZip): Promise<{ part: string; id: string }> {
  const presentation = (await partText(zip, 'ppt/presentation.xml')) ?? '';
  const first = /<p:sldMasterId\b[^>]*>/.exec(presentation)?.[0] ?? '';
  const rels = parseRelationships((await partText(zip, 'ppt/_rels/presentation.xml.rels')) ?? '');
  const rel = rels.find((r) => r.id === attr(first, 'r:id')) ?? rels.find((r) => r.type === `${REL_TYPE}slideMaster`);
  if (!rel) throw new Error('the template has no slide master');
  return { part: resolvePart('ppt/presentation.xml', rel.target), id: attr(first, 'id') ?? '2147483648' };
}

function slideSize(presentation: string): { cx: number; cy: number } {
  const tag = /<p:sldSz\b[^>]*>/.exec(presentation)?.[0] ?? '';
  const cx = Number(attr(tag, 'cx'));
  const cy = Number(attr(tag, 'cy'));
  return cx > 0 && cy > 0 ? { cx, cy } : { cx: 12_192_000, cy: 6_858_000 };
}

/**
 * Reads the master, layouts, theme and what they reach from a template's
 * package (already accepted by the template reader, which guards its size).
 * @throws when the package has no readable slide master.
 */
export async function readTemplatePackage(bytes: Uint8Array): Promise<TemplatePackage> {
  const zip = await JSZip.loadAsync(bytes);
  const master = await masterPath(zip);
  const typeOf = contentTypes((await partText(zip, '[Content_Types].xml')) ?? '');
  const renamed = new Map<string, string>([[master.part, 'ppt/slideMasters/slideMaster1.xml']]);
  let layouts = 0;
  const queue = [master.part];
  const out: TemplatePackage = { size: slideSize((await partText(zip, 'ppt/presentation.xml')) ?? ''), masterId: master.id, parts: new Map(), types: [], layouts: [], palette: [], fills: [] };
  while (queue.length > 0) {
    const part = queue.shift() as string;
    const file = zip.file(part);
    if (!file) throw new Error(`the template's part ${part} is missing`);
    const name = renamed.get(part) as string;
    const xml = /\.xml$/i.test(part);
    out.parts.set(name, xml ? await file.async('string') : await file.async('uint8array'));
    out.types.push({ part: name, type: typeOf(part) ?? 'application/octet-stream' });
    const relsXml = await partText(zip, relsPathOf(part));
    if (relsXml === undefined) continue;
    const rels = parseRelationships(relsXml).flatMap((rel) => {
      if (rel.external) return [rel];
      const target = resolvePart(part, rel.target);
      if (NOT_COPIED.test(target) && target !== master.part) return [];
      if (!renamed.has(target)) {
        renamed.set(target, exportedName(target, rel.type, part === master.part, () => (layouts += 1)));
        queue.push(target);
      }
      return [{ ...rel, target: relativeTarget(name, renamed.get(target) as string) }];
    });
    out.parts.set(relsPathOf(name), writeRelationships(rels));
  }
  const scheme = schemeColors(textPart(out.parts, 'ppt/theme/theme1.xml'));
  const masterXml = textPart(out.parts, 'ppt/slideMasters/slideMaster1.xml') ?? '';
  out.layouts = layoutsOf(out.parts, scheme, colorMap(masterXml));
  out.fills = solidShapes(masterXml, scheme, colorMap(masterXml));
  const pick = (names: string[]): string[] => names.flatMap((n) => scheme.get(n) ?? []);
  out.palette = [pick(['dk1', 'lt1', 'dk2', 'lt2']), pick(['accent1', 'accent2', 'accent3', 'accent4', 'accent5', 'accent6'])];
  return out;
}

function textPart(parts: PackageParts, name: string): string | undefined {
  const value = parts.get(name);
  return typeof value === 'string' ? value : undefined;
}

function layoutsOf(parts: PackageParts, scheme: ReadonlyMap<string, string>, map: Readonly<Record<string, string>>): TemplateLayout[] {
  const layouts: TemplateLayout[] = [];
  for (const [part, value] of parts) {
    const number = /^ppt\/slideLayouts\/slideLayout(\d+)\.xml$/.exec(part)?.[1];
    if (number === undefined || typeof value !== 'string') continue;
    const root = /<p:sldLayout\b[^>]*>/.exec(value)?.[0] ?? '';
    const name = attr(/<p:cSld\b[^>]*>/.exec(value)?.[0] ?? '', 'name') ?? '';
    const background = layoutBackground(value, scheme, map);
    layouts.push({ part, type: attr(root, 'type') ?? 'cust', name, ...layoutPlaceholders(value), fills: solidShapes(value, scheme, map), ...(background ? { background } : {}) });
  }
  return layouts.sort((a, b) => Number(/(\d+)\.xml$/.exec(a.part)?.[1]) - Number(/(\d+)\.xml$/.exec(b.part)?.[1]));
}
