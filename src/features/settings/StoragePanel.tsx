/**
 * A small storage panel for the settings page: space used, whether the
 * browser promised to keep the data, saved decks against the limit, and a
 * button to empty the media cache (failed prompts too, so they are asked
 * for again); its size is a live query, so it drops as soon as it is cleared.
 */
import { useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { DecksmithDB } from '../../data/db';
import { mediaRepository, useMediaCacheSize, type MediaRepository } from '../../data/media';
import { usePreferences } from '../../data/prefs';
import { usePresentationCount } from '../../data/presentations';
import { refreshStorageInfo, storageState, type PersistenceResult, type StorageInfo } from '../../state/storage';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes for people: 0 B, 512 B, 1.5 KB, 12 MB (1024-based, one decimal under 10). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}

export const PERSISTENCE_TEXT: Record<PersistenceResult, string> = {
  granted: 'Persistent: the browser will keep your decks even when space runs low.',
  denied: 'Not persistent: the browser may clear your decks when space runs low. Installing the app helps.',
  unsupported: 'This browser cannot make storage persistent.',
  unknown: 'Persistent storage is requested after your first save.',
};

export type ClearState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; freed: number } | { kind: 'error'; message: string };

export interface StoragePanelViewProps {
  info: StorageInfo | null;
  infoStatus: 'unknown' | 'ready' | 'unavailable';
  persistence: PersistenceResult;
  deckCount: number | undefined;
  deckLimit: number | undefined;
  mediaBytes: number | undefined;
  clear: ClearState;
  onClearMedia: () => void;
}

function UsageLine({ info, infoStatus }: Pick<StoragePanelViewProps, 'info' | 'infoStatus'>) {
  const labelId = useId();
  if (info === null) {
    const text = infoStatus === 'unavailable' ? 'Storage information is unavailable in this browser.' : 'Checking storage…';
    return <p className="text-sm text-slate-600">{text}</p>;
  }
  return (
    <div>
      <p id={labelId} className="text-sm text-slate-800">
        {formatBytes(info.used)} used, {formatBytes(info.available)} available ({info.percentage}%)
      </p>
      <meter className="mt-1 w-full" min={0} max={100} value={info.percentage} aria-labelledby={labelId} />
    </div>
  );
}

function clearMessage(clear: ClearState): string {
  if (clear.kind === 'busy') return 'Clearing the media cache…';
  if (clear.kind === 'done') return `Media cache cleared: ${formatBytes(clear.freed)} freed.`;
  if (clear.kind === 'error') return clear.message;
  return '';
}

/** The panel's markup from plain values (rendered in tests without a database). */
export function StoragePanelView(props: StoragePanelViewProps) {
  const headingId = useId();
  const { deckCount, deckLimit, mediaBytes, clear } = props;
  return (
    <section aria-labelledby={headingId} className="card flex flex-col gap-3 p-4">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Storage on this device
      </h2>
      <UsageLine info={props.info} infoStatus={props.infoStatus} />
      <p className="text-sm text-slate-600">{PERSISTENCE_TEXT[props.persistence]}</p>
      <p className="text-sm text-slate-800">
        Saved decks: {deckCount ?? '…'} of {deckLimit ?? '…'}
      </p>
      <div className="flex items-center gap-3">
        <button type="button" className="btn-ghost border border-slate-200" onClick={props.onClearMedia} disabled={clear.kind === 'busy'} aria-busy={clear.kind === 'busy'}>
          Clear media cache
        </button>
        <span className="text-xs text-slate-500">{mediaBytes === undefined ? '' : `${formatBytes(mediaBytes)} of images and icons`}</span>
      </div>
      <p role="status" className={clear.kind === 'error' ? 'text-sm text-red-700' : 'text-sm text-slate-600'}>
        {clearMessage(clear)}
      </p>
    </section>
  );
}

const CLEAR_FAILED = 'Could not clear the media cache.';

/**
 * Empties the media cache for the panel, reporting busy, then the bytes
 * freed or why not; the storage figures are read again after a clear (a
 * failure to read them does not undo the "cleared" report). Never throws.
 */
export async function clearMediaCache(
  repo: Pick<MediaRepository, 'clear'>,
  report: (state: ClearState) => void,
  refresh: () => Promise<void> = refreshStorageInfo,
): Promise<void> {
  report({ kind: 'busy' });
  let freed: number;
  try {
    freed = await repo.clear();
  } catch (error) {
    report({ kind: 'error', message: error instanceof Error && 'userMessage' in error ? String(error.userMessage) : CLEAR_FAILED });
    return;
  }
  report({ kind: 'done', freed });
  await refresh().catch(() => undefined);
}

/** The storage panel, wired to the repositories and the storage store. */
export function StoragePanel({ db }: { db?: DecksmithDB }) {
  const storage = useSnapshot(storageState);
  const deckCount = usePresentationCount(db);
  const prefs = usePreferences(db);
  const mediaBytes = useMediaCacheSize(db);
  const [clear, setClear] = useState<ClearState>({ kind: 'idle' });
  // The disabled button cannot be pressed twice, but a second press may land before it re-renders.
  const busy = useRef(false);

  const onClearMedia = () => {
    if (busy.current) return;
    busy.current = true;
    void clearMediaCache(mediaRepository(db), setClear).finally(() => {
      busy.current = false;
    });
  };

  return (
    <StoragePanelView
      info={storage.info}
      infoStatus={storage.infoStatus}
      persistence={storage.persistence}
      deckCount={deckCount}
      deckLimit={prefs?.maxSavedPresentations}
      mediaBytes={mediaBytes}
      clear={clear}
      onClearMedia={onClearMedia}
    />
  );
}
