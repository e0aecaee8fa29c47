/**
 * The image generator widget: what a slide's image box
 * shows while its picture is on its way. Generating steps its progress from
 * 15 towards 85 (image-progress.ts), loading holds 90 while the finished
 * picture loads, completed is 100 and fades away over the picture, and error
 * says 'Failed to generate image' / 'Please try again' with a Retry button.
 * A supplied picture URL is completed at once.
 *
 * A calm placeholder in the theme's card colours, drawn in canvas pixels
 * (it is scaled with the slide). The stateful part is one small hook; the
 * drawing is `ImageGeneratorView`, a pure function of its props.
 */
import { memo, useEffect, useState, type CSSProperties } from 'react';
import type { Box } from '../../core/layouts';
import { IMAGE_WIDGET_FAILED, IMAGE_WIDGET_RETRY_HINT } from '../../core/errors';
import { progressFor, startProgress, startProgressTicker, widgetState, type ImageGenState } from './image-progress';

/** The widget's colours: the theme's card surface, its text and its accent. */
export interface ImageGeneratorColors {
  surface: string;
  text: string;
  accent: string;
}

const NEUTRAL: ImageGeneratorColors = { surface: '#f1f5f9', text: '#334155', accent: '#4f46e5' };

const CAPTIONS: Record<Exclude<ImageGenState, 'error'>, string> = {
  idle: 'Waiting for image',
  generating: 'Generating image…',
  loading: 'Loading image…',
  completed: 'Image ready',
};

/** What the pure view draws. */
export interface ImageGeneratorViewProps {
  state: ImageGenState;
  /** 0-100, shown as text and as the bar. */
  progress: number;
  /** Names the picture (the slide's heading); '' for an unnamed one. */
  name: string;
  onRetry?: (() => void) | undefined;
  colors?: ImageGeneratorColors | undefined;
  /** Where it sits on the canvas (the image box, canvas px); it fills its parent without one. */
  box?: Box | undefined;
}

/** The widget's props: the view's, less the progress it steps itself. */
export interface ImageGeneratorProps extends Omit<ImageGeneratorViewProps, 'progress'> {
  /** A supplied picture URL: the widget is completed at once. */
  src?: string | undefined;
  /** When the picture started being made (ms since the epoch): a widget shown mid-way starts further on. */
  startedAt?: number | undefined;
  /** Random numbers in [0, 1) for the steps (tests pass their own). */
  random?: () => number;
}

function PictureIcon({ color }: { color: string }) {
  return (
    <svg aria-hidden="true" width={72} height={72} viewBox="0 0 24 24" fill="none" stroke={color} strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" opacity={0.7}>
      <rect x="3" y="4" width="18" height="16" rx="3" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </svg>
  );
}

function frameStyle(colors: ImageGeneratorColors, box: Box | undefined): CSSProperties {
  return {
    position: 'absolute',
    ...(box ? { left: box.x, top: box.y, width: box.w, height: box.h } : { left: 0, top: 0, width: '100%', height: '100%' }),
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 16,
    padding: 24,
    textAlign: 'center',
    borderRadius: 16,
    background: colors.surface,
    color: colors.text,
    border: `2px solid color-mix(in srgb, ${colors.accent} 30%, transparent)`,
    transition: 'opacity 400ms ease',
  };
}

function ErrorPanel({ name, onRetry, colors, box }: Omit<ImageGeneratorViewProps, 'state' | 'progress'> & { colors: ImageGeneratorColors }) {
  return (
    <div role="alert" data-image-generator="error" style={frameStyle(colors, box)}>
      <PictureIcon color={colors.accent} />
      <p style={{ margin: 0, fontSize: 24, fontWeight: 600 }}>{IMAGE_WIDGET_FAILED}</p>
      <p style={{ margin: 0, fontSize: 18, opacity: 0.85 }}>{IMAGE_WIDGET_RETRY_HINT}</p>
      {onRetry && (
        <button
          type="button"
          aria-label={name ? `Retry image for ${name}` : 'Retry image'}
          onClick={onRetry}
          style={{ font: 'inherit', fontSize: 20, fontWeight: 600, padding: '8px 28px', borderRadius: 999, cursor: 'pointer', color: colors.text, background: 'transparent', border: `2px solid ${colors.accent}` }}
        >
          Retry
        </button>
      )}
    </div>
  );
}

/** The widget drawn for a state and a progress (no timers, no state). */
export function ImageGeneratorView({ state, progress, name, onRetry, colors = NEUTRAL, box }: ImageGeneratorViewProps) {
  if (state === 'error') return <ErrorPanel name={name} onRetry={onRetry} colors={colors} box={box} />;
  const done = state === 'completed';
  const track = `color-mix(in srgb, ${colors.text} 15%, transparent)`;
  return (
    <div
      role="progressbar"
      aria-label={name ? `Image for ${name}` : 'Slide image'}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      aria-hidden={done ? true : undefined}
      data-image-generator={state}
      style={{ ...frameStyle(colors, box), opacity: done ? 0 : 1, pointerEvents: done ? 'none' : 'auto' }}
    >
      <PictureIcon color={colors.accent} />
      <span style={{ fontSize: 32, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{progress}%</span>
      <span style={{ display: 'block', width: '70%', height: 8, borderRadius: 4, background: track, overflow: 'hidden' }}>
        <span style={{ display: 'block', height: '100%', width: `${progress}%`, borderRadius: 4, background: colors.accent, transition: 'width 250ms linear' }} />
      </span>
      <span style={{ fontSize: 18, opacity: 0.85 }}>{CAPTIONS[state]}</span>
    </div>
  );
}

/** The generating progress: from 15 (or further on for a picture started earlier), stepping every 250 ms while `active`. */
function useGeneratingProgress(active: boolean, startedAt: number | undefined, random: () => number): number {
  const [initial] = useState(() => startProgress(startedAt === undefined ? 0 : Date.now() - startedAt));
  const [progress, setProgress] = useState(initial);
  useEffect(() => (active ? startProgressTicker(initial, setProgress, random) : undefined), [active, initial, random]);
  return progress;
}

/** The image generator widget; key it by attempt so a Retry starts again from 15. */
export const ImageGenerator = memo(function ImageGenerator({ state, src, startedAt, random = Math.random, ...view }: ImageGeneratorProps) {
  const shown = widgetState(state, src);
  const generating = useGeneratingProgress(shown === 'generating', startedAt, random);
  return <ImageGeneratorView {...view} state={shown} progress={progressFor(shown, generating)} />;
});
