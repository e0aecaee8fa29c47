/**
 * The pages a rewrite instruction names: "page 3", "pages 3-4", "pages 3 and
 * 5", "p. 3", "pp. 3–4", and the German "Seite 3", "Seiten 3 bis 4". Not the
 * German "S. 3": it would read "the U.S. 2020 figures" as page 2020.
 */

/** A range wider than this is taken as not meant page by page ("pages 1-400"). */
const MAX_RANGE = 20;

const NUMBER_LIST = String.raw`(\d{1,4})(?:\s*(?:-|–|—|to|bis)\s*(\d{1,4}))?((?:\s*(?:,|and|und|&)\s*\d{1,4})*)`;
const PAGE_WORDS = String.raw`(?:pages?|pp?\.|seiten?)`;
const PAGE_REFERENCE = new RegExp(String.raw`(?<![\p{L}\d])${PAGE_WORDS}\s*${NUMBER_LIST}`, 'giu');

function range(from: number, to: number): number[] {
  if (to < from || to - from >= MAX_RANGE) return [from];
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * The page numbers `instruction` names, in the order named, each once;
 * [] when it names none.
 */
export function pagesNamed(instruction: string | undefined): number[] {
  if (instruction === undefined) return [];
  const pages: number[] = [];
  for (const match of instruction.matchAll(PAGE_REFERENCE)) {
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    const more = (match[3] ?? '').match(/\d{1,4}/g)?.map(Number) ?? [];
    for (const page of [...range(from, to), ...more]) if (page > 0 && !pages.includes(page)) pages.push(page);
  }
  return pages;
}

/** The instruction without its page references, so "page" and "3" are not taken as words to look for. */
export function withoutPageReferences(instruction: string): string {
  return instruction.replace(PAGE_REFERENCE, ' ');
}
