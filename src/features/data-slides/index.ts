/** Data slides by the user: 'Insert table / chart' from pasted data, and the grid that edits a slide's figures. */
export { InsertDataButton, InsertDataDialog } from './InsertDataDialog';
export { DataGridPanel, type DataGridPanelProps } from './DataGridPanel';
export { DataToggle } from './DataToggle';
