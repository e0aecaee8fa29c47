import { describe, expect, it } from 'vitest';
import { CreditsRepository } from '../data/credits';
import { freshDbs } from '../data/testing';
import { chargeDeck } from './deck-credits';
import { deckPictureCredits, markUncommitted, takeUncommitted } from './picture-credits';

const dbs = freshDbs();

function setup(openDeck: string | null) {
  const credits = new CreditsRepository(dbs.make());
  return { credits, media: deckPictureCredits(credits, () => openDeck) };
}

const ask = (media: ReturnType<typeof setup>['media'], key: string) => media.charge(1, { reason: 'Slide image', idempotencyKey: `media:${key}` });
const miss = (media: ReturnType<typeof setup>['media'], key: string) => media.refund(1, { reason: 'Slide image failed', idempotencyKey: `refund:media:${key}` });

describe('pictures paid with their deck', () => {
  it('costs nothing when asked for a deck charged under the price rule, and gives its credit back when it never comes', async () => {
    const { credits, media } = setup('d1');
    expect(await chargeDeck(credits, 'd1', { slides: 5, pictures: 2, total: 7 }, 'Reefs')).toBeNull();
    expect(await credits.getBalance()).toBe(793);
    expect(await ask(media, 'a')).toMatchObject({ ok: true, charged: 0 });
    expect(await ask(media, 'b')).toMatchObject({ ok: true, charged: 0 });
    expect(await credits.getBalance()).toBe(793);
    await miss(media, 'b');
    await miss(media, 'b');
    expect(await credits.getBalance()).toBe(794);
  });

  it('never gives back more pictures than the deck paid for', async () => {
    const { credits, media } = setup('d2');
    await chargeDeck(credits, 'd2', { slides: 5, pictures: 1, total: 6 }, 'Reefs');
    await miss(media, 'a');
    await miss(media, 'b');
    expect(await credits.getBalance()).toBe(795);
  });

  it('costs nothing before the commit, and the commit is told what was missed', async () => {
    const { credits, media } = setup('d3');
    markUncommitted('d3');
    expect(await ask(media, 'a')).toMatchObject({ ok: true, charged: 0 });
    await miss(media, 'a');
    expect(await credits.getBalance()).toBe(800);
    expect(takeUncommitted('d3')).toEqual(['a']);
  });

  it('charges a picture of a deck charged before the rule on its own, as before', async () => {
    const { credits, media } = setup('old');
    await credits.charge(5, { reason: 'Deck of 5 slides', idempotencyKey: 'deck:old' });
    expect(await ask(media, 'a')).toMatchObject({ ok: true, charged: 1 });
    expect(await credits.getBalance()).toBe(794);
    await miss(media, 'a');
    expect(await credits.getBalance()).toBe(795);
  });
});
