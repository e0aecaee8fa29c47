import { describe, expect, it } from 'vitest';
import { codeLine, isCodeLine } from './code';
import { codeMask } from './code-blocks';

const masked = (text: string): string[] => {
  const lines = text.split('\n');
  const mask = codeMask(lines);
  return lines.filter((_, i) => mask[i]);
};

describe('codeLine', () => {
  it('knows program lines, shell sessions, markup, tables and option lists', () => {
    for (const line of [
      '#define MAX_SIZE 10',
      '# include <stdio.h>',
      '$ sudo apt-get install make-doc',
      '# apt-get install foo',
      'user@host:~$ ls -l',
      '<!-- DO NOT EDIT! -->',
      '<?xml version="1.0"?>',
      '</section>',
      '| Name | Age |',
      'Name | Age | City',
      '-f, --force  overwrite existing files',
      '--help',
      'printf("hello");',
      'int main(void) {',
      '}',
      'CFLAGS=-O2',
      'MAX_PATH_LENGTH = 4096',
      '/etc/apt/sources.list',
      'sudo make install',
    ]) expect(codeLine(line), line).toBe('strong');
  });

  it('leaves prose and Markdown headings alone', () => {
    for (const line of [
      'The survey combined rating scales with open questions.',
      '# Installation',
      '## Make your first deck',
      'make sure the file exists before you start.',
      '- Planting a variety of native flowers helps bees;',
      'Introduction',
      'Cooling strategies for hot cities',
    ]) expect(isCodeLine(line), line).toBe(false);
  });
});

describe('codeMask', () => {
  it('masks fenced blocks, #define inside them included, and leaves an unclosed fence to the lines', () => {
    const text = 'Intro text here.\n\n```c\n#define X 1\n# define Y 2\nint x;\n```\n\nMore prose follows here.';
    expect(masked(text)).toEqual(['```c', '#define X 1', '# define Y 2', 'int x;', '```']);
    expect(masked('Prose here.\n\n```\nStill prose, a stray fence.')).toEqual(['```']);
  });

  it('masks multi-line XML comments and blocks that are mostly code', () => {
    expect(masked('<!--\n  DO NOT EDIT!\n  generated file\n-->\nText after.')).toEqual(['<!--', '  DO NOT EDIT!', '  generated file', '-->']);
    const session = 'Run this:\n\n$ ls -F\ngentoo-0.9.12/\ngentoo-0.9.12.tar.gz\n\nThen go on.';
    expect(masked(session)).toEqual(['$ ls -F', 'gentoo-0.9.12/', 'gentoo-0.9.12.tar.gz']);
  });

  it('masks a code line standing after a colon inside a paragraph, not a wrapped line of prose', () => {
    expect(masked('Type the following:\n$ make install\nand wait until it ends.')).toEqual(['$ make install']);
    expect(masked('Several tools help here (See dh_make(8), debhelper\n(1).) and more.')).toEqual([]);
  });

  it('masks runs indented past the body text, not indented prose', () => {
    const md = 'Some text here.\n\n    x = compute(y)\n    print(x)\n\nMore text.';
    expect(masked(md)).toEqual(['    x = compute(y)', '    print(x)']);
    const manual = '    Body text of a manual is indented by four spaces.\n\n        The continuation of a list item reads as prose too.\n';
    expect(masked(manual)).toEqual([]);
  });
});
