/**
 * Figures with units: "$38.6M", "+4.2 %", "1,240 customers", "12 Filialen",
 * "3,5 Mio. €". When most points lead with one, the slide is a row of key
 * figures. Years, step numbers and bare counts ("5 tips") are not figures.
 */
import type { ReadItem, ReadSlide } from './content';
import { most } from './text';

const NUMBER = String.raw`(?<![\p{L}\p{N}.,])(?:\d{1,3}(?:[.,\u00a0\u202f ]\d{3}(?!\d))+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)`;
const CURRENCY = String.raw`[$€£¥]|(?:usd|eur|gbp|chf)(?![\p{L}])`;
const MAGNITUDE = String.raw`(?:k|m|bn|b|mn|mio\.?|mrd\.?|million(?:s|en)?|milliard(?:s|en)?|billion(?:s)?|millones|mil millones|thousand|tausend|mille|mil)(?![\p{L}])`;
const PERCENT = String.raw`%|(?:percent|prozent|pour ?cent|por ?ciento|pp|pts?|points?|punkte)(?![\p{L}])`;
const FIGURE = new RegExp(
  [
    // $38.6M, € 1,2 Mio., USD 40 k
    String.raw`(?:${CURRENCY})\s?[+-]?(?:${NUMBER})\s?(?:${MAGNITUDE})?`,
    // 38,6 Mio. €, 12 %, +4.2 pp, 3.5 million
    String.raw`[+\-−]?(?:${NUMBER})\s?(?:${MAGNITUDE}\s?(?:${CURRENCY})?|${CURRENCY}|${PERCENT})`,
    // 1,240 customers, 48 stores, 12 Filialen: a number of two digits or more and a noun
    String.raw`(?:${NUMBER})\s\p{L}{3,}`,
  ]
    .map((p) => `(?:${p})`)
    .join('|'),
  'u',
);
const YEARISH = /^(1\d{3}|20\d{2})\b/;
const TIME_UNIT = /^\d+(?:[.,]\d+)?\s(?:years?|jahre?n?|ans?|anos?|days?|tage?n?|jours?|dias?|weeks?|wochen?|semaines?|semanas?|months?|monate?n?|mois|meses|hours?|stunden?|heures?|horas?|minutes?|minuten?|minutos?|steps?|schritte?n?|etapes?|pasos?|tips?|tipps?|conseils?|consejos?)\b/u;

/** The figure a folded text leads with (in its first words), if any. */
export function leadingFigure(text: string): string | undefined {
  const head = text.split(/\s+/).slice(0, 6).join(' ');
  const m = FIGURE.exec(head);
  if (!m) return undefined;
  const found = m[0].trim();
  const bareCount = !new RegExp(`[%$€£¥]|${MAGNITUDE}|${PERCENT}|${CURRENCY}`, 'u').test(found.replace(/^[+\-−]?[\d.,\u00a0\u202f ]+/, ''));
  if (bareCount && (YEARISH.test(found) || TIME_UNIT.test(found) || Number(found.replace(/[^\d]/g, '')) < 10)) return undefined;
  return found;
}

const inHeading = (item: ReadItem): boolean => leadingFigure(item.heading) !== undefined;
const opensText = (item: ReadItem): boolean => leadingFigure(item.overview.split(/\s+/).slice(0, 3).join(' ')) !== undefined;

/**
 * True when most of 1 to 6 points lead with a figure with a unit: in their
 * heading, or opening a short text (a long text that mentions a percentage
 * is a paragraph, not a key figure).
 */
export function isKeyFigures(slide: ReadSlide): boolean {
  if (slide.count < 1 || slide.count > 6) return false;
  const min = Math.min(slide.count, 2);
  if (most(slide.items, inHeading, 0.6, min)) return true;
  return slide.short && most(slide.items, (item) => inHeading(item) || opensText(item), 0.6, min);
}
