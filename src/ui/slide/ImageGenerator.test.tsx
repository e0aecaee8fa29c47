/**
 * The image generator widget as drawn: its progress bar and percentage in
 * each state, the error's texts and its Retry button, and a supplied URL
 * completed at once. (No DOM here: markup from react-dom/server; the Retry
 * wiring is followed through the element tree of the pure view.)
 */
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_WIDGET_FAILED, IMAGE_WIDGET_RETRY_HINT } from '../../core/errors';
import { ImageGenerator, ImageGeneratorView } from './ImageGenerator';

type Props = { children?: ReactNode; onClick?: () => void; type?: string };

/** Host elements of a tree, function components expanded (they hold no hooks in the view). */
function hostElements(node: ReactNode): ReactElement<Props>[] {
  if (Array.isArray(node)) return node.flatMap(hostElements);
  if (!isValidElement<Props>(node)) return [];
  if (typeof node.type === 'function') return hostElements((node.type as (p: Props) => ReactNode)(node.props));
  return [node, ...hostElements(node.props.children)];
}

const valueOf = (html: string) => /aria-valuenow="(\d+)"/.exec(html)?.[1];

describe('ImageGenerator', () => {
  it('starts generating at 15, named after its picture, the percentage shown', () => {
    const html = renderToStaticMarkup(<ImageGenerator state="generating" name="Coral reefs" />);
    expect(html).toContain('role="progressbar"');
    expect(valueOf(html)).toBe('15');
    expect(html).toContain('aria-label="Image for Coral reefs"');
    expect(html).toContain('15%');
    expect(html).toContain('Generating image…');
  });

  it('holds 90 while loading and 100 when completed (then out of the way)', () => {
    const loading = renderToStaticMarkup(<ImageGenerator state="loading" name="Reefs" />);
    expect(valueOf(loading)).toBe('90');
    expect(loading).toContain('90%');
    const done = renderToStaticMarkup(<ImageGenerator state="completed" name="Reefs" />);
    expect(valueOf(done)).toBe('100');
    expect(done).toContain('aria-hidden="true"');
    expect(done).toContain('opacity:0');
  });

  it('goes straight to completed with a supplied URL', () => {
    const html = renderToStaticMarkup(<ImageGenerator state="generating" src="https://example.org/reef.png" name="Reefs" />);
    expect(valueOf(html)).toBe('100');
    expect(html).toContain('data-image-generator="completed"');
  });

  it("draws in the theme's card colours", () => {
    const html = renderToStaticMarkup(<ImageGenerator state="generating" name="Reefs" colors={{ surface: '#102030', text: '#f0f0f0', accent: '#ff8800' }} />);
    expect(html).toContain('background:#102030');
    expect(html).toContain('color:#f0f0f0');
    expect(html).toContain('background:#ff8800');
  });

  it('says "Failed to generate image", "Please try again" on error and offers a keyboard-reachable Retry', () => {
    const html = renderToStaticMarkup(<ImageGenerator state="error" name="Reefs" onRetry={() => undefined} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain(IMAGE_WIDGET_FAILED);
    expect(html).toContain(IMAGE_WIDGET_RETRY_HINT);
    expect(html).toMatch(/<button type="button" aria-label="Retry image for Reefs"[^>]*>Retry<\/button>/);
    expect(html).not.toContain('role="progressbar"');
  });

  it('calls onRetry from the Retry button', () => {
    const onRetry = vi.fn();
    const buttons = hostElements(ImageGeneratorView({ state: 'error', progress: 40, name: 'Reefs', onRetry })).filter((e) => e.type === 'button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.props.type).toBe('button');
    buttons[0]!.props.onClick?.();
    expect(onRetry).toHaveBeenCalledTimes(1);
    const noRetry = hostElements(ImageGeneratorView({ state: 'error', progress: 40, name: 'Reefs' }));
    expect(noRetry.some((e) => e.type === 'button')).toBe(false);
  });

  it('places itself on the image box', () => {
    const html = renderToStaticMarkup(<ImageGenerator state="loading" name="" box={{ x: 880, y: 120, w: 336, h: 528 }} />);
    expect(html).toContain('left:880px;top:120px;width:336px;height:528px');
    expect(html).toContain('aria-label="Slide image"');
  });
});
