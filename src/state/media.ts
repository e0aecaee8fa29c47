/**
 * What the screen knows about slide pictures being made:
 * a valtio store of the prompts in progress or failed, by media cache key,
 * the one notice a failing run shows, and the Retry a failed image offers.
 * The media job (media-job.ts) writes it; the image widget, the slide
 * canvas and the generation panel only read it, and ask the app's media
 * service (src/state/services) for a Retry.
 */
import { proxy } from 'valtio';
import { shouldGenerateMedia } from '../core/media-rules';
import type { PresentationSettings } from '../core/schemas/config';
import type { SlideTopic, Subtopic } from '../core/schemas/slide';
import type { ImageContext, PictureOrientation } from '../protocol/pictures';
import { mediaKey, type MediaKind } from '../data/media';

/** generating: the call is under way; error: it failed and will not be retried until the user asks. */
export type MediaItemStatus = 'generating' | 'error';

export interface MediaItem {
  kind: MediaKind;
  status: MediaItemStatus;
  /** When the call started (ms), for the widget's progress. */
  startedAt: number;
  /** The user-facing text of the failure. */
  error?: string;
}

export interface MediaState {
  /** Prompts in progress or failed, by media cache key (see {@link mediaKey}); a finished one is removed. */
  items: Record<string, MediaItem>;
  /** Said once per run when pictures could not be made (null: nothing to say). */
  notice: string | null;
}

/** The app's media store: `useSnapshot(mediaState)`. */
export const mediaState: MediaState = proxy<MediaState>({ items: {}, notice: null });

/** The image style a cache key uses (the schema already maps the alias 'realistic' to photorealistic). */
export function imageStyleOf(settings: Pick<PresentationSettings, 'selectedImageStyle'>): string {
  return settings.selectedImageStyle;
}

type MediaSettings = Pick<PresentationSettings, 'selectedImageStyle' | 'disablePhotos'>;

/** One picture a slide wants: the topic image, or a subtopic's icon or image. */
export interface MediaWant {
  kind: MediaKind;
  prompt: string;
  /** The image style ('' for icons). */
  style: string;
  key: string;
  /**
   * What helps the server find a fitting photo for a slide's picture: its
   * heading's words weigh in the search, and the slot's shape ranks the
   * candidates. Not part of the key: the same prompt is the same picture.
   */
  context?: ImageContext;
}


/**
 * A topic picture stands beside the slide's points, in a column taller than
 * it is wide (and the title slide shows the first one the same way).
 */
const TOPIC_PICTURE_SHAPE: PictureOrientation = 'portrait';

function want(kind: MediaKind, prompt: string, settings: MediaSettings): MediaWant | undefined {
  if (!shouldGenerateMedia(prompt, settings)) return undefined;
  const style = kind === 'image' ? imageStyleOf(settings) : '';
  return { kind, prompt: prompt.trim(), style, key: mediaKey(kind, prompt, style) };
}

/** The topic image a slide wants: only in image mode, with a prompt that is not a URL, photos on. */
export function topicImageWant(topic: Pick<SlideTopic, 'visual_mode' | 'image_prompt'> & { heading?: string }, settings: MediaSettings): MediaWant | undefined {
  const found = topic.visual_mode === 'image' ? want('image', topic.image_prompt, settings) : undefined;
  if (found === undefined) return undefined;
  const heading = topic.heading?.trim();
  return { ...found, context: { orientation: TOPIC_PICTURE_SHAPE, ...(heading ? { heading } : {}) } };
}

/** A subtopic's picture: its image in image mode, else its icon. */
export function subtopicWant(sub: Pick<Subtopic, 'visual_mode' | 'image_prompt' | 'icon_prompt'>, settings: MediaSettings): MediaWant | undefined {
  return sub.visual_mode === 'image' ? want('image', sub.image_prompt, settings) : want('icon', sub.icon_prompt, settings);
}
