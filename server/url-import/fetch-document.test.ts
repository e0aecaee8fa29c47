import { describe, expect, it } from 'vitest';
import { classify } from './fetch-document';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('classify', () => {
  it('reads a page by its HTML type, in the charset it declares', () => {
    const latin1 = Uint8Array.from([...'<p>Caf', 0xe9, ...'</p>'].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c)));
    expect(classify('text/html; charset=windows-1252', latin1, 'https://example.org/')).toEqual({ as: 'web-page', html: '<p>Café</p>' });
    const meta = Uint8Array.from([...'<meta charset="iso-8859-1"><p>Caf', 0xe9].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c)));
    expect(classify('text/html', meta, 'https://example.org/')).toMatchObject({ html: '<meta charset="iso-8859-1"><p>Café' });
  });

  it('knows documents by their type, their first bytes, or under a generic type by the address', () => {
    expect(classify('application/pdf', bytes('%PDF-1.7'), 'https://example.org/x')).toMatchObject({ as: 'document', fileName: 'document.pdf' });
    expect(classify('application/octet-stream', bytes('%PDF-1.7'), 'https://example.org/download')).toMatchObject({ fileName: 'document.pdf' });
    expect(classify('application/vnd.openxmlformats-officedocument.presentationml.presentation', bytes('PK'), 'https://example.org/x')).toMatchObject({ fileName: 'document.pptx' });
    expect(classify('', bytes('# Notes'), 'https://example.org/notes.MD')).toMatchObject({ fileName: 'document.md' });
    expect(classify('application/octet-stream', bytes('<!DOCTYPE html><html><p>x</p>'), 'https://example.org/page')).toMatchObject({ as: 'web-page' });
  });

  it('refuses what Decksmith does not read', () => {
    expect(classify('image/png', bytes('\x89PNG'), 'https://example.org/a.png')).toBeUndefined();
    expect(classify('application/zip', bytes('PK'), 'https://example.org/a.docx')).toBeUndefined();
    expect(classify('application/octet-stream', bytes('MZ\x90'), 'https://example.org/setup')).toBeUndefined();
    // An HTML page that mentions %PDF- near its top is still a page.
    expect(classify('text/html', bytes('<p>%PDF-1.4 header</p>'), 'https://example.org/')).toMatchObject({ as: 'web-page' });
  });
});
