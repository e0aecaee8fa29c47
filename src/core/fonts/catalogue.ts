/**
 * Every font family the catalogue knows, once each, keyed by id. The title
 * and body lists in index.ts pick from here.
 */
import type { FontCategory, FontEntry } from './types';

const FALLBACKS: Record<FontCategory, string> = {
  serif: "Georgia, 'Times New Roman', serif",
  'sans-serif': "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  monospace: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Courier New', monospace",
};

const VARIABLE = '@fontsource-variable/';

/**
 * One catalogue entry. Fontsource variable packages register the family as
 * '<family> Variable', so the stack names that first, then the plain family
 * (static packages or a locally installed copy), then `alsoKnownAs`.
 */
function font(slug: string, family: string, category: FontCategory, fontsource: string, alsoKnownAs?: string): FontEntry {
  const names = [fontsource.startsWith(VARIABLE) ? `${family} Variable` : undefined, family, alsoKnownAs]
    .filter((name): name is string => name !== undefined)
    .map((name) => `'${name}'`);
  return { id: `font-${slug}`, family, category, stack: `${names.join(', ')}, ${FALLBACKS[category]}`, fontsource };
}

const V = VARIABLE;
const S = '@fontsource/';

/** All families by id ('font-' prefix included). */
export const ALL_FONTS = {
  // Serif.
  playfair: font('playfair', 'Playfair Display', 'serif', `${V}playfair-display`),
  merriweather: font('merriweather', 'Merriweather', 'serif', `${V}merriweather`),
  'roboto-slab': font('roboto-slab', 'Roboto Slab', 'serif', `${V}roboto-slab`),
  lora: font('lora', 'Lora', 'serif', `${V}lora`),
  // Sans-serif.
  montserrat: font('montserrat', 'Montserrat', 'sans-serif', `${V}montserrat`),
  poppins: font('poppins', 'Poppins', 'sans-serif', `${S}poppins`),
  inter: font('inter', 'Inter', 'sans-serif', `${V}inter`),
  roboto: font('roboto', 'Roboto', 'sans-serif', `${V}roboto`),
  opensans: font('opensans', 'Open Sans', 'sans-serif', `${V}open-sans`),
  lato: font('lato', 'Lato', 'sans-serif', `${S}lato`),
  nunito: font('nunito', 'Nunito', 'sans-serif', `${V}nunito`),
  raleway: font('raleway', 'Raleway', 'sans-serif', `${V}raleway`),
  'source-sans-pro': font('source-sans-pro', 'Source Sans 3', 'sans-serif', `${V}source-sans-3`, 'Source Sans Pro'),
  ubuntu: font('ubuntu', 'Ubuntu', 'sans-serif', `${S}ubuntu`),
  oswald: font('oswald', 'Oswald', 'sans-serif', `${V}oswald`),
  'pt-sans': font('pt-sans', 'PT Sans', 'sans-serif', `${S}pt-sans`),
  'noto-sans': font('noto-sans', 'Noto Sans', 'sans-serif', `${V}noto-sans`),
  'work-sans': font('work-sans', 'Work Sans', 'sans-serif', `${V}work-sans`),
  quicksand: font('quicksand', 'Quicksand', 'sans-serif', `${V}quicksand`),
  'josefin-sans': font('josefin-sans', 'Josefin Sans', 'sans-serif', `${V}josefin-sans`),
  'roboto-condensed': font('roboto-condensed', 'Roboto Condensed', 'sans-serif', `${V}roboto-condensed`),
  'bebas-neue': font('bebas-neue', 'Bebas Neue', 'sans-serif', `${S}bebas-neue`),
  comfortaa: font('comfortaa', 'Comfortaa', 'sans-serif', `${V}comfortaa`),
  // Monospace.
  'roboto-mono': font('roboto-mono', 'Roboto Mono', 'monospace', `${V}roboto-mono`),
  inconsolata: font('inconsolata', 'Inconsolata', 'monospace', `${V}inconsolata`),
  'space-mono': font('space-mono', 'Space Mono', 'monospace', `${S}space-mono`),
  'jetbrains-mono': font('jetbrains-mono', 'JetBrains Mono', 'monospace', `${V}jetbrains-mono`),
  'fira-code': font('fira-code', 'Fira Code', 'monospace', `${V}fira-code`),
  'courier-prime': font('courier-prime', 'Courier Prime', 'monospace', `${S}courier-prime`),
  'ibm-plex-mono': font('ibm-plex-mono', 'IBM Plex Mono', 'monospace', `${S}ibm-plex-mono`),
  // Hack is not on Fontsource; its own npm package ships the web fonts.
  hack: font('hack', 'Hack', 'monospace', 'hack-font'),
  'anonymous-pro': font('anonymous-pro', 'Anonymous Pro', 'monospace', `${S}anonymous-pro`),
  'cascadia-code': font('cascadia-code', 'Cascadia Code', 'monospace', `${V}cascadia-code`),
} as const satisfies Record<string, FontEntry>;

export type FontSlug = keyof typeof ALL_FONTS;
