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
import { chooseLayout, layoutKindOf, type TemplateLayoutKind } from './template-layouts';
import { readTemplatePackage, type TemplatePackage } from './template-package';
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

/**
 * Text drawn on the slide's background made readable (4.5:1) on a layout
 * whose own background differs from the master's (a title layout with a
 * dark gradient over a light master), in the template's own colours where
 * one passes.
 */
function readableOn(plan: SlidePlan, backgrounds: readonly string[], master: OnMaster): SlidePlan {
  const items = plan.items.map((item) => {
    if (item.kind !== 'text' || !master.onBackground.has(item.color)) return item;
    const stated = `#${item.color.toLowerCase()}`;
    if (worstContrast(stated, backgrounds) >= TEXT_CONTRAST) return item;
    return { ...item, color: chooseTextColor('text', stated, master.pkg.palette, backgrounds).color.slice(1).toUpperCase() };
  });
  return { ...plan, items };
}

/** A planned slide moved onto the template's page, its text readable on the layout it goes on. */
export function onMasterPage(master: OnMaster | undefined, plan: SlidePlan, closing = false): SlidePlan {
  if (!master) return plan;
  const background = chooseLayout(master.pkg.layouts, kindOf(plan, closing))?.background;
  return placePlan(background ? readableOn(plan, background, master) : plan, master.transform);
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
