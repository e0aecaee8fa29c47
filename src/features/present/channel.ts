/**
 * The wire between the presenting tab and its presenter window: a
 * BroadcastChannel named 'decksmith-presenter'. Any tab of the origin can
 * post on it (another deck's presentation, an older build), so every
 * message is validated and messages of other decks are ignored.
 *
 * - `hello`: a presenter window opened; the presenting tab answers `state`.
 * - `goto`: either side moved to slide `index`; the other follows.
 * - `state`: the presenting tab's slide and slide count, and when its
 *   presentation began (epoch ms; the presenter's timer counts from it).
 * - `bye`: the presenting tab left presentation mode.
 */
import { z } from 'zod';

export const PRESENTER_CHANNEL = 'decksmith-presenter';

const deckId = z.string().min(1).max(200);
const index = z.number().int().nonnegative().max(100_000);
const epochMs = z.number().int().positive().max(8.64e15);

export const presenterMessageSchema = z.discriminatedUnion('type', [
  // The brief of the protocol allows a bare hello: it is answered by any presenting tab.
  z.object({ type: z.literal('hello'), deckId: deckId.optional() }),
  z.object({ type: z.literal('goto'), deckId, index }),
  z.object({ type: z.literal('state'), deckId, index, total: index, startedAt: epochMs.optional() }),
  z.object({ type: z.literal('bye'), deckId }),
]);
export type PresenterMessage = z.infer<typeof presenterMessageSchema>;

/** The message when `data` is a valid one about `forDeck` (a bare hello is about every deck), else null. */
export function readPresenterMessage(data: unknown, forDeck: string): PresenterMessage | null {
  const parsed = presenterMessageSchema.safeParse(data);
  if (!parsed.success) return null;
  const message = parsed.data;
  if (message.deckId !== undefined && message.deckId !== forDeck) return null;
  return message;
}

export interface PresenterLink {
  post(message: PresenterMessage): void;
  close(): void;
}

/**
 * Opens the channel for one deck and calls `onMessage` with its valid
 * messages. Without BroadcastChannel (an old browser) it does nothing.
 */
export function openPresenterLink(forDeck: string, onMessage: (message: PresenterMessage) => void): PresenterLink {
  if (typeof BroadcastChannel === 'undefined') return { post: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(PRESENTER_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    const message = readPresenterMessage(event.data, forDeck);
    if (message) onMessage(message);
  };
  return {
    post: (message) => channel.postMessage(message),
    close: () => channel.close(),
  };
}
