/**
 * Builds the document fixtures of the extraction tests (tests/fixtures/documents)
 * from one hand-written source, ocean-plastic.md, with LibreOffice headless,
 * so every format carries the same headings in the same order:
 *   ocean-plastic.{txt,pdf,docx,doc,pptx}, two-column.pdf (groff), encrypted.pdf (Ghostscript),
 *   corrupt.pdf (a truncated copy), report.pdf (an .exe renamed).
 * Run after editing the source: `npx tsx scripts/make-fixtures.ts` (or name
 * groups to rebuild only those: `... make-fixtures.ts structure`).
 * The 11 MB file and the zip bomb are made by the tests at run time instead:
 * they would bloat the repository.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const OUT = resolve('tests/fixtures/documents');
const SOURCE = join(OUT, 'ocean-plastic.md');

export interface Block {
  kind: 'heading' | 'para';
  level: number;
  text: string;
}

/** The Markdown source as headings and paragraphs (the subset the source uses). */
export function parseBlocks(markdown: string): Block[] {
  return markdown
    .split(/\n{2,}/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== '')
    .map((chunk) => {
      const m = /^(#{1,6})\s+(.*)$/.exec(chunk);
      return m?.[1] && m[2] ? { kind: 'heading', level: m[1].length, text: m[2] } : { kind: 'para', level: 0, text: chunk.replace(/\n/g, ' ') };
    });
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** HTML that LibreOffice Writer imports with Heading 1-3 paragraph styles. */
export function toHtml(title: string, blocks: readonly Block[]): string {
  const body = blocks.map((b) => (b.kind === 'heading' ? `<h${b.level}>${esc(b.text)}</h${b.level}>` : `<p>${esc(b.text)}</p>`));
  return `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${esc(title)}</title></head><body>\n${body.join('\n')}\n</body></html>\n`;
}

function toPlainText(blocks: readonly Block[]): string {
  return `${blocks.map((b) => b.text).join('\n\n')}\n`;
}

const PH = 'draw:layer="backgroundobjects" presentation:placeholder="true"';
const FODP_HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.presentation">
<office:automatic-styles><style:style style:name="pr1" style:family="presentation"/><style:page-layout style:name="PM1"><style:page-layout-properties fo:page-width="28cm" fo:page-height="15.75cm" style:print-orientation="landscape"/></style:page-layout></office:automatic-styles>
<office:master-styles><draw:layer-set><draw:layer draw:name="layout"/><draw:layer draw:name="background"/><draw:layer draw:name="backgroundobjects"/><draw:layer draw:name="controls"/><draw:layer draw:name="measurelines"/></draw:layer-set>
<style:master-page style:name="Default" style:page-layout-name="PM1">
<draw:frame ${PH} presentation:class="title" svg:x="1.5cm" svg:y="1cm" svg:width="25cm" svg:height="2.5cm"><draw:text-box/></draw:frame>
<draw:frame ${PH} presentation:class="outline" svg:x="1.5cm" svg:y="4cm" svg:width="25cm" svg:height="10cm"><draw:text-box/></draw:frame>
<presentation:notes style:page-layout-name="PM1"><draw:page-thumbnail ${PH} presentation:class="page" svg:x="4cm" svg:y="1cm" svg:width="20cm" svg:height="6cm"/><draw:frame ${PH} presentation:class="notes" svg:x="1.5cm" svg:y="8cm" svg:width="25cm" svg:height="6cm"><draw:text-box/></draw:frame></presentation:notes>
</style:master-page></office:master-styles>
<office:body><office:presentation>
`;

function frame(cls: string, y: number, height: number, inner: string): string {
  return `<draw:frame presentation:style-name="pr1" draw:layer="layout" presentation:class="${cls}" svg:x="1.5cm" svg:y="${y}cm" svg:width="25cm" svg:height="${height}cm"><draw:text-box>${inner}</draw:text-box></draw:frame>`;
}

export interface SlideSpec {
  title: string;
  bullets: string[];
  notes: string;
}

/** A flat ODF presentation: one title placeholder, bullets and speaker notes per slide. */
export function toFodp(slides: readonly SlideSpec[]): string {
  const pages = slides.map((s, i) => {
    const items = s.bullets.map((b) => `<text:list-item><text:p>${esc(b)}</text:p></text:list-item>`).join('');
    const notes = `<presentation:notes>${frame('notes', 8, 6, `<text:p>${esc(s.notes)}</text:p>`)}</presentation:notes>`;
    const body = i === 0 ? frame('subtitle', 6, 4, `<text:p>${esc(s.bullets.join(' '))}</text:p>`) : frame('outline', 4, 10, `<text:list>${items}</text:list>`);
    return `<draw:page draw:name="page${i + 1}" draw:master-page-name="Default">${frame('title', 1, 2.5, `<text:p>${esc(s.title)}</text:p>`)}${body}${notes}</draw:page>`;
  });
  return `${FODP_HEAD}${pages.join('\n')}\n</office:presentation></office:body></office:document>\n`;
}

const firstSentence = (text: string): string => /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

/** One slide per top-level section: its first sentences as bullets, the next one as notes. */
export function slidesFrom(blocks: readonly Block[]): SlideSpec[] {
  const slides: SlideSpec[] = [];
  let current: SlideSpec | undefined;
  const paras: string[] = [];
  const flush = () => {
    if (current) current.notes = firstSentence(paras[1] ?? paras[0] ?? current.title);
  };
  for (const b of blocks) {
    if (b.kind === 'heading' && b.level <= 2) {
      flush();
      paras.length = 0;
      current = { title: b.text, bullets: [], notes: '' };
      slides.push(current);
    } else if (current && b.kind === 'para') {
      paras.push(b.text);
      if (current.bullets.length < 3) current.bullets.push(firstSentence(b.text));
    } else if (current && b.kind === 'heading') current.bullets.push(b.text);
  }
  flush();
  return slides;
}

/**
 * The source as a groff ms paper: two columns, numbered headings set bold
 * at body size (.NH), a running header on every page but the first (text
 * left, page number centred, "Draft" right) and "Page N" in the footer: a
 * layout whose headings only the font weight tells, and whose furniture
 * repeats on every page.
 */
export function toMs(blocks: readonly Block[]): string {
  const roff = (text: string) => text.replace(/\\/g, '\\e').replace(/^[.']/, '\\&$&');
  const out = ['.ds LH Ocean plastic briefing', '.ds RH Draft', '.ds RF Page %', '.nr HY 1'];
  const [title, ...rest] = blocks;
  out.push('.TL', roff(title?.text ?? 'Document'), '.AU', 'Decksmith Fixtures', '.2C');
  for (const b of rest) {
    if (b.kind === 'heading') out.push(b.level <= 2 ? '.NH' : '.NH 2', roff(b.text));
    else out.push('.PP', roff(b.text));
  }
  return `${out.join('\n')}\n`;
}

const FODT_HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>TITLE</dc:title></office:meta>
<office:font-face-decls><style:font-face style:name="Liberation Serif" svg:font-family="'Liberation Serif'" style:font-family-generic="roman" style:font-pitch="variable"/><style:font-face style:name="Liberation Mono" svg:font-family="'Liberation Mono'" style:font-family-generic="modern" style:font-pitch="fixed"/></office:font-face-decls>
<office:styles>
<style:style style:name="Standard" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="0.2cm"/><style:text-properties style:font-name="Liberation Serif" fo:font-size="11pt"/></style:style>
<style:style style:name="Title" style:family="paragraph" style:parent-style-name="Standard" style:class="chapter"><style:text-properties fo:font-size="26pt" fo:font-weight="bold"/></style:style>
<style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph" style:parent-style-name="Standard" style:default-outline-level="1" style:class="text"><style:paragraph-properties fo:margin-top="0.4cm"/><style:text-properties fo:font-size="18pt" fo:font-weight="bold"/></style:style>
<style:style style:name="Heading_20_2" style:display-name="Heading 2" style:family="paragraph" style:parent-style-name="Standard" style:default-outline-level="2" style:class="text"><style:paragraph-properties fo:margin-top="0.3cm"/><style:text-properties fo:font-size="14pt" fo:font-weight="bold"/></style:style>
<style:style style:name="Contents_20_Heading" style:display-name="Contents Heading" style:family="paragraph" style:parent-style-name="Standard" style:class="index"><style:text-properties fo:font-size="16pt" fo:font-weight="bold"/></style:style>
<style:style style:name="Contents_20_1" style:display-name="Contents 1" style:family="paragraph" style:parent-style-name="Standard" style:class="index"><style:paragraph-properties><style:tab-stops><style:tab-stop style:position="17cm" style:type="right" style:leader-style="dotted" style:leader-text="."/></style:tab-stops></style:paragraph-properties></style:style>
<style:style style:name="Contents_20_2" style:display-name="Contents 2" style:family="paragraph" style:parent-style-name="Contents_20_1" style:class="index"><style:paragraph-properties fo:margin-left="0.5cm"/></style:style>
<style:style style:name="Preformatted_20_Text" style:display-name="Preformatted Text" style:family="paragraph" style:parent-style-name="Standard" style:class="html"><style:paragraph-properties fo:margin-bottom="0cm"/><style:text-properties style:font-name="Liberation Mono" fo:font-size="10pt"/></style:style>
<style:style style:name="Header" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties><style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops></style:paragraph-properties><style:text-properties fo:font-size="9pt"/></style:style>
<style:style style:name="Footer" style:family="paragraph" style:parent-style-name="Header"><style:paragraph-properties fo:text-align="center"/></style:style>
</office:styles>
<office:automatic-styles>
<style:style style:name="PB" style:family="paragraph" style:parent-style-name="Heading_20_1"><style:paragraph-properties fo:break-before="page"/></style:style>
<text:list-style style:name="L1"><text:list-level-style-bullet text:level="1" text:bullet-char="•"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="1.27cm" fo:text-indent="-0.635cm" fo:margin-left="1.27cm"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.5cm" fo:margin-left="2cm" fo:margin-right="2cm"/><style:header-style><style:header-footer-properties fo:min-height="0cm" fo:margin-bottom="0.5cm"/></style:header-style><style:footer-style><style:header-footer-properties fo:min-height="0cm" fo:margin-top="0.5cm"/></style:footer-style></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">
<style:header><text:p text:style-name="Header">Ocean Plastic Report — internal draft<text:tab/>Page <text:page-number text:select-page="current">1</text:page-number></text:p></style:header>
<style:footer><text:p text:style-name="Footer"><text:page-number text:select-page="current">1</text:page-number></text:p></style:footer>
</style:master-page></office:master-styles>
<office:body><office:text>
`;

/** The extras of the "Solutions That Work" chapter: a list, a table and a code listing. */
const FODT_EXTRAS = [
  '<text:p text:style-name="Standard">Measures with a track record:</text:p>',
  '<text:list text:style-name="L1"><text:list-item><text:p>Deposit-return schemes for bottles</text:p></text:list-item><text:list-item><text:p>Bans on single-use bags</text:p></text:list-item></text:list>',
  '<table:table table:name="Shares"><table:table-column table:number-columns-repeated="2"/><table:table-row><table:table-cell office:value-type="string"><text:p>Source</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Share</text:p></table:table-cell></table:table-row><table:table-row><table:table-cell office:value-type="string"><text:p>Land</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>80%</text:p></table:table-cell></table:table-row></table:table>',
  '<text:p text:style-name="Preformatted_20_Text"># count the bottles</text:p><text:p text:style-name="Preformatted_20_Text">wc -l bottles.csv</text:p>',
];

/**
 * The source as a Writer report: Title paragraph (and the same dc:title),
 * a table of contents with dot leaders, a chapter per page under a running
 * header ("... internal draft<tab>Page N") and a page-number footer, Heading
 * 1-2 styles, and a list, a table and a code listing in one chapter;
 * with `lineNumbers`, every line numbered in the margin.
 */
export function toFodt(blocks: readonly Block[], lineNumbers = false): string {
  const [title, ...rest] = blocks;
  const chapters = rest.filter((b) => b.kind === 'heading');
  let page = 1; // each chapter starts a page; the title page is 1
  const toc = chapters.map((b) => `<text:p text:style-name="Contents_20_${b.level - 1}">${esc(b.text)}<text:tab/>${b.level === 2 ? ++page : page}</text:p>`);
  const body = [`<text:p text:style-name="Title">${esc(title?.text ?? '')}</text:p>`];
  body.push(`<text:table-of-content text:name="TOC1"><text:table-of-content-source text:outline-level="2"/><text:index-body><text:index-title text:name="TOC1_Head"><text:p text:style-name="Contents_20_Heading">Contents</text:p></text:index-title>${toc.join('')}</text:index-body></text:table-of-content>`);
  for (const b of rest) {
    if (b.kind === 'heading' && b.level === 2) body.push(`<text:h text:style-name="PB" text:outline-level="1">${esc(b.text)}</text:h>`);
    else if (b.kind === 'heading') body.push(`<text:h text:style-name="Heading_20_2" text:outline-level="2">${esc(b.text)}</text:h>`);
    else body.push(`<text:p text:style-name="Standard">${esc(b.text)}</text:p>`);
    if (b.kind === 'heading' && b.text === 'Solutions That Work') body.push(...FODT_EXTRAS);
  }
  // Writer's line numbering: every line numbered in the left margin, restarting on each page.
  const numbering = '<text:linenumbering-configuration text:number-lines="true" text:offset="0.5cm" style:num-format="1" text:number-position="left" text:increment="1" text:restart-on-page="true"/></office:styles>';
  const head = FODT_HEAD.replace('TITLE', esc(title?.text ?? '')).replace('</office:styles>', lineNumbers ? numbering : '</office:styles>');
  return `${head}${body.join('\n')}\n</office:text></office:body></office:document>\n`;
}

/** Runs soffice with a private profile: parallel runs with a shared one block each other. */
export function sofficeConvert(input: string, target: string, outDir: string, extra: string[] = []): string {
  const profile = mkdtempSync(join(tmpdir(), 'decksmith-soffice-'));
  try {
    execFileSync(
      'soffice',
      [`-env:UserInstallation=${pathToFileURL(profile).href}`, '--headless', '--norestore', ...extra, '--convert-to', target, '--outdir', outDir, input],
      { stdio: 'pipe', timeout: 180_000 },
    );
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  const ext = target.split(':')[0] ?? target;
  return join(outDir, `${basename(input).replace(/\.[^.]+$/, '')}.${ext}`);
}

/** HTML through Writer into PDF, DOCX and DOC. */
function writerFormats(work: string, htmlPath: string): void {
  const writer = ['--infilter=HTML (StarWriter)'];
  copyFileSync(sofficeConvert(htmlPath, 'pdf:writer_pdf_Export', work, writer), join(OUT, 'ocean-plastic.pdf'));
  copyFileSync(sofficeConvert(htmlPath, 'docx:MS Word 2007 XML', work, writer), join(OUT, 'ocean-plastic.docx'));
  copyFileSync(sofficeConvert(htmlPath, 'doc:MS Word 97', work, writer), join(OUT, 'ocean-plastic.doc'));
}

function encryptPdf(input: string, output: string): void {
  execFileSync('gs', ['-q', '-dNOPAUSE', '-dBATCH', '-sDEVICE=pdfwrite', '-sOwnerPassword=decksmith-owner', '-sUserPassword=secret', '-dEncryptionR=3', '-dKeyLength=128', `-sOutputFile=${output}`, input], { stdio: 'pipe' });
}

/** Bad inputs: an executable renamed to .pdf and a PDF cut off mid-download. */
function badFiles(pdf: Buffer): void {
  const exe = Buffer.alloc(256);
  exe.write('MZ', 0, 'latin1');
  exe.write('This program cannot be run in DOS mode.\r\r\n$', 0x4e, 'latin1');
  exe.write('PE\0\0', 0x80, 'latin1');
  writeFileSync(join(OUT, 'report.pdf'), exe);
  // Keep the header and the start of page 1 only: the page tree and xref are lost.
  writeFileSync(join(OUT, 'corrupt.pdf'), pdf.subarray(0, 1200));
}

/** The same document in every format LibreOffice writes, plus the refused and damaged files. */
function oceanFixtures(work: string, blocks: readonly Block[]): void {
  const title = blocks[0]?.text ?? 'Document';
  writeFileSync(join(OUT, 'ocean-plastic.txt'), toPlainText(blocks));
  const htmlPath = join(work, 'ocean-plastic.html');
  writeFileSync(htmlPath, toHtml(title, blocks));
  writerFormats(work, htmlPath);
  const fodpPath = join(work, 'ocean-plastic.fodp');
  writeFileSync(fodpPath, toFodp(slidesFrom(blocks)));
  copyFileSync(sofficeConvert(fodpPath, 'pptx:Impress MS PowerPoint 2007 XML', work), join(OUT, 'ocean-plastic.pptx'));
  encryptPdf(join(OUT, 'ocean-plastic.pdf'), join(OUT, 'encrypted.pdf'));
  badFiles(readFileSync(join(OUT, 'ocean-plastic.pdf')));
}

/** Layouts with page furniture and structure to recover (headers, two columns, bold headings). */
function structureFixtures(work: string, blocks: readonly Block[]): void {
  writeFileSync(join(OUT, 'two-column.pdf'), execFileSync('groff', ['-k', '-ms', '-Tpdf'], { input: toMs(blocks), maxBuffer: 16 * 1024 * 1024 }));
  const fodt = join(work, 'briefing.fodt');
  writeFileSync(fodt, toFodt(blocks));
  copyFileSync(sofficeConvert(fodt, 'pdf:writer_pdf_Export', work), join(OUT, 'briefing-outline.pdf'));
  const noBookmarks = 'pdf:writer_pdf_Export:{"ExportBookmarks":{"type":"boolean","value":"false"}}';
  copyFileSync(sofficeConvert(fodt, noBookmarks, work), join(OUT, 'briefing-plain.pdf'));
  copyFileSync(sofficeConvert(fodt, 'docx:MS Word 2007 XML', work), join(OUT, 'briefing.docx'));
  copyFileSync(sofficeConvert(fodt, 'doc:MS Word 97', work), join(OUT, 'briefing.doc'));
  const numbered = join(work, 'briefing-lines.fodt');
  writeFileSync(numbered, toFodt(blocks, true));
  copyFileSync(sofficeConvert(numbered, noBookmarks, work), join(OUT, 'briefing-lines.pdf'));
}

const GROUPS: Record<string, (work: string, blocks: readonly Block[]) => void> = { ocean: oceanFixtures, structure: structureFixtures };

/** Builds every group, or the groups named on the command line (`npx tsx scripts/make-fixtures.ts structure`). */
function main(names: readonly string[]): void {
  mkdirSync(OUT, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'decksmith-fixtures-'));
  try {
    const blocks = parseBlocks(readFileSync(SOURCE, 'utf8'));
    for (const name of names.length > 0 ? names : Object.keys(GROUPS)) {
      const build = GROUPS[name];
      if (!build) throw new Error(`unknown fixture group ${name}; groups: ${Object.keys(GROUPS).join(', ')}`);
      build(work, blocks);
    }
    console.log(`fixtures written to ${OUT}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main(process.argv.slice(2));
