/**
 * The contract every exporter shares (PowerPoint here, the deck file and the
 * command line use the same input): what goes in, what comes out, and the
 * report the user reads after an export so nothing that was left out or
 * drawn as a picture comes as a surprise.
 */
import type { DescriptionSize } from '../core/schemas/catalog';
import type { PresentationSettings } from '../core/schemas/config';
import type { Slide } from '../core/schemas/slide';

/** The deck an exporter reads: plain data (a valtio `snapshot`, a saved row, a parsed deck file). */
export interface ExportDeck {
  title: string;
  slides: readonly Slide[];
  settings: PresentationSettings;
  /** The deck's text amount (long overviews start smaller); unknown: 'concise'. */
  descriptionSize?: DescriptionSize;
}

/** One thing the export could not make as the screen shows it. */
export interface ExportIssue {
  /** 1-based slide number as the user sees it (the title slide is 1); absent for the whole deck. */
  slide?: number;
  /**
   * 'rasterised': vector pictures (SVG icons) embedded as PNG; 'font-fallback':
   * the deck's fonts are named, not embedded, so a machine without them draws others;
   * 'pictures': how the pictures were stored (JPEG or PNG, size, cut to their frame,
   * stored once); 'credits': the closing slide that credits found pictures;
   * 'template': the deck is built on the company template's own master (or why it is not).
   */
  kind: 'slide-skipped' | 'image-skipped' | 'not-native' | 'font-fallback' | 'rasterised' | 'pictures' | 'credits' | 'template';
  /** A sentence for the user, e.g. "Slide 4: the image could not be downloaded, so the slide has no picture." */
  message: string;
}

/** What the user reads after an export. */
export interface ExportReport {
  slidesExported: number;
  slidesTotal: number;
  issues: ExportIssue[];
}

/** Progress of a long export: `done` of `total` steps, and what is being done. */
export interface ExportProgress {
  done: number;
  total: number;
  label: string;
}

/** Loads an image for embedding: bytes and MIME type, or null when it cannot be had. */
export type ImageLoader = (url: string, signal?: AbortSignal) => Promise<{ data: Uint8Array; mime: string } | null>;

/** Turns an SVG (text) into PNG bytes at the given pixel size; null when it cannot. */
export type SvgRasterizer = (svg: string, width: number, height: number) => Promise<Uint8Array | null>;

/** The part of a picture to show (fractions of its size) and the point that stays in view; see pptx/picture-fit.ts. */
export interface PictureFramingInput {
  crop?: { x: number; y: number; w: number; h: number } | undefined;
  focus?: { x: number; y: number } | undefined;
}

/** Where a bitmap picture goes: its box on the slide (inches), how it fills it, and the user's framing. */
export interface PictureRequest {
  box: { w: number; h: number };
  /** 'cover': the picture fills the box and is cut to its shape; 'contain': it fits inside, whole. */
  fit: 'cover' | 'contain';
  framing?: PictureFramingInput | undefined;
}

/** A picture as it will be stored in the file. */
export interface EncodedPicture {
  data: Uint8Array;
  kind: 'png' | 'jpeg';
  width: number;
  height: number;
  /** Part of the picture was cut away (the slot's shape, the user's crop): the file holds what the slot shows. */
  cut: boolean;
  /** New bytes were written (false: the original file is stored as it came). */
  reencoded: boolean;
}

/**
 * Stores a PNG, JPEG, GIF or WebP picture at the size of its slot, cut to
 * what the slot shows, as JPEG or PNG (pptx/picture-encode.ts); null when it
 * cannot decode it (the picture is then embedded as it came, except WebP,
 * which PowerPoint may not show and is left out).
 */
export type PictureEncoder = (data: Uint8Array, kind: 'png' | 'jpeg' | 'gif' | 'webp', request: PictureRequest) => Promise<EncodedPicture | null>;

export interface PptxExportOptions {
  onProgress?: (progress: ExportProgress) => void;
  /** Default: `fetch` (GET) in the browser and in Node. */
  loadImage?: ImageLoader;
  /** Default in the browser: OffscreenCanvas; absent in Node, then SVG images are skipped and reported. */
  rasterizeSvg?: SvgRasterizer;
  /**
   * Default in the browser: createImageBitmap and a canvas. Absent in Node
   * unless the caller passes one (the CLI does): pictures are then stored as
   * they came, the framing done by cropping in the file.
   */
  encodePicture?: PictureEncoder;
  signal?: AbortSignal;
  /**
   * Raw DEFLATE (RFC 1951) for the written file. Default: the platform's
   * CompressionStream('deflate-raw'); Node callers pass zlib's `deflateRawSync`, which is far quicker there.
   */
  deflateRaw?: (data: Uint8Array) => Uint8Array | Promise<Uint8Array>;
  /**
   * The package (.pptx/.potx/.pptm bytes) of the company template the deck's
   * theme was imported from: the file is then built on the template's own
   * master, layouts and theme. Without it a template theme is drawn on
   * Decksmith's master in the template's colours, fonts and pictures.
   */
  templatePackage?: Uint8Array;
}

export interface PptxExportResult {
  /** The finished, post-processed .pptx file. */
  bytes: Uint8Array;
  /** From the title, sanitised: lowercase letters, digits and underscores, then '.pptx'. */
  fileName: string;
  report: ExportReport;
}
