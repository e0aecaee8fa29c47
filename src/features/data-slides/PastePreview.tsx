/** What the pasted data was read as: its header and first rows, as text, with how many rows follow. */
import type { TableData } from '../../core/schemas/slide-data';

/** Rows shown in the preview; the rest are counted. */
const PREVIEW_ROWS = 6;

export function PastePreview({ table, notes }: { table: TableData; notes: readonly string[] }) {
  const more = table.rows.length - PREVIEW_ROWS;
  return (
    <div className="flex flex-col gap-1">
      <div className="max-h-56 overflow-auto rounded-lg border border-slate-200">
        <table aria-label="Preview of the pasted data" className="w-full border-collapse text-left text-xs">
          <thead className="sticky top-0 bg-slate-100">
            <tr>
              {table.columns.map((name, c) => <th key={c} scope="col" className="px-2 py-1 font-semibold text-slate-800">{name}</th>)}
            </tr>
          </thead>
          <tbody>
            {table.rows.slice(0, PREVIEW_ROWS).map((row, r) => (
              <tr key={r} className="border-t border-slate-100">
                {row.map((cell, c) => <td key={c} className="px-2 py-1 text-slate-700">{cell}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="m-0 text-xs text-slate-600">
        {table.columns.length} columns, {table.rows.length} rows{more > 0 ? ` (${more} more not shown here)` : ''}.
      </p>
      {notes.map((note) => <p key={note} className="m-0 text-xs text-amber-800">{note}</p>)}
    </div>
  );
}
