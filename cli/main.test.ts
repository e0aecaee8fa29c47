/**
 * The real command, spawned as a user runs it (tsx cli/main.ts, from the
 * repository root), writing into a temporary folder. Few runs: each start
 * of tsx costs a second or two.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDeckFile } from '../src/core/deck-file/index';
import { validatePptx } from '../src/export/pptx/validate';

const TSX = join('node_modules', '.bin', 'tsx');
const RUN_MS = 90_000;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    // A clean provider set-up: the builtin generator, whatever the caller's shell has.
    const childEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env };
    execFile(TSX, ['cli/main.ts', ...args], { cwd: process.cwd(), env: childEnv, timeout: RUN_MS }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      resolve({ code, stdout, stderr });
    });
  });
}

async function slideCount(pptx: string): Promise<number> {
  const zip = await JSZip.loadAsync(await readFile(pptx));
  return Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).length;
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'decksmith-cli-run-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run cli', () => {
  it('generate --topic writes a valid .pptx with one slide per asked slide, progress on stderr', { timeout: RUN_MS }, async () => {
    const out = join(dir, 'ocean.pptx');
    const run = await cli(['generate', '--topic', 'Ocean plastic', '--slides', '6', '--tone', 'educational', '--out', out]);
    expect(run.stderr).toContain('Outline: 5 topics');
    expect(run.stderr).toContain('Slide 6 of 6: ');
    expect(run.stderr).toContain('Exporting slide 6 of 6');
    expect(run.stdout).toMatch(new RegExp(`^Wrote ${out} \\(\\d+ KB, 6 slides\\)\\n$`));
    expect(run.code).toBe(0);
    expect(await slideCount(out)).toBe(6);
    expect(await validatePptx(new Uint8Array(await readFile(out)))).toEqual([]);
  });

  it("generate --file a PDF -> deck file carrying the document's headings; export turns it into a .pptx", { timeout: RUN_MS * 2 }, async () => {
    const deckFile = join(dir, 'report.decksmith.json');
    const run = await cli(['generate', '--file', 'tests/fixtures/documents/ocean-plastic.pdf', '--slides', '8', '--out', deckFile]);
    expect(run.stderr).toMatch(/Read ocean-plastic\.pdf: 3 pages, [\d,]+ characters/);
    expect(run.code).toBe(0);
    const parsed = parseDeckFile(await readFile(deckFile, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.deck.title).toBe('Ocean Plastic: Sources, Harm and Solutions');
    const headings = parsed.deck.slides.map((s) => s.title);
    expect(headings).toHaveLength(8);
    for (const heading of ['The Scale of the Problem', 'Where Ocean Plastic Comes From', 'Harm to Marine Life', 'Solutions That Work']) {
      expect(headings).toContain(heading);
    }

    const pptx = join(dir, 'report.pptx');
    const exported = await cli(['export', deckFile, '--out', pptx]);
    expect(exported.stderr).toContain('Read report.decksmith.json: "Ocean Plastic: Sources, Harm and Solutions", 8 slides');
    expect(exported.stdout).toMatch(/^Wrote .*report\.pptx \(\d+ KB, 8 slides\)\n$/);
    expect(exported.code).toBe(0);
    expect(await slideCount(pptx)).toBe(8);
  });

  it("generate --file a DOCX with tables -> native PowerPoint charts of the document's own figures", { timeout: RUN_MS }, async () => {
    const out = join(dir, 'solar.pptx');
    const run = await cli(['generate', '--file', 'tests/fixtures/tables/tables.docx', '--slides', '8', '--out', out], { PICTURE_SOURCES: 'none' });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/Topic \d: Installation costs per watt\n/);
    expect(run.stderr).toMatch(/Topic \d: Output by year\n/);
    const zip = await JSZip.loadAsync(await readFile(out));
    const charts = await Promise.all(Object.keys(zip.files).filter((name) => /^ppt\/charts\/chart\d+\.xml$/.test(name)).map((name) => zip.file(name)!.async('string')));
    expect(charts).toHaveLength(2);
    const output = charts.find((xml) => xml.includes('Output by year'));
    expect(output).toContain('<c:lineChart>');
    for (const value of ['1200', '1340', '1410', '950', '1180']) expect(output).toContain(`<c:v>${value}</c:v>`);
    expect(charts.find((xml) => xml.includes('Installation costs per watt'))).toContain('<c:pieChart>');
    expect(await validatePptx(new Uint8Array(await readFile(out)))).toEqual([]);
  });

  it('fails with a clear message and exit 1 on a missing file, writing nothing', { timeout: RUN_MS }, async () => {
    const out = join(dir, 'missing.pptx');
    const run = await cli(['generate', '--file', join(dir, 'nope.pdf'), '--out', out]);
    expect(run.stderr).toBe(`Error: File not found: ${join(dir, 'nope.pdf')}\n`);
    expect(run.stdout).toBe('');
    expect(run.code).toBe(1);
    await expect(stat(out)).rejects.toThrow();
  });

  it('refuses --slides 0 and an unknown flag with exit 2 and the usage text', { timeout: RUN_MS }, async () => {
    const slides = await cli(['generate', '--topic', 'x', '--slides', '0']);
    expect(slides.stderr).toMatch(/^Error: --slides must be a whole number from 1 to 60 \(got "0"\)\n\nUsage:\n/);
    expect(slides.code).toBe(2);
    const flag = await cli(['export', 'a.decksmith.json', '--format', 'pdf']);
    expect(flag.stderr).toMatch(/^Error: Unknown option: --format\n\nUsage:\n/);
    expect(flag.stdout).toBe('');
    expect(flag.code).toBe(2);
  });
});
