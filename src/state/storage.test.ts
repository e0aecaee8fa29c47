import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DecksmithDB } from '../data/db';
import { STORAGE_FULL_MESSAGE } from '../data/errors';
import { emitDataEvent, onDataEvent, type DataEvent } from '../data/events';
import { PresentationsRepository } from '../data/presentations';
import { freshDbs, uniqueDbName } from '../data/testing';
import { toastState } from './toast';
import {
  clearAllData,
  flushBeforeReload,
  followDataEvents,
  guardSchemaUpgrades,
  onBeforeReload,
  readStorageInfo,
  refreshStorageInfo,
  requestPersistence,
  startStorageInfoRefresh,
  storageState,
  UPGRADE_RELOAD_MESSAGE,
} from './storage';

const dbs = freshDbs();

beforeEach(() => {
  Object.assign(storageState, { info: null, infoStatus: 'unknown', persistence: 'unknown', lastSaved: null, reloading: false });
  toastState.toasts.splice(0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function fakeStorage(usage = 250, quota = 1_000) {
  return {
    estimate: vi.fn(async () => ({ usage, quota })),
    persisted: vi.fn(async () => false),
    persist: vi.fn(async () => true),
  };
}

describe('storage info', () => {
  it('reads used, available and percentage from the estimate', async () => {
    expect(await readStorageInfo(fakeStorage(250, 1_000))).toEqual({ used: 250, available: 750, percentage: 25 });
    expect(await readStorageInfo(fakeStorage(1, 3))).toEqual({ used: 1, available: 2, percentage: 33.3 });
  });

  it('says unavailable when the browser has no estimate()', async () => {
    vi.stubGlobal('navigator', {});
    await refreshStorageInfo();
    expect(storageState).toMatchObject({ info: null, infoStatus: 'unavailable' });
    expect(await readStorageInfo(undefined)).toBeNull();
  });

  it('refreshes every 30 s while visible, pauses while hidden and refreshes on return', async () => {
    vi.useFakeTimers();
    const storage = fakeStorage();
    vi.stubGlobal('navigator', { storage });
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' }) as unknown as Document;
    const stop = startStorageInfoRefresh({ doc });
    expect(storage.estimate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(storage.estimate).toHaveBeenCalledTimes(2);
    expect(storageState.info).toEqual({ used: 250, available: 750, percentage: 25 });
    Object.assign(doc, { visibilityState: 'hidden' });
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(storage.estimate).toHaveBeenCalledTimes(2);
    Object.assign(doc, { visibilityState: 'visible' });
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(storage.estimate).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(storage.estimate).toHaveBeenCalledTimes(3);
  });
});

describe('requestPersistence', () => {
  it('keeps the answer in state: granted, denied or unsupported', async () => {
    expect(await requestPersistence(fakeStorage())).toBe('granted');
    expect(storageState.persistence).toBe('granted');
    const refusing = { ...fakeStorage(), persist: vi.fn(async () => false) };
    expect(await requestPersistence(refusing)).toBe('denied');
    expect(storageState.persistence).toBe('denied');
    expect(await requestPersistence({})).toBe('unsupported');
    expect(storageState.persistence).toBe('unsupported');
  });

  it('does not ask again when storage is already persistent', async () => {
    const storage = { ...fakeStorage(), persisted: vi.fn(async () => true) };
    expect(await requestPersistence(storage)).toBe('granted');
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('reports a throwing persist() as denied', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = { ...fakeStorage(), persist: vi.fn(async () => Promise.reject(new Error('no'))) };
    expect(await requestPersistence(storage)).toBe('denied');
  });
});

describe('followDataEvents', () => {
  it('asks for persistence after the first save only and records lastSaved', async () => {
    const storage = fakeStorage();
    const stop = followDataEvents(storage);
    emitDataEvent({ type: 'saved', table: 'presentations', key: 'a', at: 111 });
    emitDataEvent({ type: 'saved', table: 'presentations', key: 'b', at: 222 });
    stop();
    await vi.waitFor(() => expect(storageState.persistence).toBe('granted'));
    expect(storage.persist).toHaveBeenCalledTimes(1);
    expect(storageState.lastSaved).toBe(222);
  });

  it('shows the storage-full message once however many writes fail', () => {
    const stop = followDataEvents(fakeStorage());
    emitDataEvent({ type: 'write-failed', text: 'Failed to save presentation', storageFull: true });
    emitDataEvent({ type: 'write-failed', text: 'Failed to cache media', storageFull: true });
    emitDataEvent({ type: 'write-failed', text: 'Failed to save settings', storageFull: false });
    stop();
    expect(toastState.toasts.map((t) => [t.kind, t.message])).toEqual([['error', STORAGE_FULL_MESSAGE]]);
  });
});

describe('onBeforeReload', () => {
  it('runs registered flushes, logs failures and forgets unregistered ones', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const ran: string[] = [];
    const offA = onBeforeReload(async () => void ran.push('a'));
    const offB = onBeforeReload(() => Promise.reject(new Error('disk')));
    const offC = onBeforeReload(() => void ran.push('c'));
    offC();
    await flushBeforeReload();
    offA();
    offB();
    expect(ran).toEqual(['a']);
    expect(console.error).toHaveBeenCalledWith('Failed to save slides', expect.any(Error));
  });

  it('does not wait past the timeout for a flush that hangs', async () => {
    const off = onBeforeReload(() => new Promise<void>(() => {}));
    const started = Date.now();
    await flushBeforeReload(50);
    off();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('guardSchemaUpgrades', () => {
  class NextVersionDB extends DecksmithDB {
    constructor(name: string) {
      super(name);
      // The version after the app's newest, whatever that is now.
      this.version(this.verno + 1).stores({ futureTable: 'id' });
    }
  }

  it('flushes pending saves, closes, shows the message and reloads when another tab upgrades', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const name = uniqueDbName();
    const thisTab = dbs.make(name);
    await thisTab.open();
    const reload = vi.fn();
    const stopGuard = guardSchemaUpgrades(thisTab, { reload, reloadDelayMs: 0 });
    const off = onBeforeReload(async () => {
      await new PresentationsRepository(thisTab).save({ id: 'unsaved', title: 'Flushed before reload' });
    });

    const otherTab = new NextVersionDB(name);
    await otherTab.open();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    off();
    stopGuard();

    expect(thisTab.isOpen()).toBe(false);
    expect(toastState.toasts.map((t) => t.message)).toContain(UPGRADE_RELOAD_MESSAGE);
    expect(UPGRADE_RELOAD_MESSAGE).toBe('Decksmith was updated in another tab — reloading to keep your work safe.');
    expect(otherTab.verno).toBe(thisTab.verno + 1);
    expect(await otherTab.presentations.get('unsaved')).toMatchObject({ title: 'Flushed before reload' });
    otherTab.close();
  });
});

describe('clearAllData', () => {
  it('wipes content and settings, keeps the profile and the credits, and announces it', async () => {
    const db = dbs.make();
    await new PresentationsRepository(db).save({ id: 'a', title: 'A' });
    await db.configs.put({ key: 'current', value: {} });
    await db.prefs.put({ key: 'user', value: {} });
    await db.media.put({ key: 'm', kind: 'icon', status: 'cached', updatedAt: 1 });
    await db.calllog.add({ timestamp: 1, type: 'image', status: 'success' });
    await db.outbox.add({ idempotencyKey: 'k', payload: {}, status: 'queued', attempts: 0, nextAttemptAt: 0 });
    await db.messages.add({ createdAt: 1, firstName: 'a', lastName: 'b', email: 'e', subject: 's', message: 'm' });
    await db.profiles.add({ id: 'p', email: 'a@b.c', fullName: 'A', createdAt: 1, lastSignedInAt: 1 });
    await db.credits.put({ id: 'balance', balance: 321, updatedAt: 1 });
    storageState.lastSaved = 5;
    const events: DataEvent[] = [];
    const stop = onDataEvent((e) => events.push(e));

    await clearAllData(db);
    stop();

    const counts = Object.fromEntries(await Promise.all(db.tables.map(async (t) => [t.name, await t.count()] as const)));
    expect(counts).toEqual({
      presentations: 0, configs: 0, credits: 1, outbox: 0, media: 0, calllog: 0, prefs: 0, profiles: 1, messages: 0, creditLedger: 0, searchIndex: 0, versions: 0, sources: 0, templates: 0,
    });
    expect((await db.credits.get('balance'))?.balance).toBe(321);
    expect(storageState.lastSaved).toBeNull();
    expect(events.some((e) => e.type === 'cleared')).toBe(true);
  });
});
