/**
 * Why an extraction failed, as a code the server maps to an HTTP status and
 * the upload dialog maps to a message. The texts for size, type and empty
 * come from core/errors, shared with the upload checks; the others are
 * worded so the user knows what to do next.
 */
import { EXTRACTION_FAILED, FILE_TOO_LARGE, FILE_TYPE_NOT_SUPPORTED } from '../core/errors';

export const PASSWORD_PROTECTED_PDF = 'This PDF is password-protected: remove the password and try again.';
export const PASSWORD_PROTECTED_DOCUMENT = 'This document is password-protected: remove the password and try again.';
export const FILE_DAMAGED = 'This file looks damaged and its text could not be read.';
export const FILE_EXPANDS_TOO_MUCH = 'This file expands to more than Decksmith can safely read.';
export const EXTRACTION_TIMED_OUT = 'Reading this file took too long and was stopped. Try a smaller file.';
export const EXTRACTION_CANCELLED = 'Text extraction was cancelled.';
export const TOO_MANY_ELEMENTS = 'This document has more elements than Decksmith can safely read. Try a smaller file.';
export const TOO_MANY_PARAGRAPHS = 'This document has more paragraphs than Decksmith can safely read. Try a smaller file.';
export const TOO_MUCH_TEXT = 'This document holds more text than Decksmith can safely read. Try a smaller file.';
export const NESTED_TOO_DEEPLY = 'This document nests its elements deeper than Decksmith can safely read. Try a smaller file.';
export const EXTRACTION_OUT_OF_MEMORY = 'Reading this file needed more memory than Decksmith allows and was stopped. Try a smaller file.';

export type ExtractErrorCode =
  | 'too_large'
  | 'unsupported'
  | 'empty'
  | 'encrypted'
  | 'damaged'
  | 'bomb'
  | 'too_complex'
  | 'timeout'
  | 'cancelled';

const DEFAULT_MESSAGES: Record<ExtractErrorCode, string> = {
  too_large: FILE_TOO_LARGE,
  unsupported: FILE_TYPE_NOT_SUPPORTED,
  empty: EXTRACTION_FAILED,
  encrypted: PASSWORD_PROTECTED_DOCUMENT,
  damaged: FILE_DAMAGED,
  bomb: FILE_EXPANDS_TOO_MUCH,
  // The caps' own messages (above) say which was passed; this one stands for any.
  too_complex: TOO_MANY_ELEMENTS,
  timeout: EXTRACTION_TIMED_OUT,
  cancelled: EXTRACTION_CANCELLED,
};

/** A refusal with a user-facing message; anything else thrown by a parser becomes 'damaged'. */
export class ExtractError extends Error {
  readonly code: ExtractErrorCode;

  constructor(code: ExtractErrorCode, message: string = DEFAULT_MESSAGES[code]) {
    super(message);
    this.name = 'ExtractError';
    this.code = code;
  }
}

export function isExtractErrorCode(value: unknown): value is ExtractErrorCode {
  return typeof value === 'string' && value in DEFAULT_MESSAGES;
}

/** Any failure as an ExtractError: parser crashes on bad input read as a damaged file. */
export function toExtractError(error: unknown): ExtractError {
  if (error instanceof ExtractError) return error;
  return new ExtractError('damaged');
}
