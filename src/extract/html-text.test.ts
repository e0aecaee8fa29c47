import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText } from './html-text';

describe('htmlToText (mammoth HTML)', () => {
  it('turns headings into Markdown heading lines and keeps paragraphs apart', () => {
    const html = '<h1>Ocean Plastic</h1><p>Intro text.</p><h2>Sources</h2><p>Rivers carry it.</p><h3>Rivers</h3><p>Small rivers matter.</p>';
    expect(htmlToText(html)).toBe('# Ocean Plastic\n\nIntro text.\n\n## Sources\n\nRivers carry it.\n\n### Rivers\n\nSmall rivers matter.');
  });

  it('writes lists as tight "- " and "1. " lines, nested ones indented', () => {
    const html = '<ul><li>Bags</li><li>Bottles<ol><li>PET</li><li>HDPE</li></ol></li></ul><p>After.</p>';
    expect(htmlToText(html)).toBe('- Bags\n- Bottles\n  1. PET\n  2. HDPE\n\nAfter.');
  });

  it('writes table rows as "cell | cell" lines', () => {
    const html = '<table><tr><th><p>Source</p></th><th><p>Share</p></th></tr><tr><td><p>Land</p></td><td><p>80%</p></td></tr></table>';
    expect(htmlToText(html)).toBe('Source | Share\nLand | 80%');
  });

  it('decodes entities, keeps line breaks and drops footnote back-links', () => {
    const html = '<p>Salt &amp; water &lt;5&nbsp;mm&gt; &#8212; &#x2019;<br />next line<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup></p>' +
      '<ol><li id="footnote-1"><p>A note. <a href="#footnote-ref-1">↑</a></p></li></ol>';
    expect(htmlToText(html)).toBe('Salt & water <5 mm> — ’\nnext line[1]\n\n1. A note.');
  });

  it('decodes numeric and named entities, leaving unknown ones alone', () => {
    expect(decodeEntities('&quot;a&quot; &#65;&#x42; &bogus; &#0;')).toBe('"a" AB &bogus; ');
  });
});
