/**
 * What a company template adds to every slide on screen: its master's bands,
 * rules and text boxes, then its logo and other pictures, drawn under the
 * slide's content (the template's text is drawn as text), and the move that
 * brings the slide's layout into the template's title and body areas, clear
 * of the logo (one uniform scale, so the text keeps the size it was fitted at
 * relative to its boxes). Slides in a built-in theme are drawn unchanged.
 */
import type { CSSProperties, ReactNode } from 'react';
import type { TemplatePlacedShape, TemplatePlacedText } from '../../core/themes/types';
import type { SlideLook } from './slide-look';

const JUSTIFY = { top: 'flex-start', middle: 'center', bottom: 'flex-end' } as const;

/** A face the template names, behind the deck's body stack; quotes and backslashes cannot leave the name. */
function fontStack(font: string, look: SlideLook): string {
  if (font === 'major') return look.titleFont;
  if (font === 'minor') return look.bodyFont;
  return `'${font.replace(/['"\\;]/g, '')}', ${look.bodyFont}`;
}

function ShapeText({ text, look }: { text: TemplatePlacedText; look: SlideLook }) {
  const [l, t, r, b] = text.inset;
  const style: CSSProperties = {
    position: 'absolute', inset: 0, padding: `${t}px ${r}px ${b}px ${l}px`, display: 'flex', flexDirection: 'column', justifyContent: JUSTIFY[text.anchor],
    color: text.color, fontSize: text.size, lineHeight: 1.2, fontFamily: fontStack(text.font, look), fontWeight: text.bold ? 700 : 400,
    fontStyle: text.italic ? 'italic' : 'normal', textAlign: text.align, whiteSpace: text.wrap ? 'pre-wrap' : 'pre', overflow: 'hidden',
  };
  return (
    <div style={style}>
      {text.paragraphs.map((p, i) => (
        <p key={i} style={{ margin: 0 }}>{p}</p>
      ))}
    </div>
  );
}

function LineShape({ shape }: { shape: TemplatePlacedShape }) {
  const { x, y, w, h } = shape.box;
  const [x1, x2] = shape.flipH ? [x + w, x] : [x, x + w];
  const [y1, y2] = shape.flipV ? [y + h, y] : [y, y + h];
  return (
    <svg aria-hidden="true" data-template-shape="" width={1280} height={720} style={{ position: 'absolute', left: 0, top: 0, pointerEvents: 'none', overflow: 'visible' }}>
      <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={shape.line?.color} strokeWidth={shape.line?.width} />
    </svg>
  );
}

/** One band or text box of the master, at its place on the canvas. */
function Shape({ shape, look }: { shape: TemplatePlacedShape; look: SlideLook }) {
  if (shape.geometry === 'line') return shape.line ? <LineShape shape={shape} /> : null;
  const { x, y, w, h } = shape.box;
  const radius = shape.geometry === 'ellipse' ? '50%' : shape.geometry === 'roundRect' ? Math.min(w, h) / 6 : 0;
  const style: CSSProperties = {
    position: 'absolute', left: x, top: y, width: w, height: h, boxSizing: 'border-box', pointerEvents: 'none', borderRadius: radius,
    background: shape.fill ?? 'transparent', ...(shape.line ? { border: `${shape.line.width}px solid ${shape.line.color}` } : {}),
    ...(shape.rotation ? { transform: `rotate(${shape.rotation}deg)` } : {}),
  };
  return (
    <div data-template-shape="" aria-hidden={shape.text ? undefined : true} style={style}>
      {shape.text && <ShapeText text={shape.text} look={look} />}
    </div>
  );
}

export function TemplateMarks({ look }: { look: SlideLook }) {
  const shapes = look.template?.shapes ?? [];
  const pictures = look.template?.pictures ?? [];
  const drawn = shapes.map((shape, i) => <Shape key={`shape-${i}`} shape={shape} look={look} />);
  return drawn.concat(pictures.map((p) => (
    <img
      key={p.src}
      src={p.src}
      alt=""
      aria-hidden="true"
      data-template-mark=""
      draggable={false}
      style={{ position: 'absolute', left: p.box.x, top: p.box.y, width: p.box.w, height: p.box.h, objectFit: 'contain', pointerEvents: 'none' }}
    />
  )));
}

export function TemplateRegion({ look, children }: { look: SlideLook; children: ReactNode }) {
  const t = look.template?.transform;
  if (!t || (t.scale === 1 && t.dx === 0 && t.dy === 0)) return children;
  return (
    <div data-template-region="" style={{ position: 'absolute', left: 0, top: 0, width: 1280, height: 720, transformOrigin: '0 0', transform: `translate(${t.dx}px, ${t.dy}px) scale(${t.scale})` }}>
      {children}
    </div>
  );
}
