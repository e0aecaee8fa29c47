import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinProvider } from '../server/builtin/index';
import { createDefaultPresentationSettings } from '../src/core/schemas/config';
import { slideSchema, type Slide } from '../src/core/schemas/slide';
import type { ExportDeck } from '../src/export/types';
import type { ImageRequestInput } from '../src/protocol/pictures';
import { runGenerate } from './commands';
import { generatorFor } from './generator/index';
import { addPictures, inProcessPictureCalls, type PictureCalls } from './pictures';
import { memoryReporter } from './progress';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const ICON = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9" fill="#333"/></svg>').toString('base64')}`;
const CREDIT = {
  title: 'Gutenberg press',
  author: 'A. Photographer',
  license: 'CC BY 2.0',
  licenseUrl: 'https://creativecommons.org/licenses/by/2.0/',
  sourceUrl: 'https://commons.wikimedia.org/wiki/File:Press.jpg',
  provider: 'wikimedia' as const,
};

function topic(id: number, imagePrompt: string, icons: string[], visual: 'image' | 'icon' = 'image'): Slide {
  return slideSchema.parse({
    id,
    type: 'topic',
    title: `Slide ${id}`,
    topic: {
      heading: `Heading ${id}`,
      visual_mode: visual,
      image_prompt: imagePrompt,
      subtopics: icons.map((icon, i) => ({ id: `subtopic_${id}_${i + 1}`, heading: `Point ${i + 1}`, icon_prompt: icon })),
    },
  });
}

function deck(slides: Slide[], disablePhotos = false): ExportDeck {
  return { title: 'Deck', slides: [slideSchema.parse({ id: 0, type: 'title', title: 'Deck' }), ...slides], settings: createDefaultPresentationSettings({ disablePhotos }) };
}

/** Calls that answer from tables and record what was asked. */
function scripted(images: Record<string, { url: string; credit?: typeof CREDIT } | null | Error>, icons: Record<string, string | null>) {
  const asked: ImageRequestInput[] = [];
  const iconAsked: string[] = [];
  const calls: PictureCalls = {
    async image(request) {
      asked.push(request);
      const answer = images[request.prompt];
      if (answer instanceof Error) throw answer;
      return answer ?? null;
    },
    async icon(prompt) {
      iconAsked.push(prompt);
      return icons[prompt] ?? null;
    },
  };
  return { calls, asked, iconAsked };
}

describe('pictures and icons for a CLI deck', () => {
  it('asks as the app does: content pictures for image slides, icons for points, each prompt once', async () => {
    const { calls, asked, iconAsked } = scripted({ 'a printing press': { url: PNG, credit: CREDIT } }, { book: ICON });
    const input = deck([topic(1, 'a printing press', ['book', 'book', 'lamp']), topic(2, 'a printing press', []), topic(3, 'ignored', ['book'], 'icon')]);
    const out = await addPictures(input, calls, memoryReporter());
    expect(asked).toEqual([{ prompt: 'a printing press', style: 'photorealistic', heading: 'Heading 1', orientation: 'portrait', purpose: 'content' }]);
    expect(iconAsked.sort()).toEqual(['book', 'lamp']);
    expect(out.slides[1]!.topic!.image_url).toBe(PNG);
    expect(out.slides[2]!.topic!.image_url).toBe(PNG);
    expect(out.slides[3]!.topic!.image_url).toBeUndefined();
    expect((out.slides[1] as Slide & { picture?: unknown }).picture).toEqual({ source: 'search', credit: CREDIT });
    expect(out.slides[1]!.topic!.subtopics.map((s) => s.image_url)).toEqual([ICON, ICON, undefined]);
    // The deck passed in is left as it was.
    expect(input.slides[1]!.topic!.image_url).toBeUndefined();
  });

  it('takes "no picture fits" as an answer and reports a failure once, keeping the deck', async () => {
    const { calls } = scripted({ 'nothing fits': null, broken: new Error('Image generation failed: 502 Bad Gateway') }, {});
    const reporter = memoryReporter();
    const out = await addPictures(deck([topic(1, 'nothing fits', []), topic(2, 'broken', []), topic(3, 'broken ', [])]), calls, reporter);
    expect(out.slides.every((s) => s.topic?.image_url === undefined)).toBe(true);
    expect(reporter.lines).toContain('Warning: 2 pictures or icons left out: Image generation failed: 502 Bad Gateway');
    expect(reporter.lines).toContain('Pictures and icons: 0 pictures, 0 icons, 1 with none that fits');
  });

  it('gives the title slide abstract art only when no photo came for any slide', async () => {
    const ART = 'data:image/svg+xml;base64,PHN2Zy8+';
    const asked: ImageRequestInput[] = [];
    const calls: PictureCalls = {
      image: async (request) => (asked.push(request), request.purpose === 'decorative' ? { url: ART } : request.prompt === 'a printing press' ? { url: PNG, credit: CREDIT } : null),
      icon: async () => null,
    };
    const bare = await addPictures(deck([topic(1, 'nothing fits', []), topic(2, 'ignored', [], 'icon')]), calls, memoryReporter());
    expect(bare.slides[0]!.picture).toEqual({ source: 'builtin', url: ART, theme: 'aurora-borealis' });
    expect(bare.slides.slice(1).every((s) => s.topic?.image_url === undefined && s.picture === undefined)).toBe(true);
    expect(asked.at(-1)).toMatchObject({ prompt: 'Deck', purpose: 'decorative', orientation: 'portrait' });
    expect(asked.at(-1)?.palette).toHaveLength(4);
    asked.length = 0;
    const withPhoto = await addPictures(deck([topic(1, 'a printing press', [])]), calls, memoryReporter());
    expect(withPhoto.slides[0]!.picture).toBeUndefined();
    expect(asked.some((r) => r.purpose === 'decorative')).toBe(false);
  });

  it('never puts one photo on two slides: each call names the photos the deck has', async () => {
    const other = { ...CREDIT, sourceUrl: 'https://commons.wikimedia.org/wiki/File:Press_2.jpg' };
    const asked: ImageRequestInput[] = [];
    const calls: PictureCalls = {
      // The best match for every prompt is the same photo; told to avoid it, the server has one more, then none.
      image: async (request) => {
        asked.push(request);
        await new Promise((r) => setTimeout(r, 1));
        if (!request.avoid?.includes(CREDIT.sourceUrl)) return { url: PNG, credit: CREDIT };
        return request.avoid.includes(other.sourceUrl) ? null : { url: `${PNG}#2`, credit: other };
      },
      icon: async () => null,
    };
    const out = await addPictures(deck([topic(1, 'a press', []), topic(2, 'a printing press', []), topic(3, 'the press room', [])]), calls, memoryReporter());
    const pages = out.slides.map((s) => s.picture?.credit?.sourceUrl).filter(Boolean);
    expect(pages.sort()).toEqual([CREDIT.sourceUrl, other.sourceUrl].sort());
    expect(new Set(out.slides.map((s) => s.topic?.image_url).filter(Boolean)).size).toBe(2);
    expect(asked.some((r) => r.avoid?.includes(CREDIT.sourceUrl))).toBe(true);
  });

  it('knows one photo under two services\' pages by its bytes, and leaves it out rather than show it twice', async () => {
    const commons = { ...CREDIT, sourceUrl: 'https://commons.wikimedia.org/wiki/File:Same_press.jpg' };
    const calls: PictureCalls = {
      image: async (request) => (request.avoid?.includes(CREDIT.sourceUrl) ? { url: PNG, credit: commons } : { url: PNG, credit: CREDIT }),
      icon: async () => null,
    };
    const out = await addPictures(deck([topic(1, 'a press', []), topic(2, 'a printing press', [])]), calls, memoryReporter());
    expect(out.slides.filter((s) => s.topic?.image_url === PNG)).toHaveLength(1);
  });

  it('asks for no photos when the deck has photos off, nor for prompts that are addresses', async () => {
    const { calls, asked } = scripted({}, {});
    await addPictures(deck([topic(1, 'a harbour', [])], true), calls, memoryReporter());
    expect(asked).toEqual([]);
    await addPictures(deck([topic(1, 'https://example.com/x.png', [])]), calls, memoryReporter());
    // No photo was asked for; the bare title slide asks for its art.
    expect(asked.map((r) => r.purpose)).toEqual(['decorative']);
  });

  it('reads the server’s answers over its HTTP routes, in the wire format', async () => {
    const app = new Hono().basePath('/api');
    app.post('/flux/generate-images-test', async (c) => {
      const body = (await c.req.json()) as { prompt: string };
      if (body.prompt === 'none') return c.json({ images: [] });
      if (body.prompt === 'fail') return c.json({ error: 'Image generation failed: 429 Too Many Requests' }, 429);
      return c.json({ images: [PNG], credits: [CREDIT] });
    });
    app.post('/icon/icon-generation', (c) => c.json({ iconurl: null }));
    const calls = inProcessPictureCalls(app);
    expect(await calls.image({ prompt: 'press' })).toEqual({ url: PNG, credit: CREDIT });
    expect(await calls.image({ prompt: 'none' })).toBeNull();
    await expect(calls.image({ prompt: 'fail' })).rejects.toThrow('Image generation failed: 429 Too Many Requests');
    expect(await calls.icon('anything')).toBeNull();
  });
});

describe('generate with pictures', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'decksmith-cli-pictures-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const generator = () => generatorFor(createBuiltinProvider(), { outlineTimeoutMs: 10_000, contentTimeoutMs: 10_000 });

  it('puts the icons into the .pptx as PNG (rasterised in Node), and --no-pictures asks for none', async () => {
    const { calls, iconAsked } = scripted({}, new Proxy({}, { get: () => ICON }));
    const out = join(dir, 'with.pptx');
    await runGenerate({ kind: 'generate', source: { topic: 'Ocean currents' }, slides: 3, tone: 'casual', out: { path: out, kind: 'pptx' }, pictures: true }, {
      reporter: memoryReporter(),
      generator,
      pictures: () => calls,
    });
    expect(iconAsked.length).toBeGreaterThan(0);
    const zip = await JSZip.loadAsync(await readFile(out));
    expect(Object.keys(zip.files).filter((n) => /^ppt\/media\/.+\.png$/.test(n)).length).toBeGreaterThan(0);

    const none = scripted({}, {});
    await runGenerate({ kind: 'generate', source: { topic: 'Ocean currents' }, slides: 3, tone: 'casual', out: { path: join(dir, 'without.pptx'), kind: 'pptx' }, pictures: false }, {
      reporter: memoryReporter(),
      generator,
      pictures: () => none.calls,
    });
    expect(none.iconAsked).toEqual([]);
  });
});
