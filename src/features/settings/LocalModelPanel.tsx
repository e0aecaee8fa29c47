/**
 * Settings -> 'Local model': the models the server can download and run
 * (name, size, licence, what each suits), with a Download button that shows
 * a real progress bar (bytes, speed, time left), Cancel (the server keeps
 * what it has, so the next Download resumes), Remove, and the reason when
 * something fails. The model runs on the machine of the Decksmith server,
 * so without a reachable server the panel says so and how to get one.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ModelApiError, fetchModelList, pullModel, removeModel } from '../../api/models';
import type { ModelInfo, ModelList } from '../../protocol/models';
import { formatByteSize } from '../../core/format';

export type DownloadState =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'progress'; done: number; total: number; bytesPerSecond: number; secondsLeft: number | null }
  | { kind: 'verifying' }
  | { kind: 'cancelled' }
  | { kind: 'removing' }
  | { kind: 'error'; message: string };

export interface LocalModelPanelViewProps {
  list: ModelList | null;
  /** Why the list could not be read (server unreachable...). */
  loadError: string | null;
  online: boolean;
  downloads: Readonly<Record<string, DownloadState>>;
  onDownload: (name: string) => void;
  onCancel: (name: string) => void;
  onRemove: (name: string) => void;
  onReload: () => void;
}

/** Sizes as the catalogue and download pages give them. */
export const formatDownloadSize = formatByteSize;

/** "about 3 min left", "12 s left", "" while unknown. */
export function timeLeft(seconds: number | null): string {
  if (seconds === null) return '';
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))} s left`;
  if (seconds < 3600) return `about ${Math.round(seconds / 60)} min left`;
  return `about ${(seconds / 3600).toFixed(1)} h left`;
}

/** "512 MB of 1.1 GB · 4.2 MB/s · about 2 min left". */
export function progressLabel(state: Extract<DownloadState, { kind: 'progress' }>): string {
  const parts = [`${formatDownloadSize(state.done)} of ${formatDownloadSize(state.total)}`];
  if (state.bytesPerSecond > 0) parts.push(`${formatDownloadSize(state.bytesPerSecond)}/s`);
  const left = timeLeft(state.secondsLeft);
  if (left) parts.push(left);
  return parts.join(' · ');
}

function DownloadProgress({ model, state }: { model: ModelInfo; state: DownloadState }) {
  const labelId = useId();
  if (state.kind === 'starting') return <p className="text-sm text-slate-600">Starting the download…</p>;
  if (state.kind === 'verifying') return <p className="text-sm text-slate-600">Downloaded. Checking the file's SHA-256…</p>;
  if (state.kind !== 'progress') return null;
  return (
    <div>
      <progress className="w-full" max={state.total} value={state.done} aria-labelledby={labelId} />
      <p id={labelId} className="text-xs text-slate-600">
        Downloading {model.title}: {progressLabel(state)}
      </p>
    </div>
  );
}

function ModelActions({ model, state, online, props }: { model: ModelInfo; state: DownloadState; online: boolean; props: LocalModelPanelViewProps }) {
  const busy = state.kind === 'starting' || state.kind === 'progress' || state.kind === 'verifying';
  if (busy) {
    return (
      <button type="button" className="btn-ghost border border-slate-200" onClick={() => props.onCancel(model.name)} disabled={state.kind === 'verifying'}>
        Cancel
      </button>
    );
  }
  if (model.installed) {
    return (
      <button type="button" className="btn-ghost border border-slate-200" onClick={() => props.onRemove(model.name)} disabled={state.kind === 'removing'} aria-busy={state.kind === 'removing'}>
        Remove
      </button>
    );
  }
  const resume = model.partialBytes > 0;
  return (
    <button type="button" className="btn-primary" onClick={() => props.onDownload(model.name)} disabled={!online} title={online ? undefined : 'Downloading needs the network'}>
      {resume ? `Resume download (${formatDownloadSize(model.partialBytes)} kept)` : `Download (${formatDownloadSize(model.bytes)})`}
    </button>
  );
}

function statusText(model: ModelInfo, inUse: string | null, state: DownloadState): string {
  if (state.kind === 'cancelled') return model.partialBytes > 0 ? 'Download paused: what was downloaded is kept.' : 'Download cancelled.';
  if (model.name === inUse) return 'Installed, in use.';
  return model.installed ? 'Installed.' : '';
}

function ModelRow({ model, props }: { model: ModelInfo; props: LocalModelPanelViewProps }) {
  const state = props.downloads[model.name] ?? { kind: 'idle' };
  const status = statusText(model, props.list?.inUse ?? null, state);
  return (
    <li className="flex flex-col gap-2 border-t border-slate-200 py-3">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="m-0 text-sm font-semibold text-slate-900">{model.title}</p>
          <p className="m-0 text-xs text-slate-600">
            {formatDownloadSize(model.bytes)} · {model.licence} · needs about {model.ramGb} GB of memory
          </p>
          <p className="m-0 text-xs text-slate-600">{model.suits}</p>
        </div>
        <ModelActions model={model} state={state} online={props.online} props={props} />
      </div>
      <DownloadProgress model={model} state={state} />
      {status && <p className="m-0 text-sm text-slate-700">{status}</p>}
      {state.kind === 'error' && (
        <p role="alert" className="m-0 text-sm text-red-700">
          {state.message}
        </p>
      )}
    </li>
  );
}

function writerText(list: ModelList): string {
  if (list.inUse) return `Decks are written by the local model ${list.inUse}.`;
  if (list.writer === 'local' || list.writer?.startsWith('local:') === true) return 'Decks are written by a local model.';
  if (list.writer === 'builtin' || list.writer === null) return 'No local model is in use: without one, a deck about a bare topic is only a skeleton to fill in.';
  return `Decks are written by the ${list.writer} provider; a local model is used when no provider is configured.`;
}

/** The panel's markup from plain values (rendered in tests without a server). */
export function LocalModelPanelView(props: LocalModelPanelViewProps) {
  const headingId = useId();
  const { list, loadError, online } = props;
  return (
    <section aria-labelledby={headingId} className="card flex flex-col gap-2 p-4">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Local model
      </h2>
      <p className="m-0 text-sm text-slate-600">A model on the Decksmith server's machine writes decks with no key and no account. Pick one that fits its memory.</p>
      {!online && <p className="m-0 text-sm text-amber-800">You are offline: downloading a model needs the network. Installed models keep working.</p>}
      {loadError !== null && (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="m-0 text-sm text-red-700">
            {loadError}
          </p>
          <button type="button" className="btn-ghost border border-slate-200" onClick={props.onReload}>
            Try again
          </button>
        </div>
      )}
      {list === null && loadError === null && <p className="m-0 text-sm text-slate-600">Loading the model list…</p>}
      {list !== null && (
        <>
          <p className="m-0 text-sm text-slate-800">{writerText(list)}</p>
          <ul className="m-0 list-none p-0">
            {list.models.map((model) => (
              <ModelRow key={model.name} model={model} props={props} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'The download failed.';
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** The panel wired to the server's /api/models calls. */
export function LocalModelPanel({ fetchFn }: { fetchFn?: typeof fetch }) {
  const online = useOnline();
  const [list, setList] = useState<ModelList | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [downloads, setDownloads] = useState<Record<string, DownloadState>>({});
  const running = useRef(new Map<string, AbortController>());
  const setState = (name: string, state: DownloadState) => setDownloads((all) => ({ ...all, [name]: state }));

  const reload = useCallback(() => {
    fetchModelList({ fetchFn }).then(
      (next) => {
        setList(next);
        setLoadError(null);
      },
      (error: unknown) => setLoadError(messageOf(error)),
    );
  }, [fetchFn]);

  useEffect(() => {
    reload();
    const controllers = running.current;
    // Closing the settings stops the downloads it started; the server keeps their parts for resuming.
    return () => controllers.forEach((c) => c.abort());
  }, [reload]);

  const onDownload = (name: string) => {
    if (running.current.has(name)) return;
    const controller = new AbortController();
    running.current.set(name, controller);
    setState(name, { kind: 'starting' });
    pullModel(name, (line) =>
        setState(
          name,
          line.type === 'progress'
            ? { kind: 'progress', done: line.done, total: line.total, bytesPerSecond: line.bytesPerSecond, secondsLeft: line.secondsLeft }
            : { kind: 'verifying' },
        ), { fetchFn, signal: controller.signal })
      .then(
        () => setState(name, { kind: 'idle' }),
        (error: unknown) => setState(name, error instanceof ModelApiError && error.kind === 'cancelled' ? { kind: 'cancelled' } : { kind: 'error', message: messageOf(error) }),
      )
      .finally(() => {
        running.current.delete(name);
        reload();
      });
  };

  const onRemove = (name: string) => {
    setState(name, { kind: 'removing' });
    removeModel(name, { fetchFn }).then(
      () => setState(name, { kind: 'idle' }),
      (error: unknown) => setState(name, { kind: 'error', message: messageOf(error) }),
    ).finally(reload);
  };

  return (
    <LocalModelPanelView
      list={list}
      loadError={loadError}
      online={online}
      downloads={downloads}
      onDownload={onDownload}
      onCancel={(name) => running.current.get(name)?.abort()}
      onRemove={onRemove}
      onReload={reload}
    />
  );
}
