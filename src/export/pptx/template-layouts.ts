/**
 * Which of a template's layouts each slide goes on, so a colleague opening
 * the file finds every slide on the company's own layout: the title slide on
 * its title layout, text slides on "Title and Content", two-column slides on
 * "Two Content", and diagrams, pictures, tables and charts (drawn as shapes
 * of their own) on "Title Only", else a blank one.
 */
import type { LayoutType } from '../../core/layouts';
import type { LayoutPlaceholder, TemplateLayout } from './template-package';

/** Shape names of a two-column slide's column texts, which fill a Two Content layout's placeholders (template-rebase.ts). */
export const COLUMN_SHAPES = ['Column 1', 'Column 2'] as const;

/** The five kinds of slide a template's layouts are chosen for. */
export type TemplateLayoutKind = 'title' | 'obj' | 'twoObj' | 'titleOnly' | 'blank';

/** Layouts whose points are text read in order, as a bulleted slide reads. */
const TEXT_LAYOUTS: ReadonlySet<LayoutType> = new Set(['grid', 'boxes', 'vertical-stack', 'horizontal-row', 'statement']);
/** Layouts of two columns side by side. */
const TWO_COLUMNS: ReadonlySet<LayoutType> = new Set(['side-by-side', 'before-after']);

/**
 * The kind of layout a slide is placed on: what it draws decides
 * (`layout` 'title' for the title slide; `picture` when a picture is drawn on it).
 */
export function layoutKindOf(layout: LayoutType | 'title', picture: boolean): TemplateLayoutKind {
  if (layout === 'title') return 'title';
  if (picture) return 'titleOnly';
  if (TWO_COLUMNS.has(layout)) return 'twoObj';
  return TEXT_LAYOUTS.has(layout) ? 'obj' : 'titleOnly';
}

const isSubtitle = (ph: LayoutPlaceholder): boolean => ph.type === 'subTitle';

/** True when a layout's placeholders are those of `kind` (whatever its type says: LibreOffice names its title layout 'tx'). */
function shapedAs(layout: TemplateLayout, kind: TemplateLayoutKind): boolean {
  // A centred title is a title slide's: other slides want a heading at the top.
  const title = layout.title !== undefined && layout.title.type !== 'ctrTitle';
  const n = layout.contents.length;
  switch (kind) {
    case 'title':
      return layout.title?.type === 'ctrTitle' ? n <= 1 : title && n === 1 && isSubtitle(layout.contents[0]!);
    case 'obj':
      return title && n === 1 && !isSubtitle(layout.contents[0]!);
    case 'twoObj':
      return title && n === 2;
    case 'titleOnly':
      return title && n === 0;
    default:
      return layout.title === undefined && n === 0;
  }
}

/** What a missing kind is replaced by, nearest first. */
const STAND_INS: Record<TemplateLayoutKind, TemplateLayoutKind[]> = {
  title: ['obj', 'titleOnly'],
  obj: ['titleOnly', 'twoObj'],
  twoObj: ['obj', 'titleOnly'],
  titleOnly: ['obj', 'blank'],
  blank: ['titleOnly', 'obj'],
};

function findKind(layouts: readonly TemplateLayout[], kind: TemplateLayoutKind): TemplateLayout | undefined {
  return layouts.find((l) => l.type === kind && shapedAs(l, kind)) ?? layouts.find((l) => shapedAs(l, kind)) ?? layouts.find((l) => l.type === kind);
}

/**
 * The template's layout for a kind of slide: one of that type with the
 * placeholders it needs, else one with those placeholders, else one of that
 * type, else the nearest stand-in, else the master's first layout.
 */
export function chooseLayout(layouts: readonly TemplateLayout[], kind: TemplateLayoutKind): TemplateLayout | undefined {
  for (const k of [kind, ...STAND_INS[kind]]) {
    const found = findKind(layouts, k);
    if (found) return found;
  }
  return layouts[0];
}
