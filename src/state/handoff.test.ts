import { describe, expect, it } from 'vitest';
import { INLINE_HANDOFF_MAX, documentFor, stashDocument, stashHandoff, takeHandoff, type HandoffStorage } from './handoff';

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

describe('the document behind a handed-off text', () => {
  it('keeps its name and pages for that very text, through a reload of the tab', () => {
    const storage = mapStorage();
    stashDocument('  Report text\n', { name: 'report.pdf', pages: ['Report', 'text'] }, storage);
    // A reload: the page's memory is gone, the tab's storage is not.
    const reloaded = mapStorage();
    storage.map.forEach((v, k) => reloaded.map.set(k, v));
    expect(documentFor('Report text', reloaded)).toEqual({ name: 'report.pdf', pages: ['Report', 'text'] });
  });

  it('has nothing for a text edited since, or for another document', () => {
    const storage = mapStorage();
    stashDocument('Report text', { name: 'report.pdf' }, storage);
    expect(documentFor('Report text, edited', storage)).toBeUndefined();
    stashDocument('Other text', { name: 'other.docx' }, storage);
    expect(documentFor('Report text', storage)).toBeUndefined();
    expect(documentFor('Other text', storage)).toEqual({ name: 'other.docx' });
  });

  it('still has it in this page life when storage refuses the write', () => {
    const full: HandoffStorage = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); }, removeItem: () => undefined };
    stashDocument('Long report', { name: 'long.pdf', pages: ['p1'] }, full);
    expect(documentFor('Long report', full)).toEqual({ name: 'long.pdf', pages: ['p1'] });
  });
});
