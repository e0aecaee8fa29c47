/**
 * A card's thumbnail: the deck's first slide (its title slide) drawn small
 * by the shared slide renderer, in the deck's theme and title font. No image
 * is made or stored, so it costs nothing offline and follows a theme change
 * at once. Read-only and cheap: plain text (any markup in a stored title is
 * dropped, not parsed), no in-browser measuring (the core fit alone sizes
 * the title), one memoised drawing per deck, drawn once the page is idle
 * so the first cards show at once.
 */
import { memo, useEffect, useMemo } from 'react';
import { resolveFont } from '../../core/fonts';
import { loadFont } from '../../state/fonts';
import { useIdleReady } from '../../ui/useWhenIdle';
import type { RenderSlide } from '../../core/slide/geometry';
import { slideLook } from '../../ui/slide/slide-look';
import { SlideRenderer } from '../../ui/slide/SlideRenderer';

export interface DeckThumbnailProps {
  theme: string;
  titleFont: string;
  /** The first slide's title. */
  title: string;
  /** The first slide's description, when the list has it. */
  description?: string;
  bodyFont?: string;
  className?: string;
}

// An unknown theme falls back to the first one; the warning is the editor's to give when the deck opens.
const quiet = () => undefined;

export const DeckThumbnail = memo(function DeckThumbnail({ theme, titleFont, title, description = '', bodyFont = 'font-inter', className = '' }: DeckThumbnailProps) {
  const look = useMemo(
    () => slideLook({ selectedTheme: theme, selectedTitleFont: titleFont, selectedBodyFont: bodyFont }, quiet),
    [theme, titleFont, bodyFont],
  );
  const slide = useMemo<RenderSlide>(() => ({ type: 'title', title, description }), [title, description]);
  const fontId = resolveFont(titleFont).id;
  // The cards come first (title, time, star); each drawing follows once the page is idle, on the theme's background.
  const ready = useIdleReady(300);
  // The face is fetched on demand; until it arrives the stack's fallback draws the title.
  useEffect(() => {
    void loadFont(fontId);
  }, [fontId]);
  return (
    <div aria-hidden="true" data-testid="deck-thumbnail" className={`relative overflow-hidden ${className}`}>
      {ready ? <SlideRenderer slide={slide} slideIndex={0} look={look} measure={false} plain /> : <div className="aspect-video w-full" style={{ background: look.background }} />}
    </div>
  );
});
