/**
 * The third step: the zip pptxgenjs wrote, opened with jszip and cleaned of
 * every known PowerPoint repair trigger (repairs.ts), then written again.
 * Also: no empty folder entries (#1449), the notes master gets a theme part
 * of its own (a theme belongs to one master), and the file is compressed
 * here. pptxgenjs 4.0.1 cannot compress itself: `write({ compression: true })`
 * without an outputType passes the options object as the output type and
 * jszip throws, and with an outputType compression is ignored.
 */
import JSZip from 'jszip';
import {
  CT_THEME,
  ensureBackgroundEffects,
  ensureTextBodies,
  escapeAppFields,
  fixContentTypes,
  fixFontClass,
  fixNotesSize,
  fixNotesSlidePlaceholders,
  fixNumbers,
  fixParagraphProperties,
  masterSlideNumberIdx,
} from './repairs';
import { addLayoutPlaceholders, gradientFill, markPlaceholders, replaceBackgroundFill, roundPictureCorners, setLayoutBackground, veilGradient, VEIL_SHAPE } from './slide-parts';
import { crc32, platformDeflateRaw, writeZip, type DeflateRaw, type ZipEntry } from './zip-writer';
import { CHART_PART, dropEmptyPoints, repairWorkbooks } from './chart-repairs';
import type { TemplateLayoutKind } from './template-layouts';
import type { TemplatePackage } from './template-package';
import { rebaseOnTemplate } from './template-rebase';

const CONTENT_TYPES = '[Content_Types].xml';
const NOTES_MASTER = 'ppt/notesMasters/notesMaster1.xml';
const NOTES_MASTER_RELS = 'ppt/notesMasters/_rels/notesMaster1.xml.rels';

/** Slide-like parts whose shapes and backgrounds are fixed. */
const DRAWING_PART = /^ppt\/(slides|slideLayouts|slideMasters|notesSlides|notesMasters)\/[^/]+\.xml$/;
const SLIDE_PART = /^ppt\/slides\/slide\d+\.xml$/;
const LAYOUT_PART = /^ppt\/(slideLayouts\/slideLayout|slideMasters\/slideMaster)\d+\.xml$/;
const THEME_PART = /^ppt\/theme\/theme\d+\.xml$/;

type Parts = Map<string, string | Uint8Array>;

async function readParts(zip: JSZip): Promise<Parts> {
  const parts: Parts = new Map();
  // The platform's UTF-8 decoder: several times faster than jszip's own on a deck's megabytes of XML.
  const decoder = new TextDecoder();
  const files = Object.values(zip.files).filter((f) => !f.dir);
  await Promise.all(
    files.map(async (f) => {
      const bytes = await f.async('uint8array');
      parts.set(f.name, /\.(xml|rels)$/i.test(f.name) ? decoder.decode(bytes) : bytes);
    }),
  );
  return parts;
}

const text = (parts: Parts, name: string): string | undefined => {
  const value = parts.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** Gives the notes master its own copy of the theme instead of sharing the slide master's. */
function separateNotesTheme(parts: Parts): { part: string; type: string }[] {
  const rels = text(parts, NOTES_MASTER_RELS);
  const theme = text(parts, 'ppt/theme/theme1.xml');
  if (rels === undefined || theme === undefined || !rels.includes('../theme/theme1.xml')) return [];
  let n = 2;
  while (parts.has(`ppt/theme/theme${n}.xml`)) n += 1;
  parts.set(`ppt/theme/theme${n}.xml`, theme);
  parts.set(NOTES_MASTER_RELS, rels.replace('../theme/theme1.xml', `../theme/theme${n}.xml`));
  return [{ part: `ppt/theme/theme${n}.xml`, type: CT_THEME }];
}

/** Embedded pictures (already compressed formats). */
const MEDIA_PART = /^ppt\/media\/.+\.(png|jpe?g|gif)$/i;

/** What the repair knows about the deck beyond the file. */
export interface RepairOptions {
  /** Panose and pitch-and-family byte by font face (look.ts fontClasses). */
  fontClass?: ReadonlyMap<string, { panose: string; pitchFamily: number }>;
  /** The deck's background: its solid colour ('RRGGBB') and, for a gradient theme, its stops and angle (degrees). */
  background?: { color: string; stops: readonly string[]; angle: number };
  /** Raw deflate for the written zip (Node callers pass zlib's); default: the platform's CompressionStream. */
  deflateRaw?: DeflateRaw;
  /** Told how many media parts were copies of another and are now stored once. */
  onDeduplicated?: (count: number) => void;
  /** A company template's own master to build the file on, and the kind of layout each slide goes on (template-rebase.ts). */
  template?: { pkg: TemplatePackage; kinds: readonly TemplateLayoutKind[] };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * pptxgenjs names pictures per slide (image-<slide>-<n>) and writes a
 * picture used on five slides five times. Each copy is removed and every
 * relationship to it points at the first one (same bytes, checked in full
 * after a CRC match); returns how many were removed.
 */
export function dedupeMedia(parts: Parts): number {
  const firsts = new Map<string, string>();
  const renamed = new Map<string, string>();
  for (const name of [...parts.keys()].sort()) {
    const data = parts.get(name);
    if (!MEDIA_PART.test(name) || !(data instanceof Uint8Array)) continue;
    const key = `${data.length}:${crc32(data)}:${name.slice(name.lastIndexOf('.')).toLowerCase()}`;
    const first = firsts.get(key);
    if (first !== undefined && sameBytes(parts.get(first) as Uint8Array, data)) renamed.set(name, first);
    else if (first === undefined) firsts.set(key, name);
  }
  if (renamed.size === 0) return 0;
  const target = (path: string): string => path.slice('ppt/'.length);
  for (const [name, value] of parts) {
    if (typeof value !== 'string' || !name.endsWith('.rels')) continue;
    parts.set(name, value.replace(/Target="\.\.\/(media\/[^"]+)"/g, (whole, media: string) => {
      const kept = renamed.get(`ppt/${media}`);
      return kept === undefined ? whole : `Target="../${target(kept)}"`;
    }));
  }
  for (const name of renamed.keys()) parts.delete(name);
  return renamed.size;
}

/** The deck's look added to a part: gradient backgrounds, placeholders, the theme's font classification. */
function addLook(name: string, xml: string, options: RepairOptions): string {
  const bg = options.background;
  const fill = bg === undefined ? undefined : bg.stops.length >= 2 ? gradientFill(bg.stops, bg.angle) : `<a:solidFill><a:srgbClr val="${bg.color}"/></a:solidFill>`;
  if (SLIDE_PART.test(name)) {
    const marked = roundPictureCorners(markPlaceholders(xml));
    if (fill === undefined || bg === undefined || bg.stops.length < 2) return marked;
    return veilGradient(replaceBackgroundFill(marked, fill), VEIL_SHAPE, bg.stops, bg.angle);
  }
  if (LAYOUT_PART.test(name)) {
    const withPlaceholders = addLayoutPlaceholders(xml);
    return fill === undefined ? withPlaceholders : setLayoutBackground(withPlaceholders, fill);
  }
  if (THEME_PART.test(name)) return fixFontClass(xml, options.fontClass ?? new Map());
  return xml;
}

function fixXmlParts(parts: Parts, options: RepairOptions): void {
  const masterIdx = masterSlideNumberIdx(text(parts, NOTES_MASTER) ?? '');
  for (const [name, value] of parts) {
    if (typeof value !== 'string') continue;
    let xml = addLook(name, fixNumbers(value), options);
    if (DRAWING_PART.test(name)) xml = fixFontClass(fixParagraphProperties(ensureBackgroundEffects(ensureTextBodies(xml))), options.fontClass ?? new Map());
    if (name.startsWith('ppt/notesSlides/') && name.endsWith('.xml')) xml = fixNotesSlidePlaceholders(xml, masterIdx);
    if (name === 'ppt/presentation.xml') xml = fixNotesSize(xml);
    if (name === 'docProps/app.xml') xml = escapeAppFields(xml);
    if (CHART_PART.test(name)) xml = dropEmptyPoints(xml);
    parts.set(name, xml);
  }
}

/**
 * Repairs a .pptx written by pptxgenjs and returns it compressed. Safe on
 * a file that has none of the problems.
 */
export async function repairPptx(bytes: Uint8Array, options: RepairOptions = {}): Promise<Uint8Array> {
  const parts = await readParts(await JSZip.loadAsync(bytes));
  await repairWorkbooks(parts);
  options.onDeduplicated?.(dedupeMedia(parts));
  const extra = separateNotesTheme(parts);
  fixXmlParts(parts, options);
  if (options.template) extra.push(...rebaseOnTemplate(parts, options.template.pkg, options.template.kinds));
  const types = text(parts, CONTENT_TYPES);
  if (types !== undefined) parts.set(CONTENT_TYPES, fixContentTypes(types, new Set([...parts.keys()].filter((p) => p !== CONTENT_TYPES)), extra));
  const encoder = new TextEncoder();
  // [Content_Types].xml first, as Office writes it; no folder entries.
  const names = [CONTENT_TYPES, ...[...parts.keys()].filter((n) => n !== CONTENT_TYPES).sort()];
  const entries: ZipEntry[] = [];
  for (const name of names) {
    const value = parts.get(name);
    // Pictures are compressed already: stored as they are (zip tools do the same), not deflated again.
    if (value !== undefined) entries.push({ name, data: typeof value === 'string' ? encoder.encode(value) : value, store: MEDIA_PART.test(name) });
  }
  const deflateRaw = options.deflateRaw ?? platformDeflateRaw();
  return deflateRaw ? writeZip(entries, deflateRaw) : writeWithJszip(entries);
}

/** Where the platform has no raw deflate: jszip's own (pako), pictures at its fastest level since they are compressed already. */
function writeWithJszip(entries: readonly ZipEntry[]): Promise<Uint8Array> {
  const out = new JSZip();
  for (const { name, data } of entries) {
    const media = MEDIA_PART.test(name) ? { compressionOptions: { level: 1 } } : {};
    out.file(name, data, { createFolders: false, ...media });
  }
  return out.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}
