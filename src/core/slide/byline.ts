/**
 * The title slide's byline (presenter, organisation and date): how it reads
 * as one line, how a line typed in place splits back into its parts, and
 * what a new deck gets from the user's settings. Pure data and text, no
 * geometry, so the slide geometry and the title slide layout can both use it.
 */

/** Who presents the deck, for whom, and when; every part optional. */
export interface Byline {
  readonly presenter?: string | undefined;
  readonly organisation?: string | undefined;
  readonly date?: string | undefined;
}

/** The byline as one line: its parts that have text, in order, joined by a middle dot. */
export function bylineText(byline: Byline | undefined): string {
  if (!byline) return '';
  const parts = [byline.presenter, byline.organisation, byline.date].map((part) => part?.replace(/\s+/g, ' ').trim() ?? '');
  // The date is kept on one line (no-break spaces): a wrapped byline breaks between its parts, not inside '25 November 2026'.
  if (parts[2] !== undefined && parts[2].length <= 40) parts[2] = parts[2].replace(/ /g, '\u00a0');
  return parts.filter((part) => part !== '').join('  ·  ');
}

/** The longest byline part the deck schema keeps (schemas/slide.ts bylineSchema). */
export const BYLINE_PART_MAX = 200;

/** The separator of the byline's parts, as drawn and as typed back when it is edited in place. */
const BYLINE_SEPARATOR = /\s*[·•|]\s*/;

/**
 * The byline the user typed in place as one line: parts separated by a
 * middle dot (or a bullet or a bar) are the presenter, the organisation and
 * the date in that order; parts beyond the third stay with the date. An
 * empty line is an empty byline, which stays empty (generation fills only a
 * title slide that never had one).
 */
export function parseBylineText(text: string): Byline {
  const parts = text.replace(/\s+/g, ' ').trim().split(BYLINE_SEPARATOR).filter((part) => part !== '');
  const [presenter, organisation, ...rest] = parts;
  const byline: { presenter?: string; organisation?: string; date?: string } = {};
  if (presenter !== undefined) byline.presenter = presenter.slice(0, BYLINE_PART_MAX);
  if (organisation !== undefined) byline.organisation = organisation.slice(0, BYLINE_PART_MAX);
  if (rest.length > 0) byline.date = rest.join(' · ').slice(0, BYLINE_PART_MAX);
  return byline;
}

/** Whether the byline has no text at all. */
export function bylineIsEmpty(byline: Byline | undefined): boolean {
  return bylineText(byline) === '';
}

/**
 * `slides` with `byline` on the title slide when the title slide never had a
 * byline (the field is absent); one the user set or emptied is kept. The
 * same array when nothing changes.
 */
export function withDefaultByline<S extends { readonly type: string; readonly byline?: Byline | undefined }>(slides: readonly S[], byline: Byline | undefined): readonly S[] {
  if (byline === undefined || bylineIsEmpty(byline)) return slides;
  const index = slides.findIndex((s) => s.type === 'title');
  const title = slides[index];
  if (title === undefined || title.byline !== undefined) return slides;
  return slides.map((s, i) => (i === index ? { ...s, byline: { ...byline } } : s));
}

/** What the user's settings say the byline of a new deck carries. */
export interface BylineProfile {
  /** The signed-in user's name (null: none known). */
  name: string | null;
  organisation: string;
  showName: boolean;
  /** 'today': the day the deck is generated, written in the deck's language. */
  date: 'today' | 'none';
}

/** The date as the deck's language writes it in full ('25 November 2026', '25. November 2026'); English for a tag the platform does not know. */
export function bylineDate(at: Date, language: string): string {
  let locale = 'en-GB';
  try {
    locale = Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0 ? language : locale;
  } catch {
    // A malformed tag: English.
  }
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(at);
}

/** The byline a new deck gets from the user's settings (undefined when they ask for none). */
export function profileByline(profile: BylineProfile, language: string, at: Date): Byline | undefined {
  const byline: { presenter?: string; organisation?: string; date?: string } = {};
  const name = profile.showName ? (profile.name?.trim() ?? '') : '';
  if (name !== '') byline.presenter = name.slice(0, BYLINE_PART_MAX);
  const organisation = profile.organisation.trim();
  if (organisation !== '') byline.organisation = organisation.slice(0, BYLINE_PART_MAX);
  if (profile.date === 'today') byline.date = bylineDate(at, language);
  return bylineIsEmpty(byline) ? undefined : byline;
}
