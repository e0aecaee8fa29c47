/**
 * The studio's picture menu: on every picture of a slide (through the
 * renderer's SlidePictureContext), in the Edit Slide modal (PictureSection),
 * the dialogs they open (mounted once beside the slides), and the image
 * style change that asks before making pictures again.
 */
import type { SlidePictureContextValue } from '../../ui/slide/picture-context';
import { CropDialog } from './CropDialog';
import { PictureMenu } from './PictureMenu';
import { ReplacePanel } from './ReplacePanel';
import { StyleChangeDialog } from './StyleChangeDialog';

export { PictureSection } from './PictureSection';
export { requestImageStyle } from './StyleChangeDialog';

/** The menus on the open deck's pictures (only where a picture is shown; the Edit Slide modal adds one). */
export const PICTURE_MENU: SlidePictureContextValue = {
  renderMenu: (props) => (props.url ? <PictureMenu key={`${props.slideIndex}:picture`} {...props} /> : null),
};

/** The picture dialogs, mounted once where the open deck is edited. */
export function PictureDialogs() {
  return (
    <>
      <ReplacePanel />
      <CropDialog />
      <StyleChangeDialog />
    </>
  );
}
