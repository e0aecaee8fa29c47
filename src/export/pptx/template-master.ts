/**
 * An export on a company template's own master: the template's package read
 * once (template-package.ts), each slide plan moved onto its page
 * (template-place.ts) and the kind of layout it goes on noted, for the
 * repair step to put the template's parts in (template-rebase.ts). A
 * package that cannot be read leaves the deck on Decksmith's master, drawn
 * in the template's look, and the report says why.
 */
import { slideRatio } from '../../core/templates/types';
import type { ExportIssue } from '../types';
import type { ExportLook } from './look';
import type { SlidePlan } from './plan-types';
import { chooseTextColor, TEXT_CONTRAST, worstContrast } from '../../core/templates/text-colors';
import { chooseLayout, COLUMN_SHAPES, layoutKindOf, type TemplateLayoutKind } from './template-layouts';
import { readTemplatePackage, type TemplateLayout, type TemplatePackage } from './template-package';
import type { InchBox } from './units';
import { pageTransform, placePlan, type PageTransform } from './template-place';

export interface OnMaster {
  pkg: TemplatePackage;
  transform: PageTransform;
  /** The layout kind of each written slide, in order. */
  kinds: TemplateLayoutKind[];
  /** The colours of text drawn on the slide's background ('RRGGBB'), chosen for the master's background. */
  onBackground: ReadonlySet<string>;
}

/** The template's master for a deck in `look`, or undefined (with a note in `issues` when the package was given but unusable). */
export async function templateMaster(look: ExportLook, bytes: Uint8Array | undefined, issues: ExportIssue[]): Promise<OnMaster | undefined> {
  if (bytes === undefined || !look.template || !look.region) return undefined;
  try {
    const pkg = await readTemplatePackage(bytes);
    if (pkg.layouts.length === 0) throw new Error("the template's master has no layouts");
    return { pkg, transform: pageTransform(pkg.size, look.region), kinds: [], onBackground: new Set([look.title, look.body]) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'it could not be read';
    issues.push({ kind: 'template', message: `Template: the file is built on Decksmith's own master in the template's colours, fonts and pictures, because ${reason}.` });
    return undefined;
  }
}

/** The kind of layout a slide goes on; credits and other closing slides go on the text layout. */
function kindOf(plan: SlidePlan, closing: boolean): TemplateLayoutKind {
  const picture = plan.items.some((item) => item.kind === 'image' && (item.role === 'topic image' || item.role === 'title picture'));
  return closing ? 'obj' : layoutKindOf(plan.layout, picture && plan.layout !== 'title');
}

/** What the template paints under a box (inches, on its page): the topmost filled shape under its centre, else the layout's own background. */
function backgroundUnder(box: InchBox, layout: TemplateLayout | undefined, master: OnMaster): string[] | undefined {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const fills = [...master.pkg.fills, ...(layout?.fills ?? [])].filter((f) => cx >= f.box.x && cx <= f.box.x + f.box.w && cy >= f.box.y && cy <= f.box.y + f.box.h);
  const top = fills[fills.length - 1];
  return top ? [top.color] : layout?.background;
}

/**
 * Text drawn on the slide's background made readable (4.5:1) where the
 * template paints something else under it than the master's background
 * the deck's colours were chosen for (a title layout with a dark gradient
 * of its own, a dark band across a white master), in the template's own
 * colours where one passes.
 */
function readableOn(plan: SlidePlan, layout: TemplateLayout | undefined, master: OnMaster): SlidePlan {
  const items = plan.items.map((item) => {
    if (item.kind !== 'text' || !master.onBackground.has(item.color)) return item;
    const backgrounds = backgroundUnder(item.box, layout, master);
    const stated = `#${item.color.toLowerCase()}`;
    if (!backgrounds || worstContrast(stated, backgrounds) >= TEXT_CONTRAST) return item;
    return { ...item, color: chooseTextColor('text', stated, master.pkg.palette, backgrounds).color.slice(1).toUpperCase() };
  });
  return { ...plan, items };
}

/** On a two-column slide, the two items' overviews are named for the layout's two content placeholders. */
function nameColumns(plan: SlidePlan, kind: TemplateLayoutKind): SlidePlan {
  if (kind !== 'twoObj') return plan;
  const items = plan.items.map((item) => (item.kind === 'text' && (item.itemBody === 0 || item.itemBody === 1) ? { ...item, name: COLUMN_SHAPES[item.itemBody] } : item));
  return { ...plan, items };
}

/** A planned slide moved onto the template's page, its text readable on what the layout it goes on paints. */
export function onMasterPage(master: OnMaster | undefined, plan: SlidePlan, closing = false): SlidePlan {
  if (!master) return plan;
  const kind = kindOf(plan, closing);
  const layout = chooseLayout(master.pkg.layouts, kind);
  return readableOn(placePlan(nameColumns(plan, kind), master.transform), layout, master);
}

/** Notes the layout a written slide goes on. */
export function noteLayout(master: OnMaster | undefined, plan: SlidePlan, closing = false): void {
  if (master) master.kinds.push(kindOf(plan, closing));
}

/** The report's line on the master the file is built on. */
export function masterNote(master: OnMaster, name: string): ExportIssue {
  const ratio = slideRatio(master.pkg.size);
  const page = ratio === '16:9' ? '' : ratio === 'other' ? ', on its own page size' : `, on its ${ratio} page`;
  return { kind: 'template', message: `Template: the file is built on ${name}'s own slide master and layouts${page}; each slide is on the layout that fits it.` };
}
