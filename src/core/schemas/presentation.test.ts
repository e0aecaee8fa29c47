import { describe, expect, it } from 'vitest';
import { savedPresentationSchema } from './presentation';

const base = { id: 'deck-1', createdAt: 1, updatedAt: 2, lastViewed: 3 };

describe('savedPresentationSchema keptIncomplete', () => {
  it('reads decks saved before the field existed, leaving it unset', () => {
    const saved = savedPresentationSchema.parse(base);
    expect(saved.keptIncomplete).toBeUndefined();
    expect('keptIncomplete' in saved).toBe(false);
  });

  it('keeps the flag of a deck the user kept as it is', () => {
    expect(savedPresentationSchema.parse({ ...base, keptIncomplete: true }).keptIncomplete).toBe(true);
  });

  it('refuses a flag that is not a boolean', () => {
    expect(savedPresentationSchema.safeParse({ ...base, keptIncomplete: 'yes' }).success).toBe(false);
  });
});
