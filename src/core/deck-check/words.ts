/**
 * How a finding names a slide and a text, in words a user knows from the
 * slide itself: 'Slide 4', 'the title', "the text of 'Costs'".
 */
import { CANVAS } from '../layouts';
import type { DeckView, PlacedText } from './types';

/** Longest quoted text in a message, characters. */
const QUOTE_MAX = 40;

/** `text` on one line, cut at a word with '…' when longer than `max`. */
export function quote(text: string, max = QUOTE_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return `'${flat}'`;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `'${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…'`;
}

/** 'Slide N', N counted from 1 as the studio shows it. */
export function slideName(index: number): string {
  return `Slide ${index + 1}`;
}

/** The heading of item `index` on the slide, for naming its card; undefined when it has none. */
function itemHeading(view: DeckView, slideIndex: number, index: number | undefined): string | undefined {
  if (index === undefined) return undefined;
  const heading = view.slides[slideIndex]?.topic?.subtopics[index]?.heading.trim();
  return heading ? heading : undefined;
}

/** How a message names a text: "the title", "the text of 'Costs'", "the heading 'Costs'"... */
export function textName(view: DeckView, slideIndex: number, text: PlacedText): string {
  switch (text.part) {
    case 'title':
      return 'the title';
    case 'lead':
      return 'the sentence under the title';
    case 'description':
      return 'the subtitle';
    case 'byline':
      return 'the presenter line';
    case 'label':
      return `the label ${quote(text.text)}`;
    case 'heading':
      return `the heading ${quote(text.text)}`;
    case 'body': {
      const heading = itemHeading(view, slideIndex, text.index);
      return heading === undefined ? `the text of point ${(text.index ?? 0) + 1}` : `the text of ${quote(heading)}`;
    }
  }
}

/** Where a text stands, for 'does not fit its …'. */
export function holderName(text: PlacedText): string {
  if (text.part === 'heading' || text.part === 'body') return 'card';
  if (text.part === 'label') return 'label';
  return 'space';
}

/**
 * Points per canvas px on a widescreen slide: 13.33 in (960 pt) across the
 * 1280 px canvas, the slide size the type scale's floor is stated for.
 */
const PT_PER_CANVAS_PX = 960 / CANVAS.width;

/** A size in canvas px as points on a widescreen slide, down to the half point, e.g. '10.5 pt' (19 px: '14 pt'). */
export function points(px: number): string {
  return `${Math.floor(px * PT_PER_CANVAS_PX * 2 + 1e-9) / 2} pt`;
}
