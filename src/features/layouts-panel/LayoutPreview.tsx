/**
 * A tiny drawing of a layout: the boxes its frame gives a few sample points
 * on the 1280 x 720 canvas, as an SVG of outlines (no text). Computed once
 * per layout and point count.
 */
import { memo, useMemo } from 'react';
import type { LayoutDefinition, LayoutItem } from '../../core/layouts';

/** Points drawn: the slide's own count when the layout holds it, else a count it does. */
function sampleCount(layout: LayoutDefinition, count: number): number {
  const min = Math.max(layout.minItems ?? 1, 1);
  const max = layout.maxItems ?? 6;
  return Math.min(Math.max(count || 4, min), max);
}

export const LayoutPreview = memo(function LayoutPreview({ layout, count }: { layout: LayoutDefinition; count: number }) {
  const frame = useMemo(() => {
    const n = sampleCount(layout, count);
    const items: LayoutItem[] = Array.from({ length: n }, (_, i) => ({ heading: `Point ${i + 1}`, overview: 'A short line.' }));
    return layout.frame(items, { descriptionSize: 'concise', hasImage: false });
  }, [layout, count]);
  return (
    <svg viewBox="0 0 1280 720" aria-hidden="true" className="block h-9 w-16 shrink-0 rounded border border-slate-200 bg-white">
      {frame.connectors.map((c, i) => (
        <line key={`c${i}`} x1={c.from.x} y1={c.from.y} x2={c.to.x} y2={c.to.y} stroke="#94a3b8" strokeWidth={10} />
      ))}
      {(frame.decorations ?? []).map((d, i) =>
        d.kind === 'label' ? null : <ellipse key={`d${i}`} cx={d.box.x + d.box.w / 2} cy={d.box.y + d.box.h / 2} rx={d.box.w / 2} ry={d.box.h / 2} fill="#e0e7ff" />,
      )}
      {frame.items.map((item) =>
        item.shape === 'circle' ? (
          <ellipse key={item.index} cx={item.x + item.w / 2} cy={item.y + item.h / 2} rx={item.w / 2} ry={item.h / 2} fill="#6366f1" />
        ) : (
          <rect key={item.index} x={item.x} y={item.y} width={item.w} height={item.h} rx={item.shape === 'rect' ? 0 : 16} fill="#6366f1" />
        ),
      )}
      <rect x={frame.title.x} y={frame.title.y} width={frame.title.w * 0.6} height={Math.min(frame.title.h, 40)} fill="#334155" />
    </svg>
  );
});
