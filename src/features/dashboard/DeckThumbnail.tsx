/**
 * A card's thumbnail: the deck's first slide drawn small in the DOM (theme
 * background, accent bar, title in the deck's title font). No image is made
 * or stored, so it costs nothing offline and follows a theme change at once.
 * One component on purpose: a later step may draw the real first slide here.
 */
import { memo, useEffect } from 'react';
import { resolveFont } from '../../core/fonts';
import { resolveTheme, themeBackgroundCss } from '../../core/themes';
import { loadFont } from '../../ui/fonts';

export interface DeckThumbnailProps {
  theme: string;
  titleFont: string;
  /** The first slide's title. */
  title: string;
  className?: string;
}

// An unknown theme falls back to the first one; the warning is the editor's to give when the deck opens.
const quiet = () => undefined;

export const DeckThumbnail = memo(function DeckThumbnail({ theme, titleFont, title, className = '' }: DeckThumbnailProps) {
  const resolved = resolveTheme(theme, quiet);
  const { colors } = resolved;
  const font = resolveFont(titleFont);
  // The face is fetched on demand; until it arrives the stack's fallback draws the title.
  useEffect(() => {
    void loadFont(font.id);
  }, [font.id]);
  return (
    <div
      aria-hidden="true"
      data-testid="deck-thumbnail"
      className={`relative aspect-video overflow-hidden ${className}`}
      // Container units: the title scales with the thumbnail in both views.
      style={{ background: themeBackgroundCss(resolved), containerType: 'inline-size' }}
    >
      <div className="absolute inset-0 flex flex-col justify-center gap-[4cqw] px-[8cqw]">
        <span className="block h-[1.2cqw] w-[14cqw] rounded-full" style={{ background: colors.accent }} />
        <span
          className="line-clamp-3 break-words font-bold leading-tight"
          style={{ color: colors.title, fontFamily: font.stack, fontSize: '7.5cqw' }}
        >
          {title}
        </span>
      </div>
    </div>
  );
});
