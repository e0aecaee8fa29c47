/**
 * The browser's check of the core's text-fit estimate. Sizes come from
 * core fitText (an average glyph width); a real font can be wider, so once
 * fonts have loaded each slide on screen measures its text boxes and shrinks
 * (down the type scale, never below its floor) the few that still overflow. Slides off screen are not
 * measured until they show; a slide is measured again only when its content
 * changed or a font finished loading. One IntersectionObserver serves every
 * slide, so a long deck costs one observer, not one per card.
 *
 * Text boxes carry `data-fit-size` (the estimate, px); the slide root gets
 * `data-fit="pending" | "done"`, which the end-to-end test waits for.
 */
import { TEXT_FIT, scaleSteps } from '../../core/layouts';

interface Watched {
  visible: boolean;
  dirty: boolean;
}

const watched = new Map<HTMLElement, Watched>();
const queued = new Set<HTMLElement>();
let observer: IntersectionObserver | undefined;
let flushing = false;
let fontsHooked = false;

const overflows = (el: HTMLElement): boolean =>
  el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1;

/**
 * Shrinks one overflowing box down the type scale, never below its floor. A
 * word wider than the box even at the floor is then allowed to break (the
 * one case a word is split: it could not be shown otherwise).
 */
function shrink(el: HTMLElement, start: number): void {
  const steps = scaleSteps(TEXT_FIT.min, start - 1);
  let size = start;
  for (const step of steps) {
    size = step;
    el.style.fontSize = `${size}px`;
    if (!overflows(el)) break;
  }
  if (el.scrollWidth > el.clientWidth + 1) el.style.overflowWrap = 'anywhere';
  el.dataset.fitShrunk = String(size);
  // Still too tall at the floor (the frame's estimate of this font's widths was short): show the lines
  // that fit and end the last with an ellipsis, as the frame does for text it knows is too long, rather
  // than spill over the next box.
  if (el.scrollHeight > el.clientHeight + 1) {
    const line = size * TEXT_FIT.lineHeight;
    // Each paragraph (a list item's list, a formatted block) that starts below the box is left out;
    // the one the box's bottom cuts shows the lines that fit.
    // The paragraphs are the children of the box, or of its one wrapper (formatted text).
    let holder: Element = el;
    while (holder.children.length === 1 && holder.firstElementChild?.children.length) holder = holder.firstElementChild;
    // offsetTop, not screen rectangles: the slide canvas is scaled, the box's height is not.
    for (const child of Array.from(holder.children)) {
      if (!(child instanceof HTMLElement)) continue;
      const room = el.clientHeight - (child.offsetParent === el ? child.offsetTop : child.offsetTop - el.offsetTop);
      if (room < line - 1) hide(child);
      else if (child.scrollHeight > room + 1) clamp(child, Math.max(1, Math.floor((room + 1) / line)));
    }
    // Formatted text (lists, several paragraphs in one block) the clamp cannot cut: its last
    // paragraphs and list items go, one by one, until the rest fits.
    const blocks = Array.from(el.querySelectorAll<HTMLElement>('p, li')).filter((b) => b.dataset.fitClamped === undefined);
    while (el.scrollHeight > el.clientHeight + 1 && blocks.length > 1) hide(blocks.pop()!);
    el.dataset.fitClamped = 'true';
  }
}

/** The box's own display (a vertically centred box is a flex column), put back when the clamp goes. */
const shownAs = new WeakMap<HTMLElement, string>();

function clamp(el: HTMLElement, lines: number): void {
  shownAs.set(el, el.style.display);
  el.style.display = '-webkit-box';
  el.style.setProperty('-webkit-box-orient', 'vertical');
  el.style.setProperty('-webkit-line-clamp', String(lines));
  el.style.overflow = 'hidden';
  el.dataset.fitClamped = String(lines);
}

function hide(el: HTMLElement): void {
  shownAs.set(el, el.style.display);
  el.style.display = 'none';
  el.dataset.fitClamped = '0';
}

function unclamp(el: HTMLElement): void {
  if (el.dataset.fitClamped === undefined) return;
  el.style.display = shownAs.get(el) ?? '';
  el.style.removeProperty('-webkit-box-orient');
  el.style.removeProperty('-webkit-line-clamp');
  if (el.dataset.textBox === undefined) el.style.removeProperty('overflow');
  delete el.dataset.fitClamped;
}

/** Resets every box of a slide to its estimate, then shrinks those that overflow (one layout for the reads). */
function fitSlide(root: HTMLElement): void {
  const boxes = Array.from(root.querySelectorAll<HTMLElement>('[data-fit-size]'));
  for (const el of boxes) {
    el.style.fontSize = `${el.dataset.fitSize}px`;
    el.style.overflowWrap = '';
    delete el.dataset.fitShrunk;
    if (el.dataset.fitClamped !== undefined) {
      for (const child of Array.from(el.querySelectorAll<HTMLElement>('[data-fit-clamped]'))) unclamp(child);
      delete el.dataset.fitClamped;
    }
  }
  const over = boxes.filter(overflows);
  for (const el of over) shrink(el, Number(el.dataset.fitSize));
}

function flush(): void {
  flushing = false;
  const roots = [...queued];
  queued.clear();
  for (const root of roots) {
    const entry = watched.get(root);
    if (!entry?.dirty || !entry.visible) continue;
    entry.dirty = false;
    fitSlide(root);
    root.dataset.fit = 'done';
  }
}

function schedule(root: HTMLElement): void {
  queued.add(root);
  if (flushing) return;
  flushing = true;
  // After the fonts in use have loaded, and after the frame's layout, not in the middle of React's commit.
  void document.fonts.ready.then(() => requestAnimationFrame(flush));
}

function onIntersect(entries: IntersectionObserverEntry[]): void {
  for (const e of entries) {
    const entry = watched.get(e.target as HTMLElement);
    if (!entry) continue;
    entry.visible = e.isIntersecting;
    if (entry.visible && entry.dirty) schedule(e.target as HTMLElement);
  }
}

/** A font that arrives later changes every measurement. */
function hookFonts(): void {
  if (fontsHooked) return;
  fontsHooked = true;
  document.fonts.addEventListener('loadingdone', () => {
    for (const root of watched.keys()) markFitDirty(root);
  });
}

const supported = (): boolean =>
  typeof IntersectionObserver === 'function' && typeof document !== 'undefined' && 'fonts' in document;

/** Starts checking the slide under `root`; returns the function that stops it. */
export function watchFit(root: HTMLElement): () => void {
  if (!supported()) return () => undefined;
  hookFonts();
  observer ??= new IntersectionObserver(onIntersect);
  watched.set(root, { visible: false, dirty: true });
  root.dataset.fit = 'pending';
  observer.observe(root);
  return () => {
    observer?.unobserve(root);
    watched.delete(root);
    queued.delete(root);
  };
}

/** The slide's text changed: measure it again when it is on screen. */
export function markFitDirty(root: HTMLElement): void {
  const entry = watched.get(root);
  if (!entry) return;
  entry.dirty = true;
  root.dataset.fit = 'pending';
  if (entry.visible) schedule(root);
}
