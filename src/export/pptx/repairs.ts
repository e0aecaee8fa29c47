/**
 * The known PowerPoint repair triggers of pptxgenjs 4
 * (gitbrent/PptxGenJS #1440-#1444, #1449, PR #1427) as pure
 * string fixes on single XML parts, each safe to run on a part that does
 * not have the problem. postprocess.ts applies them to the written zip.
 */

const CT_SLIDE_MASTER = 'application/vnd.openxmlformats-officedocument.presentationml.slideMaster+xml';
export const CT_THEME = 'application/vnd.openxmlformats-officedocument.theme+xml';

/** Escapes text for an XML element. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name] ?? '');
}

/** Extensions every package uses for its own parts. */
const BASE_EXTENSIONS = new Set(['xml', 'rels']);

const extensionOf = (path: string): string => path.slice(path.lastIndexOf('.') + 1).toLowerCase();

/**
 * [Content_Types].xml for the parts that exist: no Override for a missing
 * part (#1444: one slideMaster per slide), no Default for an extension no
 * part has (#1449: svg, gif, mp4, vml, xlsx are always listed), jpg as the
 * registered image/jpeg, and an Override added for each `extra` part.
 */
export function fixContentTypes(xml: string, parts: ReadonlySet<string>, extra: readonly { part: string; type: string }[] = []): string {
  const used = new Set([...BASE_EXTENSIONS, ...[...parts].map(extensionOf)]);
  let out = xml
    .replace(/\s*<Override\b[^>]*?PartName="([^"]*)"[^>]*\/>/g, (whole, name: string) => (parts.has(name.replace(/^\//, '')) ? whole : ''))
    .replace(/<Default\b[^>]*?Extension="([^"]*)"[^>]*\/>/g, (whole, ext: string) => (used.has(ext.toLowerCase()) ? whole : ''))
    .replace(/(<Default\b[^>]*?Extension="jpg"[^>]*?ContentType=")image\/jpg"/g, '$1image/jpeg"');
  for (const { part, type } of extra) {
    if (!out.includes(`PartName="/${part}"`)) out = out.replace('</Types>', `<Override PartName="/${part}" ContentType="${type}"/></Types>`);
  }
  return out;
}

/** True when the content types still list a slide master that is not in `parts`. */
export function listsMissingMaster(xml: string, parts: ReadonlySet<string>): boolean {
  const re = new RegExp(`PartName="/([^"]*)" ContentType="${CT_SLIDE_MASTER.replace(/[.+]/g, '\\$&')}"`, 'g');
  return [...xml.matchAll(re)].some((m) => !parts.has(m[1]!));
}

const EMPTY_TX_BODY = '<p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:endParaRPr lang="en-US"/></a:p></p:txBody>';

/** Every `<p:sp>` gets a `<p:txBody>` (#1441: pptxgenjs leaves it out of shapes without text). */
export function ensureTextBodies(xml: string): string {
  return xml.replace(/<p:sp(?=[\s>])[^>]*>[\s\S]*?<\/p:sp>/g, (sp) => (sp.includes('<p:txBody') ? sp : sp.replace(/<\/p:sp>$/, `${EMPTY_TX_BODY}</p:sp>`)));
}

/** A background's `<p:bgPr>` gets its required `<a:effectLst/>` (#1442: solid colour backgrounds lack it). */
export function ensureBackgroundEffects(xml: string): string {
  return xml.replace(/<p:bgPr(?=[\s>])([^>]*)>([\s\S]*?)<\/p:bgPr>/g, (whole, attrs: string, inner: string) =>
    /<a:effect(Lst|Dag)\b/.test(inner) ? whole : `<p:bgPr${attrs}>${inner.replace(/(<a:extLst>[\s\S]*)?$/, '<a:effectLst/>$1')}</p:bgPr>`,
  );
}

/**
 * Attribute values that are not numbers where numbers belong (#1440: NaN
 * margins) become 0, negative extents become 0, and an empty `<a:ln>` says
 * "no line" explicitly.
 */
export function fixNumbers(xml: string): string {
  return xml
    .replace(/="(?:-?NaN|-?Infinity|undefined|null)"/g, '="0"')
    // Twice: one pass fixes one of cx and cy in a tag.
    .replace(/(<a:ext\b[^>]*?\bc[xy]=")-\d+"/g, '$10"')
    .replace(/(<a:ext\b[^>]*?\bc[xy]=")-\d+"/g, '$10"')
    .replace(/<a:ln(\s[^>]*)?><\/a:ln>/g, '<a:ln$1><a:noFill/></a:ln>');
}

/**
 * One `<a:pPr>` per paragraph, first: pptxgenjs writes one before each run
 * of a run array, which the schema does not allow.
 */
export function fixParagraphProperties(xml: string): string {
  return xml.replace(/<a:p>([\s\S]*?)<\/a:p>/g, (whole, inner: string) => {
    const pPr = /<a:pPr\b[^>]*\/>|<a:pPr\b[^>]*>[\s\S]*?<\/a:pPr>/g;
    const found = inner.match(pPr);
    if (!found || (found.length === 1 && inner.startsWith(found[0]))) return whole;
    return `<a:p>${found[0]}${inner.replace(pPr, '')}</a:p>`;
  });
}

/** Text fields of docProps/app.xml escaped (PR #1427: `<Company>` is written raw). */
export function escapeAppFields(xml: string): string {
  return xml.replace(/<(Company|Manager|Application|vt:lpstr)>([\s\S]*?)<\/\1>/g, (_, tag: string, text: string) => `<${tag}>${escapeXml(unescapeXml(text))}</${tag}>`);
}

/**
 * The notes page size PowerPoint uses (7.5 x 10 in portrait): pptxgenjs
 * writes the slide's size turned on its side, which leaves the notes
 * master's placeholders (#1443) hanging off the page.
 */
export function fixNotesSize(presentationXml: string): string {
  return presentationXml.replace(/<p:notesSz\b[^>]*\/>/, '<p:notesSz cx="6858000" cy="9144000"/>');
}

/** The idx of the notes master's slide-number placeholder, if it has one. */
export function masterSlideNumberIdx(notesMasterXml: string): string | undefined {
  return /<p:ph type="sldNum"[^>]*?idx="(\d+)"/.exec(notesMasterXml)?.[1];
}

/** A notes page's slide-number placeholder points at the master's (pptxgenjs writes idx 10, the master has 5). */
export function fixNotesSlidePlaceholders(notesXml: string, masterIdx: string | undefined): string {
  if (masterIdx === undefined) return notesXml;
  return notesXml.replace(/(<p:ph type="sldNum"[^>]*?idx=")\d+"/g, `$1${masterIdx}"`);
}

/**
 * The classification of named fonts: pptxgenjs writes pitchFamily 34
 * ("variable sans") for every face and no panose. Each face of `classes`
 * gets the panose and pitch-and-family byte the exporter chose for it
 * (look.ts fontClasses), which PowerPoint's font mapper uses to pick the
 * substitute on a machine without the face.
 */
export function fixFontClass(xml: string, classes: ReadonlyMap<string, { panose: string; pitchFamily: number }>): string {
  if (classes.size === 0) return xml;
  // A run's face as pptxgenjs writes it, or a theme font (`<a:latin typeface=".."/>`, no classification at all).
  return xml.replace(/(typeface="([^"]*)")(?: pitchFamily="34"|(?=\/>))/g, (whole, head: string, face: string) => {
    const c = classes.get(unescapeXml(face));
    return c === undefined ? whole : `${head} panose="${c.panose}" pitchFamily="${c.pitchFamily}"`;
  });
}
