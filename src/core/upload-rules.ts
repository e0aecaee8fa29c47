/**
 * Upload checks of the creation flow (under 10 MB, a supported type), done
 * before any extraction starts.
 */
import { EXTRACT_MAX_BYTES } from '../protocol/requests';
import { EXTRACTION_FAILED, FILE_TOO_LARGE, FILE_TYPE_NOT_SUPPORTED } from './errors';

export const ALLOWED_UPLOAD_EXTENSIONS = ['pdf', 'doc', 'docx', 'pptx', 'txt', 'md'] as const;
export type UploadExtension = (typeof ALLOWED_UPLOAD_EXTENSIONS)[number];
export const UPLOAD_MAX_BYTES = EXTRACT_MAX_BYTES;
export const UPLOAD_PREVIEW_CHARS = 200;

/** Lower-case extension of a file name, when it is one the upload accepts. */
export function uploadExtension(name: string): UploadExtension | undefined {
  const dot = name.lastIndexOf('.');
  const ext = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  return (ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(ext) ? (ext as UploadExtension) : undefined;
}

/**
 * A document type's name with its article, as it is read aloud: "a PDF",
 * "a DOCX", but "an MD" and "an HTML" (initialisms whose first letter is
 * said with a vowel sound: A, E, F, H, I, L, M, N, O, R, S, X).
 */
export function withArticle(typeName: string): string {
  const name = typeName.toUpperCase();
  return `${/^[AEFHILMNORSX]/.test(name) ? 'an' : 'a'} ${name}`;
}

/**
 * The error text for a file the upload refuses (10 MB or more, or a type
 * other than PDF, DOC, DOCX, PPTX, TXT, MD), or undefined when it is fine.
 */
export function validateUploadFile(file: { name: string; size: number }): string | undefined {
  if (file.size >= UPLOAD_MAX_BYTES) return FILE_TOO_LARGE;
  if (uploadExtension(file.name) === undefined) return FILE_TYPE_NOT_SUPPORTED;
  return undefined;
}

/**
 * Extracted text, trimmed.
 * @throws Error('Failed to extract text from file') when nothing is left.
 */
export function requireExtractedText(text: string | null | undefined): string {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') throw new Error(EXTRACTION_FAILED);
  return trimmed;
}

/** The first 200 characters of uploaded content, for the document-mode banner. */
export function uploadPreview(text: string): string {
  return text.length > UPLOAD_PREVIEW_CHARS ? `${text.slice(0, UPLOAD_PREVIEW_CHARS)}...` : text;
}
