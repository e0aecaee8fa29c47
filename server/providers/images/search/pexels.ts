/**
 * Pexels (api.pexels.com, key in PEXELS_API_KEY, sent as `Authorization: KEY`).
 * GET /v1/search?query=...&per_page=20&orientation=landscape answers
 * {page, per_page, total_results, photos: [{id, width, height, url,
 * photographer, photographer_url, alt, src: {original, large2x, large,
 * medium, small, portrait, landscape, tiny}}]}; GET /v1/photos/{id} one photo.
 * Pexels pictures are free to use under the Pexels License; crediting the
 * photographer and Pexels is asked for, so the credit carries both.
 */
import { arr, idOf, int, obj, str, webUrl } from './read';
import type { PictureCandidate, PictureSearchSource, SourceConfig } from './types';

function candidate(raw: unknown): PictureCandidate | null {
  const r = obj(raw);
  const src = obj(r?.src);
  const id = idOf(r?.id);
  // large: 940 px high at most, slide-sized; large2x when it is missing.
  const imageUrl = webUrl(src?.large) || webUrl(src?.large2x) || webUrl(src?.original);
  const sourceUrl = webUrl(r?.url);
  if (!r || !id || !imageUrl || !sourceUrl) return null;
  const alt = str(r.alt);
  return {
    provider: 'pexels',
    id,
    title: alt,
    tags: alt ? [alt.toLowerCase()] : [],
    width: int(r.width),
    height: int(r.height),
    imageUrl,
    thumbnailUrl: webUrl(src?.small) || webUrl(src?.tiny) || imageUrl,
    author: str(r.photographer),
    license: 'Pexels License',
    licenseUrl: 'https://www.pexels.com/license/',
    sourceUrl,
  };
}

export function createPexelsSource({ baseURL, key = '', http }: SourceConfig): PictureSearchSource {
  const base = baseURL.replace(/\/+$/, '');
  const headers = { authorization: key };
  return {
    name: 'pexels',
    async search({ text, orientation, page, perPage }, signal) {
      const params = new URLSearchParams({ query: text, per_page: String(perPage), page: String(page) });
      if (orientation) params.set('orientation', orientation);
      const answer = await http.getJson(`${base}/v1/search?${params}`, headers, signal);
      return arr(obj(answer)?.photos).map(candidate).filter((c): c is PictureCandidate => c !== null);
    },
    async lookup(id, signal) {
      if (!/^\d{1,15}$/.test(id)) return null;
      return candidate(await http.getJson(`${base}/v1/photos/${id}`, headers, signal));
    },
  };
}
