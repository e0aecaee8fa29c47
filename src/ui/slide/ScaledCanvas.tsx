/**
 * The 1280 x 720 slide canvas scaled to fit its container.
 * The scale is pure CSS: the outer box is a size container and the canvas
 * is scaled by `tan(atan2(container width, 1280px))`, i.e. the ratio of two
 * lengths as a number. No ResizeObserver and no measuring in script, so a
 * hundred cards or a thousand thumbnails cost no layout reads; the text is
 * laid out at canvas size, so it wraps exactly as the fit estimated.
 */
import type { CSSProperties, ReactNode, Ref } from 'react';
import { CANVAS } from '../../core/layouts';

/** min(width / 1280, height / 720) of the size container, as a number. */
const SCALE = `tan(atan2(min(100cqw, 100cqh * ${CANVAS.width / CANVAS.height}), ${CANVAS.width}px))`;

const CANVAS_STYLE: CSSProperties = {
  position: 'absolute',
  left: '50%',
  top: '50%',
  width: CANVAS.width,
  height: CANVAS.height,
  overflow: 'hidden',
  transformOrigin: '0 0',
  // Scale after centring: the canvas's middle sits on the container's middle at any scale.
  transform: `scale(${SCALE}) translate(-50%, -50%)`,
};

export interface ScaledCanvasProps {
  children: ReactNode;
  /** CSS background of the canvas (the theme's). */
  background: string;
  /** 'width': a 16:9 box as wide as its parent; 'contain': fills the parent, letterboxed. */
  fit?: 'width' | 'contain';
  /** Skip style and layout while off screen (`content-visibility: auto`); the box's size never depends on its content. */
  lazy?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
  /** Attributes for the canvas element (data-layout...). */
  canvasProps?: Record<`data-${string}`, string | number | undefined>;
}

export function ScaledCanvas({ children, background, fit = 'width', lazy = false, className = '', ref, canvasProps }: ScaledCanvasProps) {
  const outer: CSSProperties = {
    position: 'relative',
    overflow: 'hidden',
    containerType: 'size',
    ...(fit === 'width' ? { width: '100%', aspectRatio: '16 / 9' } : { width: '100%', height: '100%' }),
    ...(lazy ? { contentVisibility: 'auto' } : {}),
  };
  return (
    <div ref={ref} className={className} style={outer}>
      <div data-slide-canvas="" {...canvasProps} style={{ ...CANVAS_STYLE, background }}>
        {children}
      </div>
    </div>
  );
}
