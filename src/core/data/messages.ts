/**
 * The user-facing texts of data parsing, in one place so the grid, the paste
 * dialog and the tests share one spelling. Rows are counted as the data grid
 * shows them: the header row is the column names, the first row under it is
 * row 1.
 */
import { MAX_CELL_CHARS, MAX_DATA_CHARS, MAX_DATA_COLUMNS, MAX_DATA_ROWS } from './limits';

const count = (n: number): string => n.toLocaleString('en-US');

export const EMPTY_PASTE = 'There is no data to read: the pasted text is empty.';
export const TOO_MANY_CHARS = `This paste is too large: at most ${count(MAX_DATA_CHARS)} characters of data can be read.`;
// Parsing stops at the first row past the cap, so the message cannot say how many there were.
export const TOO_MANY_ROWS = `This paste has more than ${count(MAX_DATA_ROWS)} rows of data: at most ${count(MAX_DATA_ROWS)} fit a table or chart.`;
export const TOO_MANY_COLUMNS = `This paste has more than ${count(MAX_DATA_COLUMNS)} columns: at most ${count(MAX_DATA_COLUMNS)} fit a table or chart.`;
export const cellTooLong = (where: string): string => `${where} is longer than ${count(MAX_CELL_CHARS)} characters: a cell holds a label or a figure.`;
export const UNCLOSED_QUOTE = 'A quoted cell is never closed: a closing " is missing.';
export const raggedRow = (row: number, cells: number, columns: number): string =>
  `Row ${row} has ${cells} cells, but the header has ${columns} columns.`;
export const NO_ROWS = 'There is only a header row: no data rows to show.';
export const notANumber = (where: string, text: string): string => `${where}: '${text}' is not a number.`;
export const formulaNotNumber = (where: string, text: string): string => `${where}: '${text}' is a formula; formulas are not calculated here.`;
export const emptySeries = (column: string): string => `Column '${column}' has no numbers: a chart needs at least one.`;
export const NO_NUMERIC_COLUMN = 'No column holds numbers: this data can be a table, not a chart.';
export const mixedUnits = (column: string, a: string, b: string): string => `Column '${column}' mixes units: '${a}' and '${b}'.`;
export const formulaKept = (where: string): string => `${where} holds a formula: it is kept as text, never calculated.`;
export const htmlStripped = (where: string): string => `${where} held HTML tags: only its text was kept.`;

/** "Row 4, column 'Q2'", the way every message names a cell. */
export function cellName(row: number, column: string): string {
  return `Row ${row}, column '${column}'`;
}

// Fitting pasted or edited data on one slide (the caps of slide-data.ts).
export const tableTooWide = (columns: number, max: number): string => `This table has ${columns} columns: a table slide shows at most ${max}. Remove columns first.`;
export const tableTooLong = (rows: number, max: number): string => `This table has ${rows} rows: a table slide shows at most ${max}. Paste fewer rows or split them over several slides.`;
export const slideCellTooLong = (where: string, max: number): string => `${where} is longer than ${max} characters: a slide's cell holds a label or a figure.`;
export const tooManyCategories = (count: number, max: number): string => `This chart has ${count} categories (rows): a chart shows at most ${max}.`;
export const tooManySeries = (count: number, max: number): string => `This chart has ${count} series (columns of numbers): a chart shows at most ${max}.`;
export const labelTooLong = (where: string, max: number): string => `${where} is longer than ${max} characters: a chart label is a few words.`;
export const NO_SERIES = 'A chart needs a column of numbers next to its labels.';
