/**
 * The picture statistics line and the failing-run notice on /home: what
 * they say for given counters, when they say nothing, and the dismiss
 * button. (Markup from react-dom/server: this suite has no DOM.)
 */
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDefaultStreamingStats } from '../../core/schemas/telemetry';
import { ServicesProvider } from '../../state/services';
import { testServices } from '../../state/services-testing';
import { mediaState } from '../../state/media';
import { MediaStats, MediaStatsView, mediaStatsText, shownMediaStats, type MediaCounts } from './MediaStats';

const services = testServices();
const generationState = services.generation.state;
const inApp = (node: ReactElement) => <ServicesProvider services={services}>{node}</ServicesProvider>;

const ZERO: MediaCounts = createDefaultStreamingStats();
const counts = (c: Partial<MediaCounts>): MediaCounts => ({ ...ZERO, ...c });
const statsText = (html: string) => /data-testid="media-stats"[^>]*>([^<]*)</.exec(html)?.[1];

describe('mediaStatsText', () => {
  it('says how many pictures are being made and ready of those asked for', () => {
    expect(mediaStatsText(counts({ imagesLoading: 2, imagesGenerated: 3, totalImagesRequested: 5, iconsGenerated: 12, totalIconsRequested: 20 }))).toBe(
      'Images: 2 generating, 3 of 5 ready · Icons: 12 of 20 ready',
    );
    expect(mediaStatsText(counts({ iconsLoading: 1, totalIconsRequested: 4 }))).toBe('Icons: 1 generating, 0 of 4 ready');
    expect(mediaStatsText(ZERO)).toBe('');
  });

  it('is shown while the deck streams or pictures are being made, with something to say', () => {
    const some = counts({ imagesGenerated: 5, totalImagesRequested: 5 });
    expect(shownMediaStats(some, true)).toBe('Images: 5 of 5 ready');
    expect(shownMediaStats(some, false)).toBe('');
    expect(shownMediaStats(counts({ imagesLoading: 1, totalImagesRequested: 1 }), false)).toBe('Images: 1 generating, 0 of 1 ready');
    expect(shownMediaStats(ZERO, true)).toBe('');
  });
});

describe('MediaStats', () => {
  afterEach(() => {
    Object.assign(generationState.stats, createDefaultStreamingStats());
    mediaState.notice = null;
  });

  it('renders the counters of the generation store in a polite status region', () => {
    Object.assign(generationState.stats, { imagesLoading: 2, imagesGenerated: 3, totalImagesRequested: 5, iconsGenerated: 12, totalIconsRequested: 20 });
    const html = renderToStaticMarkup(inApp(<MediaStats streaming />));
    expect(html).toMatch(/role="status" aria-live="polite"/);
    expect(statsText(html)).toBe('Images: 2 generating, 3 of 5 ready · Icons: 12 of 20 ready');
  });

  it('says nothing when there is nothing to say', () => {
    const html = renderToStaticMarkup(inApp(<MediaStats streaming />));
    expect(statsText(html)).toBe('');
    expect(html).toContain('class="sr-only"');
    expect(html).not.toContain('Dismiss');
  });

  it("shows the media job's notice as a warning with a dismiss button", () => {
    mediaState.notice = 'Some slide images could not be generated.';
    const html = renderToStaticMarkup(inApp(<MediaStats streaming={false} />));
    expect(html).toContain('Some slide images could not be generated.');
    expect(html).toContain('border-amber-200 bg-amber-50');
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Dismiss picture notice"[^>]*>Dismiss<\/button>/);
  });

  it('calls onDismiss from the dismiss button', () => {
    const onDismiss = vi.fn();
    const tree = MediaStatsView({ text: '', notice: 'Pictures failed', onDismiss });
    const find = (node: ReactNode): ReactElement<{ onClick?: () => void; children?: ReactNode }>[] => {
      if (Array.isArray(node)) return node.flatMap(find);
      if (!isValidElement<{ onClick?: () => void; children?: ReactNode }>(node)) return [];
      return [node, ...find(node.props.children)];
    };
    const button = find(tree).find((e) => e.type === 'button');
    button?.props.onClick?.();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(find(MediaStatsView({ text: '', notice: null, onDismiss })).some((e) => e.type === 'button')).toBe(false);
  });
});
