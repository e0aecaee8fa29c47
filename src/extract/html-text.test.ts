import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText } from './html-text';

const text = (html: string): string => htmlToText(html).text;

describe('htmlToText (mammoth HTML)', () => {
  it('turns headings into Markdown heading lines and keeps paragraphs apart', () => {
    const html = '<h1>Ocean Plastic</h1><p>Intro text.</p><h2>Sources</h2><p>Rivers carry it.</p><h3>Rivers</h3><p>Small rivers matter.</p>';
    expect(text(html)).toBe('# Ocean Plastic\n\nIntro text.\n\n## Sources\n\nRivers carry it.\n\n### Rivers\n\nSmall rivers matter.');
  });

  it('hands the Title paragraph back apart from the text', () => {
    expect(htmlToText('<h1 class="doc-title">Ocean Plastic</h1><p>Intro.</p><h1>Sources</h1>')).toEqual({ title: 'Ocean Plastic', text: 'Intro.\n\n# Sources' });
  });

  it('writes lists as tight "- " and "1. " lines, nested ones indented', () => {
    const html = '<ul><li>Bags</li><li>Bottles<ol><li>PET</li><li>HDPE</li></ol></li></ul><p>After.</p>';
    expect(text(html)).toBe('- Bags\n- Bottles\n  1. PET\n  2. HDPE\n\nAfter.');
  });

  it('writes a table as Markdown rows, the header rule after the first, pipes in cells escaped', () => {
    const html = '<table><tr><th><p>Source</p></th><th><p>Share</p></th></tr><tr><td><p>Land</p><p>and rivers</p></td><td><p>80% | most</p></td></tr></table><p>After.</p>';
    expect(text(html)).toBe('| Source | Share |\n| --- | --- |\n| Land and rivers | 80% \\| most |\n\nAfter.');
  });

  it('fences preformatted paragraphs, keeping their lines and indents', () => {
    const html = '<p>Run this:</p><pre>#!/bin/sh\n  make install</pre><p>Done.</p>';
    expect(text(html)).toBe('Run this:\n\n```\n#!/bin/sh\n  make install\n```\n\nDone.');
  });

  it('escapes a paragraph that opens with "#", which is no heading', () => {
    expect(text('<p># of bottles: 12</p>')).toBe('\\# of bottles: 12');
  });

  it('drops TOC entries that link to heading bookmarks, and their "Contents" title', () => {
    const html = '<h1>Contents</h1><p><a href="#_Toc1">Sources\t3</a></p><p><a href="#_Toc2">Harm\t5</a></p><h1>Sources</h1><p>See <a href="#_Toc2">Harm</a> below.</p>';
    expect(text(html)).toBe('# Sources\n\nSee Harm below.');
  });

  it('drops a "Table of Contents" followed by paragraphs that repeat the headings (a web page\'s TOC)', () => {
    const html = '<p>Table of Contents</p><p>Sources</p><p>Harm</p><h1>Sources</h1><p>Rivers.</p><h1>Harm</h1><p>Sources of harm are many.</p>';
    expect(text(html)).toBe('# Sources\n\nRivers.\n\n# Harm\n\nSources of harm are many.');
  });

  it('decodes entities, keeps line breaks and drops footnote back-links', () => {
    const html = '<p>Salt &amp; water &lt;5&nbsp;mm&gt; &#8212; &#x2019;<br />next line<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup></p>' +
      '<ol><li id="footnote-1"><p>A note. <a href="#footnote-ref-1">↑</a></p></li></ol>';
    expect(text(html)).toBe('Salt & water <5 mm> — ’\nnext line[1]\n\n1. A note.');
  });

  it('decodes numeric and named entities, leaving unknown ones alone', () => {
    expect(decodeEntities('&quot;a&quot; &#65;&#x42; &bogus; &#0;')).toBe('"a" AB &bogus; ');
  });
});
