/**
 * What a company template adds to every slide on screen: its logo and other
 * marks of the master, drawn under the slide's content, and the move that
 * brings the slide's layout into the template's title and body areas, clear
 * of the logo (one uniform scale, so the text keeps the size it was fitted at
 * relative to its boxes). Slides in a built-in theme are drawn unchanged.
 */
import type { ReactNode } from 'react';
import type { SlideLook } from './slide-look';

export function TemplateMarks({ look }: { look: SlideLook }) {
  const pictures = look.template?.pictures ?? [];
  return pictures.map((p) => (
    <img
      key={p.src}
      src={p.src}
      alt=""
      aria-hidden="true"
      data-template-mark=""
      draggable={false}
      style={{ position: 'absolute', left: p.box.x, top: p.box.y, width: p.box.w, height: p.box.h, objectFit: 'contain', pointerEvents: 'none' }}
    />
  ));
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
