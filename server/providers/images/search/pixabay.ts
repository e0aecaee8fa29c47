/**
 * Pixabay (pixabay.com/api, key in PIXABAY_API_KEY, sent as the `key`
 * query parameter, so no address of these calls is ever logged or shown).
 * GET /api/?key=...&q=...&per_page=20 answers {total, totalHits, hits: [{id,
 * pageURL, type, tags: "a, b", previewURL, webformatURL, largeImageURL,
 * imageWidth, imageHeight, user}]}; GET /api/?key=...&id=... one hit.
 * Pixabay forbids hot-linking its picture addresses: the server downloads
 * the bytes, which is what every picture here gets anyway.
 */
import { arr, idOf, int, obj, str, tagList, webUrl } from './read';
import type { PictureCandidate, PictureSearchSource, SourceConfig } from './types';

const ORIENTATION = { landscape: 'horizontal', portrait: 'vertical' } as const;
/** The styles drawn rather than photographed: Pixabay has illustrations and vectors for them. */
const DRAWN = new Set(['illustration', 'line_art', 'sketch', '3d_render', 'abstract']);

function candidate(raw: unknown): PictureCandidate | null {
  const r = obj(raw);
  const id = idOf(r?.id);
  // largeImageURL: 1280 px at most, slide-sized.
  const imageUrl = webUrl(r?.largeImageURL) || webUrl(r?.webformatURL);
  const sourceUrl = webUrl(r?.pageURL);
  if (!r || !id || !imageUrl || !sourceUrl) return null;
  if (/\.svg(\?|$)/i.test(imageUrl)) return null;
  const tags = tagList(r.tags);
  return {
    provider: 'pixabay',
    id,
    title: tags.join(', '),
    tags,
    width: int(r.imageWidth),
    height: int(r.imageHeight),
    imageUrl,
    thumbnailUrl: webUrl(r.webformatURL) || webUrl(r.previewURL) || imageUrl,
    author: str(r.user),
    license: 'Pixabay Content License',
    licenseUrl: 'https://pixabay.com/service/license-summary/',
    sourceUrl,
  };
}

export function createPixabaySource({ baseURL, key = '', http }: SourceConfig): PictureSearchSource {
  const base = `${baseURL.replace(/\/+$/, '')}/api/`;
  return {
    name: 'pixabay',
    async search({ text, orientation, style, page, perPage }, signal) {
      const params = new URLSearchParams({ key, q: text.slice(0, 100), per_page: String(Math.max(3, perPage)), page: String(page), safesearch: 'true' });
      params.set('image_type', style && DRAWN.has(style) ? 'illustration' : 'photo');
      if (orientation && orientation !== 'square') params.set('orientation', ORIENTATION[orientation]);
      const answer = await http.getJson(`${base}?${params}`, {}, signal);
      return arr(obj(answer)?.hits).map(candidate).filter((c): c is PictureCandidate => c !== null);
    },
    async lookup(id, signal) {
      if (!/^\d{1,15}$/.test(id)) return null;
      const answer = await http.getJson(`${base}?${new URLSearchParams({ key, id })}`, {}, signal);
      return candidate(arr(obj(answer)?.hits)[0]);
    },
  };
}
