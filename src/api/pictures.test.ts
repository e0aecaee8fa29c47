import { describe, expect, it, vi } from 'vitest';
import { FETCH_OFFLINE, PictureCallError, SEARCH_BAD_ANSWER, SEARCH_OFFLINE, SEARCH_TIMED_OUT, fetchPicture, searchPictures } from './pictures';

const result = { id: 'ov-1', provider: 'openverse', thumbnail: 'data:image/jpeg;base64,/9j/', width: 800, height: 600, title: 'Press', author: 'Jo', license: 'CC0 1.0', sourceUrl: 'https://openverse.org/image/ov-1' };

async function failure(promise: Promise<unknown>): Promise<PictureCallError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  if (!(error instanceof PictureCallError)) throw new Error(`expected a PictureCallError, got ${String(error)}`);
  return error;
}

describe('searchPictures', () => {
  it('posts the query and orientation and reads the results', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ results: [result], unavailable: ['wikimedia'] }));
    const answer = await searchPictures('  printing press  ', { orientation: 'landscape' }, { fetch: fetch as unknown as typeof globalThis.fetch, online: () => true });
    expect(answer.results[0]?.id).toBe('ov-1');
    expect(answer.unavailable).toEqual(['wikimedia']);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/pictures/search');
    expect(JSON.parse(String(init?.body))).toEqual({ query: 'printing press', orientation: 'landscape' });
  });

  it('says search needs the network when offline, without calling', async () => {
    const fetch = vi.fn();
    const error = await failure(searchPictures('press', {}, { fetch, online: () => false }));
    expect(error).toMatchObject({ message: SEARCH_OFFLINE, offline: true });
    expect(fetch).not.toHaveBeenCalled();
    expect((await failure(fetchPicture('openverse', 'ov-1', {}, { fetch, online: () => false }))).message).toBe(FETCH_OFFLINE);
  });

  it('refuses an answer of the wrong shape (a remote thumbnail address, say)', async () => {
    const fetch = async () => Response.json({ results: [{ ...result, thumbnail: 'https://tracker.test/p.jpg' }] });
    expect((await failure(searchPictures('press', {}, { fetch, online: () => true }))).message).toBe(SEARCH_BAD_ANSWER);
  });

  it('says when the server refused, with its reason, and when it did not answer in time', async () => {
    const refused = async () => Response.json({ error: 'query must not be blank' }, { status: 400 });
    expect((await failure(searchPictures('press', {}, { fetch: refused, online: () => true }))).message).toBe('The picture search failed (query must not be blank). Try again in a moment.');
    const hanging = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    expect((await failure(searchPictures('press', {}, { fetch: hanging, online: () => true, timeoutMs: 20 }))).message).toBe(SEARCH_TIMED_OUT);
  });
});

describe('fetchPicture', () => {
  it('reads the picture and its credit', async () => {
    const credit = { title: 'Press', author: 'Jo', license: 'CC0 1.0', sourceUrl: 'https://openverse.org/image/ov-1', provider: 'openverse' };
    const fetch = async () => Response.json({ image: 'data:image/jpeg;base64,/9j/', credit });
    expect(await fetchPicture('openverse', 'ov-1', {}, { fetch, online: () => true })).toEqual({ image: 'data:image/jpeg;base64,/9j/', credit });
  });
});
