import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { buildTemplate } from '../../../tests/fixtures/templates/build';
import { SYNTHETIC } from '../../../tests/fixtures/templates/make';
import { layoutPlaceholders, parseRelationships, readTemplatePackage, relativeTarget, resolvePart } from './template-package';

const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(resolve('tests/fixtures/templates', name)));

describe('readTemplatePackage', () => {
  it('takes the first master of a LibreOffice template with its twelve layouts and its theme, and none of the other masters', async () => {
    const bytes = fixture('lo-vivid.potx');
    const pkg = await readTemplatePackage(bytes);
    const zip = await JSZip.loadAsync(bytes);
    const names = [...pkg.parts.keys()];
    expect(names.filter((n) => /^ppt\/slideMasters\/[^/]+$/.test(n))).toEqual(['ppt/slideMasters/slideMaster1.xml']);
    expect(names.filter((n) => /^ppt\/slideLayouts\/[^/]+$/.test(n))).toHaveLength(12);
    expect(names.filter((n) => n.startsWith('ppt/theme/'))).toEqual(['ppt/theme/theme1.xml']);
    expect(pkg.parts.get('ppt/slideMasters/slideMaster1.xml')).toBe(await zip.file('ppt/slideMasters/slideMaster1.xml')?.async('string'));
    expect(pkg.parts.get('ppt/theme/theme1.xml')).toBe(await zip.file('ppt/theme/theme1.xml')?.async('string'));
    expect(pkg.size).toEqual({ cx: 10_080_625, cy: 5_670_550 });
    expect(pkg.masterId).toBe('2147483648');
    expect(pkg.layouts.map((l) => `${l.type}:${l.name}`).slice(0, 5)).toEqual(['blank:Blank Slide', 'tx:Title Slide', 'obj:Title, Content', 'twoObj:Title, 2 Content', 'titleOnly:Title Only']);
    // Every copied part has a content type, and every relationship of the copy leads to a copied part.
    for (const part of names.filter((n) => !n.endsWith('.rels'))) expect(pkg.types.some((t) => t.part === part && t.type !== '')).toBe(true);
    for (const [name, xml] of pkg.parts) {
      if (!name.endsWith('.rels')) continue;
      const source = name.replace(/_rels\/([^/]+)\.rels$/, '$1');
      for (const rel of parseRelationships(xml as string)) if (!rel.external) expect(pkg.parts.has(resolvePart(source, rel.target)), `${name}: ${rel.target}`).toBe(true);
    }
  });

  it('renames the master\'s pictures so they never meet the deck\'s, and keeps their bytes', async () => {
    const bytes = fixture('logo-top-right.potx');
    const pkg = await readTemplatePackage(bytes);
    const logo = await (await JSZip.loadAsync(bytes)).file('ppt/media/picture1.png')?.async('uint8array');
    expect(pkg.parts.get('ppt/media/tpl-picture1.png')).toEqual(logo);
    expect(pkg.types).toContainEqual({ part: 'ppt/media/tpl-picture1.png', type: 'image/png' });
    expect(pkg.parts.get('ppt/slideMasters/_rels/slideMaster1.xml.rels')).toContain('Target="../media/tpl-picture1.png"');
    expect(pkg.parts.get('ppt/slideLayouts/_rels/slideLayout2.xml.rels')).toContain('Target="../slideMasters/slideMaster1.xml"');
  });

  it('never copies a macro-enabled template\'s macros', async () => {
    const pkg = await readTemplatePackage(await buildTemplate({ ...SYNTHETIC['logo-top-right.potx'], kind: 'pptm' }));
    expect([...pkg.parts.keys()].filter((n) => /vba/i.test(n))).toEqual([]);
    expect(pkg.parts.has('ppt/slideMasters/slideMaster1.xml')).toBe(true);
  });

  it('refuses a package without a slide master', async () => {
    const zip = new JSZip();
    zip.file('ppt/presentation.xml', '<p:presentation/>');
    await expect(readTemplatePackage(await zip.generateAsync({ type: 'uint8array' }))).rejects.toThrow('no slide master');
  });
});

describe('package paths and placeholders', () => {
  it('resolves and relativises relationship targets', () => {
    expect(resolvePart('ppt/slideMasters/slideMaster1.xml', '../media/image1.png')).toBe('ppt/media/image1.png');
    expect(resolvePart('ppt/presentation.xml', 'slideMasters/slideMaster1.xml')).toBe('ppt/slideMasters/slideMaster1.xml');
    expect(relativeTarget('ppt/slides/slide3.xml', 'ppt/slideLayouts/slideLayout4.xml')).toBe('../slideLayouts/slideLayout4.xml');
    expect(relativeTarget('ppt/presentation.xml', 'ppt/theme/theme1.xml')).toBe('theme/theme1.xml');
  });

  it('finds a layout\'s title and content placeholders, not its date, footer or number', () => {
    const xml = '<p:sp><p:nvPr><p:ph type="ctrTitle"/></p:nvPr></p:sp><p:sp><p:nvPr><p:ph type="subTitle" idx="1"/></p:nvPr></p:sp><p:ph type="dt" sz="half" idx="10"/><p:ph type="sldNum" idx="12"/><p:ph sz="half" idx="2"/>';
    const found = layoutPlaceholders(xml);
    expect(found.title).toEqual({ type: 'ctrTitle', xml: '<p:ph type="ctrTitle"/>' });
    expect(found.contents).toEqual([{ type: 'subTitle', xml: '<p:ph type="subTitle" idx="1"/>' }, { type: 'obj', xml: '<p:ph idx="2"/>' }]);
  });
});
