/**
 * The contract of a photo-search source (Openverse, Wikimedia Commons,
 * Pexels, Unsplash, Pixabay): one file each, all read into the same
 * candidate shape so the ranking, the routes and the tests never care which
 * service answered.
 */
import type { ImageStyle } from '../../../../src/core/schemas/catalog';
import type { PictureOrientation, PictureSource } from '../../../../src/protocol/pictures';

/** One picture a source offered, with what its credit needs. */
export interface PictureCandidate {
  provider: PictureSource;
  /** The source's own id, enough to look the picture up again. */
  id: string;
  title: string;
  /** Words the source files the picture under (tags, categories, alt text). */
  tags: string[];
  width: number;
  height: number;
  /** A picture of slide size (about 1280 px wide when the source offers sizes). */
  imageUrl: string;
  /** A small version for the Replace panel and the fallback when the big one is too large. */
  thumbnailUrl: string;
  author: string;
  /** Short licence name: "CC BY 4.0", "Pexels License". */
  license: string;
  licenseUrl?: string;
  /** The picture's page at the source (where the credit links to). */
  sourceUrl: string;
}

export interface SearchParams {
  /** The words to search for (query.ts builds them from a slide). */
  text: string;
  orientation?: PictureOrientation;
  style?: ImageStyle;
  page: number;
  perPage: number;
}

/** A photo-search service behind one interface. */
export interface PictureSearchSource {
  readonly name: PictureSource;
  /** Candidates in the service's own order (its relevance). @throws PictureSourceError */
  search(params: SearchParams, signal: AbortSignal): Promise<PictureCandidate[]>;
  /** One picture by id, or null when the service does not know it. @throws PictureSourceError */
  lookup(id: string, signal: AbortSignal): Promise<PictureCandidate | null>;
  /** Called once a picture is taken (Unsplash asks to be told of each download). */
  taken?(candidate: PictureCandidate, signal: AbortSignal): Promise<void>;
}

/** What went wrong, in words a log and a breaker can act on; never an address or a key. */
export type PictureFailure = 'unreachable' | 'timeout' | 'status' | 'malformed' | 'too-large' | 'not-image' | 'refused-address';

/** A source failure whose message names the kind and the HTTP status only (no URL: Pixabay's key rides in it). */
export class PictureSourceError extends Error {
  constructor(
    readonly kind: PictureFailure,
    message: string,
    readonly status?: number,
    /** Seconds the service asked to wait (429 Retry-After). */
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = 'PictureSourceError';
  }
}

/** A picture whose first bytes proved its type. */
export interface FetchedImage {
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
  bytes: Uint8Array;
}

/** Calls to photo services with hard limits (http.ts makes it). */
export interface PictureHttp {
  /** GETs `url` and parses the JSON answer. @throws PictureSourceError */
  getJson(url: string, headers: Record<string, string>, signal: AbortSignal): Promise<unknown>;
  /** GETs a picture, following at most three checked redirects. @throws PictureSourceError */
  getImage(url: string, signal: AbortSignal, maxBytes?: number): Promise<FetchedImage>;
  /** A GET whose answer is not needed (a download ping); failures are ignored. */
  ping(url: string, headers: Record<string, string>, signal: AbortSignal): Promise<void>;
}

/** Everything a source file needs to make its calls. */
export interface SourceConfig {
  baseURL: string;
  key?: string;
  http: PictureHttp;
}
