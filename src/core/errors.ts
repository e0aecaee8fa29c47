/**
 * Every user-facing error text, character for character, in one place so
 * the screens, the call layer and the tests share one spelling.
 */

// Creation flow: input and upload.
export const BLANK_TOPIC = 'Please enter a topic before generating an outline';
export const FILE_TOO_LARGE = 'File size must be less than 10MB';
export const FILE_TYPE_NOT_SUPPORTED = 'File type not supported. Please upload PDF, DOC, DOCX, PPTX, TXT, or MD files.';
export const EXTRACTION_FAILED = 'Failed to extract text from file';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
export const UNKNOWN_ERROR_OCCURRED = 'Unknown error occurred';

// Outline.
export const OUTLINE_REQUEST_TIMEOUT = 'Outline request timed out. Please try again.';
export const OUTLINE_GENERATION_TIMEOUT = 'Outline generation timed out. Please try again.';
export const OUTLINE_EMPTY = 'Outline request timed out or returned empty. Please try again.';
export const OUTLINE_PARSE_FAILED = 'Failed to parse outline response';
export const OUTLINE_FAILED = 'Failed to generate outline';
export const INVALID_OUTLINE_FORMAT = 'Invalid outline format received from API';

// Content.
export const CONTENT_TIMEOUT = 'Request timed out. Please try again.';
export const NETWORK_ERROR =
  'Network error: Unable to connect to the server. Please check your internet connection and try again.';
export const API_NOT_FOUND = 'API endpoint not found.';
export const API_REQUEST_FAILED = 'API request failed';
export const NO_RESPONSE_BODY = 'No response body received.';
export const CONTENT_FROM_OUTLINE_FAILED = 'Failed to generate content from outline';
export const CONTENT_GENERATION_FAILED = 'Content generation failed';
export const UNKNOWN_ERROR = 'Unknown error';

// Media.
export const IMAGE_RESPONSE_MISSING_IMAGES = 'Image generation response missing images array or array is empty.';
export const ICON_RESPONSE_MISSING_URL = 'Icon generation response missing iconurl/url field.';
export const IMAGE_NOT_RETRIED = 'Image generation failed for this prompt and will not be retried.';
export const ICON_NOT_RETRIED = 'Icon generation failed for this prompt and will not be retried.';
export const IMAGE_WIDGET_FAILED = 'Failed to generate image';
export const IMAGE_WIDGET_RETRY_HINT = 'Please try again';

// Generate page and editor.
export const BACKGROUND_NOT_READY = 'Background streaming not ready. Please wait a moment and try again.';
export const SLIDE_NOT_FOUND = 'Slide not found.';

// Texts of the offline queue and resume.
export const QUEUED_OFFLINE = 'Queued - will generate when you are back online';

// Accounts, saving, viewing.
export const EMAIL_REQUIRED = 'Please enter your email address';
export const NO_SLIDES_TO_SAVE = 'No slides to save. Please generate a presentation first.';
export const NO_SLIDES_TO_DOWNLOAD = 'No slides to download. Please generate a presentation first.';
export const SAVED_PRESENTATION_EMPTY = 'Error: Saved presentation has no slides to load';
export const CONFIRM_DELETE_PRESENTATION =
  'Are you sure you want to delete this presentation? This action cannot be undone.';
export const NO_SLIDES_AVAILABLE = 'No slides available';
export const UNKNOWN_DATE = 'Unknown date';
export const INVALID_DATE = 'Invalid date';

// Export.
export const EXPORT_FAILED_ALERT = 'Failed to generate PowerPoint. Please try again.';
export const EXPORT_FAILED = 'Failed to generate PowerPoint presentation';

// Persistence (logged only).
export const SAVE_SLIDES_FAILED = 'Failed to save slides';
export const SAVE_SETTINGS_FAILED = 'Failed to save settings';
export const SAVE_PREFERENCES_FAILED = 'Failed to save user preferences';
export const SAVE_PRESENTATION_FAILED = 'Failed to save presentation';
export const DELETE_PRESENTATION_FAILED = 'Failed to delete presentation';
export const CLEAR_DATA_FAILED = 'Failed to clear all data';

/** 'Outline generation failed: {status} {statusText} - {body}' */
export function outlineHttpError(status: number, statusText: string, body: string): string {
  return `Outline generation failed: ${status} ${statusText} - ${body}`;
}

/** 'Content API failed: {status} {statusText} - {body}' */
export function contentApiError(status: number, statusText: string, body: string): string {
  return `Content API failed: ${status} ${statusText} - ${body}`;
}

/** 'Image generation failed: {status} {statusText}' */
export function imageHttpError(status: number, statusText: string): string {
  return `Image generation failed: ${status} ${statusText}`;
}

/** 'Icon generation failed: {status} {statusText}' */
export function iconHttpError(status: number, statusText: string): string {
  return `Icon generation failed: ${status} ${statusText}`;
}

/** 'HTTP error! status: {code}' (document extraction). */
export function httpError(code: number): string {
  return `HTTP error! status: ${code}`;
}

/** The not-retried text of a failed image or icon prompt. */
export function mediaNotRetried(kind: 'image' | 'icon'): string {
  return kind === 'image' ? IMAGE_NOT_RETRIED : ICON_NOT_RETRIED;
}

/** Warning of an unknown theme id: 'Theme "{id}" not found, using default theme'. */
export function themeNotFound(id: string): string {
  return `Theme "${id}" not found, using default theme`;
}

/** 'Failed to generate PowerPoint: {reason}' */
export function exportFailedReason(reason: string): string {
  return `Failed to generate PowerPoint: ${reason}`;
}

/** '{hook} must be used within a {Provider}', thrown by a context used outside its provider. */
export function outsideProvider(hook: string, provider: string): string {
  return `${hook} must be used within a ${provider}`;
}

/** Refusal of a request the user cannot afford: the balance never goes below 0. */
export function insufficientCredits(cost: number, balance: number): string {
  const unit = (n: number) => (n === 1 ? 'credit' : 'credits');
  return `Not enough credits: this needs ${cost} ${unit(cost)} and you have ${balance} ${unit(balance)}.`;
}

/**
 * The message of a thrown value when it has one, else `fallback` (e.g.
 * 'Failed to generate outline' for an error that carries no message).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return fallback;
}
