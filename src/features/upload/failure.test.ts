import { describe, expect, it } from 'vitest';
import { EXTRACTION_FAILED, FILE_TOO_LARGE, FILE_TYPE_NOT_SUPPORTED, UNEXPECTED_ERROR, UNKNOWN_ERROR_OCCURRED } from '../../core/errors';
import { ExtractError, FILE_DAMAGED, PASSWORD_PROTECTED_PDF } from '../../extract/errors';
import { contentMismatch, describeUploadFailure, isCancellation } from './failure';

describe('describeUploadFailure', () => {
  it('uses the fixed texts for a file too large and for empty text', () => {
    expect(describeUploadFailure(new ExtractError('too_large'), 'a.pdf')).toEqual({ message: FILE_TOO_LARGE });
    expect(describeUploadFailure(new ExtractError('empty'), 'a.pdf')).toEqual({ message: EXTRACTION_FAILED });
  });

  it('says when the contents are not what the name claims', () => {
    expect(describeUploadFailure(new ExtractError('unsupported'), 'report.pdf')).toEqual({
      message: FILE_TYPE_NOT_SUPPORTED,
      detail: 'The contents of this file are not a PDF document, whatever its name says.',
    });
    expect(contentMismatch('notes.TXT')).toContain('not a TXT document');
    expect(contentMismatch('notes.md')).toBe('The contents of this file are not an MD document, whatever its name says.');
    expect(contentMismatch('setup.exe')).toBe(FILE_TYPE_NOT_SUPPORTED);
  });

  it('gives the extraction-failed headline and the reason for damaged or protected files', () => {
    expect(describeUploadFailure(new ExtractError('damaged'), 'corrupt.pdf')).toEqual({ message: EXTRACTION_FAILED, detail: FILE_DAMAGED });
    expect(describeUploadFailure(new ExtractError('encrypted', PASSWORD_PROTECTED_PDF), 'e.pdf')).toEqual({ message: EXTRACTION_FAILED, detail: PASSWORD_PROTECTED_PDF });
  });

  it('passes the client error through and names anything else unknown', () => {
    expect(describeUploadFailure(new Error(UNEXPECTED_ERROR), 'a.pdf')).toEqual({ message: UNEXPECTED_ERROR });
    expect(describeUploadFailure('boom', 'a.pdf')).toEqual({ message: UNKNOWN_ERROR_OCCURRED });
    expect(describeUploadFailure(new Error('  '), 'a.pdf')).toEqual({ message: UNKNOWN_ERROR_OCCURRED });
  });
});

describe('isCancellation', () => {
  it('is true only for the cancelled code', () => {
    expect(isCancellation(new ExtractError('cancelled'))).toBe(true);
    expect(isCancellation(new ExtractError('timeout'))).toBe(false);
    expect(isCancellation(new Error('cancelled'))).toBe(false);
  });
});
