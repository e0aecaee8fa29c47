/**
 * Shapes of the layout engine. A layout turns a slide's items into a
 * {@link LayoutFrame}: geometry in canvas pixels (1280 x 720) computed once,
 * so the screen (absolutely positioned boxes) and the PowerPoint exporter
 * (inches = px / 128) draw the same slide.
 */
import type { DescriptionSize } from '../schemas/catalog';
import type { ChartKind, ChartSeries, SlideDataView } from '../schemas/slide-data';

/** Picker groups of the layout picker. */
export type LayoutCategory = 'boxes' | 'tree' | 'timeline' | 'grid' | 'flow' | 'comparison';

/** One thing a layout places: a subtopic's heading and overview. */
export interface LayoutItem {
  heading: string;
  overview: string;
  /** The item has an icon: the frame gives it a place beside the heading when there is room. */
  icon?: boolean;
}

/** A point in canvas pixels. */
export interface Point {
  x: number;
  y: number;
}

/** A rectangle in canvas pixels (origin top left of the 1280 x 720 canvas). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * How an item's box is drawn. 'triangle-band' is a trapezoid whose top edge is
 * inset by `taper` on each side (a pyramid band); 'chevron' points right, its
 * point (and notch) `taper` deep.
 */
export type ItemShape = 'rect' | 'rounded' | 'circle' | 'triangle-band' | 'chevron';

/** Horizontal alignment of an item's text. */
export type TextAlign = 'left' | 'center';

/** A placed item: its box, how it is drawn, where its text goes and at what size. */
export interface ItemBox extends Box {
  /** Index of the item in the list handed to `frame`. */
  index: number;
  shape: ItemShape;
  /** 'triangle-band': inset of the top edge on each side; 'chevron': depth of the point; px. */
  taper?: number;
  /**
   * Where the heading is written: draw it at `headingSize` with line height
   * 1.2 in exactly this box (the card's padding is already outside it).
   */
  headingBox: Box;
  /**
   * Where the overview is written (same rules as `headingBox`); height 0 when
   * there is none. It may lie under the item's shape rather than in it (a
   * process step writes its overview below its chevron).
   */
  bodyBox: Box;
  align: TextAlign;
  /** Heading font size, px, a step of TYPE_SCALE (19..48). */
  headingSize: number;
  /** Body font size, px, a step of TYPE_SCALE, never above `headingSize`. */
  bodySize: number;
  /**
   * Where the item's icon goes (32-40 px, beside or above the heading, clear
   * of all text); absent when the item has no icon or no room for one.
   */
  icon?: Box;
  /** The item's key figure, drawn large (big-number layout); absent on every other layout. */
  figure?: FigureBox;
}

/**
 * A key figure and the texts drawn around it. The item's own heading and
 * overview stay the editable texts; `heading` and `body` are what is drawn
 * in `headingBox` and `bodyBox` instead ("Revenue" for "$38.6M revenue").
 */
export interface FigureBox {
  /** The figure as written ("$38.6M"), on one line in lining figures, in the title font. */
  text: string;
  box: Box;
  /** Figure size, px: one of FIGURE_SIZES (64-80 px, 48-60 pt), smaller only when the figure is too wide for its column. */
  size: number;
  /** A change the text opened with ("+1.8 pp"), drawn under the figure at the body size. */
  delta?: { text: string; box: Box; size: number; trend: 'up' | 'down' };
  /** The heading as drawn: without the figure. */
  heading: string;
  /** The overview as drawn: without the figure and the delta. */
  body: string;
}

/** A text that does not fit its box even at the floor of the type scale: move it to the notes or split the slide. */
export interface FrameOverflow {
  part: 'title' | 'lead' | 'heading' | 'body' | 'label';
  /** The item's index for 'heading' and 'body', the decoration's for 'label'. */
  index?: number;
}

/** A line between two points; 'elbow' bends at `via`, 'arrow' has its head at `to`. */
export interface Connector {
  from: Point;
  to: Point;
  kind: 'line' | 'arrow' | 'elbow';
  /** Bend points of an elbow, in order from `from` to `to`. */
  via?: readonly Point[];
}

/** Theme colour role of a decoration, so screen and export colour it alike. */
export type ShapeTone = 'primary' | 'secondary' | 'accent' | 'muted';

/**
 * A drawn part that is not an item: a hub, a ring, a star, a pencil tip, a
 * timeline marker, a column label. Drawn under the items (after connectors).
 */
export interface Shape {
  kind: 'ellipse' | 'ring' | 'star5' | 'triangle' | 'rect' | 'label';
  box: Box;
  tone: ShapeTone;
  /** Which way a 'triangle' points (default up). */
  direction?: 'up' | 'right';
  /** Text written in the shape ('label' shapes always have one). */
  text?: string;
  /** Font size of `text`, px, a step of TYPE_SCALE. */
  textSize?: number;
}

/** The geometry of one slide: everything the screen and the exporter draw. */
export interface LayoutFrame {
  /** The title's text box at the slide's left margin, as wide as its balanced lines need. */
  title: Box;
  /** Title font size, px, a step of TYPE_SCALE, at least 1.6 times the card headings. */
  titleSize: number;
  /** The lead sentence's text box under the title, when the options named one. */
  lead?: Box;
  /** Lead font size, px: never below any card body size of the slide. */
  leadSize?: number;
  items: ItemBox[];
  /** Drawn first, under decorations and items. */
  connectors: Connector[];
  decorations?: Shape[];
  /** The topic image's area when the slide has one (right side, 3.5 x 5.5 in). */
  image?: Box;
  /** Texts that did not fit even at the floor size; absent when everything fits. */
  overflow?: FrameOverflow[];
  /** A table drawn in the content area (table layout); its cells are the slide's data, not items. */
  table?: TableFrame;
  /** A chart drawn in the content area (chart layout). */
  chart?: ChartFrame;
}

/** One column of a placed table: where it is and how its cells align (figures right, words left). */
export interface TableColumn {
  x: number;
  w: number;
  align: 'left' | 'right';
}

/** One row of a placed table, its cells as shown. */
export interface TableRow {
  y: number;
  h: number;
  cells: string[];
  /** The header row: bold, on the theme's header fill. */
  header: boolean;
  /** Every second body row is shaded, so the eye follows a row across. */
  zebra: boolean;
}

/** A table's geometry: columns and rows in canvas px, one text size for the body and the header. */
export interface TableFrame {
  box: Box;
  columns: TableColumn[];
  rows: TableRow[];
  /** Cell text size, px, a step of TYPE_SCALE. */
  size: number;
  /** Inner padding of a cell, px (left and right; top and bottom). */
  pad: { x: number; y: number };
}

/** A chart's place and what it shows; the screen and PowerPoint each draw the plot their own way inside `plot`. */
export interface ChartFrame {
  /** The card the chart sits on. */
  box: Box;
  /** The chart's own title at the top of the card ('' for none), and its size, px. */
  title: string;
  titleSize: number;
  /** Where the plot (axes, legend, labels) is drawn: the card less its padding and title. */
  plot: Box;
  kind: ChartKind;
  categories: string[];
  series: ChartSeries[];
  xTitle: string;
  yTitle: string;
  /** Axis, legend and data-label text size, px. */
  labelSize: number;
  /** Values written at their bars or slices (few enough to read). */
  dataLabels: boolean;
  /** A legend is drawn (more than one series, or a pie's categories). */
  legend: boolean;
}

/** What a layout needs to know besides its items. */
export interface FrameOptions {
  descriptionSize: DescriptionSize;
  hasImage: boolean;
  /** The slide title, to size the title box's text; a hub may repeat it. */
  title?: string;
  /** The lead sentence under the title (the topic's overview), sized with the title. */
  lead?: string;
  /** Average glyph advance, in ems, of the title and the body font (default 0.55 each). */
  widths?: { title: number; body: number };
  /** The slide's figures, for the table and chart layouts (schemas/slide-data.ts). */
  data?: SlideDataView | undefined;
}

/** How a layout exports to PowerPoint (read by the export step). */
export interface LayoutExport {
  /**
   * True when every part maps to a native, editable PowerPoint shape or text
   * box (see {@link PPTX_SHAPES}); false means the exporter rasterises it.
   */
  native: boolean;
  /** What the exporter must know beyond the frame. */
  note?: string;
}

/**
 * One layout: one file each, collected in `registry.ts`. `T` is its id as a
 * literal type, so the registry derives the id union (`LayoutType`) from the
 * list. The default is any id: this file sits below the registry and the
 * layout files, so it cannot name the union they make.
 */
export interface LayoutDefinition<T extends string = string> {
  type: T;
  label: string;
  category: LayoutCategory;
  /** One line for the layout picker. */
  description: string;
  /** Largest item count the layout shows; `frame` drops items beyond it. */
  maxItems?: number;
  /** Smallest item count the layout makes sense for. */
  minItems?: number;
  /** How many items the layout is typically used with: demo and test decks draw it with this many. */
  typicalItems: number;
  frame(items: readonly LayoutItem[], options: FrameOptions): LayoutFrame;
  export: LayoutExport;
  /**
   * The layout draws the slide's data (a table or chart) instead of placing
   * its points as items: its frame has no items, and the item rules do not apply.
   */
  drawsData?: boolean;
}

/** A layout definition that keeps its id as a literal type (see {@link LayoutDefinition}). */
export function defineLayout<const T extends string>(layout: LayoutDefinition<T>): LayoutDefinition<T> {
  return layout;
}

/**
 * pptxgenjs shape names for item shapes and decorations, so the exporter maps
 * a frame without knowing any layout ('chevron' and 'triangle-band' take the
 * adjust values implied by their boxes; a right-pointing triangle is rotated 90).
 */
export const PPTX_SHAPES = {
  rect: 'rect',
  rounded: 'roundRect',
  circle: 'ellipse',
  'triangle-band': 'trapezoid',
  chevron: 'chevron',
  ellipse: 'ellipse',
  ring: 'ellipse',
  star5: 'star5',
  triangle: 'triangle',
  label: 'rect',
} as const satisfies Record<ItemShape | Shape['kind'], string>;
