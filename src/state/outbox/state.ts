/**
 * What the queue button and panel show: the requests still in the outbox,
 * kept fresh by a Dexie live query, so a request queued, run or cancelled in
 * any tab shows up in every tab.
 */
import { proxy } from 'valtio';
import type { OutboxItem, OutboxRepository, OutboxStatus } from '../../data/outbox';
import { watch } from '../../data/live';
import { summarizePayload } from './payload';

export interface QueueEntry {
  id: number;
  /** A deck to generate, or a rewrite of a deck already there. */
  kind: 'deck' | 'rewrite';
  status: OutboxStatus;
  attempts: number;
  error: string | undefined;
  nextAttemptAt: number;
  /** A deck's topic (first 80 characters of the input text), or what a rewrite does; '' when unreadable. */
  topic: string;
  slides: number | undefined;
  requestedAt: number | undefined;
}

export interface OutboxState {
  /** Queued, running and failed requests, oldest first (finished ones are cleared). */
  items: QueueEntry[];
  /** Requests still to run: queued or running. */
  pending: number;
}

export const outboxState = proxy<OutboxState>({ items: [], pending: 0 });

/** One panel row from an outbox row. */
export function toEntry(item: OutboxItem): QueueEntry {
  const summary = summarizePayload(item.payload);
  return {
    id: item.id,
    kind: summary.kind,
    status: item.status,
    attempts: item.attempts,
    error: item.error,
    nextAttemptAt: item.nextAttemptAt,
    topic: summary.topic,
    slides: summary.slides,
    requestedAt: summary.requestedAt ?? item.createdAt,
  };
}

/** Puts the outbox rows into `state` (everything but finished rows). */
export function applyItems(items: readonly OutboxItem[], state: OutboxState = outboxState): void {
  const entries = items.filter((i) => i.status !== 'done').map(toEntry);
  state.items = entries;
  state.pending = entries.filter((e) => e.status === 'queued' || e.status === 'running').length;
}

/** Keeps `state` in step with the outbox table; returns the unsubscribe function. */
export function watchOutbox(repo: OutboxRepository, state: OutboxState = outboxState): () => void {
  return watch(
    () => repo.list(),
    (items) => applyItems(items, state),
  );
}
