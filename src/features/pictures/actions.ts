/**
 * What the picture menu does, over the app's editor: each change is one
 * registered command (one undo step); a file becomes a picture through
 * prepare.ts and is kept in the uploads library too. Messages are sentences
 * ready to show.
 */
import { fetchPicture, PictureCallError } from '../../api/pictures';
import type { PictureInfo } from '../../core/commands';
import type { PictureCrop, PictureFocus, Slide } from '../../core/schemas/slide';
import { mediaRepository } from '../../data/media';
import { saveUpload } from '../../data/uploads';
import type { PictureResult } from '../../protocol/pictures';
import type { Editor } from '../../state/editor';
import { topicImageWant } from '../../state/media';
import { preparePicture, type DrawPicture } from './prepare';

export type ActionResult = { ok: true; note?: string } | { ok: false; error: string };

/** Puts `url` on the slide at `index` as the user's choice. */
export function putPicture(editor: Editor, index: number, url: string, info: PictureInfo): ActionResult {
  editor.apply('slide.setPicture', { index, url, info });
  return { ok: true };
}

/** A file from the device, a drop or the clipboard: checked, prepared, kept in the library and put on the slide. */
export async function putFile(editor: Editor, index: number, file: Blob, name: string, draw?: DrawPicture): Promise<ActionResult> {
  const prepared = await preparePicture(file, draw);
  if (!prepared.ok) return prepared;
  const { dataUrl, width, height, blob, svgRemoved } = prepared.picture;
  // The library is a convenience: a full device must not stop the picture going on the slide.
  await saveUpload(blob, name).catch(() => undefined);
  putPicture(editor, index, dataUrl, { source: 'upload', width, height, name: name.slice(0, 200) });
  return svgRemoved > 0 ? { ok: true, note: 'Scripts and links were removed from this SVG before it was used.' } : { ok: true };
}

/** A search result: fetched through the server (bytes and credit) and put on the slide. */
export async function putSearchResult(editor: Editor, index: number, result: PictureResult, signal?: AbortSignal): Promise<ActionResult> {
  try {
    const { image, credit } = await fetchPicture(result.provider, result.id, signal ? { signal } : {});
    return putPicture(editor, index, image, { source: 'search', credit, ...(result.width > 0 && result.height > 0 ? { width: result.width, height: result.height } : {}) });
  } catch (error) {
    if (signal?.aborted) return { ok: false, error: 'Cancelled.' };
    return { ok: false, error: error instanceof PictureCallError ? error.message : 'This picture could not be fetched. Try another one.' };
  }
}

/** Takes the picture off the slide. */
export function removePicture(editor: Editor, index: number): void {
  editor.apply('slide.removePicture', { index });
}

/** Sets crop and focal point; the picture's size is recorded too when the crop was drawn on it. */
export function cropPicture(editor: Editor, index: number, crop: PictureCrop | undefined, focus: PictureFocus | undefined, size?: { width: number; height: number }): void {
  editor.apply('slide.cropPicture', { index, crop, focus, size });
}

/**
 * Makes a generated picture again: the cached answer is forgotten first (or
 * the same picture would come back), then the slide lets go of the old one
 * and the media job asks anew, charging its credit.
 */
export async function regeneratePicture(editor: Editor, index: number, retry: (key: string) => void): Promise<void> {
  const doc = editor.doc();
  const slide = doc.slides[index] as Slide | undefined;
  const want = slide?.topic ? topicImageWant(slide.topic, doc.settings) : undefined;
  if (want === undefined) return;
  retry(want.key);
  await mediaRepository().remove(want.key).catch(() => undefined);
  editor.apply('slide.regeneratePicture', { index });
}
