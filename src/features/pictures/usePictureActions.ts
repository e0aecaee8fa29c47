/**
 * The picture menu's items for one slide, shared by the menu on the slide
 * and the one in the Edit Slide modal: what each does, whether it applies
 * to this picture, and where its problems are said (a toast).
 */
import { useSnapshot } from 'valtio';
import { canRegenerate, slidePictureUrl } from '../../core/commands';
import { IMAGE_BOX } from '../../core/layouts';
import { TITLE_PICTURE, titlePicture } from '../../core/slide/title-slide';
import type { Slide } from '../../core/schemas/slide';
import { useServices } from '../../state/services';
import { showToast } from '../../state/toast';
import { putFile, regeneratePicture, removePicture, type ActionResult } from './actions';
import { pictureOrigin } from './credit';
import { readClipboardPicture } from './file-input';
import { pictureUi } from './ui-state';

export type PictureItemId = 'replace' | 'upload' | 'paste' | 'crop' | 'regenerate' | 'remove';

export interface PictureItem {
  id: PictureItemId;
  label: string;
}

/** The items for a slide's picture, in menu order: only what applies (no Crop or Remove without a picture). */
export function pictureItems(slide: Slide | undefined, shown: boolean): PictureItem[] {
  if (slide === undefined) return [];
  const items: PictureItem[] = [
    { id: 'replace', label: shown ? 'Replace…' : 'Add a picture…' },
    { id: 'upload', label: 'Upload from device…' },
    { id: 'paste', label: 'Paste from clipboard' },
  ];
  if (shown) items.push({ id: 'crop', label: 'Crop and focal point…' });
  if (canRegenerate(slide)) items.push({ id: 'regenerate', label: 'Regenerate (1 credit)' });
  if (shown) items.push({ id: 'remove', label: 'Remove picture' });
  return items;
}

/** The slot's shape when the menu does not know it (the Edit Slide modal): the standard picture slots. */
export function defaultAspect(slide: Slide | undefined): number {
  return slide?.type === 'title' ? TITLE_PICTURE.w / TITLE_PICTURE.h : IMAGE_BOX.w / IMAGE_BOX.h;
}

/** Says how an action went: a problem stays until dismissed, a note passes. */
export function report(result: ActionResult): void {
  if (!result.ok) showToast('error', result.error);
  else if (result.note) showToast('info', result.note);
}

/** Everything a menu for the picture of slide `index` needs. */
export function usePictureActions(index: number) {
  const { editor, media } = useServices();
  const deck = useSnapshot(editor.store.state);
  const slide = deck.slides[index] as Slide | undefined;
  // The title slide shows the deck's first topic picture unless it has its own.
  const url = slide === undefined ? undefined : slide.type === 'title' ? titlePicture(deck.slides as readonly Slide[], !deck.settings.disablePhotos) : slidePictureUrl(slide);
  const origin = url === undefined ? 'No picture' : slide?.type === 'title' && !slide.picture?.url ? "The deck's first picture" : pictureOrigin(slide?.picture);
  const takeFile = async (file: Blob, name: string) => report(await putFile(editor, index, file, name || 'Pasted picture'));
  /** Runs an item; `aspect` is the slot's width over height, which the crop box keeps. */
  const run = async (id: PictureItemId, openFilePicker: () => void, aspect?: number): Promise<void> => {
    if (id === 'replace') pictureUi.replace = index;
    else if (id === 'upload') openFilePicker();
    else if (id === 'crop') {
      pictureUi.cropAspect = aspect ?? defaultAspect(slide);
      pictureUi.crop = index;
    }
    else if (id === 'remove') removePicture(editor, index);
    else if (id === 'regenerate') await regeneratePicture(editor, index, media.retry);
    else {
      const clip = await readClipboardPicture();
      if (clip.ok) await takeFile(clip.blob, 'Pasted picture');
      else showToast('error', clip.error);
    }
  };
  return { slide, url, origin, items: pictureItems(slide, url !== undefined), run, takeFile };
}
