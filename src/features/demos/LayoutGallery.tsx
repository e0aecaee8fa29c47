/**
 * The layout gallery demo: the real slide renderer drawing every layout in
 * three text amounts and five themes, each slide labelled. It is also the
 * fixture of the end-to-end overflow test (tests/e2e/layouts.spec.ts), so
 * it draws every slide at once (no lazy skipping) and loads every font used.
 */
import { memo, useMemo } from 'react';
import { LAYOUTS } from '../../core/layouts';
import { createDefaultPresentationSettings } from '../../core/schemas/config';
import { resolveTheme } from '../../core/themes';
import { useDeckFonts } from '../../ui/fonts';
import type { RenderSlide } from '../../core/slide/geometry';
import { slideLook, type SlideLookSettings } from '../../ui/slide/slide-look';
import { SlideRenderer } from '../../ui/slide/SlideRenderer';
import { DemoLayout } from './DemoLayout';
import { GALLERY_SIZES, GALLERY_THEMES, galleryFormattedSlide, gallerySlide, galleryTitleSlide, type GallerySearch, type GallerySize } from './gallery-fixtures';

interface Entry {
  key: string;
  label: string;
  slide: RenderSlide;
  settings: SlideLookSettings;
  size: GallerySize;
}

function otherTheme(selectedTheme: string): SlideLookSettings {
  const { selectedTitleFont, selectedBodyFont } = createDefaultPresentationSettings();
  return { selectedTheme, selectedTitleFont, selectedBodyFont };
}

function entries(search: GallerySearch): Entry[] {
  const listed = GALLERY_THEMES.filter((t) => !search.theme || t.selectedTheme === search.theme);
  // Any other theme asked for is drawn in the deck's default fonts (the layout matrix checks themes beyond these five).
  const themes = listed.length > 0 || !search.theme ? listed : [otherTheme(search.theme)];
  const sizes = GALLERY_SIZES.filter((s) => !search.size || s === search.size);
  const layouts = LAYOUTS.filter((l) => !search.layout || l.type === search.layout);
  const list: Entry[] = themes.flatMap((settings) =>
    sizes.flatMap((size) => [
      ...(search.layout ? [] : [{ key: `title-${size}-${settings.selectedTheme}`, label: 'Title slide', slide: galleryTitleSlide(size), settings, size }]),
      ...layouts.map((l) => ({ key: `${l.type}-${size}-${settings.selectedTheme}`, label: l.label, slide: gallerySlide(l.type, size), settings, size })),
    ]),
  );
  if (!search.layout && !search.size && !search.theme) {
    list.push({ key: 'formatting', label: 'Editor formatting', slide: galleryFormattedSlide(), settings: GALLERY_THEMES[0]!, size: 'short' });
  }
  return list;
}

/** Loads one theme's fonts (a hook per theme, so a list of them). */
function ThemeFonts({ settings }: { settings: SlideLookSettings }) {
  useDeckFonts(settings);
  return null;
}

const GallerySlide = memo(function GallerySlide({ entry }: { entry: Entry }) {
  const look = useMemo(() => slideLook({ ...entry.settings, descriptionSize: entry.size }), [entry.settings, entry.size]);
  const themeName = resolveTheme(entry.settings.selectedTheme).name;
  return (
    <figure className="m-0" data-gallery-slide={entry.key}>
      <SlideRenderer slide={entry.slide} slideIndex={0} look={look} className="rounded-lg shadow-sm ring-1 ring-slate-200" />
      <figcaption className="mt-1.5 text-xs text-slate-600">
        {entry.label} · {entry.size} · {themeName}
      </figcaption>
    </figure>
  );
});

export function LayoutGallery({ search }: { search: GallerySearch }) {
  const list = useMemo(() => entries(search), [search]);
  return (
    <DemoLayout
      title="Layout gallery"
      description={
        <>
          Every slide layout drawn by the slide renderer with short, medium and long text in five themes, and a slide of editor
          formatting ({list.length} slides).
          Narrow it with <code>?layout=</code>, <code>?size=</code> or <code>?theme=</code>.
        </>
      }
    >
      {GALLERY_THEMES.map((settings) => (
        <ThemeFonts key={settings.selectedTheme} settings={settings} />
      ))}
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((entry) => (
          <GallerySlide key={entry.key} entry={entry} />
        ))}
      </div>
    </DemoLayout>
  );
}
