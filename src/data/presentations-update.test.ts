/**
 * Tests of PresentationsRepository.updateSlides, the write a picture makes
 * when it arrives for a saved deck: the change is stored, updatedAt stays
 * (it is not the user's edit), and nothing is written when the deck is gone
 * or the change function keeps the slides as they are.
 */
import { describe, expect, it } from 'vitest';
import type { Slide } from '../core/schemas/slide';
import { PresentationsRepository, type PresentationDraft } from './presentations';
import { freshDbs } from './testing';

const dbs = freshDbs();

function setup(start = 1_000) {
  const db = dbs.make();
  let clock = start;
  const repo = new PresentationsRepository(db, { now: () => clock });
  return { db, repo, tick: (ms = 1_000) => (clock += ms) };
}

function draft(id: string): PresentationDraft {
  return {
    id,
    title: `Deck ${id}`,
    slides: [
      { id: 0, type: 'title', title: `Deck ${id}` },
      { id: 1, type: 'topic', title: 'One', topic: { image_prompt: 'a lighthouse' } },
    ],
  };
}

const withImage = (slides: readonly Slide[]): readonly Slide[] =>
  slides.map((s) => (s.id === 1 && s.topic ? { ...s, hasImage: true, topic: { ...s.topic, image_url: 'data:image/png;base64,AAA' } } : s));

describe('PresentationsRepository.updateSlides', () => {
  it('stores the changed slides and keeps updatedAt', async () => {
    const { repo, tick } = setup(2_000);
    await repo.save(draft('a'));
    tick(5_000);
    expect(await repo.updateSlides('a', withImage)).toBe(true);
    const stored = await repo.get('a');
    expect(stored?.slides[1]?.topic?.image_url).toBe('data:image/png;base64,AAA');
    expect(stored?.slides[1]?.hasImage).toBe(true);
    expect(stored?.slides[0]?.title).toBe('Deck a');
    expect(stored?.updatedAt).toBe(2_000);
  });

  it('hands the stored slides to the change function', async () => {
    const { repo } = setup();
    await repo.save(draft('a'));
    let seen: readonly Slide[] = [];
    await repo.updateSlides('a', (slides) => {
      seen = slides;
      return slides;
    });
    expect(seen.map((s) => s.id)).toEqual([0, 1]);
    expect(seen[1]?.topic?.image_prompt).toBe('a lighthouse');
  });

  it('returns false for a missing deck and creates nothing', async () => {
    const { repo } = setup();
    let called = false;
    const result = await repo.updateSlides('nope', (slides) => {
      called = true;
      return withImage(slides);
    });
    expect(result).toBe(false);
    expect(called).toBe(false);
    expect(await repo.count()).toBe(0);
  });

  it('returns false and writes nothing when the function returns the same array', async () => {
    const { db, repo } = setup();
    await repo.save(draft('a'));
    const before = await db.presentations.get('a');
    expect(await repo.updateSlides('a', (slides) => slides)).toBe(false);
    expect(await db.presentations.get('a')).toEqual(before);
  });

  it('changes only the deck it names', async () => {
    const { repo } = setup();
    await repo.save(draft('a'));
    await repo.save(draft('b'));
    await repo.updateSlides('b', withImage);
    expect((await repo.get('a'))?.slides[1]?.topic?.image_url).toBeUndefined();
    expect((await repo.get('b'))?.slides[1]?.topic?.image_url).toBe('data:image/png;base64,AAA');
  });
});
