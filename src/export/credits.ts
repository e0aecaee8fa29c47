/**
 * Credits of found pictures for an exported deck. Openly licensed photos
 * (CC BY and the like) must be credited "in any reasonable manner based on
 * the medium": for a presentation that is where the audience and anyone
 * given the file see it. Speaker notes are hidden while presenting and left
 * out of most prints and PDFs, so the exports end with a credits slide
 * instead: one line per picture (title, author, licence, source, the slides
 * it is on) and each licence's address once, as Creative Commons' own
 * attribution guide suggests for slides. Pure: the PowerPoint writer and
 * the print view draw the same lines.
 */

/** A found picture's credit, as the picture calls carry it. */
export interface CreditInput {
  title: string;
  author: string;
  license: string;
  licenseUrl?: string | undefined;
  sourceUrl: string;
  provider: string;
}

/** One credited picture and the slides (1-based) it appears on. */
export interface CreditEntry {
  credit: CreditInput;
  slides: number[];
}

const PROVIDER_NAMES: Record<string, string> = {
  openverse: 'Openverse',
  wikimedia: 'Wikimedia Commons',
  pexels: 'Pexels',
  unsplash: 'Unsplash',
  pixabay: 'Pixabay',
};

/** Remote texts are capped: a 300-character title would push the other credits off the slide. */
const MAX_TITLE = 100;
const MAX_AUTHOR = 80;

function clip(text: string, max: number): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length <= max ? one : `${one.slice(0, max - 1).trimEnd()}…`;
}

/** The source's display name ('Wikimedia Commons'); an unknown one as it came. */
export function providerName(provider: string): string {
  return PROVIDER_NAMES[provider.toLowerCase()] ?? provider.trim();
}

/** Only http(s) addresses are written: a credit's link is text a reader may type or click. */
function webAddress(url: string | undefined): string | undefined {
  const trimmed = url?.trim() ?? '';
  return /^https?:\/\/\S+$/i.test(trimmed) ? trimmed : undefined;
}

/** "Photo: Title by Author, CC BY 2.0, via Wikimedia Commons, https://..." */
export function creditLine(credit: CreditInput): string {
  const title = clip(credit.title, MAX_TITLE);
  const author = clip(credit.author, MAX_AUTHOR);
  const who = title && author ? `: ${title} by ${author}` : title ? `: ${title}` : author ? ` by ${author}` : '';
  const parts = [`Photo${who}`];
  if (credit.license.trim()) parts.push(credit.license.trim());
  const provider = providerName(credit.provider);
  if (provider) parts.push(`via ${provider}`);
  const source = webAddress(credit.sourceUrl);
  if (source) parts.push(source);
  return parts.join(', ');
}

/** "Slide 4" or "Slides 2, 5". */
export function slidesLabel(slides: readonly number[]): string {
  const sorted = [...new Set(slides)].sort((a, b) => a - b);
  return `${sorted.length === 1 ? 'Slide' : 'Slides'} ${sorted.join(', ')}`;
}

/** The licences of `entries` with their addresses, each once, in order of first use ("CC BY 2.0: https://..."). */
export function licenceLines(entries: readonly CreditEntry[]): string[] {
  const seen = new Map<string, string>();
  for (const { credit } of entries) {
    const name = credit.license.trim();
    const url = webAddress(credit.licenseUrl);
    if (name && url && !seen.has(name)) seen.set(name, url);
  }
  return [...seen].map(([name, url]) => `${name}: ${url}`);
}

/** Credits by picture, in the order of the slides they first appear on, one entry per picture. */
export function creditEntries(uses: readonly { slide: number; url: string; credit: CreditInput }[]): CreditEntry[] {
  const byUrl = new Map<string, CreditEntry>();
  for (const use of [...uses].sort((a, b) => a.slide - b.slide)) {
    const entry = byUrl.get(use.url);
    if (entry) entry.slides.push(use.slide);
    else byUrl.set(use.url, { credit: use.credit, slides: [use.slide] });
  }
  return [...byUrl.values()];
}

/** About how many text lines a credit takes on the slide (a line holds ~110 characters at the credits' size). */
const CHARS_PER_LINE = 110;
/** Lines that fit under the credits slide's title. */
export const LINES_PER_PAGE = 20;

/** About how many lines a page's credits and licences take at the credits' smallest size. */
export function pageLines(page: readonly CreditEntry[]): number {
  const credits = page.reduce((n, entry) => n + linesOf(`${slidesLabel(entry.slides)}. ${creditLine(entry.credit)}`), 0);
  return credits + licenceLines(page).length + 1;
}

function linesOf(text: string): number {
  return Math.max(1, Math.ceil(text.length / CHARS_PER_LINE));
}

/** The credit entries split into pages that fit one slide each, with room for that page's licence lines. */
export function creditPages(entries: readonly CreditEntry[]): CreditEntry[][] {
  const pages: CreditEntry[][] = [];
  let page: CreditEntry[] = [];
  let used = 0;
  for (const entry of entries) {
    const lines = linesOf(`${slidesLabel(entry.slides)}. ${creditLine(entry.credit)}`);
    const licences = licenceLines([...page, entry]).length + 1;
    if (page.length > 0 && used + lines + licences > LINES_PER_PAGE) {
      pages.push(page);
      page = [];
      used = 0;
    }
    page.push(entry);
    used += lines;
  }
  if (page.length > 0) pages.push(page);
  return pages;
}
