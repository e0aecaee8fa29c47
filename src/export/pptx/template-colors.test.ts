import { describe, expect, it } from 'vitest';
import { colorMap, layoutBackground, schemeColors, solidShapes } from './template-colors';

const THEME = '<a:theme><a:themeElements><a:clrScheme name="T"><a:dk1><a:sysClr val="windowText" lastClr="101820"/></a:dk1><a:lt1><a:srgbClr val="FFFFFF"/></a:lt1><a:dk2><a:srgbClr val="1F3864"/></a:dk2><a:lt2><a:srgbClr val="E7E6E6"/></a:lt2><a:accent1><a:srgbClr val="2E75B6"/></a:accent1></a:clrScheme></a:themeElements></a:theme>';

describe('template layout colours', () => {
  const scheme = schemeColors(THEME);

  it('reads the scheme, system colours by their last value', () => {
    expect(scheme.get('dk1')).toBe('#101820');
    expect(scheme.get('accent1')).toBe('#2e75b6');
    expect(schemeColors(undefined).size).toBe(0);
  });

  it('gives a layout\'s own solid or gradient background through the master\'s colour map', () => {
    const map = colorMap('<p:clrMap bg1="dk1" tx1="lt1" bg2="lt2" tx2="dk2"/>');
    const gradient = '<p:bg><p:bgPr><a:gradFill><a:gsLst><a:gs pos="0"><a:srgbClr val="1F3864"/></a:gs><a:gs pos="100000"><a:schemeClr val="accent1"/></a:gs></a:gsLst></a:gradFill><a:effectLst/></p:bgPr></p:bg>';
    expect(layoutBackground(gradient, scheme, map)).toEqual(['#1f3864', '#2e75b6']);
    expect(layoutBackground('<p:bg><p:bgPr><a:solidFill><a:schemeClr val="bg1"/></a:solidFill></p:bgPr></p:bg>', scheme, map)).toEqual(['#101820']);
    expect(layoutBackground('<p:cSld><p:spTree/></p:cSld>', scheme, map)).toBeUndefined();
    expect(layoutBackground('<p:bg><p:bgPr><a:blipFill><a:blip r:embed="rId2"/></a:blipFill></p:bgPr></p:bg>', scheme, map)).toBeUndefined();
  });

  it('finds the solid bands a master draws, not its placeholders, outlines or see-through shapes', () => {
    const sp = (fill: string, ph = '') => `<p:sp><p:nvSpPr><p:nvPr>${ph}</p:nvPr></p:nvSpPr><p:spPr><a:xfrm><a:off x="0" y="914400"/><a:ext cx="9144000" cy="457200"/></a:xfrm><a:prstGeom prst="rect"/>${fill}</p:spPr><p:txBody/></p:sp>`;
    const master = `<p:sldMaster><p:cSld><p:spTree>${[
      sp('<a:solidFill><a:srgbClr val="2C3E50"/></a:solidFill>'),
      sp('<a:solidFill><a:schemeClr val="tx2"/></a:solidFill>'),
      sp('<a:solidFill><a:srgbClr val="FFFFFF"/></a:solidFill>', '<p:ph type="title"/>'),
      sp('<a:noFill/><a:ln><a:solidFill><a:srgbClr val="FF0000"/></a:solidFill></a:ln>'),
      sp('<a:solidFill><a:srgbClr val="000000"><a:alpha val="50000"/></a:srgbClr></a:solidFill>'),
    ].join('')}</p:spTree></p:cSld></p:sldMaster>`;
    expect(solidShapes(master, scheme, colorMap(''))).toEqual([
      { box: { x: 0, y: 1, w: 10, h: 0.5 }, color: '#2c3e50' },
      { box: { x: 0, y: 1, w: 10, h: 0.5 }, color: '#1f3864' },
    ]);
  });
});
