import { describe, expect, it } from 'vitest';
import { parseCommand } from './args';
import { UsageError } from './errors';
import { parseTone, resolveThemeId, themeList } from './options';

function usageError(argv: string[]): string {
  try {
    parseCommand(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`expected a usage error for ${argv.join(' ')}`);
}

describe('parseCommand: generate', () => {
  it('takes a topic with the app defaults: 5 slides, casual, no theme, no output', () => {
    expect(parseCommand(['generate', '--topic', 'Ocean plastic'])).toEqual({ kind: 'generate', source: { topic: 'Ocean plastic' }, slides: 5, tone: 'casual', pictures: true });
  });

  it('asks for no pictures with --no-pictures', () => {
    expect(parseCommand(['generate', '--topic', 'Ocean plastic', '--no-pictures'])).toMatchObject({ pictures: false });
  });

  it('takes a file with every flag, and tells the output type by its extension', () => {
    const command = parseCommand(['generate', '--file', 'doc.pdf', '--slides', '12', '--tone', 'formal', '--theme', 'classic-dark', '--out', 'Deck.DECKSMITH.json']);
    expect(command).toEqual({
      kind: 'generate',
      source: { file: 'doc.pdf' },
      slides: 12,
      tone: 'formal',
      theme: 'classic-dark',
      out: { path: 'Deck.DECKSMITH.json', kind: 'deck-file' },
      pictures: true,
    });
    expect(parseCommand(['generate', '--topic', 't', '--out=x.pptx'])).toMatchObject({ out: { path: 'x.pptx', kind: 'pptx' } });
  });

  it('needs exactly one of --topic and --file, neither blank', () => {
    expect(usageError(['generate'])).toBe('generate needs --topic "TEXT" or --file PATH');
    expect(usageError(['generate', '--topic', 'a', '--file', 'b.pdf'])).toBe('Give either --topic or --file, not both');
    expect(usageError(['generate', '--topic', '  '])).toBe('--topic must not be empty');
  });

  it('takes a company template instead of a theme, never both', () => {
    expect(parseCommand(['generate', '--topic', 't', '--template', 'company.potx'])).toMatchObject({ template: 'company.potx' });
    expect(usageError(['generate', '--topic', 't', '--template', 'company.potx', '--theme', 'classic-dark'])).toBe('Give either --theme or --template, not both');
    expect(usageError(['generate', '--topic', 't', '--template', ' '])).toBe('--template must not be empty');
  });

  it('accepts 1 to 60 slides, as the generate page does, and nothing else', () => {
    expect(parseCommand(['generate', '--topic', 't', '--slides', '1'])).toMatchObject({ slides: 1 });
    expect(parseCommand(['generate', '--topic', 't', '--slides', '60'])).toMatchObject({ slides: 60 });
    for (const bad of ['0', '61', '2.5', 'ten', '-3', '']) {
      expect(usageError(['generate', '--topic', 't', `--slides=${bad}`])).toBe(`--slides must be a whole number from 1 to 60 (got "${bad}")`);
    }
  });

  it('refuses unknown flags, missing values, stray arguments and other output types', () => {
    expect(usageError(['generate', '--topic', 't', '--bogus'])).toBe('Unknown option: --bogus');
    expect(usageError(['generate', '--topic', 't', '-x'])).toBe('Unknown option: -x');
    expect(usageError(['generate', '--topic'])).toBe('--topic needs a value');
    expect(usageError(['generate', '--topic', '--slides', '3'])).toBe('--topic needs a value');
    expect(usageError(['generate', '--topic', 't', 'extra'])).toBe('Unexpected argument: extra');
    expect(usageError(['generate', '--topic', 't', '--out', 'deck.pdf'])).toBe('--out must end in .pptx or .decksmith.json (got "deck.pdf")');
  });
});

describe('parseCommand: export, themes, help', () => {
  it('takes one deck file and an optional .pptx', () => {
    expect(parseCommand(['export', 'a.decksmith.json', '--out', 'a.pptx'])).toEqual({ kind: 'export', input: 'a.decksmith.json', out: 'a.pptx' });
    expect(parseCommand(['export', 'a.decksmith.json'])).toEqual({ kind: 'export', input: 'a.decksmith.json' });
    expect(parseCommand(['export', 'a.decksmith.json', '--template', 'c.pptx', '--out', 'a.pptx'])).toEqual({ kind: 'export', input: 'a.decksmith.json', template: 'c.pptx', out: 'a.pptx' });
    expect(usageError(['export'])).toBe('export needs a deck file (DECK.decksmith.json)');
    expect(usageError(['export', 'a.decksmith.json', 'b.decksmith.json'])).toBe('Unexpected argument: b.decksmith.json');
    expect(usageError(['export', 'a.decksmith.json', '--out', 'b.decksmith.json'])).toBe('--out must end in .pptx (got "b.decksmith.json")');
    expect(usageError(['export', 'a.decksmith.json', '--slides', '3'])).toBe('Unknown option: --slides');
  });

  it('knows help and themes, and refuses a missing or unknown command', () => {
    expect(parseCommand(['--help'])).toEqual({ kind: 'help' });
    expect(parseCommand(['generate', '-h'])).toEqual({ kind: 'help' });
    expect(parseCommand(['themes'])).toEqual({ kind: 'themes' });
    expect(usageError([])).toBe('Give a command: generate, export or themes');
    expect(usageError(['make'])).toBe('Unknown command: make (commands: generate, export, themes)');
  });
});

describe('options', () => {
  it('reads a tone by value or label, in any case, and lists the tones when it is unknown', () => {
    expect(parseTone('Technical (PhD)')).toBe('technical-phd');
    expect(parseTone('FORMAL')).toBe('formal');
    expect(() => parseTone('silly')).toThrow(
      'Unknown tone "silly". Tones: casual, formal, motivational, educational, technical, technical-beginner, technical-graduate, technical-phd',
    );
  });

  it('resolves a theme alias silently and an unknown one with a "not found" warning and the first theme', () => {
    const warnings: string[] = [];
    expect(resolveThemeId('cosmic', (m) => warnings.push(m))).toBe('cosmic-dream');
    expect(resolveThemeId(undefined, (m) => warnings.push(m))).toBe('aurora-borealis');
    expect(warnings).toEqual([]);
    expect(resolveThemeId('nope', (m) => warnings.push(m))).toBe('aurora-borealis');
    expect(warnings).toEqual(['Theme "nope" not found, using default theme']);
  });

  it('lists every theme with its aliases', () => {
    const lines = themeList().split('\n');
    expect(lines[0]).toBe('aurora-borealis (aurora): Aurora Borealis, gradient');
    expect(lines.length).toBeGreaterThanOrEqual(50);
  });
});
