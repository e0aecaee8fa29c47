/**
 * The Replace panel: photos found by the server's configured sources for a
 * query (the slide's heading to start with), the user's own uploads, and the
 * pictures already on this device. Picking a found photo fetches it through
 * the server with its credit; offline the panel says search needs the
 * network and still offers the uploads and the cached pictures.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { PictureCallError, SEARCH_OFFLINE, searchPictures } from '../../api/pictures';
import type { Slide } from '../../core/schemas/slide';
import { listCachedPictures, listUploads, type LibraryPicture } from '../../data/uploads';
import type { PictureResult, PictureSearchResponse } from '../../protocol/pictures';
import { useEditor } from '../../state/services';
import { useNativeModal } from '../../ui/useNativeModal';
import { putFile, putPicture, putSearchResult, type ActionResult } from './actions';
import { creditText, providerName } from './credit';
import { PictureFileInput } from './PictureMenu';
import { pictureUi } from './ui-state';
import { report } from './usePictureActions';

/** The query a slide's picture is searched with first: its heading, else its title. */
export function startQuery(slide: Slide | undefined): string {
  if (slide === undefined) return '';
  return (slide.topic?.heading || slide.title || slide.topic?.image_prompt || '').trim().slice(0, 200);
}

type SearchState = { kind: 'idle' } | { kind: 'searching' } | { kind: 'done'; answer: PictureSearchResponse } | { kind: 'error'; message: string; offline: boolean };

function useLibrary(open: boolean): { uploads: LibraryPicture[]; cached: LibraryPicture[] } {
  const [library, setLibrary] = useState<{ uploads: LibraryPicture[]; cached: LibraryPicture[] }>({ uploads: [], cached: [] });
  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    void Promise.all([listUploads().catch(() => []), listCachedPictures().catch(() => [])]).then(([uploads, cached]) => {
      if (live) setLibrary({ uploads, cached });
    });
    return () => {
      live = false;
    };
  }, [open]);
  return library;
}

/** A thumbnail of a library picture: its blob as an object URL for as long as it is shown, else its data: address. */
function LibraryThumb({ picture, onPick, busy }: { picture: LibraryPicture; onPick: () => void; busy: boolean }) {
  const { blob, url } = picture;
  const src = useMemo(() => (blob ? URL.createObjectURL(blob) : url), [blob, url]);
  useEffect(() => (blob && src ? () => URL.revokeObjectURL(src) : undefined), [blob, src]);
  const label = picture.label || 'Picture on this device';
  return (
    <button type="button" disabled={busy} onClick={onPick} className="overflow-hidden rounded-lg border border-slate-200 bg-slate-50 p-0 hover:ring-2 hover:ring-indigo-400" title={label} aria-label={`Use ${label}`}>
      {src && <img src={src} alt="" className="block h-24 w-full object-cover" />}
    </button>
  );
}

function ResultButton({ result, onPick, busy }: { result: PictureResult; onPick: () => void; busy: boolean }) {
  const credit = creditText({ ...result, provider: result.provider });
  return (
    <button type="button" disabled={busy} onClick={onPick} data-picture-result={result.id} className="overflow-hidden rounded-lg border border-slate-200 bg-slate-50 p-0 text-left hover:ring-2 hover:ring-indigo-400" aria-label={`Use ${result.title || 'this photo'}`} title={credit}>
      <img src={result.thumbnail} alt="" className="block h-24 w-full object-cover" />
      <span className="block truncate px-2 py-1 text-[11px] text-slate-600">{credit.replace(/^Photo: /, '')}</span>
    </button>
  );
}

const close = () => {
  pictureUi.replace = null;
};

export function ReplacePanel() {
  const editor = useEditor();
  const { replace } = useSnapshot(pictureUi);
  const deck = useSnapshot(editor.store.state);
  const slide = replace === null ? undefined : (deck.slides[replace] as Slide | undefined);
  const open = replace !== null && slide !== undefined;
  const ref = useNativeModal(open);
  const titleId = useId();
  return (
    <dialog ref={ref} aria-labelledby={titleId} onClose={close} className="w-full max-w-3xl rounded-2xl border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/40" style={{ maxHeight: '90vh' }}>
      {open && <PanelBody key={replace} index={replace} slide={slide} titleId={titleId} onClose={() => ref.current?.close()} />}
    </dialog>
  );
}

/** The panel's content for one opening: it searches the slide's subject at once. */
function PanelBody({ index, slide, titleId, onClose }: { index: number; slide: Slide; titleId: string; onClose: () => void }) {
  const editor = useEditor();
  const file = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(() => startQuery(slide));
  const [search, setSearch] = useState<SearchState>({ kind: 'idle' });
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const library = useLibrary(true);
  const controller = useRef<AbortController | null>(null);
  const orientation = slide.type === 'title' ? 'portrait' : 'landscape';

  const runSearch = async (q: string) => {
    controller.current?.abort();
    const ctl = new AbortController();
    controller.current = ctl;
    if (q.trim() === '') return;
    setSearch({ kind: 'searching' });
    try {
      const answer = await searchPictures(q, { orientation, signal: ctl.signal });
      if (!ctl.signal.aborted) setSearch({ kind: 'done', answer });
    } catch (error) {
      if (ctl.signal.aborted) return;
      const offline = error instanceof PictureCallError && error.offline;
      setSearch({ kind: 'error', message: error instanceof Error ? error.message : String(error), offline });
    }
  };

  useEffect(() => {
    const ctl = new AbortController();
    controller.current = ctl;
    const q = startQuery(slide);
    if (q === '') return undefined;
    // The first search, when the panel opens; later ones run on submit.
    searchPictures(q, { orientation, signal: ctl.signal }).then(
      (answer) => setSearch({ kind: 'done', answer }),
      (error: unknown) => {
        if (!ctl.signal.aborted) setSearch({ kind: 'error', message: error instanceof Error ? error.message : String(error), offline: error instanceof PictureCallError && error.offline });
      },
    );
    return () => ctl.abort();
    // Once per opening (the component is keyed by slide).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const finish = (result: ActionResult) => {
    setBusy(null);
    if (result.ok) {
      report(result);
      onClose();
    } else setProblem(result.error);
  };
  const pickResult = async (result: PictureResult) => {
    setBusy(result.id);
    setProblem(null);
    finish(await putSearchResult(editor, index, result, controller.current?.signal));
  };
  const pickLibrary = async (picture: LibraryPicture) => {
    setBusy(picture.key);
    setProblem(null);
    if (picture.blob && !picture.url) finish(await putFile(editor, index, picture.blob, picture.label));
    else if (picture.url) finish(putPicture(editor, index, picture.url, picture.credit ? { source: 'search', credit: picture.credit } : { source: 'generated' }));
    else finish({ ok: false, error: 'This picture is no longer on this device.' });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void runSearch(query);
  };

  return (
    <div className="flex max-h-[90vh] flex-col gap-4 overflow-y-auto p-6" data-replace-panel="">
      <header className="flex items-center gap-3">
        <h2 id={titleId} className="m-0 text-lg font-semibold text-slate-900">
          Replace picture
        </h2>
        <button type="button" className="btn-ghost ml-auto px-3 py-1" onClick={() => file.current?.click()}>
          Upload from device…
        </button>
        <button type="button" className="btn-ghost px-3 py-1" onClick={onClose} aria-label="Close">
          ✕
        </button>
      </header>
      <form onSubmit={onSubmit} className="flex gap-2" role="search">
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} aria-label="Search photos" placeholder="Search photos" maxLength={200} data-autofocus className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2" />
        <button type="submit" className="btn-primary px-4 py-2">
          Search
        </button>
      </form>
      {problem && (
        <p role="alert" className="m-0 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800">
          {problem}
        </p>
      )}
      <section aria-label="Search results">
        {(search.kind === 'searching' || search.kind === 'idle') && query.trim() !== '' && <p role="status" className="m-0 text-sm text-slate-600">Searching…</p>}
        {search.kind === 'error' && (
          <p role="status" className="m-0 text-sm text-amber-900">
            {search.offline ? SEARCH_OFFLINE : search.message}
          </p>
        )}
        {search.kind === 'done' && search.answer.results.length === 0 && <p role="status" className="m-0 text-sm text-slate-600">No photos found for “{query}”. Try other words.</p>}
        {search.kind === 'done' && (search.answer.unavailable?.length ?? 0) > 0 && (
          <p className="m-0 mb-2 text-xs text-slate-500">Not answering now: {search.answer.unavailable?.map(providerName).join(', ')}.</p>
        )}
        {search.kind === 'done' && search.answer.results.length > 0 && (
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {search.answer.results.map((result) => (
              <ResultButton key={`${result.provider}:${result.id}`} result={result} busy={busy !== null} onPick={() => void pickResult(result)} />
            ))}
          </div>
        )}
      </section>
      {busy !== null && <p role="status" className="m-0 text-sm text-slate-600">Getting the picture…</p>}
      <section aria-label="Your uploads">
        <h3 className="m-0 mb-2 text-sm font-semibold text-slate-800">Your uploads</h3>
        {library.uploads.length === 0 ? (
          <p className="m-0 text-sm text-slate-500">Pictures you upload, drop or paste are kept here.</p>
        ) : (
          <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">
            {library.uploads.map((picture) => (
              <LibraryThumb key={picture.key} picture={picture} busy={busy !== null} onPick={() => void pickLibrary(picture)} />
            ))}
          </div>
        )}
      </section>
      {library.cached.length > 0 && (
        <section aria-label="On this device">
          <h3 className="m-0 mb-2 text-sm font-semibold text-slate-800">On this device</h3>
          <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">
            {library.cached.map((picture) => (
              <LibraryThumb key={picture.key} picture={picture} busy={busy !== null} onPick={() => void pickLibrary(picture)} />
            ))}
          </div>
        </section>
      )}
      <PictureFileInput
        inputRef={file}
        onFile={(f) => {
          setBusy('upload');
          void putFile(editor, index, f, f.name).then(finish);
        }}
      />
    </div>
  );
}
