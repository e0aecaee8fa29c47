import { describe, expect, it } from 'vitest';
import { addEntry, type ConsoleEntry } from './apiCalls';

const entry = (id: number): ConsoleEntry => ({ id, timestamp: id, type: 'health', method: 'GET', endpoint: '/api/health', status: 200, responseTimeMs: 1, details: '' });

describe('addEntry', () => {
  it('puts the newest first and keeps the latest 50', () => {
    let list: ConsoleEntry[] = [];
    for (let i = 1; i <= 60; i++) list = addEntry(list, entry(i));
    expect(list).toHaveLength(50);
    expect(list[0]?.id).toBe(60);
    expect(list.at(-1)?.id).toBe(11);
  });
});
