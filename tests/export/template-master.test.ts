/**
 * The real-client check of the export on a company template's own master:
 * decks in three fixture templates (a logo top right, the dark master, the
 * 4:3 LibreOffice one) exported with the template's package, checked part by
 * part, printed to PDF by LibreOffice. Every page shows its slide's title;
 * the package holds the template's master, its logo picture and its fonts;
 * LibreOffice draws the master's logo on every page. Run with
 * `npm run test:export`.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { setImportedThemes } from '../../src/core/themes/catalogue';
import { exportPptx } from '../../src/export/pptx';
import { validatePptx } from '../../src/export/pptx/validate';
import { normalise, pdfImages, pdfPageTexts } from './client';
import { useOffice } from './session';
import { loadTemplateFixture, templateDeck } from './template-deck';

interface Case {
  file: string;
  fonts: { major: string; minor: string };
  /** The master's logo, by part, and its pixel size. */
  logo?: { part: string; width: number; height: number };
}

const CASES: Case[] = [
  { file: 'logo-top-right.potx', fonts: { major: 'Georgia', minor: 'Verdana' }, logo: { part: 'ppt/media/picture1.png', width: 48, height: 48 } },
  { file: 'dark-master.pptx', fonts: { major: 'Futura', minor: 'Helvetica Neue' } },
  { file: 'lo-debian-4x3.pptx', fonts: { major: 'Arial', minor: 'Arial' } },
];

describe('decks on a company template\'s own master open in a real client (LibreOffice)', () => {
  const session = useOffice('template', () => setImportedThemes([]));

  for (const c of CASES) {
    it(`${c.file}: the template's master, logo and fonts are in the file, and every slide title is on its page`, async () => {
      const template = await loadTemplateFixture(c.file);
      const { deck, titles } = templateDeck(template.theme);
      const result = await exportPptx(deck, { templatePackage: template.source });
      expect(result.report.slidesExported).toBe(deck.slides.length);
      expect(await validatePptx(result.bytes)).toEqual([]);

      const zip = await JSZip.loadAsync(result.bytes);
      const part = async (name: string): Promise<string> => (await zip.file(name)?.async('string')) ?? '';
      const source = await JSZip.loadAsync(template.source);
      // The template's master: its own layout list and every shape where the template puts it.
      const ownMaster = (await source.file('ppt/slideMasters/slideMaster1.xml')?.async('string')) ?? '';
      const master = await part('ppt/slideMasters/slideMaster1.xml');
      const layoutList = /<p:sldLayoutIdLst>[\s\S]*?<\/p:sldLayoutIdLst>/;
      expect(layoutList.exec(master)?.[0]).toBe(layoutList.exec(ownMaster)?.[0]);
      const frames = (xml: string): string[] => xml.match(/<a:xfrm>[\s\S]*?<\/a:xfrm>/g) ?? [];
      expect(frames(master)).toEqual(frames(ownMaster));
      const theme = await part('ppt/theme/theme1.xml');
      expect(theme).toMatch(new RegExp(`<a:majorFont>\\s*<a:latin typeface="${c.fonts.major}"`));
      expect(theme).toMatch(new RegExp(`<a:minorFont>\\s*<a:latin typeface="${c.fonts.minor}"`));
      // The slides' runs name the template's faces too.
      expect(await part('ppt/slides/slide2.xml')).toContain(`typeface="${c.fonts.major}"`);
      if (c.logo) {
        const logo = Buffer.from(template.media.get(c.logo.part)!);
        const media = await Promise.all(Object.keys(zip.files).filter((n) => n.startsWith('ppt/media/')).map(async (n) => Buffer.from(await zip.file(n)!.async('uint8array'))));
        expect(media.some((m) => m.equals(logo))).toBe(true);
      }

      const office = session.office();
      const { dir } = session;
      const file = join(dir, `${c.file.replace(/\W/g, '-')}.pptx`);
      await writeFile(file, result.bytes);
      const pdf = await office.toPdf(file, dir);
      const pages = (await pdfPageTexts(pdf)).map(normalise);
      expect(pages).toHaveLength(deck.slides.length);
      const missing = titles.flatMap((title, i) => ((pages[i] ?? '').includes(normalise(title)) ? [] : [`page ${i + 1}: ${title}`]));
      expect(missing).toEqual([]);
      if (c.logo) {
        const { width, height } = c.logo;
        const withLogo = new Set((await pdfImages(pdf)).filter((img) => img.width === width && img.height === height).map((img) => img.page));
        expect(withLogo.size).toBe(deck.slides.length);
      }
    });
  }
});
