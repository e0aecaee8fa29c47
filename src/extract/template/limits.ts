/**
 * Caps of one template import and the messages of its refusals. A template
 * is read on the device, so the caps protect the tab: a company template
 * with a few photos is a few MB, 60 MB is far past any real one.
 */
import { ExtractError } from '../errors';
import { DEFAULT_LIMITS, type ExtractLimits } from '../limits';

export interface TemplateLimits extends ExtractLimits {
  /** Bytes of one picture kept from the master; a bigger one is left out with a note. */
  maxPictureBytes: number;
  /** Pictures kept in all (background, logo and other marks). */
  maxPictures: number;
}

export const TEMPLATE_LIMITS: Readonly<TemplateLimits> = {
  ...DEFAULT_LIMITS,
  maxBytes: 60 * 1024 * 1024,
  maxUnzippedBytes: 200 * 1024 * 1024,
  maxZipEntries: 5_000,
  timeoutMs: 20_000,
  maxPictureBytes: 10 * 1024 * 1024,
  maxPictures: 8,
};

const MB = 1024 * 1024;

export const TEMPLATE_NOT_POWERPOINT = 'This file is not a PowerPoint template or presentation. Choose a .pptx, .potx or .pptm file.';
export const TEMPLATE_OLD_POWERPOINT = 'This is an old-style PowerPoint file (.ppt or .pot). Open it in PowerPoint or LibreOffice, save it as .pptx or .potx, and import that.';
export const TEMPLATE_PASSWORD = 'This template is password-protected: open it in PowerPoint, remove the password, save it and import it again.';
export const TEMPLATE_EXPANDS = 'This template expands to more than Decksmith can safely read, so it was not imported.';
export const TEMPLATE_DAMAGED = 'This template looks damaged and could not be read, so it was not imported.';
export const TEMPLATE_TIMED_OUT = 'Reading this template took too long and was stopped, so it was not imported.';

export function templateTooLarge(bytes: number, limit: number): string {
  return `This template is ${Math.ceil(bytes / MB)} MB; templates up to ${Math.floor(limit / MB)} MB can be imported. Remove large pictures from it and try again.`;
}

export function templateMissingPart(part: string): string {
  return `This template is damaged: its ${part} is missing, so it was not imported.`;
}

/** Refusals as ExtractErrors with the template's own wording. */
export const refuse = {
  notPowerPoint: () => new ExtractError('unsupported', TEMPLATE_NOT_POWERPOINT),
  oldPowerPoint: () => new ExtractError('unsupported', TEMPLATE_OLD_POWERPOINT),
  password: () => new ExtractError('encrypted', TEMPLATE_PASSWORD),
  missing: (part: string) => new ExtractError('damaged', templateMissingPart(part)),
};

/** A reader's failure in the template's words (the zip guard and the deadline speak of files in general). */
export function templateError(error: ExtractError): ExtractError {
  if (error.code === 'bomb') return new ExtractError('bomb', TEMPLATE_EXPANDS);
  if (error.code === 'timeout') return new ExtractError('timeout', TEMPLATE_TIMED_OUT);
  return error;
}
