/**
 * Every layout of the registry in five kinds of theme, exported to
 * PowerPoint and printed by LibreOffice (one deck per theme, the five
 * converted in one LibreOffice run): each planned text is printed whole
 * inside its own box, nothing is printed outside the boxes, no two text
 * boxes overlap, no text is under the 14 pt floor. LibreOffice draws each
 * named font with the fallback the file declares for it (Liberation faces
 * with the widths of Arial, Times New Roman...): the fit must hold on a
 * computer that lacks the deck's fonts. See matrix.ts for the checks.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDeck } from '../../src/core/deck-check';
import { LAYOUTS } from '../../src/core/layouts';
import { showsWhole } from '../../src/core/layouts/choose/fit';
import { slideContent } from '../../src/core/layouts/choose/slides';
import { slideSchema, type Slide } from '../../src/core/schemas/slide';
import { gallerySlide } from '../../src/features/demos/gallery-fixtures';
import { exportPptx } from '../../src/export/pptx';
import { exportLook } from '../../src/export/pptx/look';
import { validatePptx } from '../../src/export/pptx/validate';
import { openOffice, pdfWordBoxes, requirePrograms } from './client';
import { FLOOR_PT, MATRIX_THEMES, fontsConf, matrixDeck, matrixPlans, matrixSettings, matrixSize, matrixSlide, parseBbox, slideProblems, type PdfPage } from './matrix';

const DECKS = MATRIX_THEMES.map(({ kind, theme }) => ({ kind, theme, deck: matrixDeck(theme) }));

describe('every layout in five kinds of theme, printed by LibreOffice', () => {
  let dir = '';
  const printed = new Map<string, PdfPage[]>();
  let failure: Error | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'decksmith-matrix-'));
    try {
      await requirePrograms();
      // Each family the decks name, drawn as the fallback the file declares for it.
      const aliases = new Map<string, string>();
      for (const { deck } of DECKS) {
        const look = exportLook(deck.settings);
        aliases.set(look.titleFont, look.titleFallback.clone);
        aliases.set(look.bodyFont, look.bodyFallback.clone);
      }
      await mkdir(join(dir, 'fc-cache'));
      await writeFile(join(dir, 'fonts.conf'), fontsConf(aliases, join(dir, 'fc-cache')));
      const files: string[] = [];
      for (const { theme, deck } of DECKS) {
        const result = await exportPptx(deck);
        expect(await validatePptx(result.bytes)).toEqual([]);
        const file = join(dir, `matrix-${theme}.pptx`);
        await writeFile(file, result.bytes);
        files.push(file);
      }
      const office = await openOffice(150_000, { FONTCONFIG_FILE: join(dir, 'fonts.conf') });
      try {
        const pdfs = await office.toPdfs(files, dir);
        for (const [i, { theme }] of DECKS.entries()) printed.set(theme, parseBbox(await pdfWordBoxes(pdfs[i]!)));
      } finally {
        await office.close();
      }
    } catch (error) {
      // Reported by each test (a failing beforeAll would hide which themes were affected).
      failure = error as Error;
    }
  }, 200_000);

  afterAll(async () => {
    if (dir !== '' && process.env.KEEP_MATRIX === undefined) await rm(dir, { recursive: true, force: true });
    else if (dir !== '') console.log(`matrix files kept in ${dir}`);
  });

  it("gives each layout a model's usual text, or the short text when its shapes are small, and every layout shows the short text whole", () => {
    const short = LAYOUTS.filter((l) => matrixSize(l.type) === 'short').map((l) => l.type);
    // Most layouts take the usual amount; the few that do not are told apart by the same frame check the chooser uses.
    expect(short.length).toBeLessThan(LAYOUTS.length / 3);
    for (const type of short) expect(showsWhole(type, slideContent(gallerySlide(type, 'short') as Slide)), type).toBe(true);
    // And with the usual text, picked by hand, the deck check tells the user what is cut.
    for (const type of short) {
      const deck = { slides: [slideSchema.parse({ id: 0, type: 'title', title: 'T' }), matrixSlide(type, 'medium', 1)], settings: matrixSettings('classic-dark') };
      expect(checkDeck(deck).some((f) => f.kind === 'overflow'), type).toBe(true);
    }
  });

  it('the decks are every layout of the registry after a title slide, in dark, light, pastel, gradient and high-contrast themes', () => {
    for (const { deck } of DECKS) expect(deck.slides.map((s) => s.layout?.type ?? 'title')).toEqual(['title', ...LAYOUTS.map((l) => l.type)]);
    expect(DECKS.map((d) => d.kind)).toEqual(['dark', 'light', 'pastel', 'gradient', 'high contrast']);
    expect(FLOOR_PT).toBeCloseTo(10.5, 5);
  });

  it.each(DECKS.map((d) => [d.kind, d.theme, d] as const))('%s theme (%s): every word whole in its box, no overlap, nothing under the floor', (_kind, theme, { deck }) => {
    if (failure) throw failure;
    const pages = printed.get(theme)!;
    expect(pages).toHaveLength(deck.slides.length);
    const plans = matrixPlans(deck);
    const problems = plans.flatMap((plan, i) => slideProblems(plan, pages[i]!, `${theme} slide ${i + 1} (${plan.layout})`, deck.slides[i]));
    expect(problems).toEqual([]);
  });
});
