import { describe, expect, it } from 'vitest';
import { parseStructure } from '../../src/core/prose/sections';
import { cleanInline, splitSentences } from '../../src/core/prose/sentences';
import { titleCase } from '../../src/core/prose/phrase';
import { termKey, tokenize } from '../../src/core/prose/tokenize';

describe('text tools', () => {
  it('tokenises any script and folds English plurals', () => {
    expect(tokenize('Die Energiewende braucht Speicher.').map((t) => t.key)).toEqual([null, 'energiewende', 'braucht', 'speicher']);
    expect(tokenize('Ελληνικά κείμενα').map((t) => t.surface)).toEqual(['Ελληνικά', 'κείμενα']);
    expect(tokenize('光合作用').map((t) => t.key)).toEqual(['光合', '合作', '作用']);
    expect(termKey('Cells')).toBe('cell');
    expect(termKey('batteries')).toBe('battery');
    expect(termKey('analysis')).toBe('analysis');
    expect(termKey('the')).toBeNull();
    expect(termKey('2024')).toBeNull();
    expect(tokenize('roads, cars').map((t) => t.brk)).toEqual([false, true]);
  });

  it('splits sentences without breaking at abbreviations or decimals', () => {
    expect(splitSentences('Dr. Smith measured 3.5 degrees, e.g. in May. Then it rained! Did it stop?')).toEqual([
      'Dr. Smith measured 3.5 degrees, e.g. in May.',
      'Then it rained!',
      'Did it stop?',
    ]);
    expect(splitSentences('光合作用很重要。植物需要阳光。')).toEqual(['光合作用很重要。', '植物需要阳光。']);
  });

  it('removes Markdown and citation noise', () => {
    expect(cleanInline('A **bold** [link](http://x.y) and `code` claim [12].')).toBe('A bold link and code claim.');
    // Text manuals mark footnotes "^[3]", sometimes with the mark wrapped onto the next line.
    expect(cleanInline('It is hard.^[2] You do ^ [11] need it.')).toBe('It is hard. You do need it.');
    expect(cleanInline('It requires an assembler for x86\\_64 and ia32, not \\*nix alone.')).toBe('It requires an assembler for x86_64 and ia32, not *nix alone.');
  });

  it('writes Title Case like a style guide', () => {
    expect(titleCase('the rise of the iPhone in asia')).toBe('The Rise of the iPhone in Asia');
  });

  it('finds headings of every common style', () => {
    const text = [
      'ANNUAL REVIEW',
      '',
      'The year began with a strong first quarter for every region we serve.',
      '',
      'Chapter 2: Growth',
      'Sales grew in every market, led by the new subscription plans.',
      '',
      'Customer Satisfaction',
      'Survey scores rose for the third year in a row across all regions.',
      '',
      'Outlook',
      '=======',
      'Next year we expect steady growth and lower costs.',
      '12',
    ].join('\n');
    const structure = parseStructure(text);
    expect(structure.title).toBe('Annual Review');
    expect(structure.sections.map((s) => s.heading)).toEqual([null, 'Chapter 2: Growth', 'Customer Satisfaction', 'Outlook']);
    expect(structure.sections.flatMap((s) => s.paragraphs).join(' ')).not.toMatch(/\b12\b/);
  });

  it('joins hard-wrapped lines and hyphenated words from PDFs', () => {
    const structure = parseStructure('Plants use photo-\nsynthesis to turn light\ninto sugar.\n\nA second paragraph follows here.');
    expect(structure.sections[0]?.paragraphs).toEqual(['Plants use photosynthesis to turn light into sugar.', 'A second paragraph follows here.']);
  });

  it('does not take a numbered list for headings', () => {
    const structure = parseStructure('Ingredients for the cake are simple.\n\n1. Flour\n2. Sugar\n3. Eggs\n\nMix everything together and bake it for forty minutes.');
    expect(structure.hasHeadings).toBe(false);
  });

  it('never takes a C directive for a heading, inside a fence or outside', () => {
    const text = '# Build Notes\n\nThe build reads one header file first.\n\n```c\n# define MAX 10\n#define MIN 1\n```\n\n# include <stdio.h>\n\nThe rest of the notes explain the options.';
    const structure = parseStructure(text);
    expect(structure.title).toBe('Build Notes');
    expect(structure.sections.map((s) => s.heading)).toEqual([null]);
    expect(structure.sections.flatMap((s) => s.paragraphs).join(' ')).not.toMatch(/define|include|MAX/);
  });
});

/** All text that could reach a slide: headings and paragraphs. */
const slideText = (raw: string): string => {
  const s = parseStructure(raw);
  return [s.title ?? '', ...s.sections.flatMap((x) => [x.heading ?? '', ...x.paragraphs])].join('\n');
};

const PROSE = 'Street trees shade pavements and cool the air around them on hot days.';

describe('non-prose never reaches a slide', () => {
  it('drops running headers with page numbers and tables of contents', () => {
    const pages = [1, 2, 3].map((n) => `Chapter 4: Function reference ${n + 20}\n\n${PROSE} Page ${n} adds more.\n`).join('\n');
    expect(slideText(pages)).not.toMatch(/Function reference/);
    const toc = `Contents\n\n1. Introduction ........ 3\n2. Methods ............. 7\n\n1. Introduction\n\n${PROSE}`;
    expect(slideText(toc)).not.toMatch(/\.{3}|Contents/);
    expect(slideText(toc)).toMatch(/Street trees/);
  });

  it('drops code, XML comments and table rows', () => {
    const text = `${PROSE}\n\n<!-- DO NOT EDIT! This file is generated. -->\n\n| Name | Age |\n| --- | --- |\n| Ann | 42 |\n\nRun it:\n\n    $ make install\n    ./configure --prefix=/usr\n\n${PROSE}`;
    const out = slideText(text);
    expect(out).not.toMatch(/EDIT|Ann|make install|configure/);
    expect(out).toMatch(/Street trees/);
  });

  it('drops licence, copyright and bug-report paragraphs, and licence, changelog and author sections', () => {
    const text = [
      '# Cooler Cities',
      '',
      'Copyright (C) 2020-2023 Jane Doe. All rights reserved.',
      '',
      'This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License.',
      '',
      '## Shade',
      '',
      PROSE,
      '',
      'Report bugs to <bugs@example.org>.',
      '',
      '## Changelog',
      '',
      'Version 1.2 (2020-01-02)',
      '- Fixed a crash',
      '',
      '## Authors',
      '',
      '- Jane Doe <jane@example.org>',
      '- John Smith <john@example.org>',
      '',
      '## License',
      '',
      'Licensed under the MIT license.',
    ].join('\n');
    const structure = parseStructure(text);
    expect(structure.sections.map((s) => s.heading)).toEqual(['Shade']);
    expect(structure.sections[0]?.paragraphs).toEqual([PROSE]);
    expect(structure.authors).toEqual(['Jane Doe', 'John Smith']);
  });

  it('reads a Debian changelog and a NEWS file as boilerplate from start to end', () => {
    const entry = (v: string): string =>
      `slang2 (${v}) unstable; urgency=medium\n\n  * Drop obsolete build dependency. Closes: #1029983\n  * Rebuild against unicode-data 15\n\n -- Alastair McKinstry <mckinstry@debian.org>  Mon, 30 Jan 2023 08:56:49 +0000\n`;
    expect(parseStructure(['2.3.3-3', '2.3.3-2', '2.3.3-1'].map(entry).join('\n')).sections).toEqual([]);
    const news = ['1.14.10 (2023-09-01)', '1.14.8 (2023-06-06)', '1.14.6 (2023-02-08)']
      .map((v) => `dbus ${v}\n${'='.repeat(v.length + 5)}\n\nDenial-of-service fixes:\n\n• Fix an assertion failure in dbus-daemon when a monitor is active.\n`)
      .join('\n');
    expect(parseStructure(news).sections).toEqual([]);
  });

  it('keeps badges and images out of the text', () => {
    const text = `# Tool\n\n[![Build](https://ci.example.org/badge.svg)](https://ci.example.org) [![Cover](https://x.y/c.svg)](https://x.y)\n\n${PROSE}`;
    expect(parseStructure(text).sections.flatMap((s) => s.paragraphs)).toEqual([PROSE]);
  });

  it('reads a licence text as boilerplate from start to end', () => {
    const gpl = ['GNU GENERAL PUBLIC LICENSE', 'Version 3, 29 June 2007', '', 'Preamble', '', 'The GNU General Public License is a free, copyleft license for software.', '', '0. Definitions.', '', '"This License" refers to version 3 of the GNU General Public License.', '', 'THERE IS NO WARRANTY FOR THE PROGRAM, TO THE EXTENT PERMITTED BY', 'APPLICABLE LAW.'].join('\n');
    expect(parseStructure(gpl).sections).toEqual([]);
  });

  it('splits abbreviation-heavy German and French paragraphs where the sentences end', () => {
    const text = 'Die Firma wurde am 3. Oktober gegründet, z. B. mit Hilfe der Stadt. Sie wächst u.a. in Berlin.\n\nM. Dupont est arrivé, p.ex. hier. Il parle.';
    const paragraphs = parseStructure(text).sections.flatMap((s) => s.paragraphs);
    expect(paragraphs.flatMap((p) => splitSentences(p))).toEqual([
      'Die Firma wurde am 3. Oktober gegründet, z. B. mit Hilfe der Stadt.',
      'Sie wächst u.a. in Berlin.',
      'M. Dupont est arrivé, p.ex. hier.',
      'Il parle.',
    ]);
  });

  it('keeps version numbers and URLs mid-sentence whole', () => {
    const text = 'Install version 2.0.1 of the tool from the project site before you start. It needs Python 3.11 or newer.';
    expect(parseStructure(text).sections.flatMap((s) => s.paragraphs.flatMap((p) => splitSentences(p)))).toEqual([
      'Install version 2.0.1 of the tool from the project site before you start.',
      'It needs Python 3.11 or newer.',
    ]);
  });

  // A pattern that backtracks on these would take minutes and hit the test timeout.
  it('reads pathological inputs in linear time', () => {
    const size = 300_000;
    const inputs = [' '.repeat(size) + 'x', '**a '.repeat(size / 4), '[a](b'.repeat(size / 5), '('.repeat(size), '.'.repeat(size) + 'a 1', 'a@'.repeat(size / 2), `# ${'a'.repeat(size)}!`, `-a${'A'.repeat(size)} x`, '1. Item one\n'.repeat(size / 12)];
    for (const text of inputs) {
      expect(() => parseStructure(text)).not.toThrow();
      expect(splitSentences(text).join('').replace(/\s+/g, '')).toBe(text.replace(/\s+/g, ''));
    }
  });

  // Timing is measured by hand (see the commit); here only the result on a big input is checked.
  it('parses a 900,000-character document full of furniture, code and boilerplate', () => {
    const chapter = (n: number): string =>
      [
        `## Chapter ${n}: Shade and Water`,
        '',
        `${PROSE} Section ${n} says more about it, e.g. in Dr. Smith's survey (see p. ${n}. It is long.) of 2.5 km.`,
        '',
        `Cooling Report 2024 ${n}`,
        '',
        '```sh',
        '$ make install',
        '```',
        '',
        'Copyright (C) 2024 Jane Doe. All rights reserved.',
        '',
      ].join('\n');
    const parts: string[] = ['# Cooling Cities'];
    let size = 0;
    for (let n = 1; size < 900_000; n++) {
      const c = chapter(n);
      parts.push(c);
      size += c.length + 1;
    }
    const raw = parts.join('\n');
    expect(raw.length).toBeGreaterThanOrEqual(900_000);
    const structure = parseStructure(raw);
    expect(structure.sections).toHaveLength(parts.length - 1);
    const all = structure.sections.flatMap((s) => s.paragraphs);
    expect(all).toHaveLength(parts.length - 1);
    expect(all.join(' ')).not.toMatch(/Cooling Report|make install|Copyright/);
    expect(splitSentences(all[0] ?? '')).toHaveLength(2);
  });
});
