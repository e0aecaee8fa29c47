/**
 * Reading a company template (.pptx, .potx, .pptm) for its look, with no
 * network and no DOM, so the browser's worker and the CLI read it alike.
 *
 * Order of checks: size, extension, what the bytes are (a password-protected
 * file is an encrypted compound file, not a zip), the zip guard (entry
 * count, declared and real sizes), then the parts through their
 * relationships. Every refusal is an ExtractError whose message names the
 * problem; nothing is returned, so nothing can be stored. A .pptm is read
 * like any other package: its macros are never read nor kept.
 */
import JSZip from 'jszip';
import type { TemplateFacts, TemplateFill, TemplateLayoutBackground } from '../../core/templates/types';
import { cfbStreams, isEncryptedPackage } from '../doc';
import { ExtractError, toExtractError } from '../errors';
import { createDeadline, type Deadline } from '../limits';
import { createXmlBudget, type XmlBudget } from '../ooxml';
import { containerOf, ooxmlKind } from '../sniff';
import { guardZip } from '../zip';
import { TEMPLATE_LIMITS, refuse, templateError, templateTooLarge, type TemplateLimits } from './limits';
import { backgroundOf, colorMapOf, masterText, picturesOf, type PartContext } from './master';
import { mainParts, packageKind, relsOf, type MainParts } from './parts';
import { pictureNotes, readPictures, type TemplateMedia } from './pictures';
import { shapesOf } from './shapes';
import { readThemePart } from './theme-part';
import { child, parseTree } from './tree';

export { TEMPLATE_LIMITS, type TemplateLimits } from './limits';
export type { TemplateMedia } from './pictures';

export interface TemplateRead {
  facts: TemplateFacts;
  /** The bytes of every picture the facts name, each once. */
  media: TemplateMedia[];
}

export interface TemplateReadOptions {
  signal?: AbortSignal;
  limits?: Partial<TemplateLimits>;
  /** Steps done of READ_STEPS: the zip checked, opened, its parts read, its pictures read. */
  onProgress?: (done: number, total: number) => void;
}

/** The steps a read reports progress in. */
export const READ_STEPS = 4;

const EXTENSIONS = /\.(pptx|potx|pptm)$/i;
/** PowerPoint's 16:9 size, for a presentation part that states none. */
const DEFAULT_SIZE = { cx: 12_192_000, cy: 6_858_000 };
/** Layouts whose own backgrounds are kept: the ones slides are placed on. */
const MAIN_LAYOUTS = new Set(['title', 'obj', 'twoObj', 'titleOnly', 'secHead', 'blank']);

function slideSizeOf(parts: MainParts, notes: string[]): { cx: number; cy: number } {
  const attrs = child(parts.presentation, 'sldSz')?.attrs;
  const cx = Number(attrs?.cx);
  const cy = Number(attrs?.cy);
  if (cx > 0 && cy > 0) return { cx, cy };
  notes.push('The template does not state its slide size: 16:9 is used.');
  return DEFAULT_SIZE;
}

async function layoutBackgrounds(zip: JSZip, parts: MainParts, base: Omit<PartContext, 'rels'>, budget: XmlBudget): Promise<TemplateLayoutBackground[]> {
  const found: TemplateLayoutBackground[] = [];
  for (const layout of parts.layouts) {
    const tree = parseTree(layout.xml, budget);
    const type = tree.attrs.type ?? 'cust';
    if (!MAIN_LAYOUTS.has(type) || found.some((b) => b.type === type)) continue;
    const fill = backgroundOf(tree, { ...base, rels: await relsOf(zip, layout.path, budget) });
    if (fill) found.push({ type, name: child(tree, 'cSld')?.attrs.name ?? type, fill });
  }
  return found;
}

/** True when the title layout hides the master's shapes and pictures (its own look replaces them). */
function titleHidesMaster(parts: MainParts, budget: XmlBudget): boolean {
  for (const layout of parts.layouts) {
    const tree = parseTree(layout.xml, budget);
    if (tree.attrs.type === 'title') return tree.attrs.showMasterSp === '0' || tree.attrs.showMasterSp === 'false';
  }
  return false;
}

/** The master's shapes and text boxes, with a note for those left out. */
function masterShapes(parts: MainParts, ctx: PartContext, facts: TemplateFacts): void {
  const { shapes, leftOut } = shapesOf(parts.master, ctx);
  if (shapes.length > 0) facts.shapes = shapes;
  if (leftOut > 0) facts.notes.push(`${leftOut === 1 ? 'A shape' : `${leftOut} shapes`} of the master ${leftOut === 1 ? 'was' : 'were'} left out: Decksmith does not draw ${leftOut === 1 ? 'its' : 'their'} outline.`);
}

function pictureParts(facts: TemplateFacts): string[] {
  const fills: (TemplateFill | undefined)[] = [facts.masterBackground, ...facts.layoutBackgrounds.map((b) => b.fill)];
  const backgrounds = fills.flatMap((fill) => (fill?.kind === 'picture' ? [fill.part] : []));
  return [...new Set([...backgrounds, ...facts.pictures.map((p) => p.part)])];
}

type Progress = (done: number) => void;

async function readPackage(bytes: Uint8Array, fileName: string, limits: TemplateLimits, deadline: Deadline, progress: Progress): Promise<TemplateRead> {
  const entries = await guardZip(bytes, limits, deadline);
  if (ooxmlKind(entries) !== 'pptx') throw refuse.notPowerPoint();
  progress(1);
  const zip = await deadline.race(JSZip.loadAsync(bytes));
  progress(2);
  const budget = createXmlBudget(limits);
  const parts = await deadline.race(mainParts(zip, budget));
  const notes: string[] = [];
  const kind = await packageKind(zip, budget);
  if (kind === 'pptm') notes.push('The template holds macros: they were left out and are never kept.');
  const theme = parts.themeXml === undefined ? undefined : readThemePart(parts.themeXml, budget);
  if (!theme?.palette) notes.push('The template has no readable theme colours: they were taken from its slide master.');
  const size = slideSizeOf(parts, notes);
  const ctx: PartContext = { rels: parts.masterRels, palette: theme?.palette, map: colorMapOf(parts.master), size };
  const text = masterText(parts.master, ctx);
  deadline.check();
  const facts: TemplateFacts = {
    name: theme?.name && theme.name !== 'Office Theme' ? theme.name : fileName.replace(EXTENSIONS, ''),
    kind,
    slideSize: size,
    fonts: { major: theme?.fonts.major ?? text.faces.title, minor: theme?.fonts.minor ?? text.faces.body },
    layoutBackgrounds: await layoutBackgrounds(zip, parts, ctx, budget),
    pictures: picturesOf(parts.master, ctx),
    placeholders: text.boxes,
    textColors: text.colors,
    notes,
  };
  if (theme?.palette) facts.palette = theme.palette;
  masterShapes(parts, ctx, facts);
  if (titleHidesMaster(parts, budget)) facts.titleHidesMaster = true;
  const masterBackground = backgroundOf(parts.master, ctx);
  if (masterBackground) facts.masterBackground = masterBackground;
  progress(3);
  const media = await readPictures(zip, pictureParts(facts), limits);
  progress(READ_STEPS);
  return { facts: pictureNotes(facts, media), media };
}

async function readWithin(bytes: Uint8Array, fileName: string, limits: TemplateLimits, deadline: Deadline, progress: Progress): Promise<TemplateRead> {
  switch (containerOf(bytes)) {
    case 'zip':
      return readPackage(bytes, fileName, limits, deadline, progress);
    case 'cfb': {
      const streams = cfbStreams(bytes);
      throw isEncryptedPackage(streams) ? refuse.password() : refuse.oldPowerPoint();
    }
    default:
      throw refuse.notPowerPoint();
  }
}

/**
 * The look of a PowerPoint template or presentation, and the bytes of the pictures it names.
 * @throws ExtractError with a message naming the problem: too_large, unsupported (not a
 *   presentation, an old .ppt), encrypted, damaged (a missing part), bomb, timeout or cancelled.
 */
export async function readTemplate(bytes: Uint8Array, fileName: string, opts: TemplateReadOptions = {}): Promise<TemplateRead> {
  const limits: TemplateLimits = { ...TEMPLATE_LIMITS, ...opts.limits };
  if (bytes.length >= limits.maxBytes) throw new ExtractError('too_large', templateTooLarge(bytes.length, limits.maxBytes));
  if (!EXTENSIONS.test(fileName)) throw refuse.notPowerPoint();
  const deadline = createDeadline(limits.timeoutMs, opts.signal);
  try {
    return await readWithin(bytes, fileName, limits, deadline, (done) => opts.onProgress?.(done, READ_STEPS));
  } catch (error) {
    const reason = deadline.signal.aborted ? (deadline.signal.reason as ExtractError) : toExtractError(error);
    throw templateError(reason);
  } finally {
    deadline.dispose();
  }
}
