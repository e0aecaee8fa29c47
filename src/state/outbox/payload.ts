/**
 * The payload of an outbox row, checked when it is read back: a row written
 * by an older build or edited by hand must fail that one request with a
 * clear error, never crash the replay loop or run a half-valid job.
 */
import { z } from 'zod';
import { generationConfigSchema } from '../../core/schemas/config';
import { outlineTopicSchema } from '../../core/schemas/outline';
import type { QueuedDeckPayload } from '../jobs';

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

/** What the queue panel shows of a payload; readable parts only, so a broken row still lists. */
export interface PayloadSummary {
  topic: string;
  slides: number | undefined;
  requestedAt: number | undefined;
  deckId: string | undefined;
}

const TOPIC_CHARS = 80;

/** Topic (first 80 characters of the input text), slide count and request time, as far as they can be read. */
export function summarizePayload(value: unknown): PayloadSummary {
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
  return { topic: text.slice(0, TOPIC_CHARS), slides: request.config.number_of_slides, requestedAt, deckId: request.deckId };
}
