import { describe, it, expect } from 'vitest';
import * as errors from './errors';

describe('error catalogue', () => {
  it('spells the fixed error texts verbatim', () => {
    expect(errors.BLANK_TOPIC).toBe('Please enter a topic before generating an outline');
    expect(errors.INVALID_OUTLINE_FORMAT).toBe('Invalid outline format received from API');
    expect(errors.OUTLINE_EMPTY).toBe('Outline request timed out or returned empty. Please try again.');
    expect(errors.NETWORK_ERROR).toBe(
      'Network error: Unable to connect to the server. Please check your internet connection and try again.',
    );
    expect(errors.FILE_TYPE_NOT_SUPPORTED).toBe('File type not supported. Please upload PDF, DOC, DOCX, PPTX, TXT, or MD files.');
    expect(errors.BACKGROUND_NOT_READY).toBe('Background streaming not ready. Please wait a moment and try again.');
    expect(errors.IMAGE_RESPONSE_MISSING_IMAGES).toBe('Image generation response missing images array or array is empty.');
    expect(errors.ICON_RESPONSE_MISSING_URL).toBe('Icon generation response missing iconurl/url field.');
    expect(errors.SAVED_PRESENTATION_EMPTY).toBe('Error: Saved presentation has no slides to load');
    expect(errors.CONFIRM_DELETE_PRESENTATION).toBe('Are you sure you want to delete this presentation? This action cannot be undone.');
    expect(errors.EXPORT_FAILED_ALERT).toBe('Failed to generate PowerPoint. Please try again.');
    expect(errors.SAVE_PREFERENCES_FAILED).toBe('Failed to save user preferences');
  });

  it('fills the templated texts', () => {
    expect(errors.outlineHttpError(500, 'Internal Server Error', 'boom')).toBe('Outline generation failed: 500 Internal Server Error - boom');
    expect(errors.contentApiError(502, 'Bad Gateway', '')).toBe('Content API failed: 502 Bad Gateway - ');
    expect(errors.imageHttpError(429, 'Too Many Requests')).toBe('Image generation failed: 429 Too Many Requests');
    expect(errors.iconHttpError(503, 'Service Unavailable')).toBe('Icon generation failed: 503 Service Unavailable');
    expect(errors.httpError(415)).toBe('HTTP error! status: 415');
    expect(errors.themeNotFound('neon')).toBe('Theme "neon" not found, using default theme');
    expect(errors.exportFailedReason('disk full')).toBe('Failed to generate PowerPoint: disk full');
    expect(errors.outsideProvider('useTextSelection', 'TextSelectionProvider')).toBe('useTextSelection must be used within a TextSelectionProvider');
    expect(errors.mediaNotRetried('icon')).toBe('Icon generation failed for this prompt and will not be retried.');
    expect(errors.mediaNotRetried('image')).toBe('Image generation failed for this prompt and will not be retried.');
  });

  it('explains a refused charge', () => {
    expect(errors.insufficientCredits(10, 1)).toBe('Not enough credits: this needs 10 credits and you have 1 credit.');
  });

  it('prefers the message of a thrown value, else the fallback', () => {
    expect(errors.errorMessage(new Error('bad'), errors.OUTLINE_FAILED)).toBe('bad');
    expect(errors.errorMessage('text', errors.OUTLINE_FAILED)).toBe('text');
    expect(errors.errorMessage(new Error(''), errors.OUTLINE_FAILED)).toBe('Failed to generate outline');
    expect(errors.errorMessage({ message: 1 }, errors.UNKNOWN_ERROR)).toBe('Unknown error');
  });

  it('has no two constants with the same text', () => {
    const texts = Object.values(errors as Record<string, unknown>).filter((v): v is string => typeof v === 'string');
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.length).toBeGreaterThanOrEqual(40);
  });
});
