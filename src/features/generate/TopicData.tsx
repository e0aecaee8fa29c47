import type { TopicData } from '../../core/data/topic-data';
import { describeTopicData, topicDataTable } from '../../core/data/topic-data';

/** Rows shown in the outline: enough to recognise the data; the slide shows them all. */
const PREVIEW_ROWS = 4;

const ICONS: Record<TopicData['kind'], string> = { table: '▦', chart: '📊', 'big-number': '#' };

/**
 * What a data topic will show, under its overview in the outline: the kind
 * of slide and where its figures come from, then its first rows, so the
 * user sees which table of the document became which slide before
 * approving. Cells are rendered as text.
 */
export function TopicDataPreview({ data, topicNumber }: { data: TopicData; topicNumber: number }) {
  const table = topicDataTable(data);
  const rows = table.rows.slice(0, PREVIEW_ROWS);
  const more = table.rows.length - rows.length;
  const hasHeader = table.columns.some((c) => c.trim() !== '');
  return (
    <figure data-testid="outline-topic-data" className="m-0 rounded-lg border border-indigo-100 bg-indigo-50/60 px-3 py-2">
      <figcaption className="text-xs font-medium text-indigo-800">
        <span aria-hidden="true" className="mr-1">
          {ICONS[data.kind]}
        </span>
        {describeTopicData(data)}
      </figcaption>
      <div className="mt-1 overflow-x-auto">
        <table aria-label={`Topic ${topicNumber} figures`} className="min-w-full border-collapse text-xs text-slate-700">
          {hasHeader && (
            <thead>
              <tr>
                {table.columns.map((c, i) => (
                  <th key={i} scope="col" className="border-b border-indigo-100 px-2 py-0.5 text-left font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => (
                  <td key={c} className="px-2 py-0.5">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more > 0 && <p className="m-0 mt-1 text-xs text-slate-500">and {more} more {more === 1 ? 'row' : 'rows'}</p>}
    </figure>
  );
}
