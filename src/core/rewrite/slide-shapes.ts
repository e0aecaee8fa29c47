/**
 * How a slide's points relate, in the words a model is asked for, and the
 * layout that draws that relation. A model names the relation, not a layout
 * id (it knows relations, not this app's layouts); the app's chooser still
 * checks that the layout fits the slide's text before it uses it. 'list'
 * names no layout: the chooser decides by count and length.
 */
export const SLIDE_SHAPES = {
  list: undefined,
  steps: 'process-flow',
  timeline: 'horizontal-timeline',
  comparison: 'side-by-side',
  hierarchy: 'hierarchy-tree',
  'central-idea': 'mind-map',
  levels: 'pyramid',
  figures: 'big-number',
} as const satisfies Record<string, string | undefined>;
export type SlideShape = keyof typeof SLIDE_SHAPES;
