/**
 * Wikimedia Commons: free pictures with their licence and author in each
 * file's extmetadata, no key (a descriptive User-Agent is asked for, and
 * sent by http.ts). A search is a generator query over the File namespace:
 * action=query&generator=search&gsrnamespace=6&gsrsearch=...&prop=imageinfo
 * &iiprop=url|size|mime|extmetadata&iiurlwidth=1280&format=json, answering
 * {query: {pages: {"<pageid>": {pageid, title: "File:...", index,
 * imageinfo: [{url, descriptionurl, width, height, mime, thumburl,
 * extmetadata: {LicenseShortName: {value}, Artist: {value: "<a>..</a>"},
 * ...}}]}}}}. A lookup asks the same of pageids=<id>. The metadata values
 * are HTML: they are read as text (html-text.ts).
 */
import { htmlToText } from './html-text';
import { arr, int, obj, str, tagList, webUrl } from './read';
import type { PictureCandidate, PictureSearchSource, SourceConfig } from './types';

/** Only raster pictures: an SVG may carry script, and TIFF or PDF pages do not show in a slide. */
const RASTER = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const IMAGE_WIDTH = 1280;
/** A standard Commons thumbnail step: other widths may be refused by its thumbnailer. */
const THUMB_WIDTH = 330;

function meta(ext: Record<string, unknown> | undefined, key: string): string {
  const value = obj(ext?.[key])?.value;
  return typeof value === 'string' ? value : '';
}

/** "File:Gutenberg press, Mainz.jpg" -> "Gutenberg press, Mainz". */
function titleOf(fileTitle: string): string {
  return fileTitle.replace(/^File:/i, '').replace(/\.(jpe?g|png|gif|webp|tiff?)$/i, '').replace(/_/g, ' ');
}

/** The 330 px thumbnail beside a 1280 px one, when the address has Commons' usual /NNNpx- form. */
function smallerThumb(thumbUrl: string): string {
  return thumbUrl.replace(new RegExp(`/${IMAGE_WIDTH}px-`), `/${THUMB_WIDTH}px-`);
}

function candidate(page: unknown): PictureCandidate | null {
  const p = obj(page);
  const info = obj(arr(p?.imageinfo)[0]);
  const pageid = int(p?.pageid);
  if (!p || !info || !pageid) return null;
  if (!RASTER.has(str(info.mime, 40).toLowerCase())) return null;
  const original = webUrl(info.url);
  const imageUrl = webUrl(info.thumburl) || original;
  const sourceUrl = webUrl(info.descriptionurl) || original;
  if (!imageUrl || !sourceUrl) return null;
  const ext = obj(info.extmetadata);
  const fileTitle = str(p.title);
  const name = htmlToText(meta(ext, 'ObjectName')) || titleOf(fileTitle);
  const description = htmlToText(meta(ext, 'ImageDescription'), 200);
  const licenseUrl = webUrl(htmlToText(meta(ext, 'LicenseUrl'), 300));
  return {
    provider: 'wikimedia',
    id: String(pageid),
    title: str(name),
    tags: [...tagList(meta(ext, 'Categories')), ...tagList(titleOf(fileTitle)), ...(description ? [description.toLowerCase()] : [])],
    width: int(info.width),
    height: int(info.height),
    imageUrl,
    thumbnailUrl: webUrl(info.thumburl) ? smallerThumb(imageUrl) : imageUrl,
    author: htmlToText(meta(ext, 'Artist')) || htmlToText(meta(ext, 'Credit')),
    license: htmlToText(meta(ext, 'LicenseShortName'), 100) || htmlToText(meta(ext, 'UsageTerms'), 100),
    ...(licenseUrl ? { licenseUrl } : {}),
    sourceUrl,
  };
}

/** The pages of an answer in the search's own order (`index`), as candidates. */
function candidatesOf(answer: unknown): PictureCandidate[] {
  const pages = Object.values(obj(obj(answer)?.query)?.pages ?? {});
  pages.sort((a, b) => int(obj(a)?.index) - int(obj(b)?.index));
  return pages.map(candidate).filter((c): c is PictureCandidate => c !== null);
}

export function createWikimediaSource({ baseURL, http }: SourceConfig): PictureSearchSource {
  const endpoint = `${baseURL.replace(/\/+$/, '')}/w/api.php`;
  const common = {
    action: 'query',
    prop: 'imageinfo',
    iiprop: 'url|size|mime|extmetadata',
    iiurlwidth: String(IMAGE_WIDTH),
    iiextmetadatafilter: 'ObjectName|ImageDescription|Artist|Credit|LicenseShortName|UsageTerms|LicenseUrl|Categories',
    format: 'json',
    formatversion: '1',
  };
  return {
    name: 'wikimedia',
    async search({ text, page, perPage }, signal) {
      const params = new URLSearchParams({
        ...common,
        generator: 'search',
        gsrnamespace: '6',
        // Bitmaps only: the search engine's own filter keeps SVG and PDF files out of the page.
        gsrsearch: `${text} filetype:bitmap`,
        gsrlimit: String(perPage),
        gsroffset: String((page - 1) * perPage),
      });
      return candidatesOf(await http.getJson(`${endpoint}?${params}`, {}, signal));
    },
    async lookup(id, signal) {
      if (!/^\d{1,12}$/.test(id)) return null;
      const params = new URLSearchParams({ ...common, pageids: id });
      return candidatesOf(await http.getJson(`${endpoint}?${params}`, {}, signal))[0] ?? null;
    },
  };
}
