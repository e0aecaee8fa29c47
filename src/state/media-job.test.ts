import { proxy } from 'valtio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaCallError, type MediaCalls } from '../api/media';
import { createDefaultPresentationSettings } from '../core/schemas/config';
import { slideSchema, type Slide, type SlideInput } from '../core/schemas/slide';
import { createDefaultStreamingStats } from '../core/schemas/telemetry';
import { CreditsRepository } from '../data/credits';
import { MediaRepository, mediaKey } from '../data/media';
import { PresentationsRepository } from '../data/presentations';
import { freshDbs } from '../data/testing';
import { createDeckStore } from './deck';
import type { MediaState } from './media';
import { MEDIA_PARALLEL, MEDIA_PARALLEL_STREAMING, MEDIA_PLACE_SLIDES, startMediaJob, wantsOf, type MediaJob } from './media-job';

const dbs = freshDbs();
const jobs: MediaJob[] = [];
afterEach(() => jobs.splice(0).forEach((j) => j.stop()));

function slide(id: number, extra: Partial<SlideInput['topic']> = {}, complete = true): Slide {
  return slideSchema.parse({
    id,
    type: 'topic',
    title: `Topic ${id}`,
    isComplete: complete,
    topic: {
      heading: `Topic ${id}`,
      visual_mode: 'image',
      image_prompt: `a photo of reef ${id}`,
      subtopics: [
        { id: `subtopic_${id}_1`, heading: 'A', icon_prompt: 'icon of fish' },
        { id: `subtopic_${id}_2`, heading: 'B', icon_prompt: `icon of coral ${id}` },
      ],
      ...extra,
    },
  });
}

interface Scripted extends MediaCalls {
  asked: string[];
}

/** A scripted server; an icon answer of null is its "no icon fits this prompt". */
function calls(answer: (kind: 'image' | 'icon', prompt: string) => string | null | Error): Scripted {
  const asked: string[] = [];
  const reply = async (kind: 'image' | 'icon', prompt: string): Promise<string | null> => {
    asked.push(`${kind}:${prompt}`);
    const out = answer(kind, prompt);
    if (out instanceof Error) throw out;
    return out;
  };
  const image = async (p: string) => {
    const url = await reply('image', p);
    return url === null ? null : { url };
  };
  return { asked, image, icon: (p) => reply('icon', p) };
}

const ok = (kind: 'image' | 'icon', prompt: string) => `data:image/svg+xml;base64,${btoa(`${kind}:${prompt}`)}`;

async function setup(slides: Slide[], api: Scripted, settings = createDefaultPresentationSettings()) {
  const db = dbs.make();
  const decks = new PresentationsRepository(db);
  const saved = await decks.save({ title: 'Reefs', slides, settings, theme: settings.selectedTheme, isComplete: true });
  const deckId = saved && saved.ok ? saved.presentation.id : null;
  const deck = createDeckStore();
  deck.load({ deckId, title: 'Reefs', slides, settings });
  const state = proxy<MediaState>({ items: {}, notice: null });
  const stats = proxy(createDefaultStreamingStats());
  const logs: string[] = [];
  const repo = new MediaRepository(db);
  const credits = new CreditsRepository(db);
  const job = startMediaJob({
    deck,
    calls: api,
    repo,
    presentations: decks,
    credits,
    state,
    stats: () => stats,
    log: (m) => logs.push(m),
    fetchBlob: async (url) => new Blob([url], { type: 'image/svg+xml' }),
    onOnline: () => () => undefined,
  });
  jobs.push(job);
  return { db, deck, deckId, decks, state, stats, logs, repo, credits, job };
}

describe('wantsOf', () => {
  it('asks for the topic image in image mode and an icon per subtopic, only on finished slides without pictures', () => {
    const settings = createDefaultPresentationSettings();
    const wants = wantsOf([slide(1), slide(2, {}, false), slide(3, { visual_mode: 'icon' })], settings);
    expect(wants.map((w) => `${w.target.slideId}:${w.target.place}:${w.want.kind}`)).toEqual([
      '1:topic:image', '1:subtopic_1_1:icon', '1:subtopic_1_2:icon', '3:subtopic_3_1:icon', '3:subtopic_3_2:icon',
    ]);
  });

  it('asks for nothing when photos are off, and skips prompts that are already image addresses', () => {
    const off = createDefaultPresentationSettings({ disablePhotos: true });
    expect(wantsOf([slide(1)], off)).toEqual([]);
    const url = slide(1, { image_prompt: 'https://example.com/reef.jpg', subtopics: [] });
    expect(wantsOf([url], createDefaultPresentationSettings())).toEqual([]);
  });

  it("sends a topic picture's heading and tall shape with its request, keyed by prompt and style alone", () => {
    const settings = createDefaultPresentationSettings();
    const [image] = wantsOf([slide(1)], settings);
    expect(image?.want.context).toEqual({ heading: 'Topic 1', orientation: 'portrait' });
    const renamed = wantsOf([slide(1, { heading: 'Another heading' })], settings)[0];
    expect(renamed?.want.key).toBe(image?.want.key);
    // Icons are asked by their prompt only.
    expect(wantsOf([slide(1)], settings)[1]?.want.context).toBeUndefined();
  });

  it('asks for no topic picture the user removed', () => {
    const removed = { ...slide(1), picture: { removed: true, chosen: true } };
    expect(wantsOf([removed], createDefaultPresentationSettings()).map((w) => w.target.place)).toEqual(['subtopic_1_1', 'subtopic_1_2']);
  });
});

describe('media job', () => {
  it('places a found photo with its credit, and no picture where none fits (its credit refunded)', async () => {
    const credit = { title: 'Reef', author: 'Ann Lee', license: 'CC BY 2.0', sourceUrl: 'https://commons.test/Reef.jpg', provider: 'wikimedia' as const };
    const api: MediaCalls = {
      image: async (p) => (p.endsWith('1') ? { url: `data:image/jpeg;base64,${btoa(p)}`, credit } : null),
      icon: async () => null,
    };
    const { deck, job, credits, decks, deckId } = await setup([slide(1), slide(2)], { ...api, asked: [] });
    const before = await credits.getBalance();
    await job.idle();
    const [s1, s2] = deck.slides();
    expect(s1?.picture).toEqual({ source: 'search', credit });
    expect(s2?.topic?.image_url).toBeUndefined();
    expect(s2?.picture).toBeUndefined();
    // One credit for the photo; the one asked for slide 2 came back.
    expect(await credits.getBalance()).toBe(before - 1);
    const stored = deckId ? await decks.get(deckId) : undefined;
    expect(stored?.slides[0]?.picture?.credit).toEqual(credit);
  });

  it('places every picture on the open deck and its stored copy, asking each prompt once', async () => {
    const api = calls(ok);
    const { deck, deckId, decks, job, stats, repo } = await setup([slide(1), slide(2)], api);
    await job.idle();
    const [s1, s2] = deck.slides();
    expect(s1?.topic?.image_url).toBe(ok('image', 'a photo of reef 1'));
    expect(s2?.topic?.subtopics[1]?.image_url).toBe(ok('icon', 'icon of coral 2'));
    expect(s1?.topic?.subtopics[0]?.image_url).toBe(s2?.topic?.subtopics[0]?.image_url);
    expect(s1?.hasImage && s1.hasIcon).toBe(true);
    // 'icon of fish' is on both slides: asked once.
    expect(api.asked.filter((a) => a === 'icon:icon of fish')).toHaveLength(1);
    expect(api.asked).toHaveLength(5);
    const stored = await decks.get(deckId ?? '');
    expect(stored?.slides[0]?.topic?.image_url).toBe(ok('image', 'a photo of reef 1'));
    expect(stats).toMatchObject({ imagesGenerated: 2, iconsGenerated: 3, totalImagesRequested: 2, totalIconsRequested: 3, imagesLoading: 0, iconsLoading: 0 });
    const entry = await repo.get(mediaKey('image', 'a photo of reef 1', 'photorealistic'));
    expect(entry).toMatchObject({ status: 'cached', url: ok('image', 'a photo of reef 1') });
    expect(entry?.blob?.size).toBeGreaterThan(0);
  });

  it('answers from the cache without asking the server again', async () => {
    const first = await setup([slide(1)], calls(ok));
    await first.job.idle();
    first.job.stop();
    const api = calls(() => new Error('must not be asked'));
    const deck = createDeckStore();
    deck.load({ deckId: null, title: 'Again', slides: [slide(1)] });
    const state = proxy<MediaState>({ items: {}, notice: null });
    const stats = proxy(createDefaultStreamingStats());
    const job = startMediaJob({ deck, calls: api, repo: first.repo, presentations: first.decks, credits: first.credits, state, stats: () => stats, onOnline: () => () => undefined });
    jobs.push(job);
    await job.idle();
    expect(api.asked).toEqual([]);
    expect(deck.slides()[0]?.topic?.image_url).toBe(ok('image', 'a photo of reef 1'));
  });

  it('puts a cached deck\'s pictures on in one deck update, and on its stored copy in one write', async () => {
    const slides = [slide(1), slide(2), slide(3), slide(4)];
    const first = await setup(slides, calls(ok));
    await first.job.idle();
    first.job.stop();
    // A second look at the same deck (a reopened copy without pictures): all 12 come from the cache, and go on
    // together (here however long they take: placeMs is long, and idle() places what waits).
    const saved = await first.decks.save({ title: 'Again', slides, settings: createDefaultPresentationSettings(), theme: 'aurora-borealis', isComplete: true });
    const deckId = saved.ok ? saved.presentation.id : null;
    const deck = createDeckStore();
    deck.load({ deckId, title: 'Again', slides });
    const updates: number[] = [];
    const update = deck.update.bind(deck);
    deck.update = (fn) => {
      updates.push(Date.now());
      update(fn);
    };
    const writes: string[] = [];
    const presentations = { updateSlides: (id: string, fn: Parameters<PresentationsRepository['updateSlides']>[1]) => (writes.push(id), first.decks.updateSlides(id, fn)) };
    const state = proxy<MediaState>({ items: {}, notice: null });
    const job = startMediaJob({ deck, calls: calls(() => new Error('must not be asked')), repo: first.repo, presentations, credits: first.credits, state, stats: () => createDefaultStreamingStats(), onOnline: () => () => undefined, onHidden: () => () => undefined, placeMs: 60_000 });
    jobs.push(job);
    await job.idle();
    const placed = deck.slides().flatMap((s) => [s.topic?.image_url, ...(s.topic?.subtopics ?? []).map((t) => t.image_url)]);
    expect(placed).toHaveLength(12);
    expect(placed.every((url) => url?.startsWith('data:image/svg+xml'))).toBe(true);
    expect(updates).toHaveLength(1);
    expect(writes).toEqual([deckId]);
    const stored = await first.decks.get(deckId ?? '');
    expect(stored?.slides[3]?.topic?.subtopics[1]?.image_url).toBe(ok('icon', 'icon of coral 4'));
  });

  it('puts pictures known already on a slide or a few per task', async () => {
    const slides = [1, 2, 3, 4, 5, 6, 7].map((id) => slide(id));
    const { deck, job } = await setup(slides, calls(ok));
    await job.idle();
    // The same deck again without its pictures (a reload): every prompt is known and ready, placed in one scan.
    const changed: number[] = [];
    const update = deck.update.bind(deck);
    deck.update = (fn) => {
      const before = deck.slides();
      update(fn);
      changed.push(deck.slides().filter((s, i) => s !== before[i]).length);
    };
    deck.load({ deckId: deck.state.deckId, title: 'Reefs', slides });
    await vi.waitFor(() => expect(deck.slides().every((s) => s.topic?.image_url !== undefined && s.topic.subtopics.every((t) => t.image_url))).toBe(true), { timeout: 3_000 });
    // 7 slides, MEDIA_PLACE_SLIDES a task: full tasks, then the rest.
    const expected = Array.from({ length: Math.ceil(7 / MEDIA_PLACE_SLIDES) }, (_, i) => Math.min(MEDIA_PLACE_SLIDES, 7 - i * MEDIA_PLACE_SLIDES));
    expect(changed).toEqual(expected);
    expect(changed.length).toBeGreaterThan(1);
  });

  it('writes pictures still to be stored when the page goes hidden or the job stops', async () => {
    const first = await setup([slide(1)], calls(ok));
    await first.job.idle();
    first.job.stop();
    const saved = await first.decks.save({ title: 'Later', slides: [slide(2)], settings: createDefaultPresentationSettings(), theme: 'aurora-borealis', isComplete: true });
    const deckId = saved.ok ? saved.presentation.id : '';
    const deck = createDeckStore();
    deck.load({ deckId, title: 'Later', slides: [slide(2)] });
    let hidden = (): void => undefined;
    const job = startMediaJob({ deck, calls: calls(ok), repo: first.repo, presentations: first.decks, credits: first.credits, state: proxy<MediaState>({ items: {}, notice: null }), stats: () => createDefaultStreamingStats(), onOnline: () => () => undefined, onHidden: (listener) => ((hidden = listener), () => undefined), storeMs: 60_000 });
    jobs.push(job);
    // Wait until the open deck has all three pictures, without idle() (which writes them itself).
    for (let i = 0; i < 100 && deck.slides()[0]?.topic?.subtopics[1]?.image_url === undefined; i++) await new Promise((r) => setTimeout(r, 10));
    expect(deck.slides()[0]?.topic?.image_url).toBeDefined();
    expect((await first.decks.get(deckId))?.slides[0]?.topic?.image_url).toBeUndefined();
    hidden();
    await new Promise((r) => setTimeout(r, 50));
    expect((await first.decks.get(deckId))?.slides[0]?.topic?.image_url).toBe(ok('image', 'a photo of reef 2'));
  });

  it('asks for fewer pictures at once while the deck is being written', async () => {
    let inFlight = 0;
    let most = 0;
    let streaming = true;
    const slow = async (kind: 'image' | 'icon', prompt: string): Promise<string> => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 20));
      inFlight--;
      return ok(kind, prompt);
    };
    const api: MediaCalls = { image: async (p) => ({ url: await slow('image', p) }), icon: (p) => slow('icon', p) };
    const deck = createDeckStore();
    const db = dbs.make();
    const job = startMediaJob({ deck, calls: api, repo: new MediaRepository(db), presentations: new PresentationsRepository(db), credits: new CreditsRepository(db), state: proxy<MediaState>({ items: {}, notice: null }), stats: () => createDefaultStreamingStats(), onOnline: () => () => undefined, streaming: () => streaming });
    jobs.push(job);
    deck.load({ deckId: null, title: 'Many', slides: [1, 2, 3, 4].map((id) => slide(id, { visual_mode: 'icon', subtopics: [1, 2, 3].map((n) => ({ id: `subtopic_${id}_${n}`, heading: 'A', icon_prompt: `icon ${id}.${n}` })) })) });
    await job.idle();
    expect(most).toBe(MEDIA_PARALLEL_STREAMING.icon);
    streaming = false;
    most = 0;
    deck.load({ deckId: null, title: 'More', slides: [5, 6, 7, 8].map((id) => slide(id, { visual_mode: 'icon', subtopics: [1, 2, 3].map((n) => ({ id: `subtopic_${id}_${n}`, heading: 'A', icon_prompt: `icon ${id}.${n}` })) })) });
    await new Promise((r) => setTimeout(r, 200));
    await job.idle();
    expect(most).toBe(MEDIA_PARALLEL.icon);
  });

  it('charges one credit per image, none per icon', async () => {
    const { job, credits } = await setup([slide(1), slide(2)], calls(ok));
    await job.idle();
    expect(await credits.getBalance()).toBe(800 - 2);
  });

  it('a failing image leaves the other slides complete, is logged, marked failed and said once', async () => {
    const api = calls((kind, prompt) => (prompt.endsWith('reef 2') ? new MediaCallError('Image generation failed: 500 Internal Server Error', false) : ok(kind, prompt)));
    const { deck, job, state, logs, repo, credits } = await setup([slide(1), slide(2), slide(3)], api);
    await job.idle();
    const slides = deck.slides();
    expect(slides[0]?.topic?.image_url).toBeDefined();
    expect(slides[2]?.topic?.image_url).toBeDefined();
    expect(slides[1]?.topic?.image_url).toBeUndefined();
    expect(slides[1]?.topic?.subtopics[1]?.image_url).toBeDefined();
    const key = mediaKey('image', 'a photo of reef 2', 'photorealistic');
    expect(state.items[key]).toMatchObject({ status: 'error', error: 'Image generation failed: 500 Internal Server Error' });
    expect(state.notice).toContain('Image generation failed: 500 Internal Server Error');
    expect(logs).toEqual(['Failed image for slide 2: Image generation failed: 500 Internal Server Error']);
    expect((await repo.get(key))?.status).toBe('failed');
    // The failed image's credit came back.
    expect(await credits.getBalance()).toBe(800 - 2);
  });

  it('never asks a failed prompt again until the user retries it', async () => {
    let fail = true;
    const api = calls((kind, prompt) => (kind === 'image' && fail ? new MediaCallError('Image generation failed: 500 Internal Server Error', false) : ok(kind, prompt)));
    const { deck, job, state } = await setup([slide(1)], api);
    await job.idle();
    deck.update((s) => [...s]);
    deck.load({ deckId: deck.state.deckId, title: 'Reefs', slides: [slide(1)] });
    await job.idle();
    expect(api.asked.filter((a) => a.startsWith('image:'))).toHaveLength(1);
    fail = false;
    job.retry(mediaKey('image', 'a photo of reef 1', 'photorealistic'));
    await job.idle();
    expect(api.asked.filter((a) => a.startsWith('image:'))).toHaveLength(2);
    expect(deck.slides()[0]?.topic?.image_url).toBe(ok('image', 'a photo of reef 1'));
    expect(state.items).toEqual({});
    expect(state.notice).toBeNull();
  });

  it('a later session does not ask a prompt that failed before, shows its error and logs that it will not be retried', async () => {
    const first = await setup([slide(1, { subtopics: [] })], calls(() => new MediaCallError('Image generation failed: 500 Internal Server Error', false)));
    await first.job.idle();
    first.job.stop();
    const api = calls(ok);
    const deck = createDeckStore();
    deck.load({ deckId: null, title: 'Later', slides: [slide(1, { subtopics: [] })] });
    const state = proxy<MediaState>({ items: {}, notice: null });
    const logs: string[] = [];
    const job = startMediaJob({ deck, calls: api, repo: first.repo, presentations: first.decks, credits: first.credits, state, stats: () => createDefaultStreamingStats(), log: (m) => logs.push(m), onOnline: () => () => undefined });
    jobs.push(job);
    await job.idle();
    expect(api.asked).toEqual([]);
    expect(logs).toEqual(['Image generation failed for this prompt and will not be retried. (slide 1: Image generation failed: 500 Internal Server Error)']);
    expect(Object.values(state.items)).toEqual([expect.objectContaining({ status: 'error', error: 'Image generation failed: 500 Internal Server Error' })]);
  });

  it('a prompt that met no network is not marked failed and is asked again later', async () => {
    let offline = true;
    const api = calls((kind, prompt) => (offline ? new MediaCallError('offline', true, 0.05) : ok(kind, prompt)));
    const { deck, job, state, repo } = await setup([slide(1, { subtopics: [] })], api);
    await job.idle();
    expect(state.notice).toBeNull();
    expect(await repo.get(mediaKey('image', 'a photo of reef 1', 'photorealistic'))).toBeUndefined();
    offline = false;
    await new Promise((r) => setTimeout(r, 120));
    await job.idle();
    expect(deck.slides()[0]?.topic?.image_url).toBe(ok('image', 'a photo of reef 1'));
  });

  it('settles an icon the server says does not fit: drawn without, cached, not an error, never asked again', async () => {
    const none = (kind: 'image' | 'icon', prompt: string) => (prompt === 'icon of fish' ? null : ok(kind, prompt));
    const api = calls(none);
    const { deck, deckId, decks, job, state, stats, logs, repo, credits } = await setup([slide(1), slide(2)], api);
    await job.idle();
    const [s1, s2] = deck.slides();
    expect(s1?.topic?.subtopics[0]?.image_url).toBeUndefined();
    expect(s2?.topic?.subtopics[0]?.image_url).toBeUndefined();
    expect(s1?.topic?.subtopics[1]?.image_url).toBe(ok('icon', 'icon of coral 1'));
    expect((await decks.get(deckId ?? ''))?.slides[0]?.topic?.subtopics[0]?.image_url).toBeUndefined();
    // Not a failure: nothing on screen, no notice, nothing logged, no credit taken for it.
    expect(state.items).toEqual({});
    expect(state.notice).toBeNull();
    expect(logs).toEqual([]);
    expect(await credits.getBalance()).toBe(800 - 2);
    // The panel counts only icons still to come: 2 of 2 ready, not 2 of 3.
    expect(stats).toMatchObject({ iconsGenerated: 2, totalIconsRequested: 2, iconsLoading: 0 });
    const key = mediaKey('icon', 'icon of fish');
    expect(await repo.get(key)).toMatchObject({ status: 'cached' });
    expect((await repo.get(key))?.url).toBeUndefined();
    // The deck changing or reloading asks nothing again.
    deck.load({ deckId, title: 'Reefs', slides: [slide(1), slide(2)] });
    await job.idle();
    expect(api.asked.filter((a) => a === 'icon:icon of fish')).toHaveLength(1);
  });

  it('a later session takes "no icon" from the cache without asking the server', async () => {
    const first = await setup([slide(1, { subtopics: [{ id: 'subtopic_1_1', heading: 'A', icon_prompt: 'icon of coast' }] })], calls((kind, p) => (kind === 'icon' ? null : ok(kind, p))));
    await first.job.idle();
    first.job.stop();
    const api = calls(() => new Error('must not be asked'));
    const deck = createDeckStore();
    deck.load({ deckId: null, title: 'Again', slides: [slide(1, { visual_mode: 'icon', subtopics: [{ id: 'subtopic_1_1', heading: 'A', icon_prompt: 'icon of coast' }] })] });
    const state = proxy<MediaState>({ items: {}, notice: null });
    const logs: string[] = [];
    const job = startMediaJob({ deck, calls: api, repo: first.repo, presentations: first.decks, credits: first.credits, state, stats: () => createDefaultStreamingStats(), log: (m) => logs.push(m), onOnline: () => () => undefined });
    jobs.push(job);
    await job.idle();
    expect(api.asked).toEqual([]);
    expect(state.items).toEqual({});
    expect(state.notice).toBeNull();
    expect(logs).toEqual([]);
    expect(deck.slides()[0]?.topic?.subtopics[0]?.image_url).toBeUndefined();
  });

  it('refuses an image the user cannot afford before asking, and says why', async () => {
    const api = calls(ok);
    const { db } = await setup([], api);
    const credits = new CreditsRepository(db);
    await credits.charge(800, { reason: 'spent' });
    const deck = createDeckStore();
    deck.load({ deckId: null, title: 'Poor', slides: [slide(1, { subtopics: [] })] });
    const state = proxy<MediaState>({ items: {}, notice: null });
    const job = startMediaJob({ deck, calls: api, repo: new MediaRepository(db), presentations: new PresentationsRepository(db), credits, state, stats: () => createDefaultStreamingStats(), onOnline: () => () => undefined });
    jobs.push(job);
    await job.idle();
    expect(api.asked).toEqual([]);
    expect(state.notice).toContain('Not enough credits');
  });
});
