/**
 * Where the slide renderer shows a topic picture being made:
 * like edit-context.ts, the renderer does not know the screen. With no
 * provider (thumbnails, presenting, print, export) nothing is shown and
 * nothing listens; the /home canvas provides a value that says, for a
 * slide's topic, whether its image is generating or failed
 * (`mediaState.items[topicImageWant(topic, settings).key]`) and retries it.
 *
 * The value is stable (it changes with the deck's image settings only); each
 * slide listens to its own key through useSyncExternalStore, so a picture
 * finishing re-renders that slide and no other.
 */
import { createContext, useMemo, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';
import type { PresentationSettings } from '../../core/schemas/config';
import { useServices } from '../../state/services';
import { mediaState, topicImageWant, type MediaItem, type MediaItemStatus, type MediaState } from '../../state/media';

/** The topic fields that say which picture it wants (a store snapshot or plain data both fit). */
export interface MediaTopic {
  readonly visual_mode?: string | undefined;
  readonly image_prompt?: string | undefined;
}

/** The deck settings that decide a topic image's cache key. */
export type SlideMediaSettings = Pick<PresentationSettings, 'selectedImageStyle' | 'disablePhotos'>;

export interface SlideMediaContextValue {
  /** The media cache key of the image a topic wants (undefined: none, e.g. icon mode or photos off). */
  imageKey(topic: MediaTopic): string | undefined;
  /** The picture in progress or failed under a key (undefined: neither). */
  item(key: string): Readonly<MediaItem> | undefined;
  /** Calls `onChange` when any picture's state changes; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  /** The user's Retry of a picture. */
  onRetry(key: string): void;
}

/** Null: this slide shows no picture progress. */
export const SlideMediaContext = createContext<SlideMediaContextValue | null>(null);

/**
 * The context value for a deck's settings, reading `source` (a valtio
 * proxy; the app's media store unless a test passes its own); a Retry goes
 * to `retry` (the app's media job; none by default).
 */
export function createSlideMedia(settings: SlideMediaSettings, source: MediaState = mediaState, retry: (key: string) => void = () => undefined): SlideMediaContextValue {
  return {
    imageKey: (topic) =>
      topic.visual_mode === 'image' && topic.image_prompt ? topicImageWant({ visual_mode: 'image', image_prompt: topic.image_prompt }, settings)?.key : undefined,
    item: (key) => source.items[key],
    subscribe: (onChange) => subscribe(source, onChange),
    onRetry: retry,
  };
}

/** The provider's value for the open deck: the same object while its image settings stay the same. */
export function useSlideMedia(settings: SlideMediaSettings): SlideMediaContextValue {
  const { selectedImageStyle, disablePhotos } = settings;
  const { media } = useServices();
  return useMemo(() => createSlideMedia({ selectedImageStyle, disablePhotos }, mediaState, media.retry), [selectedImageStyle, disablePhotos, media]);
}

/** A topic picture's state where the screen shows it. */
export interface TopicImageMedia {
  status: MediaItemStatus | undefined;
  /** When its current call started (ms), for the widget's progress. */
  startedAt: number | undefined;
  onRetry: (() => void) | undefined;
}

const NOTHING = (): undefined => undefined;
const NO_SUBSCRIPTION = () => () => undefined;

/**
 * The topic image's state for the slide renderer: null without a context
 * (and then nothing is subscribed to), else its status, read for its own key.
 */
export function useTopicImageMedia(ctx: SlideMediaContextValue | null, topic: MediaTopic | undefined): TopicImageMedia | null {
  const visualMode = topic?.visual_mode;
  const prompt = topic?.image_prompt;
  const key = useMemo(() => (ctx ? ctx.imageKey({ visual_mode: visualMode, image_prompt: prompt }) : undefined), [ctx, visualMode, prompt]);
  const read = ctx && key !== undefined ? () => ctx.item(key)?.status : NOTHING;
  const status = useSyncExternalStore(ctx && key !== undefined ? ctx.subscribe : NO_SUBSCRIPTION, read, read);
  if (ctx === null || topic === undefined) return null;
  const startedAt = key === undefined ? undefined : ctx.item(key)?.startedAt;
  return { status, startedAt, onRetry: key === undefined ? undefined : () => ctx.onRetry(key) };
}
