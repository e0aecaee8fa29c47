/**
 * An outbox row of kind 'rewrite': a slide or deck rewrite asked with no
 * network (state/rewrite/types.ts `QueuedRewrite`), checked when it is read
 * back like a deck request, and what the queue panel calls it.
 */
import { z } from 'zod';
import { toneSchema } from '../../core/schemas/catalog';
import { EDIT_ACTIONS, EDIT_LIMITS, type EditAction } from '../../protocol/edit';
import type { QueuedRewrite } from '../rewrite/types';

export const UNREADABLE_REWRITE = 'This queued rewrite could not be read and was not sent';

const languageTag = z.string().trim().min(2).max(35);

const slideRewriteSchema = z.object({
  slideId: z.number().int().nonnegative(),
  action: z.enum(EDIT_ACTIONS),
  instruction: z.string().max(EDIT_LIMITS.instruction).optional(),
  targetLanguage: languageTag.optional(),
});

const deckRewriteSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('speaker-notes') }),
  z.object({ kind: z.literal('translate'), targetLanguage: languageTag }),
  z.object({ kind: z.literal('tone'), tone: toneSchema }),
  z.object({ kind: z.literal('add-slide'), about: z.string().trim().min(1).max(EDIT_LIMITS.instruction) }),
]);

/**
 * As stored: the QueuedRewrite, and the slide's place in the deck when it
 * was asked (1-based), so the panel can say "slide 3" without opening the deck.
 */
export const storedRewriteSchema = z.object({
  kind: z.literal('rewrite'),
  deckId: z.string().min(1),
  request: z.union([slideRewriteSchema, deckRewriteSchema]),
  requestedAt: z.number().finite(),
  slideNumber: z.number().int().positive().optional(),
});
export type StoredRewrite = QueuedRewrite & { slideNumber?: number };

/**
 * How a replayed rewrite ended. `retryable: false` is a refusal (credits, a
 * clear 4xx, the slide is gone): not tried again. Left out, a failure is
 * tried again after the backoff, as the network or the server may be at fault.
 * `cancelled`: the user stopped it; the row goes and nothing is reported.
 * `queued`: the runner put it back in the queue as a new row (the network went
 * mid-run); this row goes, so the rewrite waits, and later runs, once.
 */
export type RewriteReplayOutcome = { ok: true } | { ok: false; error: string; retryable?: boolean; cancelled?: boolean; queued?: boolean };

/**
 * Runs a rewrite asked offline, now that the device is online: the rewrite
 * runner's replay. `idempotencyKey` is the row's, the same on every attempt of
 * the row (a reload mid-run included): the runner charges under it, so a row
 * is never charged twice, and the outbox never runs a finished row again.
 */
export type ReplayRewrite = (rewrite: QueuedRewrite, options: { signal: AbortSignal; idempotencyKey: string }) => Promise<RewriteReplayOutcome>;

export type RewriteResult = { ok: true; rewrite: StoredRewrite } | { ok: false; error: string };

/** The payload as a queued rewrite, or why it is unusable (the first problem, with its path). */
export function parseQueuedRewrite(value: unknown): RewriteResult {
  const result = storedRewriteSchema.safeParse(value);
  if (result.success) return { ok: true, rewrite: result.data };
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')}: ${issue.message})` : '';
  return { ok: false, error: `${UNREADABLE_REWRITE}${where}` };
}

/** A payload that says it is a rewrite (readable or not). */
export function isRewritePayload(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'rewrite';
}

const ACTION_NAMES: Record<EditAction, string> = {
  regenerate: 'Regenerate',
  shorter: 'Shorter',
  longer: 'Longer',
  simpler: 'Simpler',
  'more-formal': 'More formal',
  'add-example': 'Add an example',
  split: 'Split into two slides',
  steps: 'Turn into steps',
  timeline: 'Turn into a timeline',
  comparison: 'Turn into a comparison',
  'speaker-notes': 'Write speaker notes',
  translate: 'Translate',
  instruction: 'Your instruction',
};

/** A user's instruction shown in a panel row: about one line. */
const INSTRUCTION_CHARS = 60;

/** 'German' for 'de-DE'; the tag itself where the browser has no name for it. */
export function languageName(tag: string): string {
  try {
    const primary = tag.split(/[-_]/)[0] ?? tag;
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(primary) ?? tag;
  } catch {
    return tag;
  }
}

function quoted(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return `“${line.length > INSTRUCTION_CHARS ? `${line.slice(0, INSTRUCTION_CHARS - 1).trimEnd()}…` : line}”`;
}

/** What the queue panel calls the rewrite: "Rewrite slide 3: Shorter", "Translate the deck into German". */
export function describeRewrite(rewrite: StoredRewrite): string {
  const { request } = rewrite;
  if ('kind' in request) {
    if (request.kind === 'speaker-notes') return 'Write speaker notes for the deck';
    if (request.kind === 'translate') return `Translate the deck into ${languageName(request.targetLanguage)}`;
    if (request.kind === 'tone') return `Change the deck's tone to ${request.tone.replace(/-/g, ' ')}`;
    return `Add a slide about ${quoted(request.about)}`;
  }
  const slide = rewrite.slideNumber === undefined ? 'a slide' : `slide ${rewrite.slideNumber}`;
  const what =
    request.action === 'instruction' && request.instruction !== undefined && request.instruction.trim() !== ''
      ? quoted(request.instruction)
      : request.action === 'translate' && request.targetLanguage !== undefined
        ? `Translate into ${languageName(request.targetLanguage)}`
        : ACTION_NAMES[request.action];
  return `Rewrite ${slide}: ${what}`;
}
