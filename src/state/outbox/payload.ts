/**
 * The payload of an outbox row, checked when it is read back: a row written
 * by an older build or edited by hand must fail that one request with a
 * clear error, never crash the replay loop or run a half-valid job.
 */
import { z } from 'zod';
import { generationConfigSchema } from '../../core/schemas/config';
import { outlineTopicSchema } from '../../core/schemas/outline';
import type { QueuedDeckPayload } from '../jobs';
import { describeRewrite, isRewritePayload, parseQueuedRewrite, type StoredRewrite } from './rewrite-payload';

export const UNREADABLE_REQUEST = 'This queued request could not be read and was not sent';

const deckJobRequestSchema = z.object({
  deckId: z.string().min(1),
  config: generationConfigSchema,
  topics: z.array(outlineTopicSchema).optional(),
});

const queuedDeckPayloadSchema = z.object({
  kind: z.literal('deck'),
  request: deckJobRequestSchema,
  requestedAt: z.number().finite(),
});

export type PayloadResult = { ok: true; payload: QueuedDeckPayload } | { ok: false; error: string };

/** The payload as a QueuedDeckPayload, or why it is unusable (the first problem, with its path). */
export function parseQueuedPayload(value: unknown): PayloadResult {
  const result = queuedDeckPayloadSchema.safeParse(value);
  if (result.success) return { ok: true, payload: result.data };
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')}: ${issue.message})` : '';
  return { ok: false, error: `${UNREADABLE_REQUEST}${where}` };
}

/** An outbox row's payload by kind: a deck to generate, or a rewrite of a deck already there. */
export type OutboxPayloadResult =
  | { ok: true; kind: 'deck'; payload: QueuedDeckPayload }
  | { ok: true; kind: 'rewrite'; rewrite: StoredRewrite }
  | { ok: false; error: string };

/** Any outbox payload, by its kind (rows written before rewrites existed are decks); why not when unusable. */
export function parseOutboxPayload(value: unknown): OutboxPayloadResult {
  if (isRewritePayload(value)) {
    const rewrite = parseQueuedRewrite(value);
    return rewrite.ok ? { ok: true, kind: 'rewrite', rewrite: rewrite.rewrite } : rewrite;
  }
  const deck = parseQueuedPayload(value);
  return deck.ok ? { ok: true, kind: 'deck', payload: deck.payload } : deck;
}

/** What the queue panel shows of a payload; readable parts only, so a broken row still lists. */
export interface PayloadSummary {
  kind: 'deck' | 'rewrite';
  /** A deck's topic, or what a rewrite does ("Rewrite slide 3: Shorter"); '' when unreadable. */
  topic: string;
  slides: number | undefined;
  requestedAt: number | undefined;
  deckId: string | undefined;
}

const TOPIC_CHARS = 80;

/** Topic (first 80 characters of the input text), slide count and request time, as far as they can be read. */
export function summarizePayload(value: unknown): PayloadSummary {
  if (isRewritePayload(value)) return summarizeRewrite(value);
  const loose = z
    .object({
      request: z
        .object({
          deckId: z.string().optional().catch(undefined),
          config: z.object({ input_text: z.string().catch(''), number_of_slides: z.number().optional().catch(undefined) }).catch({ input_text: '' }),
        })
        .catch({ config: { input_text: '' } }),
      requestedAt: z.number().optional().catch(undefined),
    })
    .catch({ request: { config: { input_text: '' } } });
  const { request, requestedAt } = loose.parse(value);
  const text = request.config.input_text.replace(/\s+/g, ' ').trim();
  return { kind: 'deck', topic: text.slice(0, TOPIC_CHARS), slides: request.config.number_of_slides, requestedAt, deckId: request.deckId };
}

function summarizeRewrite(value: unknown): PayloadSummary {
  const parsed = parseQueuedRewrite(value);
  if (parsed.ok) return { kind: 'rewrite', topic: describeRewrite(parsed.rewrite), slides: undefined, requestedAt: parsed.rewrite.requestedAt, deckId: parsed.rewrite.deckId };
  const loose = z.object({ deckId: z.string().optional().catch(undefined), requestedAt: z.number().optional().catch(undefined) }).catch({});
  const { deckId, requestedAt } = loose.parse(value);
  return { kind: 'rewrite', topic: '', slides: undefined, requestedAt, deckId };
}
