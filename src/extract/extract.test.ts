import { describe, expect, it } from 'vitest';
import { EXTRACTION_FAILED, FILE_TOO_LARGE, FILE_TYPE_NOT_SUPPORTED } from '../core/errors';
import { FILE_DAMAGED, FILE_EXPANDS_TOO_MUCH, PASSWORD_PROTECTED_PDF } from './errors';
import { ExtractError, extractText } from './index';
import { blankPdf, fixture, lineOrder, sourceHeadings, textOfSize, zipBombDocx } from './test-helpers';

const headings = sourceHeadings();
const markdownHeadings = headings.map((h) => `${'#'.repeat(h.level)} ${h.text}`);

async function refusal(bytes: Uint8Array, name: string): Promise<ExtractError> {
  const error: unknown = await extractText(bytes, name).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ExtractError)) throw new Error(`expected an ExtractError, got ${String(error)}`);
  return error;
}

const flat = (text: string): string => text.replace(/\s+/g, ' ');

describe('extractText on the fixtures (all made from ocean-plastic.md)', () => {
  it('has a source with a title, sections and subsections to look for', () => {
    expect(headings.length).toBeGreaterThanOrEqual(8);
    expect(new Set(headings.map((h) => h.level))).toEqual(new Set([1, 2, 3]));
  });

  it.each([
    ['ocean-plastic.pdf', 'pdf'],
    ['ocean-plastic.docx', 'docx'],
    ['ocean-plastic.doc', 'doc'],
    ['ocean-plastic.md', 'md'],
  ] as const)('%s: every heading as a Markdown heading line of its level, in order', async (name, kind) => {
    const result = await extractText(fixture(name), name);
    expect(result.kind).toBe(kind);
    expect(lineOrder(result.text, markdownHeadings)).not.toContain(-1);
    expect(flat(result.text)).toContain('resistant to water — which is exactly why');
    expect(result.truncated).toBe(false);
  });

  it.each([['ocean-plastic.txt', 'txt']] as const)('%s: every heading on a line of its own, in order, no heading invented', async (name, kind) => {
    const result = await extractText(fixture(name), name);
    expect(result.kind).toBe(kind);
    expect(lineOrder(result.text, headings.map((h) => h.text))).not.toContain(-1);
    expect(result.text).not.toMatch(/^#/m);
    expect(flat(result.text)).toContain('resistant to water — which is exactly why');
  });

  it('pdf: reports pages and progress page by page, 1..N of N', async () => {
    const calls: [number, number][] = [];
    const result = await extractText(fixture('ocean-plastic.pdf'), 'ocean-plastic.pdf', { onProgress: (d, t) => calls.push([d, t]) });
    expect(result.pages).toBeGreaterThanOrEqual(3);
    expect(calls).toEqual(Array.from({ length: result.pages ?? 0 }, (_, i) => [i + 1, result.pages]));
  });

  it('pptx: the first slide\'s title as "# ", every other slide as "## Title", each followed by its speaker notes', async () => {
    const calls: [number, number][] = [];
    const result = await extractText(fixture('ocean-plastic.pptx'), 'deck.pptx', { onProgress: (d, t) => calls.push([d, t]) });
    const slideTitles = headings.filter((h) => h.level <= 2).map((h, i) => `${i === 0 ? '#' : '##'} ${h.text}`);
    expect(result.kind).toBe('pptx');
    expect(lineOrder(result.text, slideTitles)).not.toContain(-1);
    const sections = result.text.split(/^#{1,2} /m).filter((s) => s !== '');
    expect(sections).toHaveLength(slideTitles.length);
    for (const section of sections) expect(section.trim()).toMatch(/\n\nNotes: \S.+$/);
    expect(result.text).toContain('Notes: Ingestion is even more widespread.');
    expect(calls.at(-1)).toEqual([slideTitles.length, slideTitles.length]);
  });

  it('accepts a .docx saved under .doc (Word opens both)', async () => {
    expect((await extractText(fixture('ocean-plastic.docx'), 'old-name.doc')).kind).toBe('docx');
  });
});

describe('extractText refusals', () => {
  it.each([
    ['report.pdf', 'report.pdf', FILE_TYPE_NOT_SUPPORTED],
    ['ocean-plastic.docx', 'really-a-zip.pdf', FILE_TYPE_NOT_SUPPORTED],
    ['ocean-plastic.pdf', 'really-a-pdf.docx', FILE_TYPE_NOT_SUPPORTED],
    ['ocean-plastic.pptx', 'slides.docx', FILE_TYPE_NOT_SUPPORTED],
    ['ocean-plastic.txt', 'notes.rtf', FILE_TYPE_NOT_SUPPORTED],
    ['ocean-plastic.doc', 'text.txt', FILE_TYPE_NOT_SUPPORTED],
    ['corrupt.pdf', 'corrupt.pdf', FILE_DAMAGED],
    ['encrypted.pdf', 'encrypted.pdf', PASSWORD_PROTECTED_PDF],
  ])('%s named %s: %s', async (file, name, message) => {
    expect((await refusal(fixture(file), name)).message).toBe(message);
  });

  it('refuses 11 MB, and exactly 10 MB, before reading anything', async () => {
    expect((await refusal(textOfSize(11 * 1024 * 1024), 'big.txt')).message).toBe(FILE_TOO_LARGE);
    expect((await refusal(textOfSize(10_485_760), 'edge.pdf')).message).toBe(FILE_TOO_LARGE);
  });

  it('accepts a file one byte under 10 MB and caps its text at MAX_INPUT_CHARS, flagged', async () => {
    const result = await extractText(textOfSize(10_485_759), 'long.txt');
    expect(result.truncated).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(900_000);
    expect(result.text.length).toBeGreaterThan(700_000);
    expect(result.text.endsWith('storm drains.')).toBe(true);
  });

  it('refuses a zip bomb from its central directory, quickly', async () => {
    const bomb = zipBombDocx();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    expect((await refusal(bomb, 'bomb.docx')).message).toBe(FILE_EXPANDS_TOO_MUCH);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it.each([
    ['blank page PDF', blankPdf(), 'blank.pdf'],
    ['whitespace-only text', new TextEncoder().encode(' \n\t\n  \r\n'), 'empty.txt'],
    ['empty Markdown', new Uint8Array(0), 'empty.md'],
  ])('%s: %s', async (_label, bytes, name) => {
    expect((await refusal(bytes, name)).message).toBe(EXTRACTION_FAILED);
  });

  it.each([
    ['NUL bytes', new Uint8Array([0x48, 0x69, 0x00, 0x21])],
    ['invalid UTF-8', new Uint8Array([0x48, 0xc3, 0x28, 0x69])],
    ['control garbage', new Uint8Array(200).fill(0x01)],
  ])('refuses text with %s', async (_label, bytes) => {
    expect((await refusal(bytes, 'notes.txt')).message).toBe(FILE_TYPE_NOT_SUPPORTED);
  });
});

describe('extractText cancellation and time cap', () => {
  it('stops with "cancelled" when the signal fires between pages', async () => {
    const controller = new AbortController();
    const pages: number[] = [];
    const run = extractText(fixture('ocean-plastic.pdf'), 'a.pdf', {
      signal: controller.signal,
      onProgress: (done) => {
        pages.push(done);
        controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ code: 'cancelled' });
    expect(pages).toEqual([1]);
  });

  it('stops with "timeout" once the time cap passes', async () => {
    const run = extractText(fixture('ocean-plastic.pdf'), 'a.pdf', { limits: { timeoutMs: 1 } });
    await expect(run).rejects.toMatchObject({ code: 'timeout' });
  });
});
