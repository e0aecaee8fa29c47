/**
 * The credit line shown with a found picture, as its licence asks:
 * "Photo: Harbour at dusk by Ann Lee, CC BY 2.0, Wikimedia Commons".
 * Missing parts are left out, so a picture with no known author still
 * reads well.
 */
import type { PictureCredit, SlidePicture } from '../../core/schemas/slide';

const PROVIDER_NAMES: Record<string, string> = {
  openverse: 'Openverse',
  wikimedia: 'Wikimedia Commons',
  pexels: 'Pexels',
  unsplash: 'Unsplash',
  pixabay: 'Pixabay',
  'openai-compatible': 'Image model',
  builtin: 'Abstract artwork',
};

/** The name a source is shown by ('wikimedia' -> 'Wikimedia Commons'). */
export function providerName(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider;
}

/** "Photo: Title by Author, Licence, Source". */
export function creditText(credit: PictureCredit): string {
  const title = credit.title.trim() || 'Untitled';
  const author = credit.author.trim() ? ` by ${credit.author.trim()}` : '';
  const parts = [`${title}${author}`, credit.license.trim(), credit.provider ? providerName(credit.provider) : ''].filter((p) => p !== '');
  return `Photo: ${parts.join(', ')}`;
}

/** What the menu says about where a picture came from (its credit for a found photo). */
export function pictureOrigin(picture: SlidePicture | undefined): string {
  if (picture?.credit) return creditText(picture.credit);
  switch (picture?.source) {
    case 'upload':
      return picture.name ? `Your picture: ${picture.name}` : 'Your picture';
    case 'builtin':
      return 'Abstract artwork';
    case 'search':
      return 'Found photo';
    default:
      return 'Generated picture';
  }
}
