/**
 * Topic pictures being made, as the slide renderer draws them: the image
 * generator widget in the image box only under a SlideMediaContext on a
 * renderer that asks for it, and the layout moved to its image variant
 * while the picture is on its way.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { proxy } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_BOX } from '../../core/layouts';
import { IMAGE_WIDGET_FAILED, IMAGE_WIDGET_RETRY_HINT } from '../../core/errors';
import type { RenderSlide } from '../../core/slide/geometry';
import type { MediaState } from '../../state/media';
import { createSlideMedia, SlideMediaContext, type SlideMediaContextValue } from './media-context';
import { slideLook } from './slide-look';
import { SlideRenderer, type SlideRendererProps } from './SlideRenderer';

const look = slideLook({ selectedTheme: 'classic-dark', selectedTitleFont: 'font-lora', selectedBodyFont: 'font-inter' });
const SETTINGS = { selectedImageStyle: 'photorealistic', disablePhotos: false } as const;

function slide(extra: { image_url?: string; visual_mode?: string } = {}): RenderSlide {
  const topic = {
    heading: 'Coral reefs',
    overview: 'Why reefs matter',
    visual_mode: 'image',
    image_prompt: 'a coral reef seen from above',
    subtopics: [1, 2, 3].map((i) => ({ heading: `Point ${i}`, overview: `What point ${i} says about reefs.` })),
    ...extra,
  };
  return { id: 2, type: 'topic', title: 'Coral reefs', description: 'Why reefs matter', topic };
}

function setup(status?: 'generating' | 'error') {
  const source = proxy<MediaState>({ items: {}, notice: null });
  const retry = vi.fn();
  const ctx = createSlideMedia(SETTINGS, source, retry);
  const key = ctx.imageKey({ visual_mode: 'image', image_prompt: 'a coral reef seen from above' })!;
  if (status) source.items[key] = { kind: 'image', status, startedAt: Date.now(), ...(status === 'error' ? { error: 'Image generation failed: 500' } : {}) };
  return { ctx, key, retry, source };
}

function render(ctx: SlideMediaContextValue | null, s: RenderSlide, props: Partial<SlideRendererProps> = { media: true }) {
  return renderToStaticMarkup(
    <SlideMediaContext.Provider value={ctx}>
      <SlideRenderer slide={s} slideIndex={2} look={look} {...props} />
    </SlideMediaContext.Provider>,
  );
}

const items = (html: string) => [...html.matchAll(/data-testid="layout-item"[^>]*style="([^"]+)"/g)].map((m) => m[1]);
const widget = (html: string) => /data-image-generator="([a-z]+)"/.exec(html)?.[1];

describe('SlideRenderer with pictures being made', () => {
  // The widget's progress counts from the picture's start: the clock stands
  // still here, so a slow machine between setup and render cannot move it.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws the widget in the image box and lays the slide out as if the image were there', () => {
    const { ctx } = setup('generating');
    const html = render(ctx, slide());
    expect(widget(html)).toBe('generating');
    expect(html).toContain('aria-valuenow="15"');
    expect(html).toContain('aria-label="Image for Coral reefs"');
    expect(html).toContain(`left:${IMAGE_BOX.x}px;top:${IMAGE_BOX.y}px;width:${IMAGE_BOX.w}px;height:${IMAGE_BOX.h}px`);
    const arrived = render(null, slide({ image_url: 'data:image/svg+xml,%3Csvg%2F%3E' }));
    const bare = render(null, slide());
    expect(items(html)).toEqual(items(arrived));
    expect(items(html)).not.toEqual(items(bare));
  });

  it('shows nothing without the provider, or where the renderer does not ask (print, thumbnails)', () => {
    const { ctx } = setup('generating');
    const bare = render(null, slide());
    expect(widget(bare)).toBeUndefined();
    for (const props of [{}, { media: true, plain: true }]) {
      const html = render(ctx, slide(), props);
      expect(widget(html)).toBeUndefined();
      expect(items(html)).toEqual(items(bare));
    }
  });

  it('says "Failed to generate image", "Please try again" and offers Retry when the picture failed', () => {
    const { ctx } = setup('error');
    const html = render(ctx, slide());
    expect(html).toContain('role="alert"');
    expect(html).toContain(IMAGE_WIDGET_FAILED);
    expect(html).toContain(IMAGE_WIDGET_RETRY_HINT);
    expect(html).toMatch(/<button type="button"[^>]*>Retry<\/button>/);
  });

  it('retries through the context with the picture key', () => {
    const { ctx, key, retry } = setup('error');
    ctx.onRetry(key);
    expect(retry).toHaveBeenCalledWith(key);
  });

  it('leaves slides alone with nothing under way, in icon mode or with photos off', () => {
    const { ctx } = setup();
    expect(widget(render(ctx, slide()))).toBeUndefined();
    const withImage = render(ctx, slide({ image_url: 'https://example.org/reef.jpg' }));
    expect(withImage).toContain('<img src="https://example.org/reef.jpg" alt="Coral reefs"');
    expect(widget(withImage)).toBeUndefined();
    const { ctx: busy } = setup('generating');
    expect(widget(render(busy, slide({ visual_mode: 'icon' })))).toBeUndefined();
    const off = createSlideMedia({ ...SETTINGS, disablePhotos: true });
    expect(off.imageKey({ visual_mode: 'image', image_prompt: 'a coral reef seen from above' })).toBeUndefined();
    expect(busy.imageKey({ visual_mode: 'image', image_prompt: 'https://example.org/x.png' })).toBeUndefined();
  });

  it('keeps the box while the heading types and draws the widget from the overview on', () => {
    const { ctx } = setup('generating');
    const onBlockDone = () => undefined;
    const heading = render(ctx, slide(), { media: true, typing: { stage: 0, onBlockDone } });
    expect(widget(heading)).toBeUndefined();
    expect(widget(render(ctx, slide(), { media: true, typing: { stage: 1, onBlockDone } }))).toBe('generating');
  });
});
