import { describe, it, expect } from 'vitest';
import { requireExtractedText, uploadExtension, uploadPreview, validateUploadFile, withArticle } from './upload-rules';

describe('upload rules', () => {
  it('accepts the six document types in any case', () => {
    for (const name of ['a.pdf', 'b.DOC', 'c.docx', 'd.pptx', 'e.txt', 'notes.v2.MD']) {
      expect(validateUploadFile({ name, size: 1 })).toBeUndefined();
    }
    expect(uploadExtension('X.Docx')).toBe('docx');
  });

  it('refuses other types', () => {
    for (const name of ['a.xlsx', 'README', 'pdf']) {
      expect(validateUploadFile({ name, size: 1 })).toBe('File type not supported. Please upload PDF, DOC, DOCX, PPTX, TXT, or MD files.');
    }
  });

  it('refuses files of 10 MB or more', () => {
    expect(validateUploadFile({ name: 'a.pdf', size: 10_485_759 })).toBeUndefined();
    expect(validateUploadFile({ name: 'a.pdf', size: 10_485_760 })).toBe('File size must be less than 10MB');
  });

  it('requires non-empty extracted text', () => {
    expect(requireExtractedText('  text \n')).toBe('text');
    expect(() => requireExtractedText(' \n ')).toThrow('Failed to extract text from file');
    expect(() => requireExtractedText(undefined)).toThrow('Failed to extract text from file');
  });

  it('previews the first 200 characters', () => {
    expect(uploadPreview('short')).toBe('short');
    expect(uploadPreview('x'.repeat(250))).toBe(`${'x'.repeat(200)}...`);
  });
});

describe('withArticle', () => {
  it('gives each document type the article its spoken name takes', () => {
    expect(['pdf', 'doc', 'docx', 'pptx', 'txt', 'md', 'html'].map(withArticle)).toEqual(['a PDF', 'a DOC', 'a DOCX', 'a PPTX', 'a TXT', 'an MD', 'an HTML']);
  });
});
