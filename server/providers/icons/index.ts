/**
 * The icon provider registry. Icons have one provider today, builtin (best
 * Iconify lucide match); the factory takes the env like the LLM and image
 * registries so another source is one more case here.
 */
import type { Env } from '../../env';
import { createBuiltinIconProvider } from './builtin';
import type { IconProvider } from './types';

export { createBuiltinIconProvider, ICON_COLOR, renderIcon } from './builtin';
export { MIN_ICON_SCORE, matchIcon } from './match';
export { NO_ICON } from './types';
export type { IconProvider, IconResult, NoIcon } from './types';

/** The icon provider for this environment (always builtin for now). */
export function createIconProvider(_env?: Env): IconProvider {
  return createBuiltinIconProvider();
}
