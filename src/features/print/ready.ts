/**
 * When the print pages are ready to print: the deck's fonts and every face
 * in use have loaded, every slide image has loaded or failed, and the fit
 * check has measured every slide with the real fonts. Each wait has a cap:
 * a font or an image that never answers (offline, a dead address) must not
 * stop the export, it prints without it.
 */

/** Resolves after `ms` (never rejects). */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves when `work` settles or after `ms`, whichever comes first; never rejects. */
export function capped(work: Promise<unknown>, ms: number): Promise<void> {
  return Promise.race([work.then(noop, noop), delay(ms)]);
}

function noop(): void {}

/**
 * Every image under `root` loaded or failed. Slide images are lazy (they load
 * when near the viewport); here they are wanted now, so they become eager.
 */
export function imagesSettled(root: ParentNode): Promise<void> {
  const images = Array.from(root.querySelectorAll('img'));
  return Promise.all(
    images.map((img) => {
      img.loading = 'eager';
      if (img.complete) return undefined;
      return new Promise<void>((resolve) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      });
    }),
  ).then(noop);
}

/**
 * No slide under `root` waits for its fit check (`data-fit="pending"`,
 * src/ui/slide/fit-check.ts), or `deadline` (epoch ms) has passed; polled
 * once a frame.
 */
export function fitSettled(root: ParentNode, deadline: number, frame: (callback: () => void) => void = (cb) => requestAnimationFrame(() => cb())): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (Date.now() >= deadline || root.querySelector('[data-fit="pending"]') === null) resolve();
      else frame(check);
    };
    check();
  });
}

export interface PrintableInput {
  root: ParentNode;
  /** The deck's own fonts (ensureDeckFonts). */
  deckFonts: Promise<unknown>;
  /** Every face the page uses (document.fonts.ready). */
  fontsReady: () => Promise<unknown>;
  /** The most the whole wait may take, ms. */
  capMs: number;
}

/** Waits until the pages under `root` can be printed as they should look, or until `capMs` is up. */
export async function whenPrintable({ root, deckFonts, fontsReady, capMs }: PrintableInput): Promise<void> {
  const deadline = Date.now() + capMs;
  const left = () => Math.max(0, deadline - Date.now());
  await capped(Promise.all([deckFonts.then(fontsReady), imagesSettled(root)]), left());
  // A face that arrived meanwhile made the fit check measure again; wait for that round too.
  await fitSettled(root, deadline);
}
