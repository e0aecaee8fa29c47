/**
 * The validator must catch each repair trigger it claims to: pptxgenjs
 * output shows exactly the triggers pptxgenjs 4 is known to write, the same
 * file with its packaging tidied passes, and every hand-broken variant (the
 * zip edited with jszip) is reported with its part and a useful message.
 */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { resolveTarget, validatePptx } from './validate';

// A 1x1 PNG, enough for pptxgenjs to embed a media part and a relationship.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

interface DeckOptions {
  slides?: number;
  shape?: boolean;
  background?: boolean;
  company?: string;
  runs?: boolean;
}

/** Raw pptxgenjs output: text, a hyperlink, an image and notes on each slide. */
async function pptxgenDeck(options: DeckOptions = {}): Promise<Uint8Array> {
  const { slides = 1, shape = false, background = false } = options;
  const { default: PptxGenJS } = await import('pptxgenjs');
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  if (options.company !== undefined) pptx.company = options.company;
  for (let i = 1; i <= slides; i++) {
    const slide = pptx.addSlide();
    if (background) slide.background = { color: '0B1F3A' };
    slide.addText(`Slide ${i}`, { x: 0.5, y: 0.5, w: 9, h: 1, fontSize: 36 });
    slide.addText('read more', { x: 0.5, y: 1.5, w: 3, h: 0.5, hyperlink: { url: 'https://example.com/' } });
    slide.addImage({ data: PNG, x: 6, y: 2, w: 1, h: 1, altText: 'undefined behaviour, the talk' });
    if (shape) slide.addShape('rect', { x: 1, y: 3, w: 2, h: 1, fill: { color: 'FF0000' } });
    if (options.runs) slide.addText([{ text: 'bold', options: { bold: true } }, { text: ' plain' }], { x: 1, y: 4, w: 4, h: 0.5, align: 'center' });
    slide.addNotes(`Notes for slide ${i}`);
  }
  return (await pptx.write({ outputType: 'uint8array' })) as Uint8Array;
}

const NO_FOLDERS = { createFolders: false } as const;

/** Re-zipped with no folder entries; the notes master gets a theme of its own (theme2.xml). */
async function tidyPackaging(raw: Uint8Array): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(raw);
  const out = new JSZip();
  for (const entry of Object.values(zip.files)) {
    if (!entry.dir) out.file(entry.name, await entry.async('uint8array'), NO_FOLDERS);
  }
  const text = (name: string): Promise<string> => zip.file(name)!.async('string');
  out.file('ppt/theme/theme2.xml', await text('ppt/theme/theme1.xml'), NO_FOLDERS);
  const rels = 'ppt/notesMasters/_rels/notesMaster1.xml.rels';
  out.file(rels, (await text(rels)).replace('theme1.xml', 'theme2.xml'), NO_FOLDERS);
  const themeType = 'application/vnd.openxmlformats-officedocument.theme+xml';
  const types = (await text('[Content_Types].xml')).replace('</Types>', `<Override PartName="/ppt/theme/theme2.xml" ContentType="${themeType}"/></Types>`);
  out.file('[Content_Types].xml', types, NO_FOLDERS);
  return out.generateAsync({ type: 'uint8array' });
}

/** pptxgenjs output with its packaging tidied: what the slide content alone gives. */
async function tidyDeck(options: DeckOptions = {}): Promise<Uint8Array> {
  return tidyPackaging(await pptxgenDeck(options));
}

async function editZip(bytes: Uint8Array, edit: (zip: JSZip) => Promise<void>): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(bytes);
  await edit(zip);
  return zip.generateAsync({ type: 'uint8array' });
}

/** Rewrites one part's text. */
function editPart(bytes: Uint8Array, part: string, change: (xml: string) => string): Promise<Uint8Array> {
  return editZip(bytes, async (zip) => {
    const file = zip.file(part);
    if (!file) throw new Error(`no part ${part}`);
    const before = await file.async('string');
    const after = change(before);
    if (after === before) throw new Error(`the edit of ${part} changed nothing`);
    zip.file(part, after, NO_FOLDERS);
  });
}

const SLIDE1 = 'ppt/slides/slide1.xml';

describe('validatePptx on pptxgenjs output', () => {
  it('reports the folder entries and the shared theme of every pptxgenjs 4 package (#1449), and only those', async () => {
    const problems = await validatePptx(await pptxgenDeck());
    expect(problems).toEqual([
      { part: '(zip)', message: expect.stringMatching(/^folder entries _rels\/, .*ppt\/slides\/.* \(a package holds parts only/) as unknown },
      { part: 'ppt/theme/theme1.xml', message: 'theme shared by ppt/slideMasters/slideMaster1.xml and ppt/notesMasters/notesMaster1.xml' },
    ]);
  });

  it('passes a tidied one-slide deck with text, a hyperlink, an image and notes', async () => {
    expect(await validatePptx(await tidyDeck())).toEqual([]);
  });

  it('reports the phantom slide masters pptxgenjs 4 lists in [Content_Types].xml (#1444), and only those', async () => {
    const problems = await validatePptx(await tidyDeck({ slides: 3 }));
    expect(problems).toEqual([
      { part: '[Content_Types].xml', message: 'Override names /ppt/slideMasters/slideMaster2.xml, which is not in the package' },
      { part: '[Content_Types].xml', message: 'Override names /ppt/slideMasters/slideMaster3.xml, which is not in the package' },
    ]);
  });

  it('reports the shapes without text body (#1441) and backgrounds without effect list (#1442) pptxgenjs writes', async () => {
    const problems = await validatePptx(await tidyDeck({ shape: true, background: true }));
    expect(problems).toEqual([
      { part: SLIDE1, message: expect.stringMatching(/^shape '[^']+' \(id \d+\) has no <p:txBody>$/) as unknown },
      { part: SLIDE1, message: 'background <p:bgPr> has no <a:effectLst/>' },
    ]);
  });

  it('reports the company field pptxgenjs writes unescaped into docProps/app.xml (PR #1427)', async () => {
    const problems = await validatePptx(await tidyDeck({ company: 'Smith & <Sons>' }));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.part === 'docProps/app.xml' && p.message.startsWith('XML does not parse'))).toBe(true);
  });

  it('reports the repeated <a:pPr> pptxgenjs writes in a paragraph of several runs', async () => {
    expect(await validatePptx(await tidyDeck({ runs: true }))).toEqual([
      { part: SLIDE1, message: '1 paragraph(s) with <a:pPr> repeated or not first' },
    ]);
  });
});

describe('validatePptx on broken packages', () => {
  it('reports bytes that are not a zip', async () => {
    const problems = await validatePptx(new TextEncoder().encode('not a zip at all'));
    expect(problems).toHaveLength(1);
    expect(problems[0]?.part).toBe('(zip)');
  });

  it.each([
    ['a missing end tag', (xml: string) => xml.replace('</p:spTree>', '')],
    ['an unquoted attribute', (xml: string) => xml.replace('id="2"', 'id=2')],
    ['an unknown entity', (xml: string) => xml.replace('Slide 1</a:t>', 'Slide &nbsp;1</a:t>')],
    ['text after the root', (xml: string) => `${xml}trailing`],
    ['a second root', (xml: string) => `${xml}<p:sld/>`],
    ['an undeclared prefix', (xml: string) => xml.replace('<p:spTree>', '<p:spTree><q:ext/>')],
    ['a control character', (xml: string) => xml.replace('Slide 1</a:t>', 'Slide\u00011</a:t>')],
    ['an empty part', () => ''],
  ])('reports malformed XML: %s', async (_label, change) => {
    const broken = await editPart(await tidyDeck(), SLIDE1, change);
    const problems = await validatePptx(broken);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.part === SLIDE1 && p.message.startsWith('XML '))).toBe(true);
  });

  it('reports a content-type override whose part is missing', async () => {
    const broken = await editPart(await tidyDeck(), '[Content_Types].xml', (xml) =>
      xml.replace('</Types>', '<Override PartName="/ppt/slides/slide7.xml" ContentType="application/xml"/></Types>'),
    );
    expect(await validatePptx(broken)).toEqual([
      { part: '[Content_Types].xml', message: 'Override names /ppt/slides/slide7.xml, which is not in the package' },
    ]);
  });

  it('reports a part that has no content type', async () => {
    const broken = await editZip(await tidyDeck(), async (zip) => {
      zip.file('ppt/media/extra.webp', new Uint8Array([1, 2, 3]), NO_FOLDERS);
      await Promise.resolve();
    });
    expect(await validatePptx(broken)).toEqual([
      { part: 'ppt/media/extra.webp', message: "no content type (no Override and no Default for '.webp')" },
    ]);
  });

  it('reports a relationship whose target is missing, relative or absolute', async () => {
    const clean = await tidyDeck();
    const zip = await JSZip.loadAsync(clean);
    const media = Object.keys(zip.files).find((name) => name.startsWith('ppt/media/') && !name.endsWith('/'));
    if (!media) throw new Error('pptxgenjs embedded no image');
    const noImage = await editZip(clean, async (z) => {
      z.remove(media);
      await Promise.resolve();
    });
    const problems = await validatePptx(noImage);
    expect(problems).toEqual([
      expect.objectContaining({ part: 'ppt/slides/_rels/slide1.xml.rels', message: expect.stringContaining(`(${media}), which is not in the package`) }),
    ]);
    const absolute = await editPart(clean, 'ppt/_rels/presentation.xml.rels', (xml) =>
      xml.replace('Target="slides/slide1.xml"', 'Target="/ppt/slides/slide9.xml"'),
    );
    expect((await validatePptx(absolute)).map((p) => p.message)).toContain(
      'relationship rId2 targets /ppt/slides/slide9.xml (ppt/slides/slide9.xml), which is not in the package',
    );
  });

  it('reports NaN and undefined in attribute values', async () => {
    const broken = await editPart(await tidyDeck(), SLIDE1, (xml) =>
      xml.replace(/<a:off x="\d+"/, '<a:off x="NaN"').replace(/<a:ext cx="\d+"/, '<a:ext cx="undefinedpx"'),
    );
    expect(await validatePptx(broken)).toEqual([
      { part: SLIDE1, message: '<a:off> attribute x="NaN"' },
      { part: SLIDE1, message: '<a:ext> attribute cx="undefinedpx"' },
    ]);
  });

  it('reports a negative size', async () => {
    const broken = await editPart(await tidyDeck(), SLIDE1, (xml) => xml.replace(/<a:ext cx="\d+"/, '<a:ext cx="-914400"'));
    expect(await validatePptx(broken)).toEqual([{ part: SLIDE1, message: '<a:ext> attribute cx="-914400"' }]);
  });

  it('reports a slide list that disagrees with the slide parts', async () => {
    const broken = await editPart(await tidyDeck({ slides: 1 }), 'ppt/presentation.xml', (xml) =>
      xml.replace(/<p:sldId [^>]*\/>/, ''),
    );
    expect(await validatePptx(broken)).toEqual([
      { part: 'ppt/presentation.xml', message: 'sldIdLst lists 0 slides but the package has 1 slide parts' },
    ]);
  });

  it('reports a notes slide its slide does not point back to', async () => {
    const broken = await editPart(await tidyDeck(), 'ppt/slides/_rels/slide1.xml.rels', (xml) =>
      xml.replace(/<Relationship [^>]*notesSlide"[^>]*\/>/, ''),
    );
    expect(await validatePptx(broken)).toEqual([
      { part: 'ppt/notesSlides/notesSlide1.xml', message: 'points to ppt/slides/slide1.xml, whose relationships do not lead back to it' },
    ]);
  });

  it('reports a package without [Content_Types].xml', async () => {
    const broken = await editZip(await tidyDeck(), async (zip) => {
      zip.remove('[Content_Types].xml');
      await Promise.resolve();
    });
    expect(await validatePptx(broken)).toEqual([{ part: '[Content_Types].xml', message: 'the package has no [Content_Types].xml' }]);
  });
});

describe('resolveTarget', () => {
  it('resolves relative targets against the source folder and absolute ones from the root', () => {
    expect(resolveTarget('ppt/slides/slide1.xml', '../media/image1.png')).toBe('ppt/media/image1.png');
    expect(resolveTarget('ppt/presentation.xml', 'slides/slide1.xml')).toBe('ppt/slides/slide1.xml');
    expect(resolveTarget('', 'ppt/presentation.xml')).toBe('ppt/presentation.xml');
    expect(resolveTarget('ppt/slides/slide1.xml', '/ppt/media/a%20b.png')).toBe('ppt/media/a b.png');
    expect(resolveTarget('ppt/slides/slide1.xml', './slide2.xml#frag')).toBe('ppt/slides/slide2.xml');
    expect(resolveTarget('ppt/slides/slide1.xml', '../media/100%.png')).toBe('ppt/media/100%.png');
  });
});
