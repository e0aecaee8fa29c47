import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import CFB from 'cfb';
import { describe, expect, it } from 'vitest';
import { buildTemplate, templateParts, zipParts } from '../../../tests/fixtures/templates/build';
import { SYNTHETIC } from '../../../tests/fixtures/templates/make';
import { themeFromTemplate, themeReads } from '../../core/templates';
import { slideRatio } from '../../core/templates/types';
import { zipFile } from '../test-helpers';
import { readTemplate } from './index';
import { TEMPLATE_NOT_POWERPOINT, TEMPLATE_OLD_POWERPOINT, TEMPLATE_PASSWORD } from './limits';

const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(resolve('tests/fixtures/templates', name)));
const read = (name: string) => readTemplate(fixture(name), name);

describe('readTemplate: LibreOffice templates', () => {
  it('reads the theme colours, fonts and placeholders of a .pptx', async () => {
    const { facts } = await read('lo-midnightblue.pptx');
    expect(facts.kind).toBe('pptx');
    expect(slideRatio(facts.slideSize)).toBe('16:9');
    expect(facts.palette).toMatchObject({ dk1: '#000000', lt1: '#ffffff', dk2: '#1f497d', accent1: '#4f81bd', accent6: '#f79646' });
    expect(facts.fonts).toEqual({ major: 'Arial', minor: 'Arial' });
    expect(facts.placeholders.title?.y).toBeCloseTo(225_720 / 5_670_550, 4);
    expect(facts.placeholders.body).toBeDefined();
    expect(facts.textColors.title).toBe('#ffffff');
  });

  it('reads a .potx as a template', async () => {
    const { facts } = await read('lo-vivid.potx');
    expect(facts.kind).toBe('potx');
    expect(facts.palette).toBeDefined();
  });

  it('reads a 4:3 template and its picture background with the picture bytes', async () => {
    const { facts, media } = await read('lo-debian-4x3.pptx');
    expect(slideRatio(facts.slideSize)).toBe('4:3');
    expect(facts.masterBackground).toEqual({ kind: 'picture', part: 'ppt/media/image1.png' });
    expect(media.map((m) => [m.part, m.mime])).toEqual([['ppt/media/image1.png', 'image/png']]);
    expect([...(media[0]?.bytes.subarray(1, 4) ?? [])]).toEqual([0x50, 0x4e, 0x47]);
  });
});

describe('readTemplate: unusual masters', () => {
  it('reads a picture background on the master and a gradient on the title layout', async () => {
    const { facts, media } = await read('picture-background.pptx');
    expect(facts.masterBackground).toEqual({ kind: 'picture', part: 'ppt/media/background.png' });
    expect(facts.layoutBackgrounds).toEqual([{ type: 'title', name: 'Title Slide', fill: { kind: 'gradient', stops: ['#1f3864', '#2e75b6'], angle: 90 } }]);
    expect(facts.fonts).toEqual({ major: 'Calibri Light', minor: 'Calibri' });
    expect(media).toHaveLength(1);
  });

  it('reads the logo on the master with its position, and a background taken from the theme', async () => {
    const { facts, media } = await read('logo-top-right.potx');
    expect(facts.kind).toBe('potx');
    expect(facts.masterBackground).toEqual({ kind: 'solid', color: '#ffffff' });
    expect(facts.pictures).toHaveLength(1);
    const logo = facts.pictures[0];
    expect(logo?.name).toBe('Company logo');
    expect(logo?.box.x).toBeCloseTo(8.6 / 10, 3);
    expect(logo?.box.y).toBeCloseTo(0.25 / 5.625, 3);
    expect(logo?.box.w).toBeCloseTo(1.1 / 10, 3);
    expect(media.map((m) => m.mime)).toEqual(['image/png']);
    expect(facts.placeholders.title?.w).toBeCloseTo(0.76, 3);
  });

  it('reads a dark master and the colour its title runs state', async () => {
    const { facts } = await read('dark-master.pptx');
    expect(facts.masterBackground).toEqual({ kind: 'solid', color: '#101820' });
    expect(facts.textColors.title).toBe('#3a3f58');
    expect(facts.fonts).toEqual({ major: 'Futura', minor: 'Helvetica Neue' });
  });

  it('reads a package with no theme part from its master, and says so', async () => {
    const { facts } = await read('no-theme.pptx');
    expect(facts.palette).toBeUndefined();
    expect(facts.masterBackground).toEqual({ kind: 'solid', color: '#fff8e7' });
    expect(facts.textColors).toEqual({ title: '#7a1f1f', body: '#333333' });
    expect(facts.fonts).toEqual({ major: 'Garamond', minor: 'Arial' });
    expect(facts.notes.join(' ')).toContain('no readable theme colours');
  });

  it('applies luminance changes to scheme colours', async () => {
    const bytes = await buildTemplate({
      ...SYNTHETIC['logo-top-right.potx'],
      masterBackground: '<p:bgPr><a:solidFill><a:schemeClr val="accent1"><a:lumMod val="50000"/></a:schemeClr></a:solidFill></p:bgPr>',
    });
    const { facts } = await readTemplate(bytes, 'x.potx');
    expect(facts.masterBackground).toEqual({ kind: 'solid', color: '#004040' });
  });

  it('names the template after its file when the theme is the default one', async () => {
    const { facts } = await readTemplate(await buildTemplate(SYNTHETIC['dark-master.pptx'] ?? {}), 'Acme 2026.pptx');
    expect(facts.name).toBe('Test');
    const lo = await read('lo-midnightblue.pptx');
    expect(lo.facts.name).toBe('lo-midnightblue');
  });
});

describe('readTemplate: shapes of the master and the title layout', () => {
  it('reads the band, the rule, the footer text box and a grouped mark, and the title layout that hides them', async () => {
    const { facts } = await read('band-footer.pptx');
    const shapes = facts.shapes ?? [];
    expect(shapes.map((s) => [s.name, s.geometry])).toEqual([['Brand band', 'rect'], ['Footer rule', 'line'], ['Footer', 'rect'], ['Dot', 'ellipse']]);
    const [band, rule, footer, dot] = shapes;
    // The band's colour comes from its style (accent1); its outline is switched off.
    expect(band).toMatchObject({ fill: '#00807f', box: { x: 0, y: 0, w: 1 } });
    expect(band?.line).toBeUndefined();
    expect(band?.box.h).toBeCloseTo(0.35 / 5.625, 4);
    expect(rule?.line?.color).toBe('#e07a1f');
    expect(rule?.line?.width).toBeCloseTo(12_700 / 5_143_500, 5);
    expect(footer?.fill).toBeUndefined();
    expect(footer?.text).toMatchObject({ paragraphs: ['Company confidential & <internal>'], color: '#595959', bold: true, align: 'center', anchor: 'middle', font: 'minor' });
    expect(footer?.text?.size).toBeCloseTo(10 * 12_700 / 5_143_500, 5);
    // A group's child is placed through the group's frame.
    expect(dot?.box.x).toBeCloseTo(9.3 / 10, 3);
    expect(dot?.box.w).toBeCloseTo(0.3 / 10, 3);
    expect(facts.titleHidesMaster).toBe(true);
    expect(facts.layoutBackgrounds).toEqual([{ type: 'title', name: 'Title Slide', fill: { kind: 'solid', color: '#1b2a41' } }]);
  });

  it('leaves placeholders, slide numbers and empty shapes alone, and says how many outlines it cannot draw', async () => {
    const box = '<a:xfrm><a:off x="0" y="0"/><a:ext cx="914400" cy="914400"/></a:xfrm>';
    const shapes = [
      `<p:sp><p:nvSpPr><p:cNvPr id="30" name="Number"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr>${box}<a:prstGeom prst="rect"/></p:spPr><p:txBody><a:bodyPr/><a:p><a:fld id="{1}" type="slidenum"><a:t>7</a:t></a:fld></a:p></p:txBody></p:sp>`,
      `<p:sp><p:nvSpPr><p:cNvPr id="31" name="Empty"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr>${box}<a:prstGeom prst="rect"/><a:noFill/></p:spPr></p:sp>`,
      `<p:sp><p:nvSpPr><p:cNvPr id="32" name="Wave"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr>${box}<a:custGeom/><a:solidFill><a:srgbClr val="FF0000"/></a:solidFill></p:spPr></p:sp>`,
      `<p:sp><p:nvSpPr><p:cNvPr id="33" name="Date"/><p:cNvSpPr/><p:nvPr><p:ph type="dt"/></p:nvPr></p:nvSpPr><p:spPr>${box}</p:spPr><p:txBody><a:bodyPr/><a:p><a:r><a:t>1 Jan</a:t></a:r></a:p></p:txBody></p:sp>`,
    ].join('');
    const { facts } = await readTemplate(await buildTemplate({ ...SYNTHETIC['logo-top-right.potx'], masterShapes: shapes }), 'x.potx');
    expect(facts.shapes).toBeUndefined();
    expect(facts.notes).toContain('A shape of the master was left out: Decksmith does not draw its outline.');
    expect(facts.titleHidesMaster).toBeUndefined();
  });
});

const MB = 1024 * 1024;

async function refusal(work: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = (await work.then(
    () => undefined,
    (e: unknown) => e,
  )) as { code: string; message: string } | undefined;
  if (!error) throw new Error('expected a refusal');
  return { code: error.code, message: error.message };
}

describe('readTemplate: bad input', () => {
  it('refuses a file that is not a presentation, by its bytes and by its name', async () => {
    expect(await refusal(readTemplate(new TextEncoder().encode('hello'), 'notes.pptx'))).toEqual({ code: 'unsupported', message: TEMPLATE_NOT_POWERPOINT });
    expect(await refusal(readTemplate(fixture('no-theme.pptx'), 'picture.png'))).toEqual({ code: 'unsupported', message: TEMPLATE_NOT_POWERPOINT });
    const docx = new Uint8Array(readFileSync(resolve('tests/fixtures/documents/briefing.docx')));
    expect((await refusal(readTemplate(docx, 'briefing.pptx'))).message).toBe(TEMPLATE_NOT_POWERPOINT);
  });

  it('refuses a password-protected template (an encrypted compound file)', async () => {
    const container = CFB.utils.cfb_new();
    CFB.utils.cfb_add(container, 'EncryptionInfo', new Uint8Array(64));
    CFB.utils.cfb_add(container, 'EncryptedPackage', new Uint8Array(64));
    const bytes = new Uint8Array(CFB.write(container, { type: 'buffer' }) as Uint8Array);
    expect(await refusal(readTemplate(bytes, 'secret.pptx'))).toEqual({ code: 'encrypted', message: TEMPLATE_PASSWORD });
  });

  it('refuses an old binary .ppt with what to do instead', async () => {
    const container = CFB.utils.cfb_new();
    CFB.utils.cfb_add(container, 'PowerPoint Document', new Uint8Array(64));
    const bytes = new Uint8Array(CFB.write(container, { type: 'buffer' }) as Uint8Array);
    expect((await refusal(readTemplate(bytes, 'old.pptx'))).message).toBe(TEMPLATE_OLD_POWERPOINT);
  });

  it('reads a macro-enabled .pptm and keeps no macro', async () => {
    const bytes = await buildTemplate({ ...SYNTHETIC['logo-top-right.potx'], kind: 'pptm' });
    const { facts, media } = await readTemplate(bytes, 'macros.pptm');
    expect(facts.kind).toBe('pptm');
    expect(facts.notes).toContain('The template holds macros: they were left out and are never kept.');
    expect(media.map((m) => m.part)).toEqual(['ppt/media/picture1.png']);
    expect(JSON.stringify(facts)).not.toContain('vbaProject');
  });

  it('refuses a 200 MB file before reading it', async () => {
    const { code, message } = await refusal(readTemplate(new Uint8Array(200 * MB), 'huge.pptx'));
    expect(code).toBe('too_large');
    expect(message).toBe('This template is 200 MB; templates up to 60 MB can be imported. Remove large pictures from it and try again.');
  });

  it('refuses a zip bomb: entries declaring more than the cap, and an entry inflating past what it declares', async () => {
    const parts = templateParts(SYNTHETIC['dark-master.pptx'] ?? {});
    parts.set('ppt/media/filler.bin', new Uint8Array(2 * MB));
    const declared = await refusal(readTemplate(await zipParts(parts), 'bomb.pptx', { limits: { maxUnzippedBytes: MB } }));
    expect(declared).toEqual({ code: 'bomb', message: 'This template expands to more than Decksmith can safely read, so it was not imported.' });
    const encoder = new TextEncoder();
    const entries: Record<string, Uint8Array> = {};
    for (const [path, data] of templateParts(SYNTHETIC['dark-master.pptx'] ?? {})) entries[path] = typeof data === 'string' ? encoder.encode(data) : data;
    entries['ppt/media/zeros.bin'] = new Uint8Array(MB);
    const zip = zipFile(entries);
    lieAboutSize(zip, 'ppt/media/zeros.bin', 100);
    expect((await refusal(readTemplate(zip, 'liar.pptx'))).code).toBe('bomb');
  });

  it('names the missing slide master and the missing presentation part', async () => {
    const noMaster = await buildTemplate({ ...SYNTHETIC['dark-master.pptx'], omit: ['ppt/slideMasters/slideMaster1.xml'] });
    expect(await refusal(readTemplate(noMaster, 'x.pptx'))).toEqual({ code: 'damaged', message: 'This template is damaged: its slide master is missing, so it was not imported.' });
    const noRels = await buildTemplate({ ...SYNTHETIC['dark-master.pptx'], omit: ['ppt/_rels/presentation.xml.rels'] });
    expect((await refusal(readTemplate(noRels, 'x.pptx'))).message).toContain('its slide master is missing');
  });

  it('leaves out a picture that is too large, and says so', async () => {
    const { facts, media } = await readTemplate(fixture('logo-top-right.potx'), 'x.potx', { limits: { maxPictureBytes: 10 } });
    expect(media).toEqual([]);
    expect(facts.pictures).toEqual([]);
    expect(facts.notes).toContain('The picture picture1.png was left out: it is missing or too large.');
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await refusal(readTemplate(fixture('no-theme.pptx'), 'x.pptx', { signal: controller.signal }))).code).toBe('cancelled');
  });
});

/** Rewrites an entry's declared size in its local and central headers. */
function lieAboutSize(zip: Uint8Array, name: string, size: number): void {
  const dv = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const nameBytes = new TextEncoder().encode(name);
  for (let at = 0; at + 46 < zip.length; at++) {
    const sig = dv.getUint32(at, true);
    const isLocal = sig === 0x04034b50;
    const isCentral = sig === 0x02014b50;
    if (!isLocal && !isCentral) continue;
    const nameAt = at + (isLocal ? 30 : 46);
    const len = dv.getUint16(at + (isLocal ? 26 : 28), true);
    if (len === nameBytes.length && nameBytes.every((b, i) => zip[nameAt + i] === b)) dv.setUint32(at + (isLocal ? 22 : 24), size, true);
  }
}

describe('every fixture gives a readable theme', () => {
  const names = ['lo-midnightblue.pptx', 'lo-vivid.potx', 'lo-debian-4x3.pptx', 'picture-background.pptx', 'logo-top-right.potx', 'dark-master.pptx', 'no-theme.pptx', 'band-footer.pptx'];
  it.each(names)('%s', async (name) => {
    const { facts } = await read(name);
    const theme = themeFromTemplate(facts, { id: `template-${name}`, fileName: name });
    expect(themeReads(theme)).toBe(true);
    expect(theme.template?.placements.region.w).toBeGreaterThan(0);
  });

  it('says the dark master\'s own title colour fails and keeps the logo clear', async () => {
    const dark = themeFromTemplate((await read('dark-master.pptx')).facts, { id: 'd', fileName: 'dark-master.pptx' });
    expect(dark.dark).toBe(true);
    expect(dark.template?.notes.some((n) => n.startsWith("The template's title colour #3a3f58 reads at"))).toBe(true);
    const logo = themeFromTemplate((await read('logo-top-right.potx')).facts, { id: 'l', fileName: 'logo-top-right.potx' });
    const region = logo.template?.placements.region;
    const mark = logo.template?.pictures[0]?.box;
    expect(region && mark && region.x + region.w <= mark.x).toBe(true);
  });
});
