/**
 * One picture of the double's library as each photo service writes it in
 * its answers (the fields Decksmith reads and the ones around them), with
 * picture addresses on the double itself. Kept apart from the server so the
 * answer shapes can be compared with the services' documentation at a glance.
 */

/** One picture of the double's library (picture-sources.ts holds the library). */
export interface PictureItem {
  /** Text id (Openverse, Unsplash); numeric services use `num`. */
  id: string;
  num: number;
  title: string;
  tags: string[];
  width: number;
  height: number;
  author?: string;
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The five services' record makers; `baseUrl` is read when a record is made (the port is known only after listen). */
export function serviceShapes(baseUrl: () => string) {
  const img = (it: PictureItem, size: string) => `${baseUrl()}/img/${it.num}-${size}.jpg`;

  const openverse = (it: PictureItem) => ({
    id: it.id,
    title: it.title,
    indexed_on: '2023-05-01T10:00:00Z',
    foreign_landing_url: `https://www.flickr.com/photos/example/${it.num}`,
    url: img(it, 'large'),
    creator: it.author ?? '',
    creator_url: `https://www.flickr.com/photos/example`,
    license: 'by',
    license_version: '2.0',
    license_url: 'https://creativecommons.org/licenses/by/2.0/',
    provider: 'flickr',
    source: 'flickr',
    category: 'photograph',
    filesize: null,
    filetype: 'jpg',
    tags: it.tags.map((name) => ({ accuracy: null, name, unstable__provider: 'flickr' })),
    attribution: `"${it.title}" by ${it.author ?? ''} is licensed under CC BY 2.0.`,
    fields_matched: ['title', 'tags.name'],
    mature: false,
    height: it.height,
    width: it.width,
    thumbnail: `${baseUrl()}/v1/images/${it.id}/thumb/`,
    detail_url: `${baseUrl()}/v1/images/${it.id}/`,
    related_url: `${baseUrl()}/v1/images/${it.id}/related/`,
    unstable__sensitivity: [],
  });

  const wikimediaPage = (it: PictureItem, index: number) => {
    const file = `${it.title.replace(/ /g, '_')}.jpg`;
    return {
      pageid: it.num,
      ns: 6,
      title: `File:${it.title}.jpg`,
      index: index + 1,
      imagerepository: 'local',
      imageinfo: [
        {
          thumburl: `${baseUrl()}/wm/thumb/a/ab/${encodeURIComponent(file)}/1280px-${encodeURIComponent(file)}`,
          thumbwidth: 1280,
          thumbheight: Math.round((1280 * it.height) / it.width),
          responsiveUrls: {},
          url: `${baseUrl()}/wm/a/ab/${encodeURIComponent(file)}`,
          descriptionurl: `https://commons.wikimedia.org/wiki/File:${encodeURIComponent(file)}`,
          descriptionshorturl: `https://commons.wikimedia.org/w/index.php?curid=${it.num}`,
          width: it.width,
          height: it.height,
          size: 812_345,
          mime: 'image/jpeg',
          extmetadata: {
            ObjectName: { value: it.title, source: 'mediawiki-metadata', hidden: '' },
            ImageDescription: { value: `<p>${it.title}, <i>photographed</i> &amp; uploaded.</p><script>alert(1)</script>`, source: 'commons-desc-page' },
            Artist: { value: `<a href="//commons.wikimedia.org/wiki/User:Example" title="User:Example">${it.author ?? 'Unknown'}</a>`, source: 'commons-desc-page' },
            LicenseShortName: { value: 'CC BY-SA 4.0', source: 'commons-desc-page', hidden: '' },
            LicenseUrl: { value: 'https://creativecommons.org/licenses/by-sa/4.0', source: 'commons-desc-page', hidden: '' },
            UsageTerms: { value: 'Creative Commons Attribution-Share Alike 4.0', source: 'commons-desc-page', hidden: '' },
            Categories: { value: it.tags.join('|'), source: 'commons-categories', hidden: '' },
          },
        },
      ],
    };
  };

  const pexels = (it: PictureItem) => ({
    id: it.num,
    width: it.width,
    height: it.height,
    url: `https://www.pexels.com/photo/${slug(it.title)}-${it.num}/`,
    photographer: it.author ?? '',
    photographer_url: 'https://www.pexels.com/@example',
    photographer_id: 42,
    avg_color: '#7E7E7E',
    src: {
      original: img(it, 'large'),
      large2x: img(it, 'large'),
      large: img(it, 'large'),
      medium: img(it, 'small'),
      small: img(it, 'small'),
      portrait: img(it, 'large'),
      landscape: img(it, 'large'),
      tiny: img(it, 'small'),
    },
    liked: false,
    alt: it.title,
  });

  const unsplash = (it: PictureItem) => ({
    id: it.id.slice(0, 11),
    slug: slug(it.title),
    created_at: '2023-01-01T00:00:00Z',
    width: it.width,
    height: it.height,
    color: '#262626',
    blur_hash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
    description: null,
    alt_description: it.title,
    urls: { raw: img(it, 'large'), full: img(it, 'large'), regular: img(it, 'large'), small: img(it, 'small'), thumb: img(it, 'small') },
    links: {
      self: `${baseUrl()}/photos/${it.id.slice(0, 11)}`,
      html: `https://unsplash.com/photos/${it.id.slice(0, 11)}`,
      download: `https://unsplash.com/photos/${it.id.slice(0, 11)}/download`,
      download_location: `${baseUrl()}/photos/${it.id.slice(0, 11)}/download`,
    },
    user: { id: 'u1', username: 'example', name: it.author ?? '', links: { html: 'https://unsplash.com/@example' } },
    tags: it.tags.map((title) => ({ type: 'search', title })),
  });

  const pixabay = (it: PictureItem) => ({
    id: it.num,
    pageURL: `https://pixabay.com/photos/${slug(it.title)}-${it.num}/`,
    type: 'photo',
    tags: it.tags.join(', '),
    previewURL: img(it, 'small'),
    previewWidth: 150,
    previewHeight: 100,
    webformatURL: img(it, 'small'),
    webformatWidth: 640,
    webformatHeight: 427,
    largeImageURL: img(it, 'large'),
    imageWidth: it.width,
    imageHeight: it.height,
    imageSize: 812_345,
    views: 1000,
    downloads: 500,
    likes: 10,
    comments: 1,
    user_id: 42,
    user: it.author ?? '',
    userImageURL: '',
  });

  return { openverse, wikimediaPage, pexels, unsplash, pixabay };
}
