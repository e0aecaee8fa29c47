/**
 * Native tables and charts for the writer: a plan table becomes
 * `slide.addTable` (one cell per data cell, no auto paging: the frame already
 * fitted it), a plan chart `slide.addChart` (an editable chart with its data
 * in an embedded workbook), both in the theme's fonts and colours.
 */
import type PptxGenJS from 'pptxgenjs';
import type { PlanChart, PlanTable } from './plan-types';

type Slide = PptxGenJS.Slide;

export function addTable(slide: Slide, item: PlanTable): void {
  const rows: PptxGenJS.TableRow[] = item.rows.map((row) =>
    row.map((cell): PptxGenJS.TableCell => ({
      text: cell.text,
      options: {
        bold: cell.bold,
        color: cell.color,
        fill: { color: cell.fill },
        align: cell.align,
        valign: 'middle',
        fontFace: cell.bold ? item.headerFont : item.font,
        fontSize: item.size,
        margin: item.margin,
        // A hairline under each row, as on screen; no verticals.
        border: [{ type: 'none' }, { type: 'none' }, { type: 'solid', pt: 0.75, color: item.rule }, { type: 'none' }],
      },
    })),
  );
  slide.addTable(rows, { x: item.box.x, y: item.box.y, w: item.box.w, colW: item.colW, rowH: item.rowH, autoPage: false, margin: item.margin });
}

const CHART_TYPES: Record<PlanChart['chart'], PptxGenJS.CHART_NAME> = {
  bar: 'bar', column: 'bar', line: 'line', area: 'area', pie: 'pie', doughnut: 'doughnut', scatter: 'scatter',
};

/** The chart's data as pptxgenjs takes it: per series its name, the categories and the values (a scatter's first series is the x values). */
function chartData(item: PlanChart): PptxGenJS.OptsChartData[] {
  if (item.chart === 'pie' || item.chart === 'doughnut') {
    const first = item.series[0]!;
    return [{ name: first.name, labels: item.categories, values: first.values.map((v) => v ?? 0) }];
  }
  // A missing value is written empty (a gap); the repair step drops the empty point.
  return item.series.map((s) => ({ name: s.name, labels: item.categories, values: s.values as number[] }));
}

function axisOptions(item: PlanChart): PptxGenJS.IChartOpts {
  const label = { color: item.text, fontFace: item.font, fontSize: item.labelSize };
  return {
    catAxisLabelColor: label.color, catAxisLabelFontFace: label.fontFace, catAxisLabelFontSize: label.fontSize,
    valAxisLabelColor: label.color, valAxisLabelFontFace: label.fontFace, valAxisLabelFontSize: label.fontSize,
    valAxisLabelFormatCode: item.axisFormat,
    catAxisLineColor: item.grid, valAxisLineShow: false,
    valGridLine: { color: item.grid, size: 0.5, style: 'solid' },
    catGridLine: { style: 'none' },
    ...(item.xTitle ? { showCatAxisTitle: true, catAxisTitle: item.xTitle, catAxisTitleColor: item.text, catAxisTitleFontFace: item.font, catAxisTitleFontSize: item.labelSize } : {}),
    ...(item.yTitle ? { showValAxisTitle: true, valAxisTitle: item.yTitle, valAxisTitleColor: item.text, valAxisTitleFontFace: item.font, valAxisTitleFontSize: item.labelSize } : {}),
  };
}

function kindOptions(item: PlanChart): PptxGenJS.IChartOpts {
  switch (item.chart) {
    case 'column':
    case 'bar':
      return { barDir: item.chart === 'column' ? 'col' : 'bar', barGapWidthPct: 60, dataLabelPosition: 'outEnd' };
    case 'line':
      return { lineSize: 3, lineDataSymbol: 'circle', lineDataSymbolSize: 8, dataLabelPosition: 't' };
    case 'area':
      return { chartColorsOpacity: 40 };
    case 'scatter':
      return { lineSize: 0, lineDataSymbol: 'circle', lineDataSymbolSize: 10 };
    default:
      return { holeSize: 55, showPercent: true, showValue: false, dataLabelColor: item.card, dataLabelPosition: 'ctr', dataBorder: { pt: 1.5, color: item.card }, firstSliceAng: 0 };
  }
}

export function addChart(slide: Slide, item: PlanChart): void {
  const round = item.chart === 'pie' || item.chart === 'doughnut';
  const options: PptxGenJS.IChartOpts = {
    ...item.box,
    chartColors: item.colors,
    showLegend: item.legend,
    legendPos: round ? 'r' : 't',
    legendColor: item.text, legendFontFace: item.font, legendFontSize: item.labelSize,
    showTitle: item.title !== '',
    ...(item.title !== '' ? { title: item.title, titleColor: item.text, titleFontFace: item.titleFont, titleFontSize: item.titleSize, titleBold: true } : {}),
    showValue: item.dataLabels,
    dataLabelColor: item.text, dataLabelFontFace: item.font, dataLabelFontSize: item.labelSize, dataLabelFontBold: true,
    dataLabelFormatCode: item.valueFormat,
    ...(round ? {} : axisOptions(item)),
    ...kindOptions(item),
    altText: item.title,
  };
  slide.addChart(CHART_TYPES[item.chart], chartData(item), options);
}
