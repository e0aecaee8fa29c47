/**
 * The studio's picture menu: on every picture of a slide and in the Edit
 * Slide modal (both through SlidePictureContext, which the studio provides),
 * the dialogs they open (mounted once beside the slides), and the question an
 * image style change asks before making pictures again.
 */
import type { SlidePictureContextValue } from '../../ui/slide/picture-context';
import { CropDialog } from './CropDialog';
import { PictureMenu } from './PictureMenu';
import { PictureSection } from './PictureSection';
import { ReplacePanel } from './ReplacePanel';
import { StyleChangeDialog } from './StyleChangeDialog';

/** The menus on the open deck's pictures (only where a picture is shown), and the picture section of the Edit Slide modal (always). */
export const PICTURE_MENU: SlidePictureContextValue = {
  renderMenu: (props) => (props.url ? <PictureMenu key={`${props.slideIndex}:picture`} {...props} /> : null),
  renderSection: (slideIndex) => <PictureSection index={slideIndex} />,
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
