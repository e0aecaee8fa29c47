/**
 * Caps on pasted or extracted data, checked before and during parsing so a
 * huge paste is refused quickly instead of freezing the tab that parses it.
 */

/**
 * At most 1,000 data rows: a slide shows about a dozen rows of a table and a
 * chart stops being readable long before a thousand points; a paste of
 * 10,000 rows is a database export, not a slide's data, and the grid that
 * edits the numbers must stay responsive as the user types.
 */
export const MAX_DATA_ROWS = 1_000;

/** At most 50 columns: a slide fits about 8; more is a sheet, not a table to present. */
export const MAX_DATA_COLUMNS = 50;

/**
 * At most 1,000,000 characters pasted (about 1 MB): a full 1,000 x 50 grid
 * of 20-character cells. Checked before any parsing, so the work is bounded
 * whatever the text holds.
 */
export const MAX_DATA_CHARS = 1_000_000;

/** At most 2,000 characters in one cell: a cell is a label or a figure, not a document. */
export const MAX_CELL_CHARS = 2_000;
