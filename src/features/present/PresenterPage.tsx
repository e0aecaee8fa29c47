/**
 * The presenter view (/presenter?deck=<id>), opened in a second window from
 * presentation mode: the current and the next slide, the current slide's
 * speaker notes, an elapsed timer and 'N of total'. It reads the deck from
 * the device's database and follows its changes; its own previous/next
 * (buttons and keys) move the presenting tab too, over the presenter
 * channel, and the presenting tab's moves move it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef } from 'react';
import { presentationsRepository } from '../../data/presentations';
import { DECK_NOT_FOUND } from '../../state/deck-job-shared';
import { clampIndex } from '../../state/deck';
import { useDeckFonts } from '../../ui/fonts';
import { slideLook } from '../../ui/slide/slide-look';
import { presentKeyAction, isControlTarget, type PresentAction } from './keys';
import { useNumberEntry } from './useNumberEntry';
import { counterText } from './texts';
import { titlePicture } from '../../core/slide/title-slide';
import { TitlePictureContext } from '../../ui/slide/TitleSlide';
import { PresenterSlide } from './PresenterSlide';
import { PresenterTimer } from './PresenterTimer';
import { usePresenterLink } from './usePresenterLink';

const NOT_RUNNING = 'Presentation mode is not running in the other window; moves here still show the slides.';
const RUNNING = 'In step with the presentation.';

type MoveAction = Extract<PresentAction, { type: 'previous' | 'next' | 'first' | 'last' | 'digit' }>;
const MOVE_TYPES: ReadonlySet<PresentAction['type']> = new Set(['previous', 'next', 'first', 'last', 'digit']);
const isMove = (action: PresentAction | null): action is MoveAction => action !== null && MOVE_TYPES.has(action.type);

/** Previous/next, Home/End and slide numbers move the presentation; the presenting tab's own keys (f, a, Escape) do nothing here. */
function usePresenterKeys(onMove: (action: MoveAction) => void) {
  const handler = useRef(onMove);
  useEffect(() => {
    handler.current = onMove;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = presentKeyAction({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, onControl: isControlTarget(event.target) });
      if (!isMove(action)) return;
      event.preventDefault();
      // A held digit would type a longer number.
      if (event.repeat && action.type === 'digit') return;
      handler.current(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

export function PresenterPage({ deckId }: { deckId: string | undefined }) {
  const found = useLiveQuery(async () => ({ row: deckId === undefined ? undefined : await presentationsRepository().get(deckId) }), [deckId]);
  const row = found?.row;
  const { index: wanted, presenting, startedAt, goTo } = usePresenterLink(deckId);
  const slides = row?.slides ?? [];
  const total = slides.length;
  const index = clampIndex(wanted, total);
  const settings = row?.settings;
  const look = useMemo(() => (settings ? slideLook(settings) : null), [settings]);
  useDeckFonts(settings);
  const number = useNumberEntry();
  const go = (target: number | null) => {
    if (target !== null && target >= 0 && target < total && target !== index) goTo(target);
  };
  const move = (action: MoveAction) => {
    if (action.type === 'digit') return go(number.digit(action.digit, total));
    number.clear();
    go({ previous: index - 1, next: index + 1, first: 0, last: total - 1 }[action.type]);
  };
  usePresenterKeys(move);

  if (found === undefined) return <p role="status" className="p-8 text-slate-300">Loading...</p>;
  if (row === undefined || look === null) return <p role="alert" className="p-8 text-slate-100">{DECK_NOT_FOUND}</p>;
  // Never committed with Generate PPT, so never charged: not a deck to present.
  if (row.uncommitted === true) return <p role="alert" className="p-8 text-slate-100">This presentation is not generated yet. Finish it on the Generate page.</p>;
  const current = slides[index];
  const next = slides[index + 1];
  return (
    <TitlePictureContext.Provider value={titlePicture(slides, look.hidePhotos !== true)}>
      <main className="flex flex-col gap-4 p-4 sm:p-6">
        <header className="flex flex-wrap items-center gap-3">
          <h1 className="m-0 text-xl font-semibold text-white">Presenter view</h1>
          <span className="min-w-0 truncate text-slate-300">{row.title}</span>
          <span className="ml-auto text-lg font-semibold text-white" data-testid="presenter-counter" aria-live="polite">
            {counterText(index, total)}
          </span>
        </header>
        <p className="m-0 text-sm text-slate-300" role="status">
          {presenting ? RUNNING : NOT_RUNNING}
        </p>
        <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
          <section aria-labelledby="presenter-current">
            <h2 id="presenter-current" className="m-0 mb-2 text-sm font-semibold uppercase tracking-wide text-slate-300">
              Current slide
            </h2>
            {current ? <PresenterSlide slide={current} index={index} look={look} /> : <p className="text-slate-200">No slides available</p>}
            <nav aria-label="Slides" className="mt-3 flex gap-2">
              <button type="button" className="btn bg-slate-700 text-white hover:bg-slate-600" disabled={index === 0} onClick={() => move({ type: 'previous' })}>
                <span aria-hidden="true">←</span> Previous slide
              </button>
              <button type="button" className="btn bg-indigo-600 text-white hover:bg-indigo-500" disabled={index >= total - 1} onClick={() => move({ type: 'next' })}>
                Next slide <span aria-hidden="true">→</span>
              </button>
            </nav>
          </section>
          <div className="flex flex-col gap-4">
            <section aria-labelledby="presenter-next">
              <h2 id="presenter-next" className="m-0 mb-2 text-sm font-semibold uppercase tracking-wide text-slate-300">
                Next slide
              </h2>
              {next ? <PresenterSlide slide={next} index={index + 1} look={look} /> : <p className="m-0 text-slate-200">End of presentation</p>}
            </section>
            <PresenterTimer startedAt={startedAt} presenting={presenting} />
          </div>
        </div>
        <section aria-labelledby="presenter-notes" className="rounded-xl bg-slate-900 p-4">
          <h2 id="presenter-notes" className="m-0 text-sm font-semibold uppercase tracking-wide text-slate-300">
            Speaker notes
          </h2>
          <p className="m-0 mt-2 whitespace-pre-wrap text-lg text-white" data-testid="presenter-notes">
            {current?.notes.trim() ? current.notes : 'No notes for this slide.'}
          </p>
        </section>
      </main>
    </TitlePictureContext.Provider>
  );
}
