/**
 * Device storage as the user sees it: how much is
 * used, whether the browser promised to keep it (persist()), and the
 * multi-tab rules: another tab's schema upgrade makes this tab flush, close
 * and reload; clearAllData() wipes the user's content but keeps the account.
 */
import { proxy } from 'valtio';
import { CLEAR_DATA_FAILED, SAVE_SLIDES_FAILED } from '../core/errors';
import { getDb, type DecksmithDB, type TableName } from '../data/db';
import { guardWrite, STORAGE_FULL_MESSAGE } from '../data/errors';
import { emitDataEvent, onDataEvent } from '../data/events';
import { showToast, toastState } from './toast';

export interface StorageInfo {
  /** Bytes used by this site. */
  used: number;
  /** Bytes still free under this site's quota. */
  available: number;
  /** used / quota, 0..100, one decimal. */
  percentage: number;
}
export type PersistenceResult = 'unknown' | 'granted' | 'denied' | 'unsupported';

export const STORAGE_REFRESH_MS = 30_000;
export const UPGRADE_RELOAD_MESSAGE = 'Decksmith was updated in another tab — reloading to keep your work safe.';
/** Tables clearAllData() keeps: the account, and credits (clearing must not mint new ones). */
export const KEPT_ON_CLEAR: readonly TableName[] = ['profiles', 'credits', 'creditLedger'];

export const storageState = proxy({
  info: null as StorageInfo | null,
  /** 'unavailable' when the browser has no navigator.storage.estimate(). */
  infoStatus: 'unknown' as 'unknown' | 'ready' | 'unavailable',
  persistence: 'unknown' as PersistenceResult,
  /** Epoch ms of the last presentation save in this tab. */
  lastSaved: null as number | null,
  /** A reload for another tab's upgrade is under way. */
  reloading: false,
});

type StorageApi = Partial<Pick<StorageManager, 'estimate' | 'persist' | 'persisted'>>;

function deviceStorage(): StorageApi | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage;
}

/** Used, available and percentage from an estimate; null when the browser cannot tell. */
export async function readStorageInfo(storage: StorageApi | undefined = deviceStorage()): Promise<StorageInfo | null> {
  if (storage?.estimate === undefined) return null;
  const { usage = 0, quota = 0 } = await storage.estimate();
  const percentage = quota > 0 ? Math.round((usage / quota) * 1000) / 10 : 0;
  return { used: usage, available: Math.max(0, quota - usage), percentage };
}

/** Re-reads the storage estimate into storageState; never throws. */
export async function refreshStorageInfo(storage: StorageApi | undefined = deviceStorage()): Promise<void> {
  try {
    const info = await readStorageInfo(storage);
    storageState.info = info;
    storageState.infoStatus = info === null ? 'unavailable' : 'ready';
  } catch (error) {
    console.warn('Could not read the storage estimate', error);
    storageState.infoStatus = 'unavailable';
  }
}

/**
 * Refreshes the storage info now and every 30 s while the page is visible;
 * hidden pages stop polling and refresh as soon as they are shown. Returns stop.
 */
export function startStorageInfoRefresh(options: { intervalMs?: number; doc?: Document } = {}): () => void {
  const { intervalMs = STORAGE_REFRESH_MS, doc = typeof document === 'undefined' ? undefined : document } = options;
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const onVisibility = () => {
    stop();
    if (doc?.visibilityState === 'hidden') return;
    void refreshStorageInfo();
    timer = setInterval(() => void refreshStorageInfo(), intervalMs);
  };
  doc?.addEventListener('visibilitychange', onVisibility);
  onVisibility();
  return () => {
    stop();
    doc?.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Reads whether storage is already persistent, without asking the user. */
export async function readPersistence(storage: StorageApi | undefined = deviceStorage()): Promise<PersistenceResult> {
  if (storage?.persisted === undefined) return 'unsupported';
  try {
    return (await storage.persisted()) ? 'granted' : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Asks the browser to keep this site's data (navigator.storage.persist());
 * the answer is kept in storageState.persistence for the UI.
 */
export async function requestPersistence(storage: StorageApi | undefined = deviceStorage()): Promise<PersistenceResult> {
  let result: PersistenceResult = 'unsupported';
  if (storage?.persist !== undefined) {
    try {
      result = (await storage.persisted?.()) === true || (await storage.persist()) ? 'granted' : 'denied';
    } catch (error) {
      console.warn('navigator.storage.persist() failed', error);
      result = 'denied';
    }
  }
  storageState.persistence = result;
  return result;
}

/**
 * Follows the data layer: the first presentation save asks for persistence,
 * every save updates lastSaved and the storage info, and a full device shows
 * one clear error toast. Returns the unsubscribe function.
 */
export function followDataEvents(storage: StorageApi | undefined = deviceStorage()): () => void {
  let asked = false;
  return onDataEvent((event) => {
    if (event.type === 'saved' && event.table === 'presentations') {
      storageState.lastSaved = event.at;
      if (!asked) void requestPersistence(storage);
      asked = true;
      void refreshStorageInfo(storage);
    } else if (event.type === 'write-failed' && event.storageFull) {
      if (!toastState.toasts.some((t) => t.message === STORAGE_FULL_MESSAGE)) showToast('error', STORAGE_FULL_MESSAGE);
    }
  });
}

type FlushFn = () => void | Promise<void>;
const beforeReload = new Set<FlushFn>();

/** Registers work to finish before a forced reload (the editor flushes unsaved slides). Returns unregister. */
export function onBeforeReload(fn: FlushFn): () => void {
  beforeReload.add(fn);
  return () => {
    beforeReload.delete(fn);
  };
}

/** Runs every onBeforeReload function, waiting at most `timeoutMs`; failures are logged. */
export async function flushBeforeReload(timeoutMs = 3_000): Promise<void> {
  const all = Promise.allSettled([...beforeReload].map(async (fn) => fn())).then((results) => {
    for (const r of results) if (r.status === 'rejected') console.error(SAVE_SLIDES_FAILED, r.reason);
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([all, timeout]);
  clearTimeout(timer);
}

export interface UpgradeGuardOptions {
  reload?: () => void;
  flushTimeoutMs?: number;
  /** Time for the user to read the toast before the page goes. */
  reloadDelayMs?: number;
}

/**
 * When another tab opens a newer schema (or deletes the database), Dexie's
 * default would close this connection at once. Instead: tell the user, flush
 * pending saves while the connection still works (the other tab waits),
 * close, then reload into the new version. Returns the unsubscribe function.
 */
export function guardSchemaUpgrades(db: DecksmithDB, options: UpgradeGuardOptions = {}): () => void {
  const { reload = () => location.reload(), flushTimeoutMs = 3_000, reloadDelayMs = 1_500 } = options;
  const handler = () => {
    if (!storageState.reloading) {
      storageState.reloading = true;
      showToast('info', UPGRADE_RELOAD_MESSAGE, { ms: 0 });
      void flushBeforeReload(flushTimeoutMs).then(() => {
        db.close({ disableAutoOpen: true });
        setTimeout(reload, reloadDelayMs);
      });
    }
    // false stops Dexie's default handler, which would close before the flush.
    return false;
  };
  db.on('versionchange', handler);
  return () => db.on('versionchange').unsubscribe(handler);
}

/**
 * Clear all data: presentations, configs, preferences, media,
 * call log, outbox and contact messages go in one transaction; the profile
 * and the credits stay. Then lastSaved and the storage info are reset and a
 * 'cleared' event lets the deck and settings stores reset themselves.
 */
export async function clearAllData(db: DecksmithDB = getDb()): Promise<void> {
  const tables = db.tables.filter((t) => !KEPT_ON_CLEAR.includes(t.name as TableName));
  await guardWrite(CLEAR_DATA_FAILED, () =>
    db.transaction('rw', tables, async () => {
      for (const table of tables) await table.clear();
    }),
  );
  storageState.lastSaved = null;
  storageState.info = null;
  storageState.infoStatus = 'unknown';
  emitDataEvent({ type: 'cleared', at: Date.now() });
  await refreshStorageInfo();
}

/**
 * Wires storage for the app: the upgrade guard, the 30 s storage refresh,
 * persistence on first save and the current persist() state. Returns dispose.
 */
export function initStorage(db: DecksmithDB = getDb()): () => void {
  const stops = [guardSchemaUpgrades(db), startStorageInfoRefresh(), followDataEvents()];
  void readPersistence().then((result) => {
    if (storageState.persistence === 'unknown') storageState.persistence = result;
  });
  return () => stops.forEach((stop) => stop());
}
