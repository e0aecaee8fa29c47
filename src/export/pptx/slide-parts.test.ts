import { describe, expect, it } from 'vitest';
import { addLayoutPlaceholders, gradientFill, markPlaceholders, replaceBackgroundFill, roundPictureCorners, setLayoutBackground } from './slide-parts';

const sp = (id: number, name: string) => `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"></p:cNvPr><p:cNvSpPr/><p:nvPr></p:nvPr></p:nvSpPr><p:txBody/></p:sp>`;

describe('slide parts pptxgenjs cannot write', () => {
  it('writes a linear gradient with evenly spaced stops at the angle in 60000ths of a degree', () => {
    expect(gradientFill(['000000', '808080', 'FFFFFF'], 45)).toBe(
      '<a:gradFill rotWithShape="1"><a:gsLst><a:gs pos="0"><a:srgbClr val="000000"/></a:gs><a:gs pos="50000"><a:srgbClr val="808080"/></a:gs>' +
        '<a:gs pos="100000"><a:srgbClr val="FFFFFF"/></a:gs></a:gsLst><a:lin ang="2700000" scaled="0"/></a:gradFill>',
    );
  });

  it('replaces the solid background of a slide and gives a layout the deck background', () => {
    const slide = '<p:cSld><p:bg><p:bgPr><a:solidFill><a:srgbClr val="0B1F3A"/></a:solidFill><a:effectLst/></p:bgPr></p:bg><p:spTree/></p:cSld>';
    expect(replaceBackgroundFill(slide, '<G/>')).toBe('<p:cSld><p:bg><p:bgPr><G/><a:effectLst/></p:bgPr></p:bg><p:spTree/></p:cSld>');
    const layout = '<p:cSld name="DEFAULT"><p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg><p:spTree/></p:cSld>';
    expect(setLayoutBackground(layout, '<G/>')).toBe('<p:cSld name="DEFAULT"><p:bg><p:bgPr><G/><a:effectLst/></p:bgPr></p:bg><p:spTree/></p:cSld>');
    expect(setLayoutBackground('<p:cSld><p:spTree/></p:cSld>', '<G/>')).toBe('<p:cSld><p:bg><p:bgPr><G/><a:effectLst/></p:bgPr></p:bg><p:spTree/></p:cSld>');
  });

  it('turns the shapes named Title and Body into the title and body placeholders, once each', () => {
    const xml = markPlaceholders(`<p:spTree>${sp(2, 'Text 0')}${sp(3, 'Title')}${sp(4, 'Body')}${sp(5, 'Title')}</p:spTree>`);
    expect(xml.match(/<p:ph type="title"\/>/g)).toHaveLength(1);
    expect(xml.match(/<p:ph type="body" idx="1"\/>/g)).toHaveLength(1);
    expect(xml).toContain('name="Title"></p:cNvPr><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr><p:ph type="title"/></p:nvPr>');
    expect(xml).toContain(`${sp(2, 'Text 0')}`);
  });

  it('adds title and body placeholders to a layout once, with fresh shape ids', () => {
    const layout = '<p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/></p:nvGrpSpPr></p:spTree>';
    const once = addLayoutPlaceholders(layout);
    expect(once).toContain('<p:cNvPr id="2" name="Title Placeholder"/>');
    expect(once).toContain('<p:cNvPr id="3" name="Text Placeholder"/>');
    expect(once).toContain('<p:ph type="body" idx="1"/>');
    expect(addLayoutPlaceholders(once)).toBe(once);
  });

  it('rounds the corners of topic pictures by 16 canvas px of their own size, not of other pictures', () => {
    const pic = (name: string) => `<p:pic><p:nvPicPr><p:cNvPr id="4" name="${name}" descr=""/></p:nvPicPr><a:ext cx="1143000" cy="2286000"/><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:pic>`;
    const xml = roundPictureCorners(pic('Topic picture') + pic('Image 1'));
    expect(xml).toContain('<a:prstGeom prst="roundRect"><a:avLst><a:gd name="adj" fmla="val 10000"/></a:avLst></a:prstGeom></p:pic><p:pic>');
    expect(xml.match(/prst="rect"/g)).toHaveLength(1);
  });
});
