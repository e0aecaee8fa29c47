/**
 * Visual cues of a slide. Icons are cheap and always fit, so most slides get
 * one; every third slide, starting with the first, gets a photo to give the
 * deck rhythm. Prompts name concrete things so both the builtin Iconify
 * matcher and an image model have something to draw.
 */
import type { VisualMode } from './types';

/** topic_1, topic_4, topic_7 ... are image slides; the rest are icon slides. */
export function visualMode(index: number): VisualMode {
  return index % 3 === 0 ? 'image' : 'icon';
}

function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[.:;,]+$/u, '').trim();
}

export function iconPrompt(subject: string): string {
  return `icon of ${tidy(subject).toLowerCase()}`;
}

export function photoPrompt(scene: string): string {
  return `a photo of ${tidy(scene)}`;
}

/** Photo prompt from the things a slide names, for document decks: "a photo of x and y, illustrating <heading>". */
export function termsPhoto(things: readonly string[], context: string): string {
  const named = things.slice(0, 3).filter((t) => t.length > 0);
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1) ?? ''}` : (named[0] ?? context);
  const ctx = tidy(context).replace(/\b\p{Lu}\p{Ll}+/gu, (w) => w.toLowerCase());
  return photoPrompt(ctx.length > 0 && ctx.toLowerCase() !== list.toLowerCase() ? `${list}, illustrating ${ctx}` : list);
}
