/**
 * A table or chart frame as native PowerPoint parts: the table as a table
 * (one cell per data cell, the screen's column widths and row heights and
 * colours), the chart as an editable chart on a card like the screen's, in
 * the theme's chart colours, its numbers written as the screen writes them
 * (in the deck's language).
 */
import { numberFormatCode, shareFormatCode, tickValues, type ChartFrame, type TableFrame } from '../../core/layouts';
import { chartColors, pptxColor, tableColors } from '../../core/themes';
import { localFormatCode } from './chart-language';
import type { ExportLook } from './look';
import type { PlanCell, PlanChart, PlanItem, PlanTable } from './plan-types';
import { xmlSafe } from './rich-text';
import { inchBox, inches, points } from './units';

/** The look's colours as the theme notation ('#rrggbb') the colour rules take. */
const hexColors = (look: ExportLook) => ({ accent: `#${look.accent}`, primary: `#${look.primary}`, secondary: `#${look.secondary}`, card: `#${look.card}`, cardText: `#${look.cardText}` });

export function tableItems(table: TableFrame, look: ExportLook): PlanItem[] {
  const colors = tableColors(hexColors(look));
  const rows = table.rows.map((row) =>
    row.cells.map((text, c): PlanCell => ({
      text: xmlSafe(text),
      bold: row.header,
      color: pptxColor(row.header ? colors.headerText : colors.bodyText),
      fill: pptxColor(row.header ? colors.headerFill : row.zebra ? colors.zebraFill : colors.bodyFill),
      align: table.columns[c]?.align ?? 'left',
    })),
  );
  const plan: PlanTable = {
    kind: 'table',
    box: inchBox(table.box),
    rows,
    colW: table.columns.map((c) => inches(c.w)),
    rowH: table.rows.map((r) => inches(r.h)),
    font: look.bodyFont,
    headerFont: look.titleFont,
    size: points(table.size),
    margin: [inches(table.pad.y), inches(table.pad.x), inches(table.pad.y), inches(table.pad.x)],
    rule: pptxColor(colors.rule),
  };
  return [plan];
}

/**
 * Series names as the chart's workbook needs them: a spreadsheet table's
 * columns have distinct names (case aside), and its first is the category
 * column "Column1"; a repeated name gets " (2)", " (3)".
 */
function workbookNames(names: readonly string[]): string[] {
  const taken = new Set(['column1']);
  return names.map((name) => {
    let unique = name;
    for (let n = 2; taken.has(unique.trim().toLowerCase()); n++) unique = `${name} (${n})`;
    taken.add(unique.trim().toLowerCase());
    return unique;
  });
}

/** How many colours a chart uses: one per series, a pie's one per slice. */
const colorCount = (chart: ChartFrame): number => (chart.kind === 'pie' || chart.kind === 'doughnut' ? chart.categories.length : chart.series.length);

export function chartItems(chart: ChartFrame, look: ExportLook): PlanItem[] {
  const card = { kind: 'shape' as const, shape: 'roundRect' as const, box: inchBox(chart.box), fill: { color: look.card }, line: { color: look.accent, width: points(2), transparency: 40 }, adjust: inches(16) };
  const values = chart.series.flatMap((s) => s.values);
  const unit = chart.series.find((s) => s.unit)?.unit ?? '';
  const round = chart.kind === 'pie' || chart.kind === 'doughnut';
  // PowerPoint draws a bar chart's first category at the bottom; the screen reads top down, so the file gets them reversed.
  const order = <T>(list: readonly T[]): T[] => (chart.kind === 'bar' ? [...list].reverse() : [...list]);
  const plot: PlanChart = {
    kind: 'chart',
    // The chart's own title sits in the chart: the plot box grows up to the card's padding to hold it.
    box: inchBox(chart.title === '' ? chart.plot : { ...chart.plot, y: chart.box.y + 16, h: chart.plot.h + (chart.plot.y - chart.box.y - 16) }),
    chart: chart.kind,
    categories: order(chart.categories).map(xmlSafe),
    series: workbookNames(chart.series.map((s, i) => xmlSafe(s.name) || `Series ${i + 1}`)).map((name, i) => ({ name, values: order(chart.series[i]!.values) })),
    colors: chartColors(hexColors(look), Math.max(1, colorCount(chart))).map(pptxColor),
    title: xmlSafe(chart.title),
    titleSize: points(chart.titleSize),
    xTitle: xmlSafe(chart.xTitle),
    yTitle: xmlSafe(chart.yTitle.trim() || (round ? '' : unit)),
    labelSize: points(chart.labelSize),
    dataLabels: chart.dataLabels,
    legend: chart.legend,
    // A pie's slices are labelled with their share, as on screen.
    valueFormat: localFormatCode(round ? shareFormatCode(look.language) : numberFormatCode(values, unit, look.language), look.language),
    // The axis writes its ticks with the decimals the screen's ticks have ("200", "0.5"), not the values' ("200.00").
    axisFormat: localFormatCode(numberFormatCode(tickValues(chart.kind === 'scatter' ? chart.series.slice(1).flatMap((s) => s.values) : values, chart.kind !== 'scatter'), '', look.language), look.language),
    font: look.bodyFont,
    titleFont: look.titleFont,
    text: look.cardText,
    grid: pptxColor(tableColors(hexColors(look)).rule),
    card: look.card,
  };
  return [card, plot];
}
