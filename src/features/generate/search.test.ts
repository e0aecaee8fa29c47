import { proxy } from 'valtio';
import { describe, expect, it } from 'vitest';
import { createInitialForm } from '../../state/create-form';
import { receiveDocument, validateGenerateSearch } from './search';

describe('validateGenerateSearch', () => {
  it('keeps a known source and the content', () => {
    expect(validateGenerateSearch({ source: 'file_upload', content: 'Some text' })).toEqual({ source: 'file_upload', content: 'Some text' });
    expect(validateGenerateSearch({ source: 'paste', content: 'handoff:abc' })).toEqual({ source: 'paste', content: 'handoff:abc' });
  });

  it('drops what it does not know instead of failing the page', () => {
    expect(validateGenerateSearch({})).toEqual({});
    expect(validateGenerateSearch({ source: 'email', content: { a: 1 } })).toEqual({});
    expect(validateGenerateSearch({ other: 'x', content: ['a'] })).toEqual({});
  });

  it('turns a content the router parsed as JSON back into its text', () => {
    expect(validateGenerateSearch({ source: 'paste', content: 2024 })).toEqual({ source: 'paste', content: '2024' });
    expect(validateGenerateSearch({ source: 'paste', content: true })).toEqual({ source: 'paste', content: 'true' });
  });
});

describe('receiveDocument', () => {
  it('starts the form over with the document text and its banner', () => {
    const form = proxy(createInitialForm());
    Object.assign(form, { step: 3, finished: true });
    form.input.slides = 20;
    receiveDocument(form, 'file_upload', 'Chapter one');
    expect(form).toMatchObject({ step: 1, finished: false, document: { source: 'file_upload', missing: false, editing: false } });
    expect(form.input).toMatchObject({ text: 'Chapter one', slides: 5 });
  });

  it('notes a missing text and leaves the prompt empty', () => {
    const form = proxy(createInitialForm());
    receiveDocument(form, 'paste', undefined);
    expect(form.document).toEqual({ source: 'paste', missing: true, editing: false });
    expect(form.input.text).toBe('');
  });
});
