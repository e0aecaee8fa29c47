/**
 * The layout gallery's slides: every layout with a typical item count, in
 * three text amounts and five diverse themes (light, dark, gradient,
 * vibrant with monospace fonts, pastel with a serif title), plus a title
 * slide per theme and amount. The end-to-end overflow test renders all of
 * them; the search params narrow the page to one layout, size or theme.
 */
import { z } from 'zod';
import { LAYOUT_TYPES, getLayout, type LayoutType } from '../../core/layouts';
import type { RenderSlide } from '../../core/slide/geometry';
import type { SlideLookSettings } from '../../ui/slide/slide-look';

export const GALLERY_SIZES = ['short', 'medium', 'long'] as const;
export type GallerySize = (typeof GALLERY_SIZES)[number];

export const GALLERY_THEMES: readonly SlideLookSettings[] = [
  { selectedTheme: 'minimal-paper', selectedTitleFont: 'font-montserrat', selectedBodyFont: 'font-inter' },
  { selectedTheme: 'classic-dark', selectedTitleFont: 'font-playfair', selectedBodyFont: 'font-opensans' },
  { selectedTheme: 'aurora-borealis', selectedTitleFont: 'font-poppins', selectedBodyFont: 'font-nunito' },
  { selectedTheme: 'neon-pulse-glow', selectedTitleFont: 'font-space-mono', selectedBodyFont: 'font-jetbrains-mono' },
  { selectedTheme: 'lavender-mist', selectedTitleFont: 'font-merriweather', selectedBodyFont: 'font-source-sans-pro' },
];

const HEADINGS = [
  'Solar power', 'Wind farms', 'Grid storage', 'Electrification of heat', 'Hydrogen', 'Demand response', 'Nuclear', 'Efficiency',
];

const OVERVIEWS: Record<GallerySize, readonly string[]> = {
  short: ['Cheapest new power in most markets.', 'Strong offshore growth.', 'Smooths the daily swing.'],
  medium: [
    'Panel prices fell by ninety percent in a decade, so new solar now undercuts coal in most markets.',
    'Offshore turbines reach steadier winds and larger sizes, which lifts output per site considerably.',
    'Batteries shift cheap midday power into the evening peak and keep the grid frequency stable.',
  ],
  long: [
    'Panel prices fell by ninety percent in a decade, so new solar now undercuts coal in most markets, and rooftop systems let households and firms produce part of their own power.',
    'Offshore turbines reach steadier winds and larger sizes, which lifts output per site, while onshore repowering replaces old machines with fewer, taller and far more productive ones.',
    'Batteries shift cheap midday power into the evening peak, keep frequency stable within seconds, and defer costly grid upgrades where demand grows faster than the wires.',
  ],
};

const TOPIC_OVERVIEW: Record<GallerySize, string> = {
  short: 'Five moves that cut emissions fastest.',
  medium: 'The energy transition rests on a few proven moves; together they cut emissions while keeping power affordable and reliable.',
  long: 'The energy transition rests on a few proven moves. Together they cut emissions fastest while keeping power affordable and reliable for homes, industry and transport over the next two decades.',
};

/** A topic slide of `count` items drawn with `layout`; by default as many as the layout is typically used with. */
export function gallerySlide(layout: LayoutType, size: GallerySize, count = getLayout(layout).typicalItems): RenderSlide {
  return {
    type: 'topic',
    title: 'The energy transition',
    description: TOPIC_OVERVIEW[size],
    layout: { type: layout },
    topic: {
      heading: 'The energy transition',
      overview: TOPIC_OVERVIEW[size],
      subtopics: Array.from({ length: count }, (_, i) => ({
        heading: HEADINGS[i % HEADINGS.length]!,
        overview: OVERVIEWS[size][i % 3]!,
      })),
    },
  };
}

/** The title slide of the gallery deck. */
export function galleryTitleSlide(size: GallerySize): RenderSlide {
  return {
    type: 'title',
    title: size === 'long' ? 'The energy transition: how five proven moves cut emissions fastest' : 'The energy transition',
    description: TOPIC_OVERVIEW[size],
  };
}

/**
 * A slide as the editor leaves it: plain text, with the user's formatting
 * beside it (core/text/rich.ts), plus markup a stored deck could smuggle
 * into that formatting (an image with a handler, a script, a frame), which
 * the renderer drops.
 */
export function galleryFormattedSlide(): RenderSlide {
  const overview = 'Bold, italic and underline stay; unsafe markup is dropped.';
  const overviewHtml = 'Bold, <i>italic</i> and <u>underline</u> stay; <img src="x" onerror="window.__galleryPwned=1">unsafe markup<script>window.__galleryPwned=2</script> is dropped.';
  const list = 'Lists\nColours: red';
  const frames = 'Frames and handlers are removed.';
  return {
    type: 'topic',
    title: 'Editor formatting',
    description: overview,
    layout: { type: 'grid' },
    rich: {
      title: { text: 'Editor formatting', html: 'Editor <b>formatting</b>' },
      description: { text: overview, html: overviewHtml },
    },
    topic: {
      heading: 'Editor formatting',
      overview,
      subtopics: [
        {
          heading: 'Kept',
          overview: list,
          rich: {
            heading: { text: 'Kept', html: '<b>Kept</b>' },
            overview: { text: list, html: '<ul><li>Lists</li><li>Colours: <span style="color:#b91c1c">red</span></li></ul>' },
          },
        },
        {
          heading: 'Dropped',
          overview: frames,
          rich: { overview: { text: frames, html: `<iframe src="https://example.org/"></iframe><svg onload="window.__galleryPwned=3"></svg>${frames}` } },
        },
      ],
    },
  };
}

export const gallerySearchSchema = z.object({
  layout: z.enum(LAYOUT_TYPES).optional().catch(undefined),
  size: z.enum(GALLERY_SIZES).optional().catch(undefined),
  theme: z.string().trim().min(1).max(100).optional().catch(undefined),
});
export type GallerySearch = z.infer<typeof gallerySearchSchema>;

/** validateSearch of the /layout-gallery route: a bad value shows everything rather than failing. */
export function validateGallerySearch(search: Record<string, unknown>): GallerySearch {
  return gallerySearchSchema.parse(search);
}
