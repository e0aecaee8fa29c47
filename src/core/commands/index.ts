/**
 * Deck editing as registered pure commands, their undo history and their
 * key bindings. UI code applies commands through
 * the history and reads menus and shortcuts from the registry.
 */
export type { Command, DeckDoc, Mergeable, SlideTarget } from './types';
export { TEXT_LIMITS, capText } from './limits';
export { renumberSlides } from './deck-ops';
export { blankTopicSlide, type AddSlideArgs } from './add-slide';
export type { SlideTextField, EditSlideTextArgs } from './edit-slide-text';
export type { SetSlideLayoutArgs } from './set-slide-layout';
export type { InsertDataSlideArgs } from './insert-data-slide';
export type { SetSlideDataArgs } from './set-slide-data';
export type { MoveSlideArgs } from './move-slide';
export { normalizeImageUrl, type SetBackgroundImageArgs } from './set-background-image';
export type { SetThemeArgs } from './set-theme';
export type { SetFontsArgs } from './set-fonts';
export type { SetImageStyleArgs } from './set-image-style';
export { canRegenerate, isRedrawable, picturesToRedraw, slidePictureUrl, type CropSlidePictureArgs, type PictureInfo, type RedrawPicturesArgs, type SetSlidePictureArgs } from './slide-picture';
export type { SetToneArgs } from './set-tone';
export type { TogglePhotosArgs } from './toggle-photos';
export type { SetDeckTitleArgs } from './set-deck-title';
export type { RestoreVersionArgs } from './restore-version';
export type { RewriteSlidesArgs, SlideInsert, SlideRewrite } from './rewrite-slides';
export * from './registry';
export * from './history';
export * from './shortcuts';
