/**
 * Undo and redo over deck versions. Because every edit is a registered pure
 * command returning a new DeckDoc that shares untouched slides, a step is
 * just the previous version: no inverse operations, no diffing.
 */
import { carryPlans, withAutoLayouts } from '../layouts/choose/slides';
import { withSlides } from './deck-ops';
import { getCommand, type CommandArgs, type CommandId } from './registry';
import type { DeckDoc } from './types';

/** Options of {@link createHistory}. */
export interface HistoryOptions {
  /** Undo steps kept; the oldest are dropped past it. Default 100; 0 keeps none. */
  readonly limit?: number;
}

/** The undo/redo history of one open deck. */
export interface DeckHistory {
  /** The current version of the deck. */
  readonly present: DeckDoc;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /**
   * Performs the command `id` on the present version and returns the new
   * present. A command that changes nothing adds no step and keeps the redo
   * stack; a change clears it. Consecutive applications of the same command
   * to the same target (`index`, `field`) with the same `mergeKey` replace
   * the last step instead of adding one, so typing a word is one undo.
   * @throws Error for an id no command is registered under.
   */
  apply<K extends CommandId>(id: K, args: CommandArgs<K>): DeckDoc;
  /**
   * Performs several commands in order as ONE undo step (the Edit Slide
   * modal's Save writes several fields at once); no step when none of them
   * changes anything. Never merged with the step before.
   * @throws Error for an id no command is registered under (nothing is applied).
   */
  applyAll(steps: readonly CommandStep[]): DeckDoc;
  /** Goes back one step (no-op at the oldest) and returns the present. */
  undo(): DeckDoc;
  /** Goes forward one undone step (no-op when none) and returns the present. */
  redo(): DeckDoc;
  /**
   * Starts over from `doc` with no steps: for a deck that was loaded,
   * created or (re)generated, whose earlier versions are not the user's edits.
   */
  reset(doc: DeckDoc): void;
  /**
   * Makes `doc`, the present's content held in other objects (the store's
   * snapshot right after the present was written to it), the present, with
   * no step and the open merge kept, so the next command starts from the
   * store's objects and a write keeps the store's copy of every slide it
   * did not change.
   */
  adopt(doc: DeckDoc): void;
}

/** One command application of {@link DeckHistory.applyAll}. */
export type CommandStep = { [K in CommandId]: { readonly id: K; readonly args: CommandArgs<K> } }[CommandId];

export const DEFAULT_HISTORY_LIMIT = 100;

function perform(doc: DeckDoc, id: string, args: unknown): DeckDoc {
  const command = getCommand(id);
  if (command === undefined) throw new Error(`Unknown command: ${id}`);
  const next = (command.perform as (d: DeckDoc, a: unknown) => DeckDoc)(doc, args);
  // Automatic layouts follow the content: an edited, added or moved slide
  // (and its neighbours, for the no-three-in-a-row rule) is laid out again
  // and the record on each slide updated, in the same undo step.
  return next.slides === doc.slides ? next : withSlides(next, withAutoLayouts(next.slides));
}

function normalizeLimit(limit: number | undefined): number {
  if (limit === undefined || Number.isNaN(limit)) return DEFAULT_HISTORY_LIMIT;
  return Math.max(0, Math.floor(limit));
}

/**
 * What makes two applications one step: the command, the caller's mergeKey
 * and the target when the args name one. The target is included so a key
 * reused by mistake for another field still cannot fold two fields' edits
 * into one undo. Undefined: the application is never merged.
 */
function mergeIdentity(id: string, args: unknown): string | undefined {
  if (typeof args !== 'object' || args === null) return undefined;
  const { mergeKey, index, field } = args as { mergeKey?: unknown; index?: unknown; field?: unknown };
  return typeof mergeKey === 'string' ? JSON.stringify([id, mergeKey, index ?? null, field ?? null]) : undefined;
}

/** A history whose present is `doc`, with nothing to undo or redo. */
export function createHistory(doc: DeckDoc, options: HistoryOptions = {}): DeckHistory {
  const limit = normalizeLimit(options.limit);
  let past: DeckDoc[] = [];
  let future: DeckDoc[] = [];
  let present = doc;
  // Identity of the last applied step while it may still absorb the next one.
  let openMerge: string | undefined;

  function push(next: DeckDoc, merge: string | undefined): void {
    if (merge === undefined || merge !== openMerge) {
      past.push(present);
      if (past.length > limit) past = past.slice(past.length - limit);
    }
    present = next;
    future = [];
    openMerge = merge;
  }

  return {
    get present() {
      return present;
    },
    get canUndo() {
      return past.length > 0;
    },
    get canRedo() {
      return future.length > 0;
    },
    apply(id, args) {
      const next = perform(present, id, args);
      if (next !== present) push(next, mergeIdentity(id, args));
      return present;
    },
    applyAll(steps) {
      const next = steps.reduce((doc, step) => perform(doc, step.id, step.args), present);
      if (next !== present) push(next, undefined);
      return present;
    },
    undo() {
      const previous = past.pop();
      if (previous === undefined) return present;
      future.push(present);
      present = previous;
      openMerge = undefined;
      return present;
    },
    redo() {
      const next = future.pop();
      if (next === undefined) return present;
      past.push(present);
      present = next;
      openMerge = undefined;
      return present;
    },
    adopt(nextDoc) {
      carryPlans(present.slides, nextDoc.slides);
      present = nextDoc;
    },
    reset(nextDoc) {
      past = [];
      future = [];
      present = nextDoc;
      openMerge = undefined;
    },
  };
}
