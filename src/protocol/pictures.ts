/**
 * The picture calls' wire format, shared by the server, the studio and the
 * CLI:
 * - POST /api/flux/generate-images-test: one slide picture for a prompt. The
 *   answer may carry credits (who made a found photo, under which licence);
 *   an empty `images` means "no picture fits this content slide", which the
 *   client shows as no picture, not as an error.
 * - POST /api/pictures/search: photos from the configured sources for the
 *   studio's Replace panel, each with a small thumbnail as a data URL.
 * - POST /api/pictures/fetch: the full picture of one search result, as a
 *   data URL, with its credit. The server fetches the bytes so the page never
 *   loads a remote host (its img-src policy lists none of the photo sites).
 */
import { z } from 'zod';

/** Photo-search sources the server may call (the generated and builtin ones have no search). */
export const PICTURE_SOURCES = ['openverse', 'wikimedia', 'pexels', 'unsplash', 'pixabay'] as const;
export type PictureSource = (typeof PICTURE_SOURCES)[number];

/** Every provider a credit may name: the search sources and the generators. */
export const PICTURE_PROVIDERS = [...PICTURE_SOURCES, 'openai-compatible', 'builtin'] as const;
export type PictureProvider = (typeof PICTURE_PROVIDERS)[number];

/** The shape of the slot a picture is for; a source's candidates are ranked by it. */
export const PICTURE_ORIENTATIONS = ['landscape', 'portrait', 'square'] as const;
export type PictureOrientation = (typeof PICTURE_ORIENTATIONS)[number];

/**
 * Why a slide wants a picture. `content`: it should show what the slide is
 * about (a found photo, or a generated one), or be absent. `decorative`: any
 * fitting artwork will do (title slide, section breaks), so the builtin
 * abstract art may answer.
 */
export const PICTURE_PURPOSES = ['content', 'decorative'] as const;
export type PicturePurpose = (typeof PICTURE_PURPOSES)[number];

/** Longest texts the picture calls accept or answer. */
export const PICTURE_LIMITS = {
  prompt: 2000,
  heading: 500,
  query: 200,
  id: 300,
  title: 300,
  author: 300,
  license: 100,
  url: 2000,
  /** Highest results page the search call asks a source for. */
  page: 20,
  /** Most photos a picture request may name as already in the deck (a 60-slide deck shows about 30). */
  avoid: 100,
} as const;

function missingOrWrongType(field: string, kind: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? `${field} is required` : `${field} must be ${kind}`);
}

function text(field: string, max: number) {
  return z.string({ error: missingOrWrongType(field, 'text') }).max(max, `${field} is too long: at most ${max} characters`);
}

function filledText(field: string, max: number) {
  return text(field, max).refine((s) => s.trim().length > 0, `${field} must not be blank`);
}

function choice<T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z.enum(values, { error: `${field} must be one of ${values.join(', ')}` });
}

/** An http(s) address, so a credit's link can never be a javascript: or data: URL. */
function webUrl(field: string) {
  return text(field, PICTURE_LIMITS.url).refine((s) => /^https?:\/\/[^\s]+$/i.test(s), `${field} must be an http(s) address`);
}

/**
 * Who made a picture and under which terms: shown with the picture and written
 * into the speaker notes or a closing credits slide, as CC BY and the stock
 * sites ask. `license` is a short name ("CC BY 4.0", "CC0 1.0", "Pexels
 * License"); `sourceUrl` the page the picture came from.
 */
export const pictureCreditSchema = z.object({
  title: text('title', PICTURE_LIMITS.title),
  author: text('author', PICTURE_LIMITS.author),
  license: text('license', PICTURE_LIMITS.license),
  licenseUrl: webUrl('licenseUrl').optional(),
  sourceUrl: webUrl('sourceUrl'),
  provider: choice('provider', PICTURE_PROVIDERS),
});
export type PictureCredit = z.infer<typeof pictureCreditSchema>;

/** POST /api/flux/generate-images-test */
export const imageRequestSchema = z.object({
  /** What the picture should show (the slide's image prompt, in English when the writer followed its brief). */
  prompt: text('prompt', PICTURE_LIMITS.prompt).min(1, 'prompt must not be empty'),
  style: text('style', 50).optional(),
  /** The slide's heading: its words weigh in the search query next to the prompt's. */
  heading: text('heading', PICTURE_LIMITS.heading).optional(),
  orientation: choice('orientation', PICTURE_ORIENTATIONS).optional(),
  /** Absent reads as content: a picture that does not show the subject is worse than none. */
  purpose: choice('purpose', PICTURE_PURPOSES).optional(),
  /** The deck's language (BCP 47): a heading in another language is not searched for. */
  language: text('language', 35).optional(),
  /** Theme colours (#rrggbb) the decorative art is drawn in; absent, it picks its own. */
  palette: z
    .array(z.string().regex(/^#[0-9a-fA-F]{6}$/, 'palette colours must be #rrggbb'), { error: 'palette must be a list of #rrggbb colours' })
    .max(8, 'palette has too many colours: at most 8')
    .optional(),
  /**
   * The source pages (credit `sourceUrl`) of the photos the deck already
   * shows. The server keeps no memory of a deck, so the client names them:
   * a content picture is never one of these, and a deck never shows the same
   * photo on two slides.
   */
  avoid: z
    .array(webUrl('avoid'), { error: 'avoid must be a list of http(s) addresses' })
    .max(PICTURE_LIMITS.avoid, `avoid has too many addresses: at most ${PICTURE_LIMITS.avoid}`)
    .optional(),
});
export type ImageRequest = z.infer<typeof imageRequestSchema>;
export type ImageRequestInput = z.input<typeof imageRequestSchema>;
/** What the app tells the image call about the slot a picture is for and the photos the deck already has. */
export type ImageContext = Pick<ImageRequestInput, 'heading' | 'orientation' | 'purpose' | 'palette' | 'avoid'>;

/**
 * The image answer. `credits`, when present, has one entry per image
 * (credits[i] belongs to images[i]); generated and builtin art has none.
 * `images: []` is the settled "no picture fits", not a failure.
 */
export const imageResponseSchema = z.object({
  images: z.array(z.string()),
  credits: z.array(pictureCreditSchema).optional(),
  /**
   * With `images: []`: the sources that failed or were skipped this time
   * (unreachable, rate-limited), so the client may ask again later instead
   * of taking "no picture" as the final answer.
   */
  unavailable: z.array(choice('provider', PICTURE_SOURCES)).optional(),
});
export type ImageResponse = z.infer<typeof imageResponseSchema>;

/** POST /api/pictures/search */
export const pictureSearchRequestSchema = z.object({
  query: filledText('query', PICTURE_LIMITS.query),
  orientation: choice('orientation', PICTURE_ORIENTATIONS).optional(),
  /** 1-based results page. */
  page: z
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(PICTURE_LIMITS.page, `page must be at most ${PICTURE_LIMITS.page}`)
    .optional(),
});
export type PictureSearchRequest = z.infer<typeof pictureSearchRequestSchema>;

/** A result id: the source's own id (a UUID, a number, a file title); no control characters. */
const pictureId = filledText('id', PICTURE_LIMITS.id).refine(
  (s) => [...s].every((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f),
  'id must not hold control characters',
);

/** One search result; `thumbnail` is a small data URL the page can show under its img-src policy. */
export const pictureResultSchema = z.object({
  id: pictureId,
  provider: choice('provider', PICTURE_SOURCES),
  thumbnail: z.string().refine((s) => /^data:image\/(jpeg|png|webp|gif);base64,/.test(s), 'thumbnail must be an image data URL'),
  width: z.number().int().min(0),
  height: z.number().int().min(0),
  title: text('title', PICTURE_LIMITS.title),
  author: text('author', PICTURE_LIMITS.author),
  license: text('license', PICTURE_LIMITS.license),
  licenseUrl: webUrl('licenseUrl').optional(),
  sourceUrl: webUrl('sourceUrl'),
});
export type PictureResult = z.infer<typeof pictureResultSchema>;

/**
 * The search answer: results best first. `unavailable` names the sources that
 * failed or timed out this time (so the panel can say "Openverse did not
 * answer" instead of "nothing found").
 */
export const pictureSearchResponseSchema = z.object({
  results: z.array(pictureResultSchema),
  unavailable: z.array(choice('provider', PICTURE_SOURCES)).optional(),
});
export type PictureSearchResponse = z.infer<typeof pictureSearchResponseSchema>;

/** POST /api/pictures/fetch: one result of a search, by its source and id. */
export const pictureFetchRequestSchema = z.object({
  provider: choice('provider', PICTURE_SOURCES),
  id: pictureId,
});
export type PictureFetchRequest = z.infer<typeof pictureFetchRequestSchema>;

/** The fetch answer: the picture as a JPEG, PNG, WebP or GIF data URL, and its credit. */
export const pictureFetchResponseSchema = z.object({
  image: z.string().refine((s) => /^data:image\/(jpeg|png|webp|gif);base64,/.test(s), 'image must be an image data URL'),
  credit: pictureCreditSchema,
});
export type PictureFetchResponse = z.infer<typeof pictureFetchResponseSchema>;

/**
 * One line of credit for notes and credits slides: "Title" by Author, License
 * (source URL). Empty parts are left out, so a picture without a known author
 * still reads well.
 */
export function creditLine(credit: PictureCredit): string {
  const title = credit.title.trim() ? `"${credit.title.trim()}"` : 'Picture';
  const author = credit.author.trim() ? ` by ${credit.author.trim()}` : '';
  const license = credit.license.trim() ? `, ${credit.license.trim()}` : '';
  const licenseUrl = credit.licenseUrl ? ` (${credit.licenseUrl})` : '';
  return `${title}${author}${license}${licenseUrl}, ${credit.sourceUrl}`;
}
