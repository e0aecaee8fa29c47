import { describe, expect, it } from 'vitest';
import { createDefaultGenerationConfig } from '../../core/schemas/config';
import type { OutlineTopic } from '../../core/schemas/outline';
import { slideSchema, type Slide } from '../../core/schemas/slide';
import { CreditsRepository } from '../../data/credits';
import { freshDbs } from '../../data/testing';
import { DECK_DISCARDED } from '../deck-job-shared';
import { deckPictureCredits, markUncommitted } from '../picture-credits';
import { DeckLedger } from './ledger';

const dbs = freshDbs();

function setup() {
  const credits = new CreditsRepository(dbs.make());
  return { credits, ledger: new DeckLedger(() => credits) };
}

const config = createDefaultGenerationConfig({ input_text: 'Coral reefs', number_of_slides: 4 });
const topic = (n: number, image: boolean): OutlineTopic => ({ topic_id: `topic_${n}`, heading: `Topic ${n}`, overview: '', visual_mode: image ? 'image' : 'icon', icon_prompt: '', image_prompt: image ? `Photo ${n}` : '' });
const slide = (id: number, image = false): Slide =>
  slideSchema.parse({ id, type: id === 0 ? 'title' : 'topic', title: `S${id}`, isComplete: true, ...(id === 0 ? {} : { topic: { heading: `S${id}`, visual_mode: image ? 'image' : 'icon', image_prompt: image ? 'photo' : '' } }) });

describe('DeckLedger', () => {
  it('charges a deck its price once, and says what it holds', async () => {
    const { credits, ledger } = setup();
    const topics = [topic(1, true), topic(2, false), topic(3, false)];
    expect(await ledger.charge('d', config, topics)).toBeNull();
    expect(await ledger.charge('d', config, topics)).toBeNull();
    expect(await ledger.charged('d')).toBe(5);
    expect(await credits.getBalance()).toBe(795);
  });

  it('settles a deck that ended short: it keeps a credit per slide received and the pictures those can get', async () => {
    const { credits, ledger } = setup();
    await ledger.charge('s', config, [topic(1, true), topic(2, true), topic(3, false)]);
    expect(await credits.getBalance()).toBe(794);
    await ledger.settle('s', [slide(0), slide(1, true)], false);
    expect(await ledger.charged('s')).toBe(3);
    expect(await credits.getBalance()).toBe(797);
  });

  it('refunds all a deck holds once and closes its id: no charge and no commit after', async () => {
    const { credits, ledger } = setup();
    await ledger.charge('x', config, [topic(1, false)]);
    await ledger.refundAll('x', 'Deck discarded');
    await ledger.refundAll('x', 'Deck discarded');
    expect(await credits.getBalance()).toBe(800);
    expect(await ledger.closed('x')).toBe(true);
    expect(await ledger.charge('x', config)).toBe(DECK_DISCARDED);
    expect(await ledger.commit('x', { slides: 4, pictures: 0, total: 4 }, 'Reefs')).toBe(DECK_DISCARDED);
    expect(await credits.getBalance()).toBe(800);
  });

  it('a commit charges the price and gives back the pictures the deck missed before it', async () => {
    const { credits, ledger } = setup();
    markUncommitted('c');
    await deckPictureCredits(credits, () => 'c').refund(1, { reason: 'Slide image failed', idempotencyKey: 'refund:media:p1' });
    expect(await ledger.commit('c', { slides: 4, pictures: 2, total: 6 }, 'Reefs')).toBeNull();
    expect(await credits.getBalance()).toBe(795);
    expect(await ledger.commit('c', { slides: 4, pictures: 2, total: 6 }, 'Reefs')).toBeNull();
    expect(await credits.getBalance()).toBe(795);
  });
});
