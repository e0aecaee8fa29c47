/**
 * The layout engine: a registry of slide layouts (one file each) that turn a
 * slide's points into geometry on the 1280 x 720 canvas, shared by the slide
 * renderer and the PowerPoint exporter, and the chooser that picks one by
 * what a slide says.
 */
export * from './types';
export {
  CANVAS,
  IMAGE_BOX,
  MARGIN_X,
  PX_PER_INCH,
  PT_PER_PX,
  boxToInches,
  contentArea,
  contains,
  overlaps,
  pxToPoints,
  scaleToFit,
  titleBox,
} from './canvas';
export {
  FLOOR_PX, TEXT_FIT, TYPE_SCALE, balancedWidth, fitText, lineCount, scaleSteps, stepAtMost, textFits, textHeight, textWidthEm,
  wrapLinesEm, wrappedLineCount, type FitTextOptions,
} from './text-fit';
export { LEAD_SIZES, TITLE_RATIO, TITLE_SIZES, slideHeader, type SlideHeader } from './header';
export { CARD_PAD, ICON_SIZE } from './sizing';
export { DEFAULT_LAYOUT, LAYOUTS, LAYOUT_TYPES, findLayout, getLayout, isLayoutType, layoutFits, type LayoutType, type RegisteredLayout } from './registry';
export {
  chooseDeckLayouts,
  chooseLayout,
  chooseSlideLayout,
  frameSlide,
  isAutomaticLayout,
  layoutCandidates,
  reasonLabel,
  slideContent,
  withAutoLayouts,
  type LayoutChoice,
  type ReasonCode,
  type SlideContent,
} from './choose';
export { TABLE_SIZES, tableOfItems, tablePlan } from './table';
export { CHART_LABEL_SIZE, CHART_PAD, chartOfItems, chartPlan } from './chart';
export { isFigureCell, isFigureColumn } from './cell-number';
export { chartMarks, decimalsOf, DEFAULT_NUMBER_LANGUAGE, formatShare, formatValue, numberFormatCode, numberLanguage, shareFormatCode, tickValues, type ChartPlot, type PlotMark, type TextRole } from './chart-plot';
export { MAX_FIGURES, dataLayoutOf, figurePoints } from './data-figures';
