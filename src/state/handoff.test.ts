import { describe, expect, it } from 'vitest';
import { INLINE_HANDOFF_MAX, stashHandoff, takeHandoff, type HandoffStorage } from './handoff';

function mapStorage(): HandoffStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

describe('handoff', () => {
  it('keeps short text in the URL value itself', () => {
    const storage = mapStorage();
    expect(stashHandoff('Ocean plastic', storage)).toBe('Ocean plastic');
    expect(storage.map.size).toBe(0);
    expect(takeHandoff('Ocean plastic', storage)).toBe('Ocean plastic');
  });

  it('stores long text and reads it back once', () => {
    const storage = mapStorage();
    const text = 'x'.repeat(INLINE_HANDOFF_MAX + 1);
    const ref = stashHandoff(text, storage);
    expect(ref).toMatch(/^handoff:/);
    expect(ref.length).toBeLessThan(60);
    expect(takeHandoff(ref, storage)).toBe(text);
    expect(takeHandoff(ref, storage)).toBeUndefined();
    expect(storage.map.size).toBe(0);
  });

  it('falls back to memory when storage refuses the write', () => {
    const full: HandoffStorage = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); }, removeItem: () => undefined };
    const text = 'y'.repeat(5_000);
    const ref = stashHandoff(text, full);
    expect(takeHandoff(ref, full)).toBe(text);
  });

  it('never mistakes short text that looks like a reference for one', () => {
    const storage = mapStorage();
    const ref = stashHandoff('handoff:abc', storage);
    expect(ref).not.toBe('handoff:abc');
    expect(takeHandoff(ref, storage)).toBe('handoff:abc');
  });
});
