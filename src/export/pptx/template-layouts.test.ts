import { describe, expect, it } from 'vitest';
import { chooseLayout, layoutKindOf } from './template-layouts';
import type { TemplateLayout } from './template-package';

const ph = (type: string, idx?: number) => ({ type, xml: `<p:ph${type === 'obj' ? '' : ` type="${type}"`}${idx === undefined ? '' : ` idx="${idx}"`}/>` });
const layout = (n: number, type: string, title: string | undefined, contents: string[]): TemplateLayout => ({
  part: `ppt/slideLayouts/slideLayout${n}.xml`, type, name: `Layout ${n}`,
  ...(title ? { title: ph(title) } : {}), contents: contents.map((c, i) => ph(c, i + 1)), fills: [],
});

/** PowerPoint's default master: the layouts in its order. */
const OFFICE = [
  layout(1, 'title', 'ctrTitle', ['subTitle']),
  layout(2, 'obj', 'title', ['obj']),
  layout(3, 'secHead', 'title', ['body']),
  layout(4, 'twoObj', 'title', ['obj', 'obj']),
  layout(5, 'twoTxTwoObj', 'title', ['body', 'obj', 'body', 'obj']),
  layout(6, 'titleOnly', 'title', []),
  layout(7, 'blank', undefined, []),
];

/** LibreOffice's export: its title layout is typed 'tx', and a six-content layout is typed 'blank'. */
const LIBREOFFICE = [
  layout(1, 'blank', undefined, []),
  layout(2, 'tx', 'title', ['subTitle']),
  layout(3, 'obj', 'title', ['obj']),
  layout(4, 'twoObj', 'title', ['obj', 'obj']),
  layout(5, 'titleOnly', 'title', []),
  layout(12, 'blank', 'title', ['obj', 'obj', 'obj', 'obj', 'obj', 'obj']),
];

describe('layoutKindOf', () => {
  it('puts the title slide on a title layout, text on title and content, two columns on two content, the rest on title only', () => {
    expect(layoutKindOf('title', true)).toBe('title');
    expect(layoutKindOf('grid', false)).toBe('obj');
    expect(layoutKindOf('vertical-stack', false)).toBe('obj');
    expect(layoutKindOf('side-by-side', false)).toBe('twoObj');
    expect(layoutKindOf('before-after', false)).toBe('twoObj');
    expect(layoutKindOf('timeline', false)).toBe('titleOnly');
    expect(layoutKindOf('mind-map', false)).toBe('titleOnly');
    expect(layoutKindOf('chart', false)).toBe('titleOnly');
    expect(layoutKindOf('table', false)).toBe('titleOnly');
    // A picture makes any slide a picture slide.
    expect(layoutKindOf('grid', true)).toBe('titleOnly');
  });
});

describe('chooseLayout', () => {
  const names = (layouts: TemplateLayout[], kinds: Parameters<typeof chooseLayout>[1][]) => kinds.map((k) => chooseLayout(layouts, k)?.part.replace(/^.*slideLayout/, ''));

  it('finds each kind on PowerPoint\'s own master by its type', () => {
    expect(names(OFFICE, ['title', 'obj', 'twoObj', 'titleOnly', 'blank'])).toEqual(['1.xml', '2.xml', '4.xml', '6.xml', '7.xml']);
  });

  it('goes by the placeholders where a LibreOffice master mistypes its layouts', () => {
    expect(names(LIBREOFFICE, ['title', 'obj', 'twoObj', 'titleOnly', 'blank'])).toEqual(['2.xml', '3.xml', '4.xml', '5.xml', '1.xml']);
  });

  it('takes the nearest stand-in when a master lacks a kind', () => {
    const two = [layout(1, 'title', 'ctrTitle', []), layout(2, 'obj', 'title', [])];
    expect(names(two, ['title', 'obj', 'twoObj', 'titleOnly', 'blank'])).toEqual(['1.xml', '2.xml', '2.xml', '2.xml', '2.xml']);
    const noTitleOnly = OFFICE.filter((l) => l.type !== 'titleOnly');
    expect(names(noTitleOnly, ['titleOnly'])).toEqual(['2.xml']);
    expect(chooseLayout([layout(9, 'cust', undefined, ['pic'])], 'obj')?.part).toBe('ppt/slideLayouts/slideLayout9.xml');
    expect(chooseLayout([], 'obj')).toBeUndefined();
  });
});
