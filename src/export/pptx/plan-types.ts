/**
 * The plan of a PowerPoint deck: per slide, the native things to draw, in
 * inches and points, in drawing order. Pure data made from the same layout
 * frames the screen draws (plan.ts), then handed to pptxgenjs (writer.ts).
 */
import type { LayoutType } from '../../core/layouts';
import type { ChartKind } from '../../core/schemas/slide-data';
import type { PictureFramingInput } from '../types';
import type { Paragraph } from './rich-text';
import type { InchBox } from './units';

/** A text box: text in its rectangle with no inner margin (the rectangle is the screen's text rect). */
export interface PlanText {
  kind: 'text';
  box: InchBox;
  paragraphs: Paragraph[];
  font: string;
  /** Points. */
  size: number;
  /** 'RRGGBB'. */
  color: string;
  bold: boolean;
  align: 'left' | 'center';
  valign: 'top' | 'middle';
  /**
   * The slide's title or its lead sentence: written as the slide's title or
   * body placeholder (slide-parts.ts), so PowerPoint's outline and screen
   * readers find them. At most one of each per slide.
   */
  role?: 'title' | 'body';
  /** A layout item's overview: which item (0-based), so a two-column slide can fill a template's two content placeholders. */
  itemBody?: number;
  /** The shape's name in the file, for the repair step to find it. */
  name?: string;
}

/** pptxgenjs preset shape names the plan uses. */
export type PlanShapeName = 'rect' | 'roundRect' | 'ellipse' | 'trapezoid' | 'chevron' | 'star5' | 'triangle';

export interface PlanFill {
  color: string;
  /** 0 (opaque) to 100. */
  transparency?: number;
}

export interface PlanStroke {
  color: string;
  /** Points. */
  width: number;
  transparency?: number;
  dash?: 'dash';
}

/** A preset shape; written with an empty text body so PowerPoint finds the `<p:txBody>` it expects. */
export interface PlanShape {
  kind: 'shape';
  shape: PlanShapeName;
  box: InchBox;
  fill?: PlanFill;
  line?: PlanStroke;
  /** Degrees clockwise about the box centre. */
  rotate?: number;
  /** The shape's name in the file, for the repair step to find it (plan.ts VEIL_SHAPE). */
  name?: string;
  /**
   * The preset's one adjust value as a length in inches: the corner radius
   * of 'roundRect', the inset of 'trapezoid', the point depth of 'chevron'
   * (all three take adj = length / min(w, h) * 100000).
   */
  adjust?: number;
}

/** A straight line between two points (inches), optionally with an arrow head at `to`. */
export interface PlanLine {
  kind: 'line';
  from: { x: number; y: number };
  to: { x: number; y: number };
  stroke: PlanStroke;
  arrowEnd: boolean;
}

/** An image by address, loaded and embedded by the writer (or skipped and reported). */
export interface PlanImage {
  kind: 'image';
  url: string;
  box: InchBox;
  fit: 'cover' | 'contain';
  transparency?: number;
  /** What the report calls it. */
  role: 'topic image' | 'background image' | 'title picture' | 'icon' | 'logo';
  alt: string;
  /** The user's crop and focal point from the slide's picture record. */
  framing?: PictureFramingInput;
  /** The colour an SVG icon is drawn in (see ImageTarget.tint). */
  tint?: string;
}

/** One cell of a native table: its text (plain) and how it is drawn. */
export interface PlanCell {
  text: string;
  bold: boolean;
  color: string;
  fill: string;
  align: 'left' | 'right';
}

/** A native PowerPoint table: rows of cells, column widths and row heights in inches, one font and size. */
export interface PlanTable {
  kind: 'table';
  box: InchBox;
  rows: PlanCell[][];
  colW: number[];
  rowH: number[];
  font: string;
  headerFont: string;
  /** Points. */
  size: number;
  /** Cell padding, inches: top, right, bottom, left. */
  margin: [number, number, number, number];
  /** The rule under each body row, 'RRGGBB'. */
  rule: string;
}

/** A native, editable PowerPoint chart in the plot box; colours 'RRGGBB', sizes in points. */
export interface PlanChart {
  kind: 'chart';
  box: InchBox;
  chart: ChartKind;
  categories: string[];
  series: { name: string; values: (number | null)[] }[];
  colors: string[];
  /** The chart's own title ('' for none). */
  title: string;
  titleSize: number;
  xTitle: string;
  yTitle: string;
  labelSize: number;
  dataLabels: boolean;
  legend: boolean;
  /** Number format of the values and of the value axis ticks (spreadsheet notation). */
  valueFormat: string;
  axisFormat: string;
  font: string;
  titleFont: string;
  text: string;
  grid: string;
  /** The card colour: a pie's slice borders. */
  card: string;
}

export type PlanItem = PlanText | PlanShape | PlanLine | PlanImage | PlanTable | PlanChart;

export interface SlidePlan {
  /** 1-based, as the user counts slides. */
  number: number;
  /** The slide's heading or title as plain words (report messages). */
  title: string;
  /** 'title' for the title slide, else the layout drawn. */
  layout: LayoutType | 'title';
  /** Solid background colour, 'RRGGBB'. */
  background: string;
  /**
   * A background picture, drawn under everything and cropped to cover the
   * slide as on screen; the first item is the veil of the background colour
   * over it.
   */
  backgroundImage?: string;
  items: PlanItem[];
  /** The page, inches, when it is not Decksmith's 10 x 5.625 (a company template's own). */
  page?: { w: number; h: number };
  /** On a company template's master: the slide has no background of its own, so the master's shows. */
  masterBackground?: boolean;
  /** Speaker notes as plain text ('' for none). */
  notes: string;
}
