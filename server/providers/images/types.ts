/**
 * The contract every slide-image generator meets, so the route, the tests and
 * the registry never care which one answers (providers sit behind one
 * interface, one file each, chosen by env, so adding one touches no caller).
 */
import type { ImageStyle } from '../../../src/core/schemas/catalog';
import type { PictureOrientation } from '../../../src/protocol/pictures';

/** One picture to make: the prompt as the user wrote it and a catalogue style (aliases resolved). */
export interface ImageParams {
  prompt: string;
  style: ImageStyle;
  /** The slot's shape; the builtin art is drawn in it. */
  orientation?: PictureOrientation;
  /** Theme colours (#rrggbb) for the builtin art. */
  palette?: readonly string[];
}

/**
 * A slide-image generator. Implementations: builtin (abstract theme art for
 * decorative places, offline) and openai-compatible (an OpenAI-style images
 * endpoint). Photo search has its own contract (search/types.ts).
 */
export interface ImageProvider {
  readonly name: string;
  /**
   * Pictures for `params`, as https URLs or data URLs (at least one). Stops
   * promptly when `signal` aborts; fails with an ImageProviderError whose
   * message is safe to show to the user.
   */
  generate(params: ImageParams, signal?: AbortSignal): Promise<string[]>;
}

/** A generation failure whose message carries no secret and may reach the client. */
export class ImageProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ImageProviderError';
  }
}

/** A configuration the server cannot start with (a missing IMAGE_* variable). */
export class ImageConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageConfigError';
  }
}
