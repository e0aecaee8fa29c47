/**
 * Pictures for the printed deck. The browser writes a PDF with each picture
 * at the resolution it came in: a 2 MB PNG photo costs about 1 MB of PDF, a
 * stock JPEG its whole download, though a slide shows it in a third of a
 * page. Before printing, each bitmap picture is scaled to at most twice the
 * pixels of the largest slot it fills and stored as JPEG or PNG by content
 * (pptx/picture-encode.ts), then handed to the print pages as a blob: URL.
 * The picture is kept whole (only scaled): the pages still crop it to its
 * slot and focal point as on screen. A picture that cannot be read,
 * measured or made smaller stays as it was.
 */
import type { Slide } from '../core/schemas/slide';
import { imageSize, sniffImage } from '../lib/image-bytes';
import { CANVAS_PX_PER_INCH, MAX_DENSITY } from './pptx/picture-fit';
import type { ImageLoader, PictureEncoder } from './types';

/** The topic picture's slot and a whole slide (title picture, background), in inches. */
const TOPIC_SLOT = { w: 3.5, h: 5.5 };
const SLIDE = { w: 10, h: 5.625 };

export interface PrintPictureDeps {
  encodePicture: PictureEncoder;
  loadImage: ImageLoader;
  /** Default: URL.createObjectURL / revokeObjectURL. */
  createUrl?: (blob: Blob) => string;
  revokeUrl?: (url: string) => void;
}

export interface PrintPictures<S> {
  slides: S[];
  /** Frees the blob: URLs made for the print; call once the print is over. */
  release(): void;
}

type PrintableSlide = Pick<Slide, 'type' | 'backgroundImage'> & { topic?: { image_url?: string | undefined } | undefined; picture?: { url?: string | undefined } | undefined };

/** Every bitmap address the slides show, with the largest slot (inches) it fills. */
function wanted(slides: readonly PrintableSlide[]): Map<string, { w: number; h: number }> {
  const slots = new Map<string, { w: number; h: number }>();
  const want = (url: string | undefined, slot: { w: number; h: number }): void => {
    if (!url || !/^(data:image\/|blob:|https?:)/i.test(url.trim())) return;
    const had = slots.get(url);
    slots.set(url, had && had.w * had.h >= slot.w * slot.h ? had : slot);
  };
  for (const slide of slides) {
    want(slide.backgroundImage, SLIDE);
    want(slide.picture?.url, SLIDE);
    want(slide.topic?.image_url, TOPIC_SLOT);
  }
  // A title slide without a picture of its own shows the first topic picture across its half.
  const firstTopic = slides.find((s) => s.type === 'topic' && s.topic?.image_url)?.topic?.image_url;
  if (firstTopic) want(firstTopic, SLIDE);
  return slots;
}

/** Bytes of a smaller picture for `url` in `slot`, or undefined to keep the original. */
async function smaller(url: string, slot: { w: number; h: number }, deps: PrintPictureDeps): Promise<{ data: Uint8Array; kind: string } | undefined> {
  const loaded = await deps.loadImage(url).catch(() => null);
  if (!loaded) return undefined;
  const kind = sniffImage(loaded.data);
  if (kind !== 'png' && kind !== 'jpeg' && kind !== 'gif') return undefined;
  const size = imageSize(loaded.data, kind);
  if (!size) return undefined;
  // Scaled so it still covers twice the slot's pixels, whole: the print page cuts it as the screen does.
  const scale = Math.min(1, Math.max((slot.w * CANVAS_PX_PER_INCH * MAX_DENSITY) / size.width, (slot.h * CANVAS_PX_PER_INCH * MAX_DENSITY) / size.height));
  const box = { w: (size.width * scale) / (CANVAS_PX_PER_INCH * MAX_DENSITY), h: (size.height * scale) / (CANVAS_PX_PER_INCH * MAX_DENSITY) };
  const out = await deps.encodePicture(loaded.data, kind, { box, fit: 'contain' }).catch(() => null);
  return out && out.reencoded && out.data.length < loaded.data.length ? { data: out.data, kind: out.kind } : undefined;
}

function replaced<S extends PrintableSlide>(slide: S, urls: ReadonlyMap<string, string>): S {
  const swap = (url: string | undefined): string | undefined => (url === undefined ? url : (urls.get(url) ?? url));
  const out = { ...slide };
  if (slide.backgroundImage !== undefined) out.backgroundImage = swap(slide.backgroundImage);
  if (slide.topic?.image_url !== undefined) out.topic = { ...slide.topic, image_url: swap(slide.topic.image_url) };
  if (slide.picture?.url !== undefined) out.picture = { ...slide.picture, url: swap(slide.picture.url) };
  return out;
}

/** The slides with their pictures made print-sized; never fails (a picture it cannot shrink stays). */
export async function printablePictures<S extends PrintableSlide>(slides: readonly S[], deps: PrintPictureDeps): Promise<PrintPictures<S>> {
  const create = deps.createUrl ?? ((blob: Blob) => URL.createObjectURL(blob));
  const revoke = deps.revokeUrl ?? ((url: string) => URL.revokeObjectURL(url));
  const urls = new Map<string, string>();
  await Promise.all(
    [...wanted(slides)].map(async ([url, slot]) => {
      const out = await smaller(url, slot, deps).catch(() => undefined);
      if (out) urls.set(url, create(new Blob([out.data as Uint8Array<ArrayBuffer>], { type: `image/${out.kind}` })));
    }),
  );
  return { slides: slides.map((slide) => replaced(slide, urls)), release: () => urls.forEach((made) => revoke(made)) };
}
