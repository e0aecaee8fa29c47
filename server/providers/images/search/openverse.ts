/**
 * Openverse (api.openverse.org): openly licensed pictures from Flickr,
 * Wikimedia and museums, no key needed (anonymous calls are rate-limited).
 * GET /v1/images/?q=...&page_size=20 answers {result_count, page, results:
 * [{id, title, url, thumbnail, width, height, license, license_version,
 * license_url, creator, foreign_landing_url, tags: [{name}], ...}]};
 * GET /v1/images/{id}/ answers one result.
 */
import { arr, idOf, int, obj, str, tagList, webUrl } from './read';
import type { PictureCandidate, PictureSearchSource, SourceConfig } from './types';

const ASPECT = { landscape: 'wide', portrait: 'tall', square: 'square' } as const;

/** "by-sa" + "4.0" -> "CC BY-SA 4.0"; cc0 and pdm by their own names. */
export function openverseLicense(code: string, version: string): string {
  const c = code.toLowerCase();
  if (c === 'cc0') return `CC0 ${version || '1.0'}`;
  if (c === 'pdm') return 'Public Domain Mark';
  if (!c) return '';
  return `CC ${c.toUpperCase()}${version ? ` ${version}` : ''}`;
}

function candidate(raw: unknown): PictureCandidate | null {
  const r = obj(raw);
  const id = idOf(r?.id);
  const imageUrl = webUrl(r?.url);
  const sourceUrl = webUrl(r?.foreign_landing_url) || imageUrl;
  if (!r || !id || !imageUrl || r.mature === true) return null;
  const filetype = str(r.filetype, 10).toLowerCase();
  if (filetype === 'svg' || /\.svg(\?|$)/i.test(imageUrl)) return null;
  const licenseUrl = webUrl(r.license_url);
  return {
    provider: 'openverse',
    id,
    title: str(r.title),
    tags: tagList(r.tags),
    width: int(r.width),
    height: int(r.height),
    imageUrl,
    thumbnailUrl: webUrl(r.thumbnail) || imageUrl,
    author: str(r.creator),
    license: openverseLicense(str(r.license, 20), str(r.license_version, 10)),
    ...(licenseUrl ? { licenseUrl } : {}),
    sourceUrl,
  };
}

export function createOpenverseSource({ baseURL, http }: SourceConfig): PictureSearchSource {
  const base = baseURL.replace(/\/+$/, '');
  return {
    name: 'openverse',
    async search({ text, orientation, page, perPage }, signal) {
      const params = new URLSearchParams({ q: text, page_size: String(perPage), page: String(page), mature: 'false' });
      if (orientation) params.set('aspect_ratio', ASPECT[orientation]);
      const answer = await http.getJson(`${base}/v1/images/?${params}`, {}, signal);
      return arr(obj(answer)?.results).map(candidate).filter((c): c is PictureCandidate => c !== null);
    },
    async lookup(id, signal) {
      return candidate(await http.getJson(`${base}/v1/images/${encodeURIComponent(id)}/`, {}, signal));
    },
  };
}
