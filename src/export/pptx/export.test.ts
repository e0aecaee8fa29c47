import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { createDefaultPresentationSettings } from '../../core/schemas/config';
import type { Slide } from '../../core/schemas/slide';
import type { ExportProgress } from '../types';
import { exportPptx } from './index';
import { PNG_DATA_URL, everyLayoutDeck, titleSlide, topicSlide } from './test-decks';
import { validatePptx } from './validate';

const SVG_DATA_URL = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>')}`;
const PNG_BYTES = Uint8Array.from(atob(PNG_DATA_URL.split(',')[1]!), (c) => c.charCodeAt(0));
/** Nothing listens on the discard port: the default loader's GET fails. */
const UNREACHABLE = 'http://127.0.0.1:9/missing.png';

async function open(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  const read = (name: string) => zip.file(name)?.async('string') ?? Promise.resolve(undefined);
  const slideNames = Object.keys(zip.files).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n));
  const slide = (n: number) => read(`ppt/slides/slide${n}.xml`);
  const notes = (n: number) => read(`ppt/notesSlides/notesSlide${n}.xml`);
  const media = Object.keys(zip.files).filter((n) => n.startsWith('ppt/media/') && !zip.files[n]!.dir);
  return { slideCount: slideNames.length, slide, notes, media };
}

describe('exportPptx in Node', () => {
  for (const theme of ['aurora-borealis', 'golden-hour', 'classic-bw']) {
    it(`exports every layout in ${theme} as a clean file with titles and notes`, async () => {
      const deck = everyLayoutDeck(`Every layout ${theme}`, theme);
      const result = await exportPptx(deck);
      expect(await validatePptx(result.bytes)).toEqual([]);
      const file = await open(result.bytes);
      expect(file.slideCount).toBe(deck.slides.length);
      expect(await file.slide(1)).toContain(`Every layout ${theme}`);
      // The screen's title slide has no slide count, and neither has the file's.
      expect(await file.slide(1)).not.toContain(`${deck.slides.length} slides`);
      for (let n = 1; n <= deck.slides.length; n += 1) {
        const xml = (await file.slide(n))!;
        const title = n === 1 ? `Every layout ${theme}` : deck.slides[n - 1]!.topic!.heading;
        // Each slide's title sits in its one title placeholder (PowerPoint's outline and screen readers read it from there).
        expect(xml.match(/<p:ph type="title"\/>/g), `slide ${n}`).toHaveLength(1);
        expect(/<p:ph type="title"\/>[\s\S]*?<\/p:sp>/.exec(xml)?.[0], `slide ${n}`).toContain(`<a:t>${title}</a:t>`);
        if (n > 1) expect(await file.notes(n)).toContain(`Notes for slide ${n}`);
      }
      // A gradient theme's slides have the gradient, not its first colour.
      expect((await file.slide(2))!.includes('<a:gradFill'), theme).toBe(theme !== 'classic-bw');
      expect(result.report).toEqual({ slidesExported: deck.slides.length, slidesTotal: deck.slides.length, issues: [expect.objectContaining({ kind: 'font-fallback' })] });
      expect(result.fileName).toBe(`every_layout_${theme.replace(/-/g, '_')}.pptx`);
    });
  }

  it('embeds a PNG, skips an unreachable image and an SVG it cannot rasterise, skips a slide that throws, and reports each', async () => {
    const withImage = topicSlide(1, 'grid', 4);
    withImage.topic!.image_url = PNG_DATA_URL;
    const unreachable = topicSlide(2, 'vertical-stack', 3);
    unreachable.topic!.image_url = UNREACHABLE;
    const svgIcon = topicSlide(3, 'boxes', 4);
    svgIcon.topic!.subtopics[0]!.image_url = SVG_DATA_URL;
    const broken = { ...topicSlide(4, 'grid', 2), topic: { heading: 'Broken', overview: '', subtopics: 7 } } as unknown as Slide;
    const slides = [titleSlide('Mixed deck'), withImage, unreachable, svgIcon, broken, topicSlide(5, 'timeline', 4)];
    const progress: ExportProgress[] = [];
    const result = await exportPptx({ title: 'Mixed deck', slides, settings: createDefaultPresentationSettings() }, { onProgress: (p) => progress.push(p) });

    expect(await validatePptx(result.bytes)).toEqual([]);
    const file = await open(result.bytes);
    expect(file.slideCount).toBe(5);
    expect(await file.slide(2)).toContain('Heading 1 (grid)');
    expect(await file.slide(3)).toContain('Heading 2 (vertical-stack)');
    expect(await file.slide(3)).not.toContain('<p:pic>');
    expect(await file.slide(5)).toContain('Heading 5 (timeline)');
    // The topic picture, and the same picture beside the title slide's texts: the same bytes, stored once.
    expect(file.media).toHaveLength(1);
    expect(await file.slide(1)).toContain('<p:pic>');
    expect(result.report.slidesExported).toBe(5);
    expect(result.report.slidesTotal).toBe(6);
    expect(result.report.issues.map((i) => [i.slide, i.kind])).toEqual([
      [3, 'image-skipped'],
      [4, 'image-skipped'],
      [5, 'slide-skipped'],
      [undefined, 'pictures'],
      [undefined, 'font-fallback'],
    ]);
    expect(result.report.issues[0]!.message).toBe('Slide 3: the topic image could not be downloaded, so the slide has no picture there.');
    expect(result.report.issues[1]!.message).toContain('SVG');
    expect(progress.map((p) => p.label)).toEqual([
      'Exporting slide 1 of 6', 'Exporting slide 2 of 6', 'Exporting slide 3 of 6', 'Exporting slide 4 of 6',
      'Exporting slide 5 of 6', 'Exporting slide 6 of 6', 'Writing file', 'Done',
    ]);
    expect(progress.every((p) => p.total === 7)).toBe(true);
  });

  it('rasterises an SVG with the given rasteriser and embeds the PNG, loading each address once', async () => {
    const slide = topicSlide(1, 'grid', 4);
    for (const sub of slide.topic!.subtopics) sub.image_url = SVG_DATA_URL;
    const calls: [number, number][] = [];
    const loads: string[] = [];
    const result = await exportPptx(
      { title: 'Icons', slides: [titleSlide('Icons'), slide], settings: createDefaultPresentationSettings() },
      {
        rasterizeSvg: (svg, w, h) => (calls.push([w, h]), Promise.resolve(svg.includes('<svg') ? PNG_BYTES : null)),
        loadImage: (url) => (loads.push(url), Promise.resolve({ data: new TextEncoder().encode(decodeURIComponent(url.split(',')[1]!)), mime: 'image/svg+xml' })),
      },
    );
    // The icons are no longer vector shapes in the file, and the report says so.
    expect(result.report.issues.map((i) => i.kind)).toEqual(['rasterised', 'font-fallback']);
    expect(result.report.issues[0]!.message).toBe('Icons on slide 2 came as vector drawings (SVG) and are embedded as PNG pictures, which PowerPoint cannot recolour.');
    expect(loads).toHaveLength(1);
    expect(calls).toHaveLength(1);
    expect((await open(result.bytes)).media.length).toBeGreaterThanOrEqual(1);
    expect(await validatePptx(result.bytes)).toEqual([]);
  });

  it('writes a background picture and escapes hostile text', async () => {
    const slide = topicSlide(1, 'grid', 2, { backgroundImage: PNG_DATA_URL });
    slide.topic!.heading = 'A & B <script>"x"</script> \u0001';
    const settings = createDefaultPresentationSettings({ selectedTitleFont: 'font-lora', selectedBodyFont: 'font-fira-code' });
    const result = await exportPptx({ title: 'Hostile <&> "deck"', slides: [titleSlide('Hostile <&> "deck"'), slide], settings });
    expect(await validatePptx(result.bytes)).toEqual([]);
    const xml = (await (await open(result.bytes)).slide(2))!;
    expect(xml).toContain('A &amp; B');
    expect(xml).not.toContain('<script>');
    // Fonts by family name, classified as their fallback (Times New Roman, Courier New) for PowerPoint's font mapper.
    expect(xml).toContain('<a:latin typeface="Lora" panose="02020603050405020304" pitchFamily="18"');
    expect(xml).toContain('<a:latin typeface="Fira Code" panose="02070309020205020404" pitchFamily="49"');
    expect(result.fileName).toBe('hostile_deck.pptx');
  });

  it('lays the theme over a background photo as the screen does: its gradient at 72 %, or its colour', async () => {
    const veil = async (theme: string) => {
      const slide = topicSlide(1, 'grid', 2, { backgroundImage: PNG_DATA_URL });
      const result = await exportPptx({ title: 'Veil', slides: [titleSlide('Veil'), slide], settings: createDefaultPresentationSettings({ selectedTheme: theme }) });
      expect(await validatePptx(result.bytes)).toEqual([]);
      const xml = (await (await open(result.bytes)).slide(2))!;
      return /<p:sp>(?:(?!<\/p:sp>)[\s\S])*?name="Veil"[\s\S]*?<\/p:sp>/.exec(xml)?.[0] ?? '';
    };
    const gradient = await veil('aurora-borealis');
    expect(gradient).toContain('<a:gradFill');
    expect(gradient.match(/<a:alpha val="72000"\/>/g)?.length).toBeGreaterThanOrEqual(2);
    expect(gradient).not.toContain('<a:solidFill>');
    const solid = await veil('classic-bw');
    expect(solid).toContain('<a:solidFill><a:srgbClr val="FFFFFF"><a:alpha val="72000"/></a:srgbClr></a:solidFill>');
  });

  it('keeps characters XML forbids (as PDF text brings them) out of the document properties and picture descriptions', async () => {
    const slide = topicSlide(1, 'grid', 2);
    slide.topic!.heading = 'Head\u0002ing';
    slide.topic!.image_url = PNG_DATA_URL;
    slide.topic!.subtopics[0]!.heading = 'Sub\u000Cpoint';
    slide.topic!.subtopics[0]!.image_url = PNG_DATA_URL;
    const title = 'Bad\u0001Title';
    const result = await exportPptx({ title, slides: [titleSlide(title), slide], settings: createDefaultPresentationSettings() });
    expect(await validatePptx(result.bytes)).toEqual([]);
    const zip = await JSZip.loadAsync(result.bytes);
    expect(await zip.file('docProps/core.xml')!.async('string')).toContain('<dc:title>BadTitle</dc:title>');
    const xml = await zip.file('ppt/slides/slide2.xml')!.async('string');
    expect(xml).toContain('descr="Heading"');
    expect(xml).toContain('descr="Subpoint"');
  });

  it('fails with the "Failed to generate PowerPoint: ..." message when nothing can be exported', async () => {
    const broken = { ...topicSlide(1, 'grid', 2), topic: { subtopics: 1 } } as unknown as Slide;
    await expect(exportPptx({ title: 'x', slides: [broken], settings: createDefaultPresentationSettings() })).rejects.toThrow(
      'Failed to generate PowerPoint: no slide could be exported',
    );
  });

  it('stops on an aborted signal with an AbortError', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(exportPptx(everyLayoutDeck('x'), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
