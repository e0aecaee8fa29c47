/**
 * Small files built to stall or swell a document parser, for the tests of
 * the extraction pool and route and for the abuse benchmark. Each is a few
 * kilobytes on the wire: their weight is in what they ask of the parser.
 */
import { zipFile } from '../../src/extract/test-helpers';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);

const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const PPT_NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

function rels(items: readonly [id: string, type: string, target: string][]): Uint8Array {
  const body = items.map(([id, type, target]) => `<Relationship Id="${id}" Type="${DOC_REL}/${type}" Target="${target}"/>`).join('');
  return enc(`<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG_REL}">${body}</Relationships>`);
}

function contentTypes(overrides: readonly [part: string, type: string][]): Uint8Array {
  const body = overrides.map(([part, type]) => `<Override PartName="${part}" ContentType="application/vnd.openxmlformats-officedocument.${type}"/>`).join('');
  return enc(
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      `${body}</Types>`,
  );
}

/** A Word package whose body is `bodyXml` as written (paragraphs, or anything hostile). */
export function docxWithBody(bodyXml: string): Uint8Array {
  return zipFile({
    '[Content_Types].xml': contentTypes([['/word/document.xml', 'wordprocessingml.document.main+xml']]),
    '_rels/.rels': rels([['rId1', 'officeDocument', 'word/document.xml']]),
    'word/document.xml': enc(`<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${bodyXml}</w:body></w:document>`),
  });
}

/** A one-slide PowerPoint package whose slide's spTree holds `shapesXml` as written. */
export function pptxWithSlide(shapesXml: string): Uint8Array {
  return zipFile(pptxParts(shapesXml));
}

function pptxParts(shapesXml: string): Record<string, Uint8Array> {
  return {
    '[Content_Types].xml': contentTypes([
      ['/ppt/presentation.xml', 'presentationml.presentation.main+xml'],
      ['/ppt/slides/slide1.xml', 'presentationml.slide+xml'],
    ]),
    '_rels/.rels': rels([['rId1', 'officeDocument', 'ppt/presentation.xml']]),
    'ppt/presentation.xml': enc(`<p:presentation ${PPT_NS}><p:sldIdLst><p:sldId id="256" r:id="rId2"/></p:sldIdLst></p:presentation>`),
    'ppt/_rels/presentation.xml.rels': rels([['rId2', 'slide', 'slides/slide1.xml']]),
    'ppt/slides/slide1.xml': enc(`<p:sld ${PPT_NS}><p:cSld><p:spTree>${shapesXml}</p:spTree></p:cSld></p:sld>`),
  };
}

/** A text box of plain paragraphs, as a slide shape. */
export function textBox(paragraphs: readonly string[]): string {
  const body = paragraphs.map((p) => `<a:p><a:r><a:t>${p}</a:t></a:r></a:p>`).join('');
  return `<p:sp><p:nvSpPr><p:cNvPr id="2" name="Text"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:txBody><a:bodyPr/>${body}</p:txBody></p:sp>`;
}

/**
 * A slide whose part ends in `count` tags opened and never closed ('<a'
 * without '>', to the end of the part): a tag regex with a lazy run up to
 * '>' rescans the rest of the part at each one (100,000 of them: under
 * 2 KB zipped). Read now as a damaged file.
 */
export function unclosedTagsPptx(count = 100_000): Uint8Array {
  return zipFile({
    ...pptxParts(''),
    'ppt/slides/slide1.xml': enc(`<p:sld ${PPT_NS}><p:cSld><p:spTree>${textBox(['Before'])}<p:sp><p:txBody><a:p><a:r><a:t>${'<a'.repeat(count)}`),
  });
}

/** `count` empty-looking paragraphs of one letter each: about 50 KB zipped for 500,000, and one tree node each in mammoth. */
export function tinyParagraphsDocx(count = 500_000): Uint8Array {
  return docxWithBody('<w:p><w:r><w:t>a</w:t></w:r></w:p>'.repeat(count));
}

/** A paragraph inside `depth` nested tables' worth of elements, each opened inside the last. */
export function deepNestingDocx(depth = 100_000): Uint8Array {
  return docxWithBody(`${'<w:sdt><w:sdtContent>'.repeat(depth)}<w:p><w:r><w:t>deep</w:t></w:r></w:p>${'</w:sdtContent></w:sdt>'.repeat(depth)}`);
}

/** An ordinary small document, to show the pool still answers. */
export function smallDocx(text = 'Plastic reaches the sea through rivers.'): Uint8Array {
  return docxWithBody(`<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`);
}

/**
 * One paragraph of `runs` runs: past the default element cap, so refused at
 * once; with the caps raised, mammoth works on it for seconds (about 5 s and
 * 1 GB for 200,000). Stands for any file that keeps a worker busy.
 */
export function manyRunsDocx(runs = 200_000): Uint8Array {
  return docxWithBody(`<w:p>${'<w:r><w:t>ab </w:t></w:r>'.repeat(runs)}</w:p>`);
}

/** Caps of limits.ts lifted, so the files above reach the parsers (tests of the pool's own limits). */
export const NO_XML_CAPS = {
  maxPartElements: Number.MAX_SAFE_INTEGER,
  maxTotalElements: Number.MAX_SAFE_INTEGER,
  maxPartParagraphs: Number.MAX_SAFE_INTEGER,
  maxTotalParagraphs: Number.MAX_SAFE_INTEGER,
  maxPartTextChars: Number.MAX_SAFE_INTEGER,
  maxTotalTextChars: Number.MAX_SAFE_INTEGER,
  maxXmlDepth: Number.MAX_SAFE_INTEGER,
} as const;
