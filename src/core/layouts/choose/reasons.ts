/**
 * Why a layout was chosen automatically: a short machine code stored on the
 * slide (`layout.reason`) and the words the layout panel shows for it
 * ("Automatic: dated sequence"). Codes are stable: saved decks keep them.
 */

/** Every reason code, meaning rows first, then the count rows. */
export const REASON_CODES = [
  'model-hint',
  'change-over-time',
  'two-sides',
  'ranked-levels',
  'team-structure',
  'dated-sequence',
  'cycle',
  'ordered-steps',
  'key-figures',
  'central-idea',
  'no-points',
  'single-point',
  'two-points',
  'short-points',
  'long-points',
  'many-points',
  'text-fit',
] as const;

/** A reason code. */
export type ReasonCode = (typeof REASON_CODES)[number];

const LABELS: Readonly<Record<ReasonCode, string>> = {
  'model-hint': 'suggested by the writer, fits the content',
  'change-over-time': 'before and after',
  'two-sides': 'two sides compared',
  'ranked-levels': 'ranked levels',
  'team-structure': 'structure with a head',
  'dated-sequence': 'dated sequence',
  cycle: 'a cycle',
  'ordered-steps': 'ordered steps',
  'key-figures': 'key figures',
  'central-idea': 'central idea with branches',
  'text-fit': 'shows all of the text',
  'no-points': 'no points',
  'single-point': 'a single point',
  'two-points': 'two points',
  'short-points': 'short points',
  'long-points': 'longer points',
  'many-points': 'many points',
};

/** True when `code` is a known reason code. */
export function isReasonCode(code: unknown): code is ReasonCode {
  return typeof code === 'string' && (REASON_CODES as readonly string[]).includes(code);
}

/** Words for a reason code ("dated sequence"); a code saved by a newer version reads as "content". */
export function reasonLabel(code: string | undefined): string {
  return isReasonCode(code) ? LABELS[code] : 'content';
}
