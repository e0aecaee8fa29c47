import { describe, expect, it } from 'vitest';
import { EXTRACTION_FAILED } from '../core/errors';
import { importFromUrl, typedAddress, URL_IMPORT_OFFLINE, URL_IMPORT_SERVER_DOWN, URL_IMPORT_TIMED_OUT, URL_IMPORT_UNAVAILABLE } from './url-import';

const answer = (body: BodyInit | null, init: ResponseInit = {}) => (() => Promise.resolve(new Response(body, init))) as unknown as typeof fetch;

describe('typedAddress', () => {
  it('takes http(s) addresses, adds https:// to a typed host name, refuses the rest', () => {
    expect(typedAddress('  https://example.org/a  ')).toBe('https://example.org/a');
    expect(typedAddress('http://127.0.0.1:8080/page')).toBe('http://127.0.0.1:8080/page');
    expect(typedAddress('example.org/article')).toBe('https://example.org/article');
    expect(typedAddress('example.org:8080/x')).toBe('https://example.org:8080/x');
    for (const bad of ['', 'hello', 'ftp://example.org/a.pdf', 'javascript:alert(1)', 'file:///etc/passwd', 'two words.com', 'https://']) {
      expect(typedAddress(bad), bad).toBeUndefined();
    }
  });
});

describe('importFromUrl', () => {
  it('answers the text and its kind', async () => {
    const result = await importFromUrl('https://example.org/', {}, { fetch: answer('# Title\n\nText', { headers: { 'x-decksmith-kind': 'html' } }), online: () => true });
    expect(result).toEqual({ text: '# Title\n\nText', kind: 'html' });
  });

  it("shows the server's refusal in its own words, and says when the server has no such call", async () => {
    const refused = importFromUrl('https://example.org/', {}, { fetch: answer(JSON.stringify({ error: 'The page answered HTTP 404 (not found).' }), { status: 502 }), online: () => true });
    await expect(refused).rejects.toThrow('The page answered HTTP 404 (not found).');
    await expect(importFromUrl('https://example.org/', {}, { fetch: answer('Not Found', { status: 404 }), online: () => true })).rejects.toThrow(URL_IMPORT_UNAVAILABLE);
    await expect(importFromUrl('https://example.org/', {}, { fetch: answer('  ', { status: 200 }), online: () => true })).rejects.toThrow(EXTRACTION_FAILED);
  });

  it('says offline before asking, and tells an unreachable server from a slow one', async () => {
    let asked = false;
    const spy = (() => {
      asked = true;
      return Promise.reject(new TypeError('Failed to fetch'));
    }) as unknown as typeof fetch;
    await expect(importFromUrl('https://example.org/', {}, { fetch: spy, online: () => false })).rejects.toThrow(URL_IMPORT_OFFLINE);
    expect(asked).toBe(false);
    await expect(importFromUrl('https://example.org/', {}, { fetch: spy, online: () => true })).rejects.toThrow(URL_IMPORT_SERVER_DOWN);
    const never = ((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch;
    await expect(importFromUrl('https://example.org/', {}, { fetch: never, online: () => true, timeoutMs: 50 })).rejects.toThrow(URL_IMPORT_TIMED_OUT);
  });
});
