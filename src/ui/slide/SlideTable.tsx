/**
 * A table slide's table on the canvas: a real HTML table (header cells are
 * `th` with column scope, so screen readers read it as a table) placed and
 * sized by the frame's TableFrame, in the theme's table colours. Cells are
 * plain text, never markup; a slide's data table has its cells edited in
 * place through SlideEditContext where the page provides editing.
 */
import { memo, useContext, type CSSProperties, type ReactNode } from 'react';
import type { TableFrame } from '../../core/layouts';
import { tableColors } from '../../core/themes';
import { SlideEditContext } from './edit-context';
import type { SlideLook } from './slide-look';

export interface SlideTableProps {
  table: TableFrame;
  look: SlideLook;
  label: string;
  /** The slide's index when the table is its data table: its cells are then editable in place where editing is on. */
  cellsOf?: number | undefined;
}

export const SlideTable = memo(function SlideTable({ table, look, label, cellsOf }: SlideTableProps) {
  const colors = tableColors(look);
  const ctx = useContext(SlideEditContext);
  // Header rows are row -1 of the data, body rows count from 0.
  const text = (value: string, row: number, column: number): ReactNode =>
    ctx?.renderCell && cellsOf !== undefined ? ctx.renderCell({ slideIndex: cellsOf, row, column, value }) : value;
  const { box, columns, rows, size, pad } = table;
  const style: CSSProperties = {
    position: 'absolute', left: box.x, top: box.y, width: box.w, tableLayout: 'fixed', borderCollapse: 'collapse',
    fontFamily: look.bodyFont, fontSize: size, lineHeight: 1.2, color: colors.bodyText, fontVariantNumeric: 'tabular-nums lining-nums',
  };
  const header = rows.filter((r) => r.header);
  const body = rows.filter((r) => !r.header);
  const cell = (row: (typeof rows)[number], c: number): CSSProperties => ({
    height: row.h, padding: `${pad.y}px ${pad.x}px`, textAlign: columns[c]?.align ?? 'left', verticalAlign: 'middle',
    overflowWrap: 'break-word', boxSizing: 'border-box',
  });
  return (
    <table aria-label={label} data-slide-table="" style={style}>
      <colgroup>
        {columns.map((col, c) => <col key={c} style={{ width: col.w }} />)}
      </colgroup>
      {header.length > 0 && (
        <thead>
          {header.map((row, h) => (
            <tr key={h} style={{ background: colors.headerFill, color: colors.headerText }}>
              {row.cells.map((value, c) => <th key={c} scope="col" style={{ ...cell(row, c), fontFamily: look.titleFont, fontWeight: 700 }}>{text(value, -1, c)}</th>)}
            </tr>
          ))}
        </thead>
      )}
      <tbody>
        {body.map((row, r) => (
          <tr key={r} style={{ background: row.zebra ? colors.zebraFill : colors.bodyFill, borderBottom: `1px solid ${colors.rule}` }}>
            {row.cells.map((value, c) => <td key={c} style={cell(row, c)}>{text(value, r, c)}</td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
});
