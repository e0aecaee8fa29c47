/**
 * DOCX through mammoth. convertToHtml rather than extractRawText: the HTML
 * keeps Word's heading styles as <h1>..<h6>, lists, tables and code, which
 * html-text.ts writes as Markdown. The title is the core properties' dc:title
 * when it is a real one, else the first Title-style paragraph. Called only
 * after the zip guard has checked every entry's real size; every XML part is
 * then measured against the caps of limits.ts before mammoth builds its tree
 * (about a kilobyte of memory per element: a 50 KB zip of tiny paragraphs
 * would take gigabytes).
 */
import JSZip from 'jszip';
import mammoth from 'mammoth';
import type { Deadline } from './limits';
import { htmlToText } from './html-text';
import { createXmlBudget, measureXml, scanXml, type XmlLimits } from './ooxml';
import { realTitle, sameTitle } from './title';

const CODE_STYLES = ['HTML Preformatted', 'Preformatted Text', 'Code', 'Code Block', 'Source Code', 'Macro Text'];

const STYLE_MAP = [
  // The Title paragraph is the document's title, handed back apart (html-text.ts); a subtitle is a paragraph.
  "p[style-name='Title'] => h1.doc-title:fresh",
  "p[style-name='Subtitle'] => p:fresh",
  // Tables of contents and indexes (Word: 'TOC 1'..'TOC 9', 'TOC Heading', 'Index 1'..; LibreOffice:
  // 'Contents 1'.., 'Contents Heading', 'Index 1'..): page references, not text.
  "p[style-name^='TOC '] => !",
  "p[style-name^='Contents '] => !",
  "p[style-name^='Index '] => !",
  "p[style-name='Table of Figures'] => !",
  "p[style-name^='Figure Index '] => !",
  ...CODE_STYLES.map((name) => `p[style-name='${name}'] => pre:separator('\\n')`),
];

// Images are never read: their bytes would be base64-encoded into the HTML for nothing.
const skipImages = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));

/** dc:title of docProps/core.xml, as written (judged by the caller). */
export async function coreTitle(zip: JSZip): Promise<string | undefined> {
  const xml = await zip.file('docProps/core.xml')?.async('string');
  if (!xml) return undefined;
  let inTitle = false;
  let title = '';
  for (const t of scanXml(xml)) {
    if (t.kind === 'open' && t.name === 'dc:title') inTitle = !t.selfClosing;
    else if (t.kind === 'close' && t.name === 'dc:title') inTitle = false;
    else if (t.kind === 'text' && inTitle) title += t.text;
  }
  return title;
}

const XML_PART = /\.(xml|rels)$/i;

/** Refuses the package when its XML parts, together, pass a cap of limits.ts (or one is malformed). */
async function measureParts(zip: JSZip, limits: XmlLimits, deadline: Deadline): Promise<void> {
  const budget = createXmlBudget(limits);
  for (const file of Object.values(zip.files)) {
    if (file.dir || !XML_PART.test(file.name)) continue;
    deadline.check();
    measureXml(await deadline.race(file.async('string')), budget);
  }
}

export interface DocxText {
  text: string;
  title?: string;
}

/** A .docx as Markdown (html-text.ts), with its title: dc:title when real, else the Title paragraph. */
export async function extractDocx(bytes: Uint8Array, deadline: Deadline, limits: XmlLimits): Promise<DocxText> {
  const zip = await deadline.race(JSZip.loadAsync(bytes));
  await measureParts(zip, limits, deadline);
  const arrayBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  // mammoth's Node entry reads `buffer`, its browser entry `arrayBuffer`: give both (JSZip takes either).
  const input = { arrayBuffer, buffer: bytes as unknown as Buffer };
  const result = await deadline.race(mammoth.convertToHtml(input, { styleMap: STYLE_MAP, convertImage: skipImages }));
  const core = realTitle(await deadline.race(coreTitle(zip)));
  const html = htmlToText(result.value);
  const styled = realTitle(html.title);
  const title = core ?? styled;
  // A Title paragraph that is not the title used (the metadata says otherwise) is still the document's text.
  const text = html.title !== undefined && (title === undefined || !sameTitle(html.title, title)) ? `${html.title}\n\n${html.text}` : html.text;
  return title === undefined ? { text } : { text, title };
}
