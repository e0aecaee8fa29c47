import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardWrite, isQuotaError, STORAGE_FULL_MESSAGE, StorageFullError } from './errors';
import { emitDataEvent, onDataEvent, type DataEvent } from './events';

afterEach(() => vi.restoreAllMocks());

describe('isQuotaError', () => {
  it('recognises every shape a full device takes', () => {
    const dom = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(isQuotaError(dom)).toBe(true);
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted', dom))).toBe(true);
    expect(isQuotaError(new Dexie.QuotaExceededError('full'))).toBe(true);
    expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaError(new Error('wrapped', { cause: dom }))).toBe(true);
    expect(isQuotaError(new StorageFullError('x'))).toBe(true);
  });

  it('does not mistake other failures for a full device', () => {
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted', new DOMException('x', 'ConstraintError')))).toBe(false);
    expect(isQuotaError(new Dexie.ConstraintError('dup'))).toBe(false);
    expect(isQuotaError(new Error('QuotaExceededError'))).toBe(false);
    expect(isQuotaError(undefined)).toBe(false);
    expect(isQuotaError('QuotaExceededError')).toBe(false);
  });
});

describe('guardWrite', () => {
  it('passes the result through', async () => {
    await expect(guardWrite('Failed to save presentation', async () => 5)).resolves.toBe(5);
  });

  it('turns a quota failure into StorageFullError with the user message, logging the operation text', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events: DataEvent[] = [];
    const stop = onDataEvent((e) => events.push(e));
    const inner = new Dexie.AbortError('Transaction aborted', new DOMException('full', 'QuotaExceededError'));
    const error: unknown = await guardWrite('Failed to save presentation', () => Promise.reject(inner)).catch((e: unknown) => e);
    stop();
    expect(error).toBeInstanceOf(StorageFullError);
    expect(error).toMatchObject({ operation: 'Failed to save presentation', userMessage: STORAGE_FULL_MESSAGE, cause: inner });
    expect(STORAGE_FULL_MESSAGE).toBe('Your device storage is full: free some space or delete old decks. Nothing was lost.');
    expect(log).toHaveBeenCalledWith('Failed to save presentation', inner);
    expect(events).toEqual([{ type: 'write-failed', text: 'Failed to save presentation', storageFull: true }]);
  });

  it('rethrows any other failure unchanged, still logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const other = new Error('boom');
    await expect(guardWrite('Failed to save settings', () => Promise.reject(other))).rejects.toBe(other);
    expect(log).toHaveBeenCalledWith('Failed to save settings', other);
  });
});

describe('onDataEvent', () => {
  it('isolates a throwing listener and stops after unsubscribe', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: DataEvent[] = [];
    const stopBad = onDataEvent(() => {
      throw new Error('listener bug');
    });
    const stop = onDataEvent((e) => seen.push(e));
    emitDataEvent({ type: 'cleared', at: 1 });
    expect(seen).toEqual([{ type: 'cleared', at: 1 }]);
    expect(log).toHaveBeenCalledWith('A data event listener failed', expect.any(Error));
    stopBad();
    stop();
    emitDataEvent({ type: 'cleared', at: 2 });
    expect(seen).toHaveLength(1);
  });
});
