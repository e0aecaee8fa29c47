/**
 * Pictures and icons for a deck made on the command line, asked for as the
 * app asks: the same rules for which slide wants what (the topic picture in
 * image mode, a point's image in image mode, else its icon; none for a
 * blank prompt or one that is already an address), the same calls with the
 * same bodies (POST /api/flux/generate-images-test with the slide's heading,
 * the slot's orientation and purpose 'content'; POST
 * /api/icon/icon-generation), answered by the server's own app in this
 * process, so the same providers and configuration serve them. Each
 * prompt is asked once per run (the app's media cache key: kind, style,
 * prompt). "No picture fits" and "no icon fits" are answers, not failures;
 * a failure leaves that picture out and is reported once, and never stops
 * the deck. As in the app, a deck never gets the same photo twice, and a
 * deck with no photo at all gets abstract art on its title slide.
 */
import type { Hono } from 'hono';
import { createApp } from '../server/app';
import { loadEnv } from '../server/env';
import type { LlmProvider } from '../server/providers/llm/types';
import { deckPhotoPages } from '../src/core/deck/media';
import { IMAGE_BOX } from '../src/core/layouts';
import { pickIconUrl, shouldGenerateMedia } from '../src/core/media-rules';
import type { PresentationSettings } from '../src/core/schemas/config';
import type { Slide, Subtopic } from '../src/core/schemas/slide';
import { titleArtRequest } from '../src/core/slide/title-art';
import type { ExportDeck } from '../src/export/types';
import { imageResponseSchema, PICTURE_LIMITS, type ImageRequestInput, type PictureCredit } from '../src/protocol/pictures';
import type { Reporter } from './progress';

/** A found or made picture and, for a found one, its credit. */
export interface PictureAnswer {
  url: string;
  credit?: PictureCredit;
}

/** The two calls, as the app makes them. */
export interface PictureCalls {
  /** The first picture for a prompt, or null when none fits the slide. @throws Error with the server's message */
  image(request: ImageRequestInput, signal?: AbortSignal): Promise<PictureAnswer | null>;
  /** The icon for a prompt, or null when none fits. @throws Error with the server's message */
  icon(prompt: string, signal?: AbortSignal): Promise<string | null>;
}

/** Calls in flight at once: an image model or a photo search is slow, icons are instant. */
const PARALLEL = 4;
/** One call may take this long, as in the app (MEDIA_TIMEOUT_MS): then that picture is left out. */
export const PICTURE_CALL_TIMEOUT_MS = 60_000;

async function post(app: Hono, path: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
  const timeout = AbortSignal.timeout(PICTURE_CALL_TIMEOUT_MS);
  let response: Response;
  try {
    response = await app.request(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (timeout.aborted && !signal?.aborted) throw new Error('the call timed out');
    throw error;
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = typeof json === 'object' && json !== null && 'error' in json ? String((json as { error: unknown }).error) : `${response.status} ${response.statusText}`;
    throw new Error(error);
  }
  return json;
}

/** The calls answered by `app` (the server's createApp) in this process. */
export function inProcessPictureCalls(app: Hono): PictureCalls {
  return {
    async image(request, signal) {
      const parsed = imageResponseSchema.safeParse(await post(app, '/flux/generate-images-test', request, signal));
      if (!parsed.success) throw new Error('the image answer was not understood');
      const url = parsed.data.images[0];
      if (url === undefined || url.trim() === '') return null;
      const credit = parsed.data.credits?.[0];
      return credit ? { url, credit } : { url };
    },
    async icon(prompt, signal) {
      return pickIconUrl(await post(app, '/icon/icon-generation', { prompt }, signal));
    },
  };
}

/**
 * The calls answered by the server the environment configures (IMAGE_PROVIDER,
 * PICTURE_SOURCES and their keys, as `npm start` reads them). Its rate limit
 * guards a shared server from its clients; here the command is its only
 * client, so it is lifted.
 */
export function pictureCallsFromEnv(llm: LlmProvider, source: Record<string, string | undefined> = process.env): PictureCalls {
  const env = loadEnv({ ...source, RATE_LIMIT_PER_MINUTE: String(Number.MAX_SAFE_INTEGER) });
  return inProcessPictureCalls(createApp({ env, llm, serveApp: false }));
}

type Settings = Pick<PresentationSettings, 'selectedImageStyle' | 'disablePhotos'>;

/** The topic slot's shape, so a photo search ranks candidates that fill it. */
const TOPIC_ORIENTATION = IMAGE_BOX.w > IMAGE_BOX.h ? 'landscape' : IMAGE_BOX.w < IMAGE_BOX.h ? 'portrait' : 'square';

interface Job {
  key: string;
  run: () => Promise<PictureAnswer | string | null>;
  apply: (answer: PictureAnswer | string | null) => void;
}

/** What a run got: pictures and icons placed, and what failed (message -> count). */
export interface PictureSummary {
  images: number;
  icons: number;
  none: number;
  failures: Map<string, number>;
}

/** The photos a deck shows: their source pages and their addresses (data URLs: their bytes). */
interface UsedPhotos {
  pages: Set<string>;
  images: Set<string>;
}

/**
 * A topic photo, named with the photos the deck already has so the server
 * picks another. One the deck has anyway (asked at the same time by another
 * slide, or the same photo under another service's page, known by its
 * bytes) is asked for once more, naming it, else left out: never the same
 * photo twice.
 */
async function distinctPhoto(request: ImageRequestInput, used: UsedPhotos, calls: PictureCalls, signal: AbortSignal | undefined): Promise<PictureAnswer | null> {
  const ask = (also?: string) => {
    const pages = [...(also ? [also] : []), ...used.pages].slice(0, PICTURE_LIMITS.avoid);
    return calls.image(pages.length > 0 ? { ...request, avoid: pages } : request, signal);
  };
  const twice = (answer: PictureAnswer | null) => answer !== null && (used.images.has(answer.url) || (answer.credit !== undefined && used.pages.has(answer.credit.sourceUrl)));
  let answer = await ask();
  if (twice(answer)) answer = await ask(answer?.credit?.sourceUrl);
  if (answer === null || twice(answer)) return null;
  used.images.add(answer.url);
  if (answer.credit) used.pages.add(answer.credit.sourceUrl);
  return answer;
}

function slideJobs(slide: Slide, settings: Settings, calls: PictureCalls, used: UsedPhotos, signal: AbortSignal | undefined): Job[] {
  const topic = slide.topic;
  if (!topic) return [];
  const style = settings.selectedImageStyle;
  const jobs: Job[] = [];
  if (topic.visual_mode === 'image' && shouldGenerateMedia(topic.image_prompt, settings)) {
    const prompt = topic.image_prompt.trim();
    const request: ImageRequestInput = { prompt, style, heading: topic.heading.slice(0, 500), orientation: TOPIC_ORIENTATION, purpose: 'content' };
    jobs.push({
      key: `image|${style}|${prompt}`,
      run: () => distinctPhoto(request, used, calls, signal),
      apply: (answer) => {
        if (answer === null || typeof answer === 'string') return;
        topic.image_url = answer.url;
        slide.hasImage = true;
        if (answer.credit) slide.picture = { ...slide.picture, source: 'search', credit: answer.credit };
      },
    });
  }
  for (const sub of topic.subtopics) jobs.push(...pointJobs(sub, style, settings, calls, signal));
  return jobs;
}

/** The title slide's decorative art, when the deck shows no picture there (core/slide/title-art.ts). */
function titleArtJobs(slides: Slide[], settings: Settings & Pick<PresentationSettings, 'selectedTheme'>, calls: PictureCalls, signal: AbortSignal | undefined): Job[] {
  // A deck made here is finished, whatever its slides' streaming flags say.
  const request = titleArtRequest(slides.map((s) => ({ ...s, isComplete: true })), settings);
  const title = slides.find((s) => s.id === request?.slideId);
  if (request === undefined || title === undefined) return [];
  const { prompt, orientation, palette, theme } = request;
  return [{
    key: `title-art|${settings.selectedImageStyle}|${prompt}`,
    run: () => calls.image({ prompt, style: settings.selectedImageStyle, orientation, palette, purpose: 'decorative' }, signal),
    apply: (answer) => {
      if (answer !== null && typeof answer !== 'string') title.picture = { source: 'builtin', url: answer.url, theme };
    },
  }];
}

function pointJobs(sub: Subtopic, style: string, settings: Settings, calls: PictureCalls, signal: AbortSignal | undefined): Job[] {
  if (sub.visual_mode === 'image') {
    if (!shouldGenerateMedia(sub.image_prompt, settings)) return [];
    const prompt = sub.image_prompt.trim();
    return [{
      key: `image|${style}|${prompt}`,
      run: () => calls.image({ prompt, style, heading: sub.heading.slice(0, 500), orientation: 'square', purpose: 'content' }, signal),
      apply: (answer) => {
        if (answer !== null && typeof answer !== 'string') sub.image_url = answer.url;
      },
    }];
  }
  if (!shouldGenerateMedia(sub.icon_prompt, settings)) return [];
  const prompt = sub.icon_prompt.trim();
  return [{
    key: `icon||${prompt}`,
    run: () => calls.icon(prompt, signal),
    apply: (answer) => {
      if (typeof answer === 'string') sub.image_url = answer;
    },
  }];
}

/** Runs `jobs` at most PARALLEL at a time, each prompt once, and applies every answer. */
async function runJobs(jobs: readonly Job[], summary: PictureSummary): Promise<void> {
  const asked = new Map<string, Promise<PictureAnswer | string | null>>();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      let answer = asked.get(job.key);
      if (!answer) {
        answer = job.run();
        asked.set(job.key, answer);
      }
      try {
        const got = await answer;
        job.apply(got);
        if (got === null) summary.none += 1;
        else if (typeof got === 'string') summary.icons += 1;
        else summary.images += 1;
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : 'the call failed';
        summary.failures.set(message, (summary.failures.get(message) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, jobs.length) }, worker));
}

/**
 * Asks for the pictures and icons of `deck` and returns it with them in
 * place (the deck passed in is not changed). Failures are reported, one
 * warning per distinct message.
 */
export async function addPictures(deck: ExportDeck, calls: PictureCalls, reporter: Reporter, signal?: AbortSignal): Promise<ExportDeck> {
  const slides = structuredClone(deck.slides) as Slide[];
  const used: UsedPhotos = { pages: new Set(deckPhotoPages(slides)), images: new Set(slides.flatMap((s) => (s.topic?.image_url ? [s.topic.image_url] : []))) };
  const jobs = slides.flatMap((slide) => slideJobs(slide, deck.settings, calls, used, signal));
  if (jobs.length > 0) {
    reporter.progress(`Pictures and icons: asking for ${jobs.length}`);
    const summary: PictureSummary = { images: 0, icons: 0, none: 0, failures: new Map() };
    await runJobs(jobs, summary);
    if (signal?.aborted) throw signal.reason;
    const none = summary.none > 0 ? `, ${summary.none} with none that fits` : '';
    reporter.progress(`Pictures and icons: ${summary.images} ${summary.images === 1 ? 'picture' : 'pictures'}, ${summary.icons} ${summary.icons === 1 ? 'icon' : 'icons'}${none}`);
    for (const [message, count] of summary.failures) reporter.warn(`${count} ${count === 1 ? 'picture or icon' : 'pictures or icons'} left out: ${message}`);
  }
  // Asked once the photos are in: only a deck that got none opens on the art.
  const art = titleArtJobs(slides, deck.settings, calls, signal);
  if (jobs.length === 0 && art.length === 0) return deck;
  if (art.length > 0) {
    const summary: PictureSummary = { images: 0, icons: 0, none: 0, failures: new Map() };
    await runJobs(art, summary);
    if (signal?.aborted) throw signal.reason;
    if (summary.images > 0) reporter.progress('Title slide: no photo in the deck, so abstract art in the theme colours');
    for (const [message] of summary.failures) reporter.warn(`The title slide's art was left out: ${message}`);
  }
  return { ...deck, slides };
}
