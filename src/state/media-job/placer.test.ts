import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaTarget } from '../../core/deck/media';
import { slideSchema, type Slide } from '../../core/schemas/slide';
import { createDeckStore } from '../deck';
import { MediaPlacer } from './placer';

afterEach(() => vi.useRealTimers());

const slide = (id: number): Slide =>
  slideSchema.parse({ id, type: 'topic', title: `Topic ${id}`, isComplete: true, topic: { heading: `Topic ${id}`, visual_mode: 'image', image_prompt: `reef ${id}` } });
const target = (slideId: number): MediaTarget => ({ slideId, place: 'topic', prompt: `reef ${slideId}` });

function setup() {
  vi.useFakeTimers();
  const deck = createDeckStore();
  deck.load({ deckId: 'open', title: 'Reefs', slides: [slide(1), slide(2)] });
  const updateSlides = vi.fn(async (_deckId: string, fn: (slides: readonly Slide[]) => readonly Slide[]) => void fn([slide(1), slide(2)]));
  const placer = new MediaPlacer(deck, { updateSlides } as never, 50, 1000);
  const imageOf = (id: number) => deck.state.slides.find((s) => s.id === id)?.topic?.image_url;
  return { deck, placer, updateSlides, imageOf };
}

describe('MediaPlacer', () => {
  it('puts pictures that come together on the open deck one slide per task, each `after` once its picture is on', () => {
    const { placer, imageOf } = setup();
    const after = vi.fn();
    placer.place({ places: [{ deckId: 'open', target: target(1) }] }, 'data:one', () => after(1));
    placer.place({ places: [{ deckId: 'open', target: target(2) }] }, 'data:two', () => after(2));
    vi.advanceTimersByTime(49);
    expect(imageOf(1)).toBeFalsy();
    vi.advanceTimersByTime(1);
    expect(imageOf(1)).toBe('data:one');
    expect(imageOf(2)).toBeFalsy();
    expect(after.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(1);
    expect(imageOf(2)).toBe('data:two');
    expect(after.mock.calls).toEqual([[1], [2]]);
  });

  it('writes stored copies in one batch per deck, and a picture for a deck no longer open only runs its `after`', async () => {
    const { placer, updateSlides, imageOf } = setup();
    const entry = { places: [{ deckId: 'other', target: target(1) }, { deckId: 'other', target: target(2) }] };
    const after = vi.fn();
    placer.place(entry, 'data:elsewhere', after);
    expect(entry.places).toEqual([]);
    placer.flushOpen(true);
    expect(after).toHaveBeenCalledTimes(1);
    expect(imageOf(1)).toBeFalsy();
    await placer.flushStored();
    expect(updateSlides).toHaveBeenCalledTimes(1);
    expect(updateSlides.mock.calls[0]?.[0]).toBe('other');
  });
});
