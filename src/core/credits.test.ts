import { describe, it, expect } from 'vitest';
import { canAfford, chargeCredits, creditsLabel, deckCost, deckPrice, expectedPictures, INITIAL_CREDITS, mediaCost, normalizeBalance, outlinePictures, priceOf, priceParts } from './credits';

describe('credits', () => {
  it('starts at 800', () => {
    expect(INITIAL_CREDITS).toBe(800);
  });

  it('charges what the balance covers', () => {
    expect(chargeCredits(800, 5)).toEqual({ ok: true, balance: 795, charged: 5 });
    expect(chargeCredits(5, 5)).toEqual({ ok: true, balance: 0, charged: 5 });
    expect(chargeCredits(3, 0)).toEqual({ ok: true, balance: 3, charged: 0 });
  });

  it('refuses what the balance cannot cover, leaving it unchanged', () => {
    const result = chargeCredits(4, 5);
    expect(result.ok).toBe(false);
    expect(result.balance).toBe(4);
    if (!result.ok) expect(result.error).toBe('Not enough credits: this needs 5 credits and you have 4 credits.');
  });

  it('refuses negative or fractional costs', () => {
    expect(chargeCredits(10, -1).ok).toBe(false);
    expect(chargeCredits(10, 1.5).ok).toBe(false);
    expect(chargeCredits(10, Number.NaN).balance).toBe(10);
  });

  it('never reports a balance below 0', () => {
    expect(normalizeBalance(-20)).toBe(0);
    expect(normalizeBalance(Number.NaN)).toBe(0);
    expect(normalizeBalance(7.9)).toBe(7);
    expect(chargeCredits(-5, 1)).toMatchObject({ ok: false, balance: 0 });
  });

  it('prices a deck at one credit per slide, images at one, icons free', () => {
    expect(deckCost(5)).toBe(5);
    expect(deckCost(150)).toBe(100);
    expect(deckCost(0)).toBe(1);
    expect(mediaCost(3, 10)).toBe(3);
    expect(mediaCost(0, 4)).toBe(0);
    expect(mediaCost(-2)).toBe(0);
  });

  it('answers whether a cost is affordable', () => {
    expect(canAfford(10, 10)).toBe(true);
    expect(canAfford(9, 10)).toBe(false);
  });

  describe('the price rule: slides + pictures in image mode, icons free', () => {
    const image = (prompt = 'A printing press') => ({ visual_mode: 'image', image_prompt: prompt });
    const icon = { visual_mode: 'icon', image_prompt: 'A printing press' };

    it('adds one credit per slide and one per picture', () => {
      expect(deckPrice(5, 2)).toEqual({ slides: 5, pictures: 2, total: 7 });
      expect(deckPrice(60, 20)).toEqual({ slides: 60, pictures: 20, total: 80 });
      expect(deckPrice(1, 0)).toEqual({ slides: 1, pictures: 0, total: 1 });
    });

    it('never prices more pictures than topic slides, nor a negative or broken count', () => {
      expect(deckPrice(5, 9).pictures).toBe(4);
      expect(deckPrice(1, 3).pictures).toBe(0);
      expect(deckPrice(5, -2).pictures).toBe(0);
      expect(deckPrice(5, Number.NaN).pictures).toBe(0);
      expect(deckPrice(150, 0).slides).toBe(100);
    });

    it('counts an outline\'s topics in image mode with a prompt; icons and addresses are free', () => {
      expect(outlinePictures([image(), icon, image(), icon], false)).toBe(2);
      expect(outlinePictures([image(''), image('   '), image('https://example.com/a.jpg'), image('data:image/png;base64,AA')], false)).toBe(0);
      expect(outlinePictures([image(), image()], true)).toBe(0);
    });

    it('expects every third topic in image mode before the outline exists (topics 1, 4, 7...)', () => {
      expect(expectedPictures(1, false)).toBe(0);
      expect(expectedPictures(5, false)).toBe(2);
      expect(expectedPictures(10, false)).toBe(3);
      expect(expectedPictures(60, false)).toBe(20);
      expect(expectedPictures(60, true)).toBe(0);
    });

    it('prices a 60-slide deck at 80 on the form, as it is charged', () => {
      expect(priceOf(60, false).total).toBe(80);
      expect(priceOf(60, true).total).toBe(60);
    });

    it('prices from the outline when there is one', () => {
      expect(priceOf(5, false, [image(), icon, icon, icon])).toEqual({ slides: 5, pictures: 1, total: 6 });
      expect(priceOf(5, true, [image(), icon, icon, icon])).toEqual({ slides: 5, pictures: 0, total: 5 });
    });

    it('says the price in words', () => {
      expect(creditsLabel(1)).toBe('1 credit');
      expect(creditsLabel(7)).toBe('7 credits');
      expect(priceParts(deckPrice(5, 2))).toBe('5 slides + 2 pictures');
      expect(priceParts(deckPrice(5, 1))).toBe('5 slides + 1 picture');
      expect(priceParts(deckPrice(1, 0))).toBe('1 slide');
    });
  });
});
