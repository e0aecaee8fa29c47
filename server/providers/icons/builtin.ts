/**
 * The builtin icon provider: the best lucide icon for the prompt (match.ts),
 * drawn as a standalone SVG, or no icon when the best match is weak. Offline, instant and deterministic, so it is the
 * default and needs no configuration. The SVG is used as an <img>, where
 * `currentColor` cannot be inherited, so strokes get one fixed slate that
 * keeps 3:1 contrast (WCAG graphics) on both white and near-black cards.
 */
import { getIconData, iconToHTML, iconToSVG } from '@iconify/utils';
import { lucideIndex, type IconIndex } from './icon-index';
import { matchIcon } from './match';
import { NO_ICON, type IconProvider, type IconResult, type NoIcon } from './types';

/** Stroke colour of builtin icons: slate-500, 4.8:1 on white, 3.7:1 on #0f172a. */
export const ICON_COLOR = '#64748b';
/** Rendered size in CSS pixels (the viewBox stays 24 x 24, so it scales cleanly). */
export const ICON_SIZE = 96;

/** A standalone SVG document of icon `name`, or null if the set has no such icon. */
export function renderIcon(index: IconIndex, name: string): string | null {
  const data = getIconData(index.set, name);
  if (!data) return null;
  const { attributes, body } = iconToSVG(data, { height: String(ICON_SIZE) });
  return iconToHTML(body.replaceAll('currentColor', ICON_COLOR), attributes);
}

/** The builtin icon provider over the lucide set (loaded on the first call). */
export function createBuiltinIconProvider(getIndex: () => IconIndex = lucideIndex): IconProvider {
  return {
    name: 'builtin',
    icon(prompt: string, signal?: AbortSignal): Promise<IconResult | NoIcon | null> {
      signal?.throwIfAborted();
      const index = getIndex();
      const match = matchIcon(index, prompt);
      if (!match) return Promise.resolve(NO_ICON);
      const svg = renderIcon(index, match.name);
      return Promise.resolve(svg ? { name: match.name, svg } : null);
    },
  };
}
