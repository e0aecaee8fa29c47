/**
 * Unsplash (api.unsplash.com, key in UNSPLASH_ACCESS_KEY, sent as
 * `Authorization: Client-ID KEY`). GET /search/photos?query=...&per_page=20
 * answers {total, total_pages, results: [{id, width, height, description,
 * alt_description, urls: {raw, full, regular, small, thumb}, links: {html,
 * download_location}, user: {name, links: {html}}}]}; GET /photos/{id} one
 * photo. Unsplash asks that each picture taken is reported by a GET of its
 * download_location (taken()), and that the photographer is credited.
 */
import { arr, idOf, int, obj, str, tagList, webUrl } from './read';
import type { PictureCandidate, PictureSearchSource, SourceConfig } from './types';

const ORIENTATION = { landscape: 'landscape', portrait: 'portrait', square: 'squarish' } as const;

/** Download pings of candidates seen, by id: taken() needs the address the search gave. */
type Pings = Map<string, string>;

function candidate(raw: unknown, pings: Pings): PictureCandidate | null {
  const r = obj(raw);
  const urls = obj(r?.urls);
  const links = obj(r?.links);
  const id = idOf(r?.id);
  // regular: 1080 px wide, slide-sized.
  const imageUrl = webUrl(urls?.regular) || webUrl(urls?.full);
  const sourceUrl = webUrl(links?.html);
  if (!r || !id || !imageUrl || !sourceUrl) return null;
  const ping = webUrl(links?.download_location);
  if (ping) {
    pings.set(id, ping);
    if (pings.size > 2000) pings.delete(pings.keys().next().value ?? '');
  }
  const title = str(r.alt_description) || str(r.description);
  return {
    provider: 'unsplash',
    id,
    title,
    tags: [...tagList(r.tags), ...(str(r.description) ? [str(r.description).toLowerCase()] : [])],
    width: int(r.width),
    height: int(r.height),
    imageUrl,
    thumbnailUrl: webUrl(urls?.thumb) || webUrl(urls?.small) || imageUrl,
    author: str(obj(r.user)?.name),
    license: 'Unsplash License',
    licenseUrl: 'https://unsplash.com/license',
    sourceUrl,
  };
}

export function createUnsplashSource({ baseURL, key = '', http }: SourceConfig): PictureSearchSource {
  const base = baseURL.replace(/\/+$/, '');
  const headers = { authorization: `Client-ID ${key}`, 'accept-version': 'v1' };
  const pings: Pings = new Map();
  return {
    name: 'unsplash',
    async search({ text, orientation, page, perPage }, signal) {
      const params = new URLSearchParams({ query: text, per_page: String(perPage), page: String(page), content_filter: 'high' });
      if (orientation) params.set('orientation', ORIENTATION[orientation]);
      const answer = await http.getJson(`${base}/search/photos?${params}`, headers, signal);
      return arr(obj(answer)?.results).map((r) => candidate(r, pings)).filter((c): c is PictureCandidate => c !== null);
    },
    async lookup(id, signal) {
      if (!/^[\w-]{1,64}$/.test(id)) return null;
      return candidate(await http.getJson(`${base}/photos/${id}`, headers, signal), pings);
    },
    async taken(picked, signal) {
      const ping = pings.get(picked.id);
      // Only the service's own address gets the key.
      if (ping && new URL(ping).origin === new URL(base).origin) await http.ping(ping, headers, signal);
    },
  };
}
