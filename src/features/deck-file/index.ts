/**
 * The portable deck file in the app: 'Download deck file' for the open deck
 * (the Export menu calls `downloadDeckFile`), and 'Open deck file' on the
 * dashboard (button and drop zone).
 */
export { downloadDeckFile, type DownloadDeckFileOptions, type DownloadDeckFileResult } from './download';
export { OpenDeckFileButton } from './OpenDeckFileButton';
export { DeckFileDropZone, DROP_DECK_FILE_TEXT } from './DeckFileDropZone';
export { importDeckFile, deckFileImport } from './import-flow';
