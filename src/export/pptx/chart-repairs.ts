/**
 * Repairs of the chart parts pptxgenjs writes: a missing value (a gap in a
 * series) is written as an empty number point, `<c:pt idx="2"><c:v></c:v></c:pt>`,
 * which is no number. The point is left out instead: the series keeps its
 * point count, so the gap stays where it was.
 */

/** A chart part of the package. */
export const CHART_PART = /^ppt\/charts\/chart\d+\.xml$/;

/** The chart XML without empty number points. */
export function dropEmptyPoints(xml: string): string {
  return xml.replace(/<c:pt idx="\d+">\s*<c:v>\s*<\/c:v>\s*<\/c:pt>/gu, '');
}
