/**
 * Every editing command, registered once (as excalidraw's
 * actions/register.ts does). Menus, key bindings and the undo history look
 * commands up here by id; adding a command means adding its file and one
 * line to {@link COMMANDS}.
 */
import { addSlide } from './add-slide';
import { deleteSlide } from './delete-slide';
import { duplicateSlide } from './duplicate-slide';
import { editSlideText } from './edit-slide-text';
import { insertDataSlide } from './insert-data-slide';
import { moveOverflowToNotes } from './move-overflow-to-notes';
import { moveSlide } from './move-slide';
import { moveSlideDown, moveSlideUp } from './move-slide-step';
import { setBackgroundImage } from './set-background-image';
import { cropSlidePicture, redrawPictures, regenerateSlidePicture, removeSlidePicture, setSlidePicture } from './slide-picture';
import { restoreVersion } from './restore-version';
import { rewriteSlides } from './rewrite-slides';
import { setDeckTitle } from './set-deck-title';
import { setFonts } from './set-fonts';
import { setImageStyle } from './set-image-style';
import { setSlideData } from './set-slide-data';
import { setSlideLayout } from './set-slide-layout';
import { setTheme } from './set-theme';
import { setTone } from './set-tone';
import { splitSlide } from './split-slide';
import { togglePhotos } from './toggle-photos';
import type { Command } from './types';

/** The registered commands, in menu order. */
export const COMMANDS = [
  editSlideText,
  setSlideLayout,
  setBackgroundImage,
  addSlide,
  insertDataSlide,
  setSlideData,
  duplicateSlide,
  deleteSlide,
  moveSlide,
  moveSlideUp,
  moveSlideDown,
  setDeckTitle,
  setTheme,
  setFonts,
  setImageStyle,
  setTone,
  togglePhotos,
  splitSlide,
  moveOverflowToNotes,
  setSlidePicture,
  removeSlidePicture,
  cropSlidePicture,
  regenerateSlidePicture,
  redrawPictures,
  restoreVersion,
  rewriteSlides,
] as const;

/** Any registered command, with its own argument type. */
export type RegisteredCommand = (typeof COMMANDS)[number];
/** Ids of the registered commands ('slide.duplicate', 'deck.setTheme'...). */
export type CommandId = RegisteredCommand['id'];
/** The registered command with id `K`. */
export type CommandById<K extends CommandId> = Extract<RegisteredCommand, { id: K }>;
/** The argument type of the command with id `K`. */
export type CommandArgs<K extends CommandId> = Parameters<CommandById<K>['perform']>[1];

const BY_ID: ReadonlyMap<string, Command<never>> = new Map(COMMANDS.map((command) => [command.id, command]));

/** Whether `id` names a registered command (for ids that arrive as plain strings, e.g. from a key binding). */
export function isCommandId(id: string): id is CommandId {
  return BY_ID.has(id);
}

/**
 * The command registered under `id`: typed by its id when the id is a
 * literal, undefined for an unknown string.
 */
export function getCommand<K extends CommandId>(id: K): CommandById<K>;
export function getCommand(id: string): RegisteredCommand | undefined;
export function getCommand(id: string): RegisteredCommand | undefined {
  return BY_ID.get(id) as RegisteredCommand | undefined;
}
