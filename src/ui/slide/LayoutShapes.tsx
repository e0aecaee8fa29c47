/**
 * The drawn parts of a layout frame in one SVG over the canvas: connectors
 * first, then decorations (hub, ring, star, pencil parts, markers, column
 * labels' rules), then each item's shape (rectangle, rounded card, circle,
 * pyramid band, chevron) as the frame says. One SVG per slide keeps a long
 * deck's DOM small; the text sits in HTML boxes above it.
 */
import { memo, useId } from 'react';
import { CANVAS, type Box, type Connector, type ItemBox, type LayoutFrame, type Shape } from '../../core/layouts';
import { toneColor } from '../../core/themes';
import type { SlideLook } from './slide-look';

const pts = (points: readonly { x: number; y: number }[]): string => points.map((p) => `${p.x},${p.y}`).join(' ');

/** Corners of a five-pointed star in `box`, point up. */
export function starPoints(box: Box): { x: number; y: number }[] {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const outer = Math.min(box.w, box.h) / 2;
  const inner = outer * 0.4;
  return Array.from({ length: 10 }, (_, k) => {
    const r = k % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    return { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) };
  });
}

/** Outline of an item's shape, for the polygon shapes. */
export function itemPolygon(item: ItemBox): { x: number; y: number }[] | undefined {
  const { x, y, w, h } = item;
  const t = item.taper ?? 0;
  if (item.shape === 'triangle-band') return [{ x: x + t, y }, { x: x + w - t, y }, { x: x + w, y: y + h }, { x, y: y + h }];
  if (item.shape === 'chevron') {
    return [{ x, y }, { x: x + w - t, y }, { x: x + w, y: y + h / 2 }, { x: x + w - t, y: y + h }, { x, y: y + h }, { x: x + t, y: y + h / 2 }];
  }
  return undefined;
}

function ItemShape({ item, look }: { item: ItemBox; look: SlideLook }) {
  const paint = { fill: look.card, stroke: look.accent, strokeWidth: 2, strokeOpacity: 0.6 };
  const polygon = itemPolygon(item);
  if (polygon) return <polygon points={pts(polygon)} {...paint} />;
  if (item.shape === 'circle') return <ellipse cx={item.x + item.w / 2} cy={item.y + item.h / 2} rx={item.w / 2} ry={item.h / 2} {...paint} />;
  const rx = item.shape === 'rounded' ? Math.min(16, item.h * 0.12) : 0;
  return <rect x={item.x} y={item.y} width={item.w} height={item.h} rx={rx} {...paint} />;
}

function Decoration({ shape, look }: { shape: Shape; look: SlideLook }) {
  const color = toneColor(look, shape.tone);
  const { x, y, w, h } = shape.box;
  const faded = shape.tone === 'muted' ? 0.45 : 1;
  switch (shape.kind) {
    case 'ellipse':
      // A hub that carries text is a card, so its text keeps the card's contrast.
      return shape.text ? (
        <ellipse cx={x + w / 2} cy={y + h / 2} rx={w / 2} ry={h / 2} fill={look.card} stroke={color} strokeWidth={4} />
      ) : (
        <ellipse cx={x + w / 2} cy={y + h / 2} rx={w / 2} ry={h / 2} fill={color} fillOpacity={faded} />
      );
    case 'ring':
      return <ellipse cx={x + w / 2} cy={y + h / 2} rx={w / 2} ry={h / 2} fill="none" stroke={color} strokeOpacity={faded} strokeWidth={4} strokeDasharray="10 8" />;
    case 'star5':
      return <polygon points={pts(starPoints(shape.box))} fill={color} />;
    case 'triangle': {
      const corners = shape.direction === 'right'
        ? [{ x, y }, { x: x + w, y: y + h / 2 }, { x, y: y + h }]
        : [{ x: x + w / 2, y }, { x: x + w, y: y + h }, { x, y: y + h }];
      return <polygon points={pts(corners)} fill={color} fillOpacity={faded} />;
    }
    case 'rect':
      return <rect x={x} y={y} width={w} height={h} fill={color} fillOpacity={faded} />;
    case 'label':
      // The label's words are HTML text; the shape is the rule under them.
      return <rect x={x} y={y + h - 4} width={w} height={4} rx={2} fill={color} fillOpacity={faded} />;
  }
}

function ConnectorLine({ connector, color, arrowId }: { connector: Connector; color: string; arrowId: string }) {
  const points = [connector.from, ...(connector.via ?? []), connector.to];
  return (
    <polyline
      points={pts(points)}
      fill="none"
      stroke={color}
      strokeWidth={3}
      strokeOpacity={0.75}
      strokeLinejoin="round"
      markerEnd={connector.kind === 'arrow' ? `url(#${arrowId})` : undefined}
    />
  );
}

export interface LayoutShapesProps {
  frame: LayoutFrame;
  look: SlideLook;
  /** Items whose shape is drawn (while typing, those reached so far). */
  shownItems: number;
}

export const LayoutShapes = memo(function LayoutShapes({ frame, look, shownItems }: LayoutShapesProps) {
  const arrowId = `arrow${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hasArrow = frame.connectors.some((c) => c.kind === 'arrow');
  return (
    <svg aria-hidden="true" width={CANVAS.width} height={CANVAS.height} viewBox={`0 0 ${CANVAS.width} ${CANVAS.height}`} style={{ position: 'absolute', left: 0, top: 0 }}>
      {hasArrow && (
        <defs>
          <marker id={arrowId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" fill={look.accent} />
          </marker>
        </defs>
      )}
      {frame.connectors.map((c, i) => (
        <ConnectorLine key={`c${i}`} connector={c} color={look.accent} arrowId={arrowId} />
      ))}
      {frame.decorations?.map((d, i) => (
        <Decoration key={`d${i}`} shape={d} look={look} />
      ))}
      {frame.items.slice(0, shownItems).map((item) => (
        <ItemShape key={`i${item.index}`} item={item} look={look} />
      ))}
    </svg>
  );
});
