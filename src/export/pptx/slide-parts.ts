/**
 * What pptxgenjs cannot write and the repair step adds to its parts, as pure
 * string edits (postprocess.ts applies them):
 * - gradient backgrounds: pptxgenjs takes a solid slide colour only, so the
 *   colour it wrote is replaced by the theme's `<a:gradFill>`;
 * - title and body placeholders: the writer draws every text as a text box
 *   in the screen's own rectangle and names the slide title 'Title' and the
 *   lead sentence 'Body'; here those two become the slide's title and body
 *   placeholders (`<p:ph>`), so PowerPoint's outline view, its accessibility
 *   checker and screen readers find each slide's title. Their own `<a:xfrm>`
 *   keeps them where the screen puts them; the layout and the master get the
 *   matching placeholders they inherit from (pptxgenjs's master placeholders
 *   would instead move every title to one fixed box and add empty copies to
 *   slides).
 */
import { escapeXml } from './repairs';

/** Shape names the writer gives the texts that become placeholders. */
export const TITLE_SHAPE = 'Title';
export const BODY_SHAPE = 'Body';
/** Shape name of the veil of the theme's background over a background photo (see veilGradient). */
export const VEIL_SHAPE = 'Veil';

/** The body placeholder's index, the same in the layout, the master and each slide. */
const BODY_IDX = 1;

/**
 * A linear `<a:gradFill>` of `stops` ('RRGGBB', evenly spaced) at `angle`
 * degrees clockwise from left-to-right; `opacity` (0-1) below 1 makes every
 * stop that translucent.
 */
export function gradientFill(stops: readonly string[], angle: number, opacity = 1): string {
  const last = Math.max(1, stops.length - 1);
  const alpha = opacity < 1 ? `<a:alpha val="${Math.round(opacity * 100_000)}"/>` : '';
  const colour = (c: string): string => (alpha === '' ? `<a:srgbClr val="${escapeXml(c)}"/>` : `<a:srgbClr val="${escapeXml(c)}">${alpha}</a:srgbClr>`);
  const gs = stops.map((c, i) => `<a:gs pos="${Math.round((i / last) * 100_000)}">${colour(c)}</a:gs>`).join('');
  return `<a:gradFill rotWithShape="1"><a:gsLst>${gs}</a:gsLst><a:lin ang="${Math.round(angle * 60_000)}" scaled="0"/></a:gradFill>`;
}

/** A slide's background fill (`<p:bgPr>`'s solid colour) replaced by `fill`. */
export function replaceBackgroundFill(slideXml: string, fill: string): string {
  return slideXml.replace(/(<p:bg><p:bgPr(?:\s[^>]*)?>)<a:solidFill>[\s\S]*?<\/a:solidFill>/, `$1${fill}`);
}

/**
 * The veil over a background photo (the shape named `name`) gets the
 * theme's gradient at the veil's own opacity, as the screen lays the
 * gradient itself over the photo: pptxgenjs can fill a shape with one
 * colour only, the gradient's first stop.
 */
export function veilGradient(slideXml: string, name: string, stops: readonly string[], angle: number): string {
  if (stops.length < 2) return slideXml;
  return slideXml.replace(/<p:sp>[\s\S]*?<\/p:sp>/g, (sp) => {
    if (!sp.includes(`name="${name}"`)) return sp;
    const alpha = /<p:spPr>[\s\S]*?<a:solidFill><a:srgbClr val="[0-9A-Fa-f]{6}"><a:alpha val="(\d+)"\/><\/a:srgbClr><\/a:solidFill>/.exec(sp);
    const opacity = alpha ? Number(alpha[1]) / 100_000 : 1;
    return sp.replace(/(<p:spPr>[\s\S]*?)<a:solidFill>[\s\S]*?<\/a:solidFill>/, (_m, head: string) => `${head}${gradientFill(stops, angle, opacity)}`);
  });
}

/** A layout whose background comes from the theme's colour scheme gets `fill` (a solid or gradient fill) instead. */
export function setLayoutBackground(layoutXml: string, fill: string): string {
  const bg = `<p:bg><p:bgPr>${fill}<a:effectLst/></p:bgPr></p:bg>`;
  if (/<p:bg>[\s\S]*?<\/p:bg>/.test(layoutXml)) return layoutXml.replace(/<p:bg>[\s\S]*?<\/p:bg>/, bg);
  return layoutXml.replace(/<p:cSld(\s[^>]*)?>/, (open) => `${open}${bg}`);
}

/**
 * The shapes named `TITLE_SHAPE` and `BODY_SHAPE` of a slide become its title
 * and body placeholders (the first of each; a slide has one title).
 */
export function markPlaceholders(slideXml: string): string {
  const mark = (xml: string, name: string, ph: string): string =>
    xml.replace(
      new RegExp(`(<p:cNvPr id="\\d+" name="${name}"(?:/>|>[\\s\\S]*?</p:cNvPr>))<p:cNvSpPr/><p:nvPr(?:/>|></p:nvPr>)`),
      `$1<p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr>${ph}</p:nvPr>`,
    );
  return mark(mark(slideXml, TITLE_SHAPE, '<p:ph type="title"/>'), BODY_SHAPE, `<p:ph type="body" idx="${BODY_IDX}"/>`);
}

/** EMU per inch. */
const EMU = 914_400;

interface PlaceholderBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where a slide added in PowerPoint puts its title and body (inches on the 10 x 5.625 in slide): the screen's header and content area. */
const TITLE_BOX: PlaceholderBox = { x: 0.5, y: 0.35, w: 9, h: 0.75 };
const BODY_BOX: PlaceholderBox = { x: 0.5, y: 1.3, w: 9, h: 3.9 };

function xfrm(b: PlaceholderBox): string {
  const e = (n: number): number => Math.round(n * EMU);
  return `<a:xfrm><a:off x="${e(b.x)}" y="${e(b.y)}"/><a:ext cx="${e(b.w)}" cy="${e(b.h)}"/></a:xfrm>`;
}

/**
 * The layout's (and master's) title and body placeholders. The body's list
 * style takes the master's bullets and spacing away, as the slides' text has
 * none; each slide's runs carry their own font, size and colour.
 */
function placeholderShapes(firstId: number): string {
  const flat = '<a:lstStyle><a:lvl1pPr marL="0" indent="0"><a:spcBef><a:spcPts val="0"/></a:spcBef><a:buNone/></a:lvl1pPr></a:lstStyle>';
  const empty = '<a:p><a:endParaRPr lang="en-US"/></a:p>';
  const sp = (id: number, name: string, ph: string, box: PlaceholderBox, anchor: string, list: string): string =>
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr>${ph}</p:nvPr></p:nvSpPr>` +
    `<p:spPr>${xfrm(box)}</p:spPr><p:txBody><a:bodyPr anchor="${anchor}"><a:normAutofit/></a:bodyPr>${list}${empty}</p:txBody></p:sp>`;
  return (
    sp(firstId, 'Title Placeholder', '<p:ph type="title"/>', TITLE_BOX, 'b', '<a:lstStyle/>') +
    sp(firstId + 1, 'Text Placeholder', `<p:ph type="body" idx="${BODY_IDX}"/>`, BODY_BOX, 't', flat)
  );
}

/** Largest shape id used in a part, so added shapes get fresh ones. */
function maxShapeId(xml: string): number {
  return Math.max(1, ...[...xml.matchAll(/<p:cNvPr id="(\d+)"/g)].map((m) => Number(m[1])));
}

/** A layout or master without a title placeholder gets the title and body placeholders (once). */
export function addLayoutPlaceholders(xml: string): string {
  if (/<p:ph\b[^>]*type="title"/.test(xml)) return xml;
  return xml.replace(/<\/p:spTree>/, `${placeholderShapes(maxShapeId(xml) + 1)}</p:spTree>`);
}

/** Shape name of a topic picture, whose corners are rounded as on screen. */
export const ROUNDED_PICTURE = 'Topic picture';
/** The screen's corner radius of topic pictures (16 px of 1280), in EMU. */
const PICTURE_RADIUS_EMU = Math.round((16 / 128) * EMU);

/**
 * Topic pictures get the screen's rounded corners: pptxgenjs writes a picture
 * as a rectangle (or, with `rounding`, an ellipse), so its geometry becomes a
 * rounded rectangle whose radius is 16 canvas px for the picture's own size.
 */
export function roundPictureCorners(slideXml: string): string {
  return slideXml.replace(/<p:pic>[\s\S]*?<\/p:pic>/g, (pic) => {
    if (!pic.includes(`name="${ROUNDED_PICTURE}"`)) return pic;
    const ext = /<a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(pic);
    const side = ext ? Math.min(Number(ext[1]), Number(ext[2])) : 0;
    if (side <= 0) return pic;
    const adj = Math.min(50_000, Math.round((PICTURE_RADIUS_EMU / side) * 100_000));
    return pic.replace(/<a:prstGeom prst="rect"><a:avLst\/><\/a:prstGeom>/, `<a:prstGeom prst="roundRect"><a:avLst><a:gd name="adj" fmla="val ${adj}"/></a:avLst></a:prstGeom>`);
  });
}
