/**
 * The written deck moved onto a company template's own master: Decksmith's
 * master, layouts and theme are taken out and the template's (read by
 * template-package.ts) put in; the presentation names the template's master
 * and slide size; each slide points at the layout chosen for it, and its
 * title and body placeholders become that layout's, so they inherit from the
 * company's master while keeping the text, position and look they were
 * written with.
 */
import { ensureBackgroundEffects, ensureTextBodies, fixNumbers, fixParagraphProperties } from './repairs';
import { chooseLayout, COLUMN_SHAPES, type TemplateLayoutKind } from './template-layouts';
import { parseRelationships, relativeTarget, relsPathOf, writeRelationships, type PackageParts, type TemplateLayout, type TemplatePackage } from './template-package';

const OWN_MASTER_PART = /^ppt\/(slideMasters|slideLayouts)\//;
const SLIDE_PART = /^ppt\/slides\/slide(\d+)\.xml$/;
const LAYOUT_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/slideLayout';

/**
 * A placeholder's own list style: no bullet, indent or space before, single
 * line spacing, whatever the company's master says, since the text was
 * fitted to its box without them.
 */
const FLAT_LIST = '<a:lstStyle><a:lvl1pPr marL="0" indent="0"><a:lnSpc><a:spcPct val="100000"/></a:lnSpc><a:spcBef><a:spcPts val="0"/></a:spcBef><a:buNone/></a:lvl1pPr></a:lstStyle>';

/** The slide's placeholder `<p:ph>` (Decksmith's own, slide-parts.ts markPlaceholders) given the layout's; none: a plain text box again. */
function retarget(slideXml: string, ours: string, theirs: string | undefined): string {
  return slideXml.replace(/<p:sp>[\s\S]*?<\/p:sp>/g, (sp) => {
    if (!sp.includes(ours)) return sp;
    if (theirs === undefined) return sp.replace('<p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr>', '<p:cNvSpPr txBox="1"/>').replace(`<p:nvPr>${ours}</p:nvPr>`, '<p:nvPr/>');
    return sp
      .replace(ours, theirs)
      .replace(/<a:lstStyle\/>|<a:lstStyle>[\s\S]*?<\/a:lstStyle>/, FLAT_LIST)
      // A layout may centre its title's text block in the box (LibreOffice's do): the text stays where it was fitted.
      .replace(/<a:bodyPr\b(?![^>]*\banchorCtr=)/, '<a:bodyPr anchorCtr="0"');
  });
}

/** The text box named `name` marked as a placeholder (`ph`), as slide-parts.ts markPlaceholders marks the title. */
function markShape(slideXml: string, name: string, ph: string): string {
  const nv = new RegExp(`(<p:cNvPr id="\\d+" name="${name}"(?:/>|>[\\s\\S]*?</p:cNvPr>))<p:cNvSpPr(?: txBox="1")?/><p:nvPr(?:/>|></p:nvPr>)`);
  return slideXml.replace(nv, `$1<p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr>${ph}</p:nvPr>`);
}

/**
 * A slide's title and body placeholders made the layout's. On a layout of
 * two content placeholders a two-column slide's columns fill them, and the
 * lead text stays a text box.
 */
export function placeOnLayout(slideXml: string, layout: TemplateLayout): string {
  const titled = retarget(slideXml, '<p:ph type="title"/>', layout.title?.xml);
  const [first, second] = layout.contents;
  const columns = COLUMN_SHAPES.every((name) => titled.includes(`name="${name}"`));
  if (!columns || first === undefined || second === undefined) return retarget(titled, '<p:ph type="body" idx="1"/>', first?.xml);
  const marked = markShape(markShape(retarget(titled, '<p:ph type="body" idx="1"/>', undefined), COLUMN_SHAPES[0], first.xml), COLUMN_SHAPES[1], second.xml);
  return retarget(retarget(marked, first.xml, first.xml), second.xml, second.xml);
}

/** The slide's relationship to its layout pointed at `layout`. */
function pointAt(relsXml: string, slide: string, layout: TemplateLayout): string {
  const rels = parseRelationships(relsXml).map((r) => (r.type === LAYOUT_REL ? { ...r, target: relativeTarget(slide, layout.part) } : r));
  return writeRelationships(rels);
}

/** The presentation names the template's master (under the relationship its own master had) and its slide size. */
export function presentationOnTemplate(xml: string, pkg: Pick<TemplatePackage, 'masterId' | 'size'>): string {
  return xml
    .replace(/<p:sldMasterIdLst>[\s\S]*?<\/p:sldMasterIdLst>/, (list) => {
      const rid = /r:id="([^"]*)"/.exec(list)?.[1] ?? 'rId1';
      return `<p:sldMasterIdLst><p:sldMasterId id="${pkg.masterId}" r:id="${rid}"/></p:sldMasterIdLst>`;
    })
    .replace(/<p:sldSz\b[^>]*\/>/, `<p:sldSz cx="${pkg.size.cx}" cy="${pkg.size.cy}"/>`);
}

/** The theme Decksmith's master used (the notes master keeps its own copy). */
function ownMasterTheme(parts: PackageParts): string | undefined {
  const rels = parts.get('ppt/slideMasters/_rels/slideMaster1.xml.rels');
  if (typeof rels !== 'string') return undefined;
  const theme = parseRelationships(rels).find((r) => r.type.endsWith('/theme'));
  return theme ? `ppt/theme/${theme.target.split('/').pop() ?? ''}` : undefined;
}

const MASTER_RELS = 'ppt/slideMasters/_rels/slideMaster1.xml.rels';

/** The template's master pointed at `theme` (it has no theme of its own). */
function giveMasterTheme(parts: PackageParts, theme: string): void {
  const rels = parseRelationships(typeof parts.get(MASTER_RELS) === 'string' ? (parts.get(MASTER_RELS) as string) : '');
  if (rels.some((r) => r.type.endsWith('/theme'))) return;
  const type = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/theme';
  parts.set(MASTER_RELS, writeRelationships([...rels, { id: 'rIdDecksmithTheme', type, target: relativeTarget('ppt/slideMasters/slideMaster1.xml', theme), external: false }]));
}

/** Template parts get the same safe fixes as the deck's: a package PowerPoint would offer to repair is refused by the check. */
function repaired(name: string, value: string | Uint8Array): string | Uint8Array {
  if (typeof value !== 'string' || name.endsWith('.rels')) return value;
  return fixParagraphProperties(ensureBackgroundEffects(ensureTextBodies(fixNumbers(value))));
}

/**
 * Moves the written deck (`parts`, changed in place) onto the template's
 * master; `kinds[i]` is the kind of layout slide i + 1 goes on. Returns the
 * content types of the added parts.
 */
export function rebaseOnTemplate(parts: PackageParts, pkg: TemplatePackage, kinds: readonly TemplateLayoutKind[]): { part: string; type: string }[] {
  const ownTheme = ownMasterTheme(parts);
  // A template without a theme part keeps the deck's: a master must have one.
  const keepTheme = ownTheme !== undefined && !pkg.parts.has('ppt/theme/theme1.xml');
  for (const name of [...parts.keys()]) {
    if (OWN_MASTER_PART.test(name) || (ownTheme !== undefined && !keepTheme && (name === ownTheme || name === relsPathOf(ownTheme)))) parts.delete(name);
  }
  for (const [name, value] of pkg.parts) parts.set(name, repaired(name, value));
  if (keepTheme) giveMasterTheme(parts, ownTheme);
  for (const name of [...parts.keys()]) {
    const number = SLIDE_PART.exec(name)?.[1];
    const value = parts.get(name);
    if (number === undefined || typeof value !== 'string') continue;
    const layout = chooseLayout(pkg.layouts, kinds[Number(number) - 1] ?? 'titleOnly');
    if (!layout) continue;
    parts.set(name, placeOnLayout(value, layout));
    const rels = parts.get(relsPathOf(name));
    if (typeof rels === 'string') parts.set(relsPathOf(name), pointAt(rels, name, layout));
  }
  const presentation = parts.get('ppt/presentation.xml');
  if (typeof presentation === 'string') parts.set('ppt/presentation.xml', presentationOnTemplate(presentation, pkg));
  return pkg.types;
}
