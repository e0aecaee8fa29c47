/**
 * The key figure of a point, for the big-number layout: "$38.6M revenue"
 * gives the figure "$38.6M" and the label "revenue"; a heading "Revenue"
 * over a text opening "$38.6M, up 7.4%" gives the same. A change the
 * remaining text opens with ("+1.8 pp", "Up 7.4% on Q3 last year") is the
 * figure's delta. Works on the text as written (any case, accents kept), in
 * English, German, French and Spanish number formats: "1.234,5 €",
 * "12 %", "$38.6M", "3,2 Mio.", "38 600 €", "2 200 empleados".
 */

/** A point split for drawing as a key figure. */
export interface KeyFigure {
  /** The figure as written: "$38.6M", "31.5%", "1,200". */
  figure: string;
  /** What it counts: the heading without the figure ("Revenue"), or the whole heading when the figure came from the text. */
  label: string;
  /** A change the text opens with, as written ("+1.8 pp", "Up 7.4% on Q3 last year"). */
  delta?: { text: string; trend: 'up' | 'down' };
  /** The rest of the text, the figure and delta taken out ("Ahead of plan by $1.2M."). */
  context: string;
}

const NUMBER = String.raw`(?<![\p{L}\p{N}.,])(?:\d{1,3}(?:[.,\u00a0\u202f ]\d{3}(?![\d]))+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)(?![\p{N}])`;
const CURRENCY = String.raw`(?:[$€£¥]|US\$|(?:USD|EUR|GBP|CHF)(?![\p{L}]))`;
const MAGNITUDE = String.raw`(?:k|m|bn|b|mn|mio\.?|mrd\.?|md\.?|millions?|millionen|milliards?|milliarden|billions?|millones|mil millones|thousand|tausend|mille|mil)(?![\p{L}])`;
const UNIT = String.raw`(?:%|pp(?![\p{L}])|p\.p\.|pts?(?![\p{L}])|percent(?![\p{L}])|prozent(?![\p{L}])|pour ?cent(?![\p{L}])|por ?ciento(?![\p{L}])|x(?![\p{L}]))`;
const SIGN = String.raw`[+\-−±]`;

/** A figure with a unit: currency before or after, a magnitude, a percentage. */
const WITH_UNIT = new RegExp(
  [
    String.raw`${SIGN}?${CURRENCY}\s?${NUMBER}(?:\s?${MAGNITUDE})?(?:\s?${CURRENCY})?`,
    String.raw`${SIGN}?${NUMBER}\s?${MAGNITUDE}(?:\s?${CURRENCY})?`,
    String.raw`${SIGN}?${NUMBER}\s?(?:${CURRENCY}|${UNIT})`,
  ].join('|'),
  'iu',
);
/** A bare count before a word ("1,200 stores", "52 Filialen"): the number alone is the figure. */
const COUNT = new RegExp(String.raw`${NUMBER}(?=\s+\p{L})`, 'u');
/** Years are dates, not figures ("1450 Gutenberg", "2024 results"). */
const YEAR = /^(?:1[0-9]{3}|20[0-9]{2})$/;

/** Words that make a change go up or down, before its number ("up 7.4 %", "en hausse de 3 %"). */
const UP_WORDS = String.raw`(?:up|plus|rose|grew|gained|higher|mehr|gestiegen|hausse|en hausse de|hausse de|más|subida de|aumento de|crecimiento de)`;
const DOWN_WORDS = String.raw`(?:down|minus|fell|dropped|lower|weniger|gesunken|baisse|en baisse de|baisse de|menos|caída de|bajada de)`;
/** What a change is measured against ("vs Q2", "on last year", "zum Vorjahr", "par rapport à 2023"). */
const VERSUS = String.raw`(?:\s+(?:vs\.?|versus|on|over|from|compared (?:to|with)|gegenüber|ggü\.?|zum|zur|im vergleich zu|par rapport (?:à|au|aux)|sur|frente a|respecto a(?:l)?|sobre)\s+[^,.;:!?()]{1,30}?(?=[,.;:!?()]|$))?`;
const CHANGE = String.raw`${NUMBER}\s?${UNIT}`;
const DELTA = new RegExp(
  String.raw`^(?:(${SIGN})\s?${CHANGE}|(${UP_WORDS})\s+(?:by\s+|de\s+|um\s+)?${CHANGE}|(${DOWN_WORDS})\s+(?:by\s+|de\s+|um\s+)?${CHANGE})${VERSUS}`,
  'iu',
);

/** Separators left at the ends of a label or text when a figure is taken out. */
function trimSeparators(text: string): string {
  const trimmed = text.replace(/^[\s,:;–—\-·|]+/u, '').replace(/[\s,:;–—\-·|(]+$/u, '').trim();
  // A full stop left alone ("$38.6M." less its figure) is no text.
  return /[\p{L}\p{N}]/u.test(trimmed) ? trimmed : '';
}

/** A label that starts with a linking word once its figure is gone ("de chiffre", "of readers") starts after it. */
const LINK_WORD = /^(?:of|de|d'|d’|del|des|der|die|das)\s*(?=\p{L})/iu;

const capitalised = (text: string): string => (text === '' ? text : text.charAt(0).toLocaleUpperCase() + text.slice(1));

/** The first figure in `text` within its first `words` words, with where it stands; years are skipped. */
export function findFigure(text: string, words = 6): { figure: string; index: number } | undefined {
  const scope = new RegExp(String.raw`^\s*(?:\S+\s+){0,${Math.max(0, words - 1)}}\S*`, 'u').exec(text)?.[0] ?? text;
  const unit = WITH_UNIT.exec(scope);
  if (unit) return { figure: unit[0], index: unit.index };
  const count = COUNT.exec(scope);
  if (count && !YEAR.test(count[0])) return { figure: count[0], index: count.index };
  return undefined;
}

/**
 * The change `text` opens with ("+1.8 pp", "Up 7.4% on Q3 last year",
 * "−3 % vs Q2"), and the text after it; undefined when it opens otherwise.
 */
export function leadingDelta(text: string): { delta: { text: string; trend: 'up' | 'down' }; rest: string } | undefined {
  const trimmed = text.trim();
  const m = DELTA.exec(trimmed);
  if (!m) return undefined;
  const sign = m[1];
  const down = m[3] !== undefined || (sign !== undefined && sign !== '+' && sign !== '±');
  return { delta: { text: m[0].trim(), trend: down ? 'down' : 'up' }, rest: capitalised(trimSeparators(trimmed.slice(m[0].length))) };
}

function withDelta(figure: string, label: string, text: string): KeyFigure {
  const delta = leadingDelta(text);
  if (delta === undefined) return { figure, label, context: text.trim() };
  return { figure, label, delta: delta.delta, context: delta.rest };
}

/**
 * The key figure of a point: from its heading (a figure in its first six
 * words), else from the opening of its text; undefined when neither has
 * one. The label is the heading without the figure (its first letter
 * capitalised); the context is the text, less a change it opens with.
 */
export function keyFigure(heading: string, text: string): KeyFigure | undefined {
  const fromHeading = findFigure(heading);
  if (fromHeading) {
    const rest = heading.slice(0, fromHeading.index) + ' ' + heading.slice(fromHeading.index + fromHeading.figure.length);
    const label = trimSeparators(rest.replace(/\s+/gu, ' ')).replace(LINK_WORD, '');
    return withDelta(fromHeading.figure, capitalised(label), text);
  }
  const fromText = findFigure(text, 3);
  if (fromText && text.slice(0, fromText.index).trim() === '') {
    const after = trimSeparators(text.slice(fromText.index + fromText.figure.length));
    return withDelta(fromText.figure, heading.trim(), capitalised(after));
  }
  return undefined;
}
