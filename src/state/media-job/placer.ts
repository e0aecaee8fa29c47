/**
 * Puts got pictures on the decks that want them. On the open deck, pictures
 * that arrive within MEDIA_PLACE_MS go on together (a cached deck's hundreds
 * would otherwise be as many snapshots and re-renders), MEDIA_PLACE_SLIDES
 * per task (each slide placed draws its card again). On stored copies, one
 * write per deck every MEDIA_STORE_MS, one after the other.
 */
import { placeMedia, type MediaTarget } from '../../core/deck/media';
import type { Slide } from '../../core/schemas/slide';
import type { PresentationsRepository } from '../../data/presentations';
import type { DeckStore } from '../deck';
import { createWriteBatch, type WriteBatch } from '../write-batch';
import { MEDIA_PLACE_SLIDES } from './limits';
import type { Placement, Wanted } from './types';

/** A picture for one slide of the open deck (or for none: only its `after` is due), `after` running once it is on. */
type OpenPlacement = Placement & { deckId: string | null; slideId: number | undefined; after?: (() => void) | undefined };

function placeAll(slides: readonly Slide[], batch: readonly Placement[]): readonly Slide[] {
  return batch.reduce((next, b) => placeMedia(next, b.targets, b.url, b.credit), slides);
}

export class MediaPlacer {
  private openBatch: OpenPlacement[] = [];
  private openTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly stored: WriteBatch<Placement & { deckId: string }>;

  constructor(
    private readonly deck: DeckStore,
    presentations: Pick<PresentationsRepository, 'updateSlides'>,
    private readonly placeMs: number,
    storeMs: number,
  ) {
    this.stored = createWriteBatch<Placement & { deckId: string }>(storeMs, async (items) => {
      const byDeck = new Map<string, Placement[]>();
      for (const { deckId, ...placement } of items) byDeck.set(deckId, [...(byDeck.get(deckId) ?? []), placement]);
      for (const [deckId, batch] of byDeck) await presentations.updateSlides(deckId, (slides) => placeAll(slides, batch)).catch(() => undefined);
    });
  }

  /** Places `url` at all of the entry's places (which it then forgets); `after` runs once it is on the open deck. */
  place(entry: Pick<Wanted, 'places' | 'credit'>, url: string, after?: () => void): void {
    const open = this.deck.state.deckId;
    const here = entry.places.filter((p) => p.deckId === open).map((p) => p.target);
    // One entry per slide, so a task's share is counted in slides; `after` goes with the last.
    const bySlide = new Map<number, MediaTarget[]>();
    for (const t of here) bySlide.set(t.slideId, [...(bySlide.get(t.slideId) ?? []), t]);
    const credit = entry.credit ? { credit: entry.credit } : {};
    if (bySlide.size === 0) this.openBatch.push({ deckId: open, slideId: undefined, targets: [], url, after });
    [...bySlide].forEach(([slideId, targets], i) => this.openBatch.push({ deckId: open, slideId, targets, url, ...credit, ...(i === bySlide.size - 1 ? { after } : {}) }));
    this.openTimer ??= setTimeout(() => this.flushOpen(), this.placeMs);
    for (const p of entry.places) if (p.deckId !== null) this.stored.add({ deckId: p.deckId, targets: [p.target], url, ...credit });
    entry.places = [];
  }

  /** Puts this task's share of the waiting pictures on the open deck (`all`: every one); the rest go in the next task. */
  flushOpen(all = false): void {
    if (this.openTimer !== undefined) clearTimeout(this.openTimer);
    this.openTimer = undefined;
    const open = this.deck.state.deckId;
    const slides = new Set<number | undefined>();
    const due: OpenPlacement[] = [];
    const later: OpenPlacement[] = [];
    for (const b of this.openBatch) {
      if (b.deckId !== open || b.targets.length === 0) due.push({ ...b, targets: [] });
      else if (all || slides.has(b.slideId) || slides.size < MEDIA_PLACE_SLIDES) {
        slides.add(b.slideId);
        due.push(b);
      } else later.push(b);
    }
    this.openBatch = later;
    const here = due.filter((b) => b.targets.length > 0);
    if (here.length > 0) this.deck.update((s) => placeAll(s, here));
    due.forEach((b) => b.after?.());
    if (later.length > 0) this.openTimer = setTimeout(() => this.flushOpen(), 0);
  }

  /** Writes the pictures still waiting for their stored copies. */
  flushStored(): Promise<void> {
    return this.stored.flush();
  }

  /** Ends the open deck's wait; what stored copies still lack is written. */
  stop(): void {
    if (this.openTimer !== undefined) clearTimeout(this.openTimer);
    void this.stored.flush();
  }
}
