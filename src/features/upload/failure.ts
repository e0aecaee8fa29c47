/**
 * What the 'Upload Failed' view says for a thrown value. The headline is one
 * of the fixed upload texts of core/errors; when the extractor knows more (a
 * password, a damaged file, contents that are not what the name says) that
 * reason follows as a second line, so the user knows what to change.
 */
import { EXTRACTION_FAILED, FILE_TOO_LARGE, FILE_TYPE_NOT_SUPPORTED, UNKNOWN_ERROR_OCCURRED } from '../../core/errors';
import { uploadExtension, withArticle } from '../../core/upload-rules';
import { ExtractError } from '../../extract/errors';

export interface UploadFailure {
  message: string;
  detail?: string;
}

/** The refusal of a file whose bytes do not match its extension (an .exe renamed .pdf, say). */
export function contentMismatch(fileName: string): string {
  const ext = uploadExtension(fileName);
  return ext ? `The contents of this file are not ${withArticle(ext)} document, whatever its name says.` : FILE_TYPE_NOT_SUPPORTED;
}

function fromExtractError(error: ExtractError, fileName: string): UploadFailure {
  switch (error.code) {
    case 'too_large':
      return { message: FILE_TOO_LARGE };
    case 'unsupported':
      // The name passed the type check before extraction, so the content sniffing refused it.
      return { message: FILE_TYPE_NOT_SUPPORTED, detail: contentMismatch(fileName) };
    case 'empty':
      return { message: EXTRACTION_FAILED };
    default:
      return { message: EXTRACTION_FAILED, detail: error.message };
  }
}

/** The failure view's texts for `error`, thrown while extracting `fileName`. */
export function describeUploadFailure(error: unknown, fileName: string): UploadFailure {
  if (error instanceof ExtractError) return fromExtractError(error, fileName);
  // extractFile's own Error carries 'An unexpected error occurred'.
  if (error instanceof Error && error.message.trim() !== '') return { message: error.message };
  return { message: UNKNOWN_ERROR_OCCURRED };
}

/** Whether `error` is the user's own Cancel, which is not a failure. */
export function isCancellation(error: unknown): boolean {
  return error instanceof ExtractError && error.code === 'cancelled';
}
