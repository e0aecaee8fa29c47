/**
 * Dated sequences: points that each sit at a time (a year, a quarter, a
 * month, a weekday, "Day 3", "9:30") read best on a timeline. A slide that
 * only mentions a year somewhere is not one: most points must carry a time,
 * and times found in the running text (not the point's heading) must move
 * forward and differ.
 */
import type { ReadItem, ReadSlide } from './content';
import { ascending, most, wordsMatcher } from './text';

const MONTHS: readonly (readonly string[])[] = [
  ['january', 'januar', 'janvier', 'enero', 'jan'],
  ['february', 'februar', 'fevrier', 'febrero', 'feb'],
  ['march', 'marz', 'mars', 'marzo'],
  ['april', 'avril', 'abril', 'apr'],
  ['may', 'mai', 'mayo'],
  ['june', 'juni', 'juin', 'junio', 'jun'],
  ['july', 'juli', 'juillet', 'julio', 'jul'],
  ['august', 'aout', 'agosto', 'aug'],
  ['september', 'septembre', 'septiembre', 'setiembre', 'sept', 'sep'],
  ['october', 'oktober', 'octobre', 'octubre', 'oct', 'okt'],
  ['november', 'novembre', 'noviembre', 'nov'],
  ['december', 'dezember', 'decembre', 'diciembre', 'dec', 'dez'],
];

/** Month names that are also common words ("may", "march"): they count only next to a number. */
const AMBIGUOUS_MONTHS = new Set(['may', 'march', 'mars', 'mai', 'jan', 'feb', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'okt', 'nov', 'dec', 'dez']);

const WEEKDAYS: readonly (readonly string[])[] = [
  ['monday', 'montag', 'lundi', 'lunes'],
  ['tuesday', 'dienstag', 'mardi', 'martes'],
  ['wednesday', 'mittwoch', 'mercredi', 'miercoles'],
  ['thursday', 'donnerstag', 'jeudi', 'jueves'],
  ['friday', 'freitag', 'vendredi', 'viernes'],
  ['saturday', 'samstag', 'sonnabend', 'samedi', 'sabado'],
  ['sunday', 'sonntag', 'dimanche', 'domingo'],
];

const ORDINAL_WORDS: Readonly<Record<string, number>> = {
  first: 1, second: 2, third: 3, fourth: 4,
  premier: 1, deuxieme: 2, troisieme: 3, quatrieme: 4,
  primer: 1, segundo: 2, tercer: 3, cuarto: 4,
  erstes: 1, zweites: 2, drittes: 3, viertes: 4,
};

/** "Day 3", "Woche 2", "Semaine 1", "Mes 4": a numbered period, and its unit's length in days. */
const PERIOD_UNITS: Readonly<Record<string, number>> = {
  day: 1, tag: 1, jour: 1, dia: 1,
  week: 7, woche: 7, semaine: 7, semana: 7, kw: 7,
  month: 30, monat: 30, mois: 30, mes: 30,
  year: 365, jahr: 365, annee: 365, ano: 365,
};

/** A time found in a text: `at` orders times of the same kind. */
export interface TimeMark {
  kind: 'year' | 'century' | 'quarter' | 'month' | 'weekday' | 'period' | 'date' | 'clock' | 'daypart';
  at: number;
}

// Years 1000-2099, also "1450s", "1990er", "ca. 1440"; not "1,200", "2.050", "1999 €" or "2048 px".
const YEAR = /(?<![\p{L}\p{N}.,$€£])(1\d{3}|20\d{2})(?:s|er)?(?![\p{L}\p{N}]|[.,]\d|\s*(?:%|€|\$|£|px|pt|mb|gb|kb|km|kg|m2|eur|usd))/u;
const CENTURY = /(?<![\p{L}\p{N}])(?:(\d{1,2})(?:st|nd|rd|th|\.)?\s*(?:century|jahrhundert)|([xvi]{1,5})e\s+siecle|siglo\s+([xvi]{1,5}))(?![\p{L}\p{N}])/u;
const QUARTER = /(?<![\p{L}\p{N}])(?:[qt]([1-4])|([1-4])(?:st|nd|rd|th|\.|er|e|eme)?\s*(?:quarter|quartal|trimestre)|(?:quarter|quartal|trimestre)\s*([1-4])|(first|second|third|fourth|premier|deuxieme|troisieme|quatrieme|primer|segundo|tercer|cuarto|erstes|zweites|drittes|viertes)\s+(?:quarter|quartal|trimestre))(?![\p{L}\p{N}])/u;
const PERIOD = new RegExp(`(?<![\\p{L}\\p{N}])(${Object.keys(PERIOD_UNITS).join('|')})\\s*(\\d{1,3})(?![\\p{L}\\p{N}])`, 'u');
const DATE = /(?<![\p{L}\p{N}])(?:(\d{4})-(\d{2})-\d{2}|\d{1,2}[./](\d{1,2})[./](\d{2,4}))(?![\p{L}\p{N}])/u;
const CLOCK = /(?<![\p{L}\p{N}])([01]?\d|2[0-3])(?::([0-5]\d)\s*(?:h|uhr|am|pm)?|\s*(?:h|uhr|am|pm))(?![\p{L}\p{N}])/u;
const DAYPARTS: readonly string[][] = [
  ['morning', 'vormittag', 'morgens', 'matin', 'manana'],
  ['noon', 'midday', 'mittag', 'midi', 'mediodia'],
  ['afternoon', 'nachmittag', 'apres-midi', 'tarde'],
  ['evening', 'abend', 'soir', 'soiree', 'noche'],
];
const MONTH_WORD = new RegExp(`(?<![\\p{L}\\p{N}])(${MONTHS.flat().join('|')})\\.?(?![\\p{L}\\p{N}])`, 'u');
const NUMBER_NEAR = /\d/;

function romanValue(roman: string): number {
  const values: Record<string, number> = { i: 1, v: 5, x: 10 };
  let total = 0;
  for (let i = 0; i < roman.length; i++) {
    const v = values[roman[i]!] ?? 0;
    const next = values[roman[i + 1] ?? ''] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

function monthMark(text: string): TimeMark | undefined {
  const m = MONTH_WORD.exec(text);
  if (!m) return undefined;
  const word = m[1]!;
  if (AMBIGUOUS_MONTHS.has(word)) {
    // "May 2024" and "3 May" are dates; "may" alone is a verb.
    const around = text.slice(Math.max(0, m.index - 4), m.index + m[0].length + 6);
    if (!NUMBER_NEAR.test(around)) return undefined;
  }
  return { kind: 'month', at: MONTHS.findIndex((names) => names.includes(word)) + 1 };
}

const WEEKDAY_TESTS = WEEKDAYS.map((names) => wordsMatcher(names));
const DAYPART_TESTS = DAYPARTS.map((names) => wordsMatcher(names));

function listMark(text: string, tests: readonly ((folded: string) => boolean)[], kind: TimeMark['kind']): TimeMark | undefined {
  const at = tests.findIndex((test) => test(text));
  return at < 0 ? undefined : { kind, at: at + 1 };
}

function centuryMark(text: string): TimeMark | undefined {
  const m = CENTURY.exec(text);
  if (!m) return undefined;
  const n = m[1] ? Number(m[1]) : romanValue(m[2] ?? m[3] ?? '');
  return n > 0 && n <= 21 ? { kind: 'century', at: n } : undefined;
}

function quarterMark(text: string): TimeMark | undefined {
  const m = QUARTER.exec(text);
  if (!m) return undefined;
  return { kind: 'quarter', at: Number(m[1] ?? m[2] ?? m[3] ?? 0) || (ORDINAL_WORDS[m[4] ?? ''] ?? 0) };
}

function numberedMark(text: string): TimeMark | undefined {
  const period = PERIOD.exec(text);
  if (period) return { kind: 'period', at: (PERIOD_UNITS[period[1]!] ?? 1) * Number(period[2]) };
  const date = DATE.exec(text);
  if (date) return { kind: 'date', at: date[1] ? Number(date[1]) * 12 + Number(date[2]) : Number(date[4]) * 12 + Number(date[3]) };
  const clock = CLOCK.exec(text);
  if (clock) return { kind: 'clock', at: Number(clock[1]) * 60 + Number(clock[2] ?? 0) };
  return undefined;
}

/**
 * The first time a folded text names, if any. A year with a month counts as
 * the month of that year, so "May 2020" comes before "June 2020".
 */
export function timeMark(text: string): TimeMark | undefined {
  const numbered = numberedMark(text) ?? quarterMark(text) ?? centuryMark(text);
  if (numbered) return numbered;
  const year = YEAR.exec(text);
  const month = monthMark(text);
  if (year) return { kind: 'year', at: Number(year[1]) * 12 + (month?.at ?? 0) };
  return month ?? listMark(text, WEEKDAY_TESTS, 'weekday') ?? listMark(text, DAYPART_TESTS, 'daypart');
}

/** The time a point sits at: its heading's, else one in the first words of its text. */
function itemMark(item: ReadItem, headingOnly: boolean): TimeMark | undefined {
  const inHeading = timeMark(item.heading);
  if (inHeading || headingOnly) return inHeading;
  return timeMark(item.overview.split(/\s+/).slice(0, 14).join(' '));
}

const TIME_WORDS = wordsMatcher([
  'timeline', 'history', 'chronology', 'milestones?', 'roadmap', 'schedule', 'agenda', 'calendar', 'week', 'year in review',
  'zeitleiste', 'zeitstrahl', 'geschichte', 'chronik', 'meilensteine?', 'fahrplan', 'zeitplan', '\\p{L}*woche', 'jahresruckblick',
  'chronologie', 'historique', 'histoire', 'jalons?', 'feuille de route', 'calendrier', 'semaine',
  'cronologia', 'historia', 'hitos?', 'hoja de ruta', 'calendario', 'semana',
]);

/**
 * True when the points form a dated sequence: three or more, most of them
 * with a time in their heading; or most with a time early in their text
 * (forward in time, not all the same); or a slide about a timeline, a
 * history or a schedule with times on at least two points.
 */
export function isDatedSequence(slide: ReadSlide): boolean {
  if (slide.count < 3) return false;
  if (most(slide.items, (item) => itemMark(item, true) !== undefined)) return true;
  const marks = slide.items.map((item) => itemMark(item, false)).filter((m): m is TimeMark => m !== undefined);
  const sameKind = marks.filter((m) => m.kind === marks[0]?.kind).map((m) => m.at);
  const moving = sameKind.length === marks.length && ascending(sameKind) && new Set(sameKind).size > 1;
  if (moving && marks.length >= 3 && marks.length >= Math.ceil(slide.count * 0.6)) return true;
  return TIME_WORDS(slide.lead) && marks.length >= 2 && new Set(marks.map((m) => m.at)).size > 1;
}
