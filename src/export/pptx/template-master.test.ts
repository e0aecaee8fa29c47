import JSZip from 'jszip';
import { afterEach, describe, expect, it } from 'vitest';
import { deflateRawSync } from 'node:zlib';
import { createDefaultPresentationSettings } from '../../core/schemas/config';
import { setImportedThemes } from '../../core/themes/catalogue';
import { loadTemplateFixture } from '../../../tests/export/template-deck';
import type { ExportDeck } from '../types';
import { exportPptx } from './index';
import { PNG_DATA_URL, titleSlide, topicSlide } from './test-decks';
import { validatePptx } from './validate';
import type { PlanText, SlidePlan } from './plan-types';
import { onMasterPage, type OnMaster } from './template-master';
import type { TemplatePackage } from './template-package';
import { worstContrast } from '../../core/templates/text-colors';

afterEach(() => setImportedThemes([]));

const EMU = 914_400;

/** A title slide, a text slide, two columns, a diagram and a slide with a picture. */
function deckIn(themeId: string): ExportDeck {
  const picture = topicSlide(4, 'grid', 3);
  const slides = [
    titleSlide('Quarterly review', 'Where we stand'),
    topicSlide(1, 'grid', 3),
    topicSlide(2, 'side-by-side', 2),
    topicSlide(3, 'timeline', 4),
    { ...picture, hasImage: true, topic: { ...picture.topic!, image_url: PNG_DATA_URL } },
  ];
  return { title: 'Quarterly review', slides, settings: createDefaultPresentationSettings({ selectedTheme: themeId }) };
}

async function exported(fileName: string): Promise<{ zip: JSZip; text: (part: string) => Promise<string>; issues: string[]; bytes: Uint8Array }> {
  const template = await loadTemplateFixture(fileName);
  const result = await exportPptx(deckIn(template.theme.id), { templatePackage: template.source, deflateRaw: (d) => deflateRawSync(d) });
  const zip = await JSZip.loadAsync(result.bytes);
  return { zip, bytes: result.bytes, text: async (part) => (await zip.file(part)?.async('string')) ?? '', issues: result.report.issues.map((i) => i.message) };
}

const layoutOf = async (text: (part: string) => Promise<string>, slide: number): Promise<string> => /slideLayouts\/(slideLayout\d+\.xml)/.exec(await text(`ppt/slides/_rels/slide${slide}.xml.rels`))?.[1] ?? '';

/** Every shape's box on a slide, EMU. */
function boxes(xml: string): { x: number; y: number; w: number; h: number }[] {
  return [...xml.matchAll(/<a:off x="(-?\d+)" y="(-?\d+)"\/><a:ext cx="(\d+)" cy="(\d+)"\/>/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), w: Number(m[3]), h: Number(m[4]) }));
}

describe('export on a company template\'s own master', () => {
  it('builds the file on the template\'s master, layouts and theme, each slide on the layout that fits it', async () => {
    const { text, bytes, issues } = await exported('lo-vivid.potx');
    expect(await validatePptx(bytes)).toEqual([]);
    const source = await JSZip.loadAsync((await loadTemplateFixture('lo-vivid.potx')).source);
    expect(await text('ppt/slideMasters/slideMaster1.xml')).toContain(/<p:cSld[^>]*>/.exec((await source.file('ppt/slideMasters/slideMaster1.xml')?.async('string')) ?? '')?.[0]);
    expect(await text('ppt/presentation.xml')).toContain('<p:sldSz cx="10080625" cy="5670550"/>');
    // LibreOffice's Title Slide, Title Content, Title 2 Content and Title Only layouts.
    const layouts = await Promise.all([1, 2, 3, 4, 5].map((n) => layoutOf(text, n)));
    expect(layouts).toEqual(['slideLayout2.xml', 'slideLayout3.xml', 'slideLayout4.xml', 'slideLayout5.xml', 'slideLayout5.xml']);
    expect(await text('ppt/slideLayouts/slideLayout4.xml')).toContain('name="Title, 2 Content"');
    // The title and the lead text fill the layout's own placeholders.
    expect(await text('ppt/slides/slide1.xml')).toMatch(/<p:ph type="title"\/>[\s\S]*Quarterly review[\s\S]*<p:ph type="subTitle"\/>[\s\S]*Where we stand/);
    expect(await text('ppt/slides/slide2.xml')).toMatch(/<p:ph type="title"\/>[\s\S]*Heading 1 \(grid\)[\s\S]*<p:ph\/>[\s\S]*Overview of topic 1/);
    // On Title, 2 Content, the two columns fill its two content placeholders and the lead text is a text box.
    const columns = await text('ppt/slides/slide3.xml');
    expect(columns).toMatch(/name="Column 1"><\/p:cNvPr><p:cNvSpPr><a:spLocks noGrp="1"\/><\/p:cNvSpPr><p:nvPr><p:ph\/>[\s\S]*Detail of point 2\.1/);
    expect(columns).toMatch(/name="Column 2"><\/p:cNvPr><p:cNvSpPr><a:spLocks noGrp="1"\/><\/p:cNvSpPr><p:nvPr><p:ph\/>[\s\S]*Detail of point 2\.2/);
    expect(columns).toContain('name="Body"></p:cNvPr><p:cNvSpPr txBox="1"/><p:nvPr/>');
    // On Title Only, the lead text is a text box of its own.
    expect(await text('ppt/slides/slide4.xml')).not.toContain('<p:ph/>');
    expect(issues.some((m) => m.includes("own slide master and layouts"))).toBe(true);
  });

  it('keeps the template\'s logo and fonts, draws clear of the logo and leaves the logo and background to the master', async () => {
    const { zip, text, bytes } = await exported('logo-top-right.potx');
    expect(await validatePptx(bytes)).toEqual([]);
    const template = await loadTemplateFixture('logo-top-right.potx');
    const logo = template.media.get('ppt/media/picture1.png');
    const media = await Promise.all(Object.keys(zip.files).filter((n) => n.startsWith('ppt/media/')).map(async (n) => [n, await zip.file(n)!.async('uint8array')] as const));
    expect(media.filter(([, data]) => Buffer.from(data).equals(Buffer.from(logo!))).map(([n]) => n)).toEqual(['ppt/media/tpl-picture1.png']);
    expect(await text('ppt/slideMasters/slideMaster1.xml')).toContain('name="Company logo"');
    expect(await text('ppt/theme/theme1.xml')).toMatch(/<a:majorFont><a:latin typeface="Georgia"\/>[\s\S]*<a:minorFont><a:latin typeface="Verdana"\/>/);
    const logoLeft = 8.6 * EMU;
    for (const n of [2, 3, 4, 5]) {
      const slide = await text(`ppt/slides/slide${n}.xml`);
      expect(slide).not.toContain('<p:bg>');
      expect(slide).toContain('typeface="Georgia"');
      const right = Math.max(...boxes(slide).map((b) => b.x + b.w));
      expect(right, `slide ${n}`).toBeLessThan(logoLeft);
    }
  });

  it('lays slides out on a 4:3 template\'s own page, every shape on it', async () => {
    const { text, bytes, issues } = await exported('lo-debian-4x3.pptx');
    expect(await validatePptx(bytes)).toEqual([]);
    expect(issues).toContain("Template: the file is built on lo-debian-4x3's own slide master and layouts, on its 4:3 page; each slide is on the layout that fits it.");
    expect(await text('ppt/presentation.xml')).toContain('<p:sldSz cx="10080625" cy="7559675"/>');
    for (const n of [1, 2, 3, 4, 5]) {
      for (const b of boxes(await text(`ppt/slides/slide${n}.xml`))) {
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.y).toBeGreaterThanOrEqual(0);
        expect(b.x + b.w).toBeLessThanOrEqual(10_080_625 + 1);
        expect(b.y + b.h).toBeLessThanOrEqual(7_559_675 + 1);
      }
    }
  });

  it('writes the title slide\'s text in a colour that reads on a title layout with a dark background of its own', async () => {
    const { text, bytes } = await exported('picture-background.pptx');
    expect(await validatePptx(bytes)).toEqual([]);
    // The master is a light picture; the title layout a dark blue gradient (1F3864 to accent1 2E75B6).
    expect(await layoutOf(text, 1)).toBe('slideLayout1.xml');
    const colors = [...(await text('ppt/slides/slide1.xml')).matchAll(/<a:rPr[^>]*>\s*<a:solidFill><a:srgbClr val="([0-9A-F]{6})"/g)].map((m) => `#${m[1]!.toLowerCase()}`);
    expect(colors.length).toBeGreaterThan(0);
    for (const color of colors) expect(worstContrast(color, ['#1f3864', '#2e75b6']), color).toBeGreaterThanOrEqual(4.5);
  });

  it('writes text that lies on a master\'s dark band in a colour that reads on the band, and leaves the rest', () => {
    // LibreOffice's Midnightblue: a white master with a 2C3E50 band across the top.
    const pkg: TemplatePackage = {
      size: { cx: 9_144_000, cy: 5_143_500 }, masterId: '2147483648', parts: new Map(), types: [],
      layouts: [{ part: 'ppt/slideLayouts/slideLayout1.xml', type: 'obj', name: 'Title and Content', title: { type: 'title', xml: '<p:ph type="title"/>' }, contents: [{ type: 'obj', xml: '<p:ph idx="1"/>' }], fills: [] }],
      palette: [['#000000', '#ffffff', '#2c3e50', '#e7e6e6'], ['#1f497d']], fills: [{ box: { x: 0, y: 0, w: 10, h: 1.3 }, color: '#2c3e50' }],
    };
    const master: OnMaster = { pkg, transform: { scale: 1, dx: 0, dy: 0, page: { w: 10, h: 5.625 } }, kinds: [], onBackground: new Set(['1F497D', '2C3E50']) };
    const text = (y: number, color: string, role?: 'title' | 'body'): PlanText => ({ kind: 'text', box: { x: 0.5, y, w: 9, h: 0.5 }, paragraphs: [[{ text: 'Words' }]], font: 'Arial', size: 24, color, bold: true, align: 'left', valign: 'top', ...(role ? { role } : {}) });
    const plan: SlidePlan = { number: 2, title: 'Words', layout: 'grid', background: 'FFFFFF', items: [text(0.3, '1F497D', 'title'), text(2, '2C3E50', 'body'), text(0.8, '333333')], notes: '' };
    const [onBand, below, card] = onMasterPage(master, plan).items as PlanText[];
    expect(worstContrast(`#${onBand!.color.toLowerCase()}`, ['#2c3e50'])).toBeGreaterThanOrEqual(4.5);
    expect(below!.color).toBe('2C3E50');
    // Card text is drawn on its card, not on the band.
    expect(card!.color).toBe('333333');
  });

  it('gives a master without a theme part the deck\'s own theme, as every master needs one', async () => {
    const { text, bytes } = await exported('no-theme.pptx');
    expect(await validatePptx(bytes)).toEqual([]);
    expect(await text('ppt/slideMasters/_rels/slideMaster1.xml.rels')).toContain('Target="../theme/theme1.xml"');
    expect(await text('ppt/theme/theme1.xml')).toContain('<a:majorFont><a:latin typeface="Garamond"');
  });

  it('stays on Decksmith\'s master, in the template\'s look, when the package cannot be read, and says so', async () => {
    const template = await loadTemplateFixture('logo-top-right.potx');
    const result = await exportPptx(deckIn(template.theme.id), { templatePackage: new Uint8Array([1, 2, 3]), deflateRaw: (d) => deflateRawSync(d) });
    expect(await validatePptx(result.bytes)).toEqual([]);
    expect(result.report.issues.find((i) => i.kind === 'template')?.message).toMatch(/^Template: the file is built on Decksmith's own master/);
  });
});
