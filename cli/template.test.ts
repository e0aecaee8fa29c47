/**
 * --template: the deck is made and exported in a company template's look,
 * read by the app's own reader; a file that is not a template stops the
 * command with the reader's reason before anything is generated or written.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseDeckFile } from '../src/core/deck-file/index';
import { setImportedThemes } from '../src/core/themes/catalogue';
import { validatePptx } from '../src/export/pptx/validate';
import type { GenerateCommand } from './args';
import { runExport, runGenerate } from './commands';
import { CliError } from './errors';
import type { Generator } from './generator/index';
import { memoryReporter } from './progress';

const LOGO = 'tests/fixtures/templates/logo-top-right.potx';
const base: GenerateCommand = { kind: 'generate', source: { topic: 'Ocean currents' }, slides: 3, tone: 'casual', pictures: false };

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'decksmith-cli-template-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => setImportedThemes([]));

/** The package's pictures, the fonts its slides and theme name, and whether it is built on the template's own master. */
async function look(path: string): Promise<{ media: string[]; fonts: Set<string>; valid: unknown[]; ownMaster: boolean }> {
  const bytes = new Uint8Array(await readFile(path));
  const zip = await JSZip.loadAsync(bytes);
  const media = Object.keys(zip.files).filter((f) => f.startsWith('ppt/media/'));
  const named = `${(await zip.file('ppt/slides/slide2.xml')?.async('string')) ?? ''}${(await zip.file('ppt/theme/theme1.xml')?.async('string')) ?? ''}`;
  const fonts = new Set([...named.matchAll(/typeface="([^"]+)"/g)].map((m) => m[1] as string));
  const ownMaster = ((await zip.file('ppt/slideMasters/slideMaster1.xml')?.async('string')) ?? '').includes('name="Company logo"');
  return { media, fonts, valid: await validatePptx(bytes), ownMaster };
}

describe('--template', () => {
  it('generate draws the deck in the template: its logo on the slides, its fonts named, and says what it adjusted', { timeout: 60_000 }, async () => {
    const out = join(dir, 'logo.pptx');
    const reporter = memoryReporter();
    const written = await runGenerate({ ...base, template: LOGO, out: { path: out, kind: 'pptx' } }, { reporter });
    expect(written.slides).toBe(3);
    expect(reporter.lines).toContain('Template: Test (logo-top-right.potx)');
    expect(reporter.lines).toContain('Warning: Font: Georgia (Merriweather where Georgia is not installed).');
    const { media, fonts, valid, ownMaster } = await look(out);
    expect(media.filter((f) => f.endsWith('.png'))).toHaveLength(1);
    expect(fonts).toContain('Georgia');
    expect(ownMaster).toBe(true);
    expect(valid).toEqual([]);
  });

  it('export puts a deck file into the template, replacing its theme', { timeout: 60_000 }, async () => {
    const deckFile = join(dir, 'plain.decksmith.json');
    await runGenerate({ ...base, theme: 'classic-dark', out: { path: deckFile, kind: 'deck-file' } }, { reporter: memoryReporter() });
    const plain = join(dir, 'plain.pptx');
    await runExport({ kind: 'export', input: deckFile, out: plain }, { reporter: memoryReporter() });
    expect((await look(plain)).media.filter((f) => f.endsWith('.png'))).toHaveLength(0);
    expect((await look(plain)).ownMaster).toBe(false);

    const branded = join(dir, 'branded.pptx');
    await runExport({ kind: 'export', input: deckFile, template: LOGO, out: branded }, { reporter: memoryReporter() });
    const { media, fonts, valid, ownMaster } = await look(branded);
    expect(media.filter((f) => f.endsWith('.png'))).toHaveLength(1);
    expect(fonts).toContain('Georgia');
    expect(ownMaster).toBe(true);
    expect(valid).toEqual([]);
  });

  it('a deck file made with --template carries it, and export draws the deck in it without being told again', { timeout: 60_000 }, async () => {
    const deckFile = join(dir, 'carried.decksmith.json');
    await runGenerate({ ...base, template: LOGO, out: { path: deckFile, kind: 'deck-file' } }, { reporter: memoryReporter() });
    const parsed = parseDeckFile(await readFile(deckFile, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.deck.template).toMatchObject({ name: 'Test', fileName: 'logo-top-right.potx', package: (await readFile(LOGO)).toString('base64') });
    expect(parsed.deck.settings.selectedTheme).toBe(parsed.deck.template?.id);

    setImportedThemes([]);
    const out = join(dir, 'carried.pptx');
    await runExport({ kind: 'export', input: deckFile, out }, { reporter: memoryReporter() });
    const { media, fonts, ownMaster } = await look(out);
    expect(media.filter((f) => f.endsWith('.png'))).toHaveLength(1);
    expect(fonts).toContain('Georgia');
    expect(ownMaster).toBe(true);
  });

  it('a carried template that does not read: export says so and uses the default theme', { timeout: 60_000 }, async () => {
    const deckFile = join(dir, 'plain-for-bogus.decksmith.json');
    await runGenerate({ ...base, out: { path: deckFile, kind: 'deck-file' } }, { reporter: memoryReporter() });
    const file = JSON.parse(await readFile(deckFile, 'utf8'));
    file.deck.settings.selectedTheme = 'template-bogus';
    file.template = { id: 'template-bogus', name: 'Bogus', fileName: 'bogus.potx', package: Buffer.from('not a presentation').toString('base64') };
    await writeFile(deckFile, JSON.stringify(file));
    const reporter = memoryReporter();
    const written = await runExport({ kind: 'export', input: deckFile, out: join(dir, 'bogus.pptx') }, { reporter });
    expect(written.slides).toBe(3);
    expect(reporter.lines).toContain(
      'Warning: The deck\'s template "Bogus" could not be read (bogus.potx: This file is not a PowerPoint template or presentation. Choose a .pptx, .potx or .pptm file.), so the deck is drawn in the default theme.',
    );
    expect(reporter.lines.filter((l) => l.includes('not found'))).toEqual([]);
  });

  it('a file that is not a template stops generate before any work, naming the file and the reason', async () => {
    const bad = join(dir, 'brand.pptx');
    await writeFile(bad, 'not a presentation');
    const generator = vi.fn((): Generator => {
      throw new Error('generation started');
    });
    const out = join(dir, 'never.pptx');
    const run = runGenerate({ ...base, template: bad, out: { path: out, kind: 'pptx' } }, { reporter: memoryReporter(), generator });
    await expect(run).rejects.toThrow(CliError);
    await expect(run).rejects.toThrow('brand.pptx: This file is not a PowerPoint template or presentation. Choose a .pptx, .potx or .pptm file.');
    expect(generator).not.toHaveBeenCalled();
    await expect(stat(out)).rejects.toThrow();
    await expect(runExport({ kind: 'export', input: join(dir, 'any.decksmith.json'), template: join(dir, 'missing.potx') }, { reporter: memoryReporter() })).rejects.toThrow(
      `File not found: ${join(dir, 'missing.potx')}`,
    );
  });
});

describe('npm run cli with a bad --template', () => {
  it('exits 1 with the reason on stderr and writes nothing', { timeout: 90_000 }, async () => {
    const bad = join(dir, 'locked.potx');
    await writeFile(bad, 'not a presentation');
    const out = join(dir, 'cli-never.pptx');
    const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
      execFile(join('node_modules', '.bin', 'tsx'), ['cli/main.ts', 'generate', '--topic', 'Tides', '--template', bad, '--out', out], { env, timeout: 90_000 }, (error, stdout, stderr) => {
        resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : -1, stdout, stderr });
      });
    });
    expect(run.stderr).toBe('Error: locked.potx: This file is not a PowerPoint template or presentation. Choose a .pptx, .potx or .pptm file.\n');
    expect(run.stdout).toBe('');
    expect(run.code).toBe(1);
    await expect(stat(out)).rejects.toThrow();
  });
});
