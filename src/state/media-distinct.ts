/**
 * One photo per deck. The server keeps no memory of a deck, so each photo
 * call names the photos the deck already shows (their source pages), and
 * the server picks another. That cannot catch everything: two slides asked
 * at the same time both get the best match, and one photo can be offered
 * by two services under two pages (Openverse indexes Flickr and Commons).
 * So an answer is checked against the deck by its source page and by its
 * bytes, and a duplicate is asked for once more (naming it too), then left
 * out: no picture beats the same picture twice.
 */
import { deckPhotoPages } from '../core/deck/media';
import type { PictureCredit, Slide } from '../core/schemas/slide';
import { PICTURE_LIMITS } from '../protocol/pictures';
import type { MediaWant } from './media';
import type { MediaOutcome } from './media-fetch';

/** The found or made photos a deck shows: their source pages and their addresses (data URLs: their bytes). */
export interface DeckPhotos {
  pages: Set<string>;
  images: Set<string>;
}

/** A content picture: a photo of the slide's subject (not an icon, not the title slide's decorative art). */
export function isPhotoWant(want: MediaWant): boolean {
  return want.kind === 'image' && want.context?.purpose !== 'decorative';
}

/**
 * The photos `slides` show outside the slides in `except`, with `coming`
 * (pictures got for the deck, not on it yet).
 */
export function deckPhotos(slides: readonly Slide[], except: ReadonlySet<number>, coming: Iterable<{ url?: string | undefined; credit?: PictureCredit | undefined }>): DeckPhotos {
  const pages = new Set(deckPhotoPages(slides, except));
  const images = new Set<string>();
  for (const slide of slides) {
    if (except.has(slide.id) || slide.picture?.removed === true) continue;
    const url = slide.type === 'title' ? (slide.picture?.source === 'builtin' ? undefined : slide.picture?.url) : slide.topic?.image_url;
    if (url) images.add(url);
  }
  for (const photo of coming) {
    if (photo.credit) pages.add(photo.credit.sourceUrl);
    if (photo.url) images.add(photo.url);
  }
  return { pages, images };
}

/** `want` naming the deck's photos (and `also`, a page just answered twice) for the server to leave out. */
export function withAvoid(want: MediaWant, photos: DeckPhotos, also?: string): MediaWant {
  const pages = [...(also ? [also] : []), ...[...photos.pages].filter((p) => p !== also)];
  if (!isPhotoWant(want) || pages.length === 0) return want;
  return { ...want, context: { ...want.context, avoid: pages.slice(0, PICTURE_LIMITS.avoid) } };
}

/** Whether `outcome` is a photo the deck already shows, by its page or its bytes. */
export function isDuplicate(want: MediaWant, outcome: MediaOutcome, photos: DeckPhotos): boolean {
  if (!isPhotoWant(want) || outcome.kind !== 'ready') return false;
  return photos.images.has(outcome.url) || (outcome.credit !== undefined && photos.pages.has(outcome.credit.sourceUrl));
}
