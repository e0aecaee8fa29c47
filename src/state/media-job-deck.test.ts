/**
 * The media job's deck-wide rules: the title slide asks for the builtin
 * decorative art only when the deck got no photo (and never a content
 * slide), and a deck never shows one found photo twice (each picture call
 * names the photos the deck has; one that comes back anyway is asked again).
 */
import { proxy, snapshot } from 'valtio';
import { afterEach, describe, expect, it } from 'vitest';
import type { MediaCalls } from '../api/media';
import { createDefaultPresentationSettings } from '../core/schemas/config';
import { slideSchema, type Slide } from '../core/schemas/slide';
import { createDefaultStreamingStats } from '../core/schemas/telemetry';
import { CreditsRepository } from '../data/credits';
import { MediaRepository, mediaKey } from '../data/media';
import { PresentationsRepository } from '../data/presentations';
import { freshDbs } from '../data/testing';
import type { ImageContext, PictureCredit } from '../protocol/pictures';
import { createDeckStore } from './deck';
import type { MediaState } from './media';
import { startMediaJob, type MediaJob } from './media-job';
import { titleArtPalette } from '../core/slide/title-art';

const dbs = freshDbs();
const jobs: MediaJob[] = [];
afterEach(() => jobs.splice(0).forEach((j) => j.stop()));

const ART = 'data:image/svg+xml;base64,PHN2Zy8+';

function title(): Slide {
  return slideSchema.parse({ id: 0, type: 'title', title: 'Coral reefs', isComplete: true });
}

function topic(id: number, mode: 'image' | 'icon' = 'image'): Slide {
  return slideSchema.parse({
    id,
    type: 'topic',
    title: `Topic ${id}`,
    isComplete: true,
    topic: { heading: `Topic ${id}`, visual_mode: mode, image_prompt: `a photo of reef ${id}`, subtopics: [] },
  });
}

interface Asked {
  prompt: string;
  context: ImageContext | undefined;
}

/** A server: the decorative art for a decorative request, else `photo(prompt, context)`. */
function server(photo: (prompt: string, context: ImageContext | undefined) => { url: string; credit?: PictureCredit } | null) {
  const asked: Asked[] = [];
  const calls: MediaCalls = {
    image: async (prompt, _style, _signal, context) => {
      asked.push({ prompt, context });
      await Promise.resolve();
      return context?.purpose === 'decorative' ? { url: ART } : photo(prompt, context);
    },
    icon: async () => null,
  };
  return { asked, calls };
}

async function setup(slides: Slide[], calls: MediaCalls, options: { streaming?: () => boolean; settings?: ReturnType<typeof createDefaultPresentationSettings> } = {}) {
  const settings = options.settings ?? createDefaultPresentationSettings({ selectedTheme: 'classic-dark' });
  const db = dbs.make();
  const decks = new PresentationsRepository(db);
  const saved = await decks.save({ title: 'Reefs', slides, settings, theme: settings.selectedTheme, isComplete: true });
  const deckId = saved.ok ? saved.presentation.id : null;
  const deck = createDeckStore();
  deck.load({ deckId, title: 'Reefs', slides, settings });
  const repo = new MediaRepository(db);
  const credits = new CreditsRepository(db);
  const job = startMediaJob({
    deck,
    calls,
    repo,
    presentations: decks,
    credits,
    state: proxy<MediaState>({ items: {}, notice: null }),
    stats: () => createDefaultStreamingStats(),
    fetchBlob: async (url) => new Blob([url]),
    onOnline: () => () => undefined,
    ...(options.streaming ? { streaming: options.streaming } : {}),
  });
  jobs.push(job);
  return { deck, deckId, decks, repo, credits, job };
}

const credit = (page: string): PictureCredit => ({ title: page, author: 'Ann Lee', license: 'CC BY 2.0', sourceUrl: page, provider: 'wikimedia' });
const PAGE_A = 'https://commons.test/wiki/File:Reef_A.jpg';
const PAGE_B = 'https://commons.test/wiki/File:Reef_B.jpg';
const photoA = { url: 'data:image/jpeg;base64,QQ==', credit: credit(PAGE_A) };
const photoB = { url: 'data:image/jpeg;base64,Qg==', credit: credit(PAGE_B) };

describe("the title slide's decorative art", () => {
  it('is asked for once no photo came for any slide, in the theme colours, free, and placed on the title slide only', async () => {
    const { asked, calls } = server(() => null);
    const { deck, deckId, decks, credits, job } = await setup([title(), topic(1), topic(2, 'icon')], calls);
    await job.idle();
    const decorative = asked.filter((a) => a.context?.purpose === 'decorative');
    expect(decorative).toEqual([{ prompt: 'Coral reefs', context: { purpose: 'decorative', orientation: 'portrait', palette: titleArtPalette('classic-dark') } }]);
    // Asked after the content photo settled, never before.
    expect(asked.map((a) => a.context?.purpose ?? 'content')).toEqual([undefined, 'decorative'].map((p) => p ?? 'content'));
    const [t, s1, s2] = deck.slides();
    expect(t?.picture).toEqual({ source: 'builtin', url: ART, theme: 'classic-dark' });
    expect(s1?.topic?.image_url).toBeUndefined();
    expect(s2?.topic?.image_url).toBeUndefined();
    expect(s1?.picture).toBeUndefined();
    // The photo asked for slide 1 was refunded; the art costs nothing.
    expect(await credits.getBalance()).toBe(800);
    expect((await decks.get(deckId ?? ''))?.slides[0]?.picture).toEqual({ source: 'builtin', url: ART, theme: 'classic-dark' });
  });

  it('is painted again in a new theme when the deck is opened, not at the change (which must stay undoable)', async () => {
    const { asked, calls } = server(() => null);
    const art = (palette: readonly string[] | undefined) => `data:image/svg+xml;base64,${btoa(palette?.join(',') ?? '')}`;
    calls.image = async (prompt, _style, _signal, context) => (asked.push({ prompt, context }), context?.purpose === 'decorative' ? { url: art(context.palette) } : null);
    const { deck, job } = await setup([title(), topic(1, 'icon')], calls);
    await job.idle();
    const dark = { source: 'builtin', url: art(titleArtPalette('classic-dark')), theme: 'classic-dark' };
    expect(deck.slides()[0]?.picture).toEqual(dark);
    deck.state.settings.selectedTheme = 'corporate-blue';
    job.scan();
    await job.idle();
    expect(deck.slides()[0]?.picture).toEqual(dark);
    // Opened again (here: another deck, then this one), it gets the art of its theme.
    const { slides, settings } = snapshot(deck.state);
    deck.load({ deckId: 'another', title: 'Other', slides: [title(), topic(1, 'icon')], settings });
    await job.idle();
    deck.load({ deckId: 'reopened', title: 'Reefs', slides: slides as Slide[], settings });
    await job.idle();
    expect(deck.slides()[0]?.picture).toEqual({ source: 'builtin', url: art(titleArtPalette('corporate-blue')), theme: 'corporate-blue' });
    expect(asked.filter((a) => a.context?.purpose === 'decorative').map((a) => a.context?.palette)).toEqual([titleArtPalette('classic-dark'), titleArtPalette('corporate-blue')]);
  });

  it('is not asked for when a topic has a photo, while the deck streams, with photos off, or when the user removed the picture', async () => {
    const withPhoto = server((prompt) => (prompt.endsWith('2') ? photoA : null));
    const a = await setup([title(), topic(1), topic(2)], withPhoto.calls);
    await a.job.idle();
    expect(withPhoto.asked.some((x) => x.context?.purpose === 'decorative')).toBe(false);
    expect(a.deck.slides()[0]?.picture).toBeUndefined();

    const streaming = server(() => null);
    const b = await setup([title(), topic(1)], streaming.calls, { streaming: () => true });
    await b.job.idle();
    expect(streaming.asked.some((x) => x.context?.purpose === 'decorative')).toBe(false);

    const off = server(() => null);
    const c = await setup([title(), topic(1)], off.calls, { settings: createDefaultPresentationSettings({ disablePhotos: true }) });
    await c.job.idle();
    expect(off.asked).toEqual([]);

    const removed = server(() => null);
    const gone = { ...title(), picture: { removed: true, chosen: true } };
    const d = await setup([gone, topic(1)], removed.calls);
    await d.job.idle();
    expect(removed.asked.some((x) => x.context?.purpose === 'decorative')).toBe(false);
  });
});

describe('one photo per deck', () => {
  it('names the photos the deck has; a photo another slide got meanwhile is asked again without it', async () => {
    // The server's best match for every slide is photo A; told to avoid A, it has B; told to avoid both, nothing.
    const { asked, calls } = server((_p, context) => (!context?.avoid?.includes(PAGE_A) ? photoA : !context.avoid.includes(PAGE_B) ? photoB : null));
    const { deck, job } = await setup([topic(1), topic(2), topic(3)], calls);
    await job.idle();
    const pages = deck.slides().map((s) => s.picture?.credit?.sourceUrl);
    const urls = deck.slides().map((s) => s.topic?.image_url);
    expect(pages.filter(Boolean).sort()).toEqual([PAGE_A, PAGE_B]);
    expect(new Set(urls.filter(Boolean)).size).toBe(2);
    // The slide left over shows nothing rather than a photo already shown.
    expect(urls.filter((u) => u === undefined)).toHaveLength(1);
    // Slides 1 and 2 were asked together and both got A: slide 2 was asked again, naming A.
    expect(asked.filter((a) => a.prompt === 'a photo of reef 2').map((a) => a.context?.avoid ?? [])).toEqual([[], [PAGE_A]]);
  });

  it('knows one photo offered by two services under two pages by its bytes: the slide shows none rather than it twice', async () => {
    // Openverse's page for the reef photo, then the same photo from Commons when told to avoid that page.
    const commons = { url: photoA.url, credit: credit('https://commons.test/wiki/File:Same_reef.jpg') };
    const { asked, calls } = server((_p, context) => (!context?.avoid?.includes(PAGE_A) ? photoA : !context.avoid.includes(commons.credit.sourceUrl) ? commons : null));
    const { deck, job } = await setup([topic(1), topic(2)], calls);
    await job.idle();
    const urls = deck.slides().map((s) => s.topic?.image_url);
    expect(urls.filter(Boolean)).toEqual([photoA.url]);
    // The second ask named the page of the photo it had just got twice.
    expect(asked.at(-1)?.context?.avoid).toEqual(expect.arrayContaining([PAGE_A]));
  });

  it('does not take a kept photo the deck already shows from the cache: the server is asked without it', async () => {
    const first = server(() => photoA);
    const a = await setup([topic(2)], first.calls);
    await a.job.idle();
    a.job.stop();
    // A new deck whose slide 1 shows photo A; slide 2's prompt has photo A in the cache.
    const shown = { ...topic(1), picture: { source: 'search' as const, credit: credit(PAGE_A) }, topic: { ...topic(1).topic!, image_url: photoA.url } };
    const second = server((_p, context) => (context?.avoid?.includes(PAGE_A) ? photoB : photoA));
    const deck = createDeckStore();
    deck.load({ deckId: null, title: 'Again', slides: [shown, topic(2)] });
    const job = startMediaJob({ deck, calls: second.calls, repo: a.repo, presentations: a.decks, credits: a.credits, state: proxy<MediaState>({ items: {}, notice: null }), stats: () => createDefaultStreamingStats(), fetchBlob: async (url) => new Blob([url]), onOnline: () => () => undefined });
    jobs.push(job);
    await job.idle();
    expect(second.asked).toEqual([{ prompt: 'a photo of reef 2', context: { heading: 'Topic 2', orientation: 'portrait', avoid: [PAGE_A] } }]);
    expect(deck.slides()[1]?.picture?.credit?.sourceUrl).toBe(PAGE_B);
    expect((await a.repo.get(mediaKey('image', 'a photo of reef 2', 'photorealistic')))?.credit?.sourceUrl).toBe(PAGE_B);
  });
});
