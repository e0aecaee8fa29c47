/**
 * Which picture dialog is open: the Replace panel or the crop picker for a
 * slide. One set of dialogs serves every picture menu (on the slides and in
 * the Edit Slide modal); the image style question waits in
 * src/state/image-style-request.
 */
import { proxy } from 'valtio';

export interface PictureUiState {
  /** The slide whose picture the Replace panel replaces. */
  replace: number | null;
  /** The slide whose picture is being cropped. */
  crop: number | null;
  /** Width over height of the slot the cropped picture fills (the crop box keeps it). */
  cropAspect: number;
}

export const pictureUi: PictureUiState = proxy<PictureUiState>({ replace: null, crop: null, cropAspect: 3.5 / 5.5 });
