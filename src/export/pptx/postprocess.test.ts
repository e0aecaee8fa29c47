import JSZip from 'jszip';
import PptxGenJS from 'pptxgenjs';
import { describe, expect, it } from 'vitest';
import { repairPptx } from './postprocess';
import {
  ensureBackgroundEffects,
  ensureTextBodies,
  escapeAppFields,
  fixContentTypes,
  fixFontClass,
  fixNotesSlidePlaceholders,
  fixNumbers,
  fixParagraphProperties,
  listsMissingMaster,
} from './repairs';
import { validatePptx } from './validate';

/** A file straight from pptxgenjs with every trigger it is known to write. */
async function rawPptx(): Promise<Uint8Array> {
  const pres = new PptxGenJS();
  pres.layout = 'LAYOUT_16x9';
  pres.company = 'Smith & Sons <Ltd>';
  for (let i = 0; i < 3; i += 1) {
    const slide = pres.addSlide();
    slide.background = { color: '112233' };
    slide.addShape('rect', { x: 1, y: 1, w: 2, h: 1, fill: { color: 'FF0000' } });
    slide.addText([{ text: 'a', options: { bold: true } }, { text: 'b' }], { x: 1, y: 3, w: 3, h: 1 });
    slide.addNotes(`Notes ${i + 1}`);
  }
  return (await pres.write({ outputType: 'uint8array' })) as Uint8Array;
}

async function parts(bytes: Uint8Array): Promise<Map<string, string>> {
  const zip = await JSZip.loadAsync(bytes);
  const out = new Map<string, string>();
  for (const f of Object.values(zip.files)) out.set(f.name, f.dir ? '(dir)' : /\.(xml|rels)$/.test(f.name) ? await f.async('string') : '(binary)');
  return out;
}

describe('repairPptx on a pptxgenjs 4 file', () => {
  it('starts from a file with the known triggers and leaves none', async () => {
    const raw = await rawPptx();
    const before = await parts(raw);
    expect(listsMissingMaster(before.get('[Content_Types].xml')!, new Set(before.keys()))).toBe(true);
    expect(before.get('docProps/app.xml')).toContain('<Company>Smith & Sons <Ltd></Company>');
    expect(before.get('ppt/slides/slide1.xml')).toMatch(/<p:bgPr><a:solidFill>.*?<\/a:solidFill><\/p:bgPr>/);
    expect((await validatePptx(raw)).length).toBeGreaterThan(0);

    const fixed = await repairPptx(raw);
    expect(await validatePptx(fixed)).toEqual([]);
    const after = await parts(fixed);
    const types = after.get('[Content_Types].xml')!;
    expect(types).not.toContain('slideMaster2.xml');
    expect(types).not.toMatch(/Extension="(svg|gif|mp4|m4v|vml|xlsx|jpg)"/);
    expect([...after.values()].filter((v) => v === '(dir)')).toEqual([]);
    expect(after.get('docProps/app.xml')).toContain('<Company>Smith &amp; Sons &lt;Ltd&gt;</Company>');
    const slide = after.get('ppt/slides/slide1.xml')!;
    expect(slide).toContain('<a:effectLst/></p:bgPr>');
    for (const sp of slide.match(/<p:sp>[\s\S]*?<\/p:sp>/g)!) expect(sp).toContain('<p:txBody>');
    for (const p of slide.match(/<a:p>[\s\S]*?<\/a:p>/g)!) expect(p.match(/<a:pPr\b/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(after.get('ppt/presentation.xml')).toContain('<p:notesSz cx="6858000" cy="9144000"/>');
    expect(after.get('ppt/notesMasters/_rels/notesMaster1.xml.rels')).toContain('../theme/theme2.xml');
    expect(types).toContain('PartName="/ppt/theme/theme2.xml"');
    expect(after.get('ppt/notesSlides/notesSlide1.xml')).toContain('<p:ph type="sldNum" sz="quarter" idx="5"/>');
    expect(fixed.length).toBeLessThan(raw.length);
  });

  it('is idempotent', async () => {
    const once = await repairPptx(await rawPptx());
    const twice = await repairPptx(once);
    expect(await parts(twice)).toEqual(await parts(once));
  });
});

describe('single repairs', () => {
  it('drops overrides of missing parts and adds the extra ones', () => {
    const xml = '<Types><Default Extension="xml" ContentType="application/xml"/><Default Extension="jpg" ContentType="image/jpg"/><Override PartName="/a.xml" ContentType="x"/><Override PartName="/gone.xml" ContentType="x"/></Types>';
    const out = fixContentTypes(xml, new Set(['a.xml', 'ppt/media/p.jpg']), [{ part: 'b.xml', type: 'y' }]);
    expect(out).toBe('<Types><Default Extension="xml" ContentType="application/xml"/><Default Extension="jpg" ContentType="image/jpeg"/><Override PartName="/a.xml" ContentType="x"/><Override PartName="/b.xml" ContentType="y"/></Types>');
  });

  it('gives a shape without text an empty text body, and leaves one with text alone', () => {
    const bare = '<p:sp><p:spPr/></p:sp><p:sp><p:txBody><a:p/></p:txBody></p:sp><p:spTree/>';
    expect(ensureTextBodies(bare)).toBe('<p:sp><p:spPr/><p:txBody><a:bodyPr/><a:lstStyle/><a:p><a:endParaRPr lang="en-US"/></a:p></p:txBody></p:sp><p:sp><p:txBody><a:p/></p:txBody></p:sp><p:spTree/>');
  });

  it('adds the effect list to a background, before an extension list', () => {
    expect(ensureBackgroundEffects('<p:bgPr><a:solidFill/></p:bgPr>')).toBe('<p:bgPr><a:solidFill/><a:effectLst/></p:bgPr>');
    expect(ensureBackgroundEffects('<p:bgPr><a:noFill/><a:extLst><a:ext/></a:extLst></p:bgPr>')).toBe('<p:bgPr><a:noFill/><a:effectLst/><a:extLst><a:ext/></a:extLst></p:bgPr>');
    expect(ensureBackgroundEffects('<p:bgPr><a:noFill/><a:effectLst/></p:bgPr>')).toBe('<p:bgPr><a:noFill/><a:effectLst/></p:bgPr>');
  });

  it('replaces NaN and undefined numbers, negative extents and empty lines', () => {
    expect(fixNumbers('<a:tcPr marL="NaN" marR="undefined"/><a:ext cx="-5" cy="-7"/><a:ln></a:ln>')).toBe('<a:tcPr marL="0" marR="0"/><a:ext cx="0" cy="0"/><a:ln><a:noFill/></a:ln>');
  });

  it('keeps one paragraph-properties element, first', () => {
    expect(fixParagraphProperties('<a:p><a:pPr algn="l"/><a:r/><a:pPr algn="l"><a:buNone/></a:pPr><a:r/></a:p>')).toBe('<a:p><a:pPr algn="l"/><a:r/><a:r/></a:p>');
  });

  it('escapes the company field once', () => {
    expect(escapeAppFields('<Company>A & B</Company>')).toBe('<Company>A &amp; B</Company>');
    expect(escapeAppFields('<Company>A &amp; B</Company>')).toBe('<Company>A &amp; B</Company>');
  });

  it('classifies named faces as their fallback (panose, pitch and family) for substitution, theme fonts too', () => {
    const xml = '<a:latin typeface="Lora" pitchFamily="34" charset="0"/><a:latin typeface="Inter" pitchFamily="34" charset="0"/><a:cs typeface="Fira Code" pitchFamily="34"/><a:latin typeface="Lora"/>';
    const classes = new Map([['Lora', { panose: '02020603050405020304', pitchFamily: 18 }], ['Fira Code', { panose: '02070309020205020404', pitchFamily: 49 }]]);
    expect(fixFontClass(xml, classes)).toBe(
      '<a:latin typeface="Lora" panose="02020603050405020304" pitchFamily="18" charset="0"/><a:latin typeface="Inter" pitchFamily="34" charset="0"/>' +
        '<a:cs typeface="Fira Code" panose="02070309020205020404" pitchFamily="49"/><a:latin typeface="Lora" panose="02020603050405020304" pitchFamily="18"/>',
    );
  });

  it('points a notes page slide number at the master placeholder', () => {
    expect(fixNotesSlidePlaceholders('<p:ph type="sldNum" sz="quarter" idx="10"/>', '5')).toBe('<p:ph type="sldNum" sz="quarter" idx="5"/>');
  });
});

describe('pictures used on several slides', () => {
  /** A tiny PNG: the bytes only have to be the same or differ. */
  const png = (seed: number): string => {
    const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, seed, 1, 2, 3]);
    return `image/png;base64,${Buffer.from(bytes).toString('base64')}`;
  };

  it('are stored once and every slide points at that one copy', async () => {
    const pres = new PptxGenJS();
    for (const seed of [1, 1, 2, 1]) pres.addSlide().addImage({ data: png(seed), x: 1, y: 1, w: 2, h: 2 });
    const raw = await parts((await pres.write({ outputType: 'uint8array' })) as Uint8Array);
    expect([...raw.keys()].filter((n) => /^ppt\/media\/./.test(n))).toHaveLength(4);

    let removed = -1;
    const fixed = await repairPptx((await pres.write({ outputType: 'uint8array' })) as Uint8Array, { onDeduplicated: (n) => (removed = n) });
    const after = await parts(fixed);
    const media = [...after.keys()].filter((n) => /^ppt\/media\/./.test(n));
    expect(media).toHaveLength(2);
    expect(removed).toBe(2);
    const targets = [1, 2, 3, 4].map((n) => /Target="\.\.\/media\/([^"]+)"/.exec(after.get(`ppt/slides/_rels/slide${n}.xml.rels`)!)![1]);
    expect(targets[0]).toBe(targets[1]);
    expect(targets[0]).toBe(targets[3]);
    expect(targets[2]).not.toBe(targets[0]);
    for (const target of targets) expect(media).toContain(`ppt/media/${target}`);
    expect(await validatePptx(fixed)).toEqual([]);
  });
});
