/**
 * /home: the deck being generated or reopened.
 * With ?deck=<id>: its live stream (spinner until the first slide), or the
 * saved deck with an offer to resume it when it stopped half-way. Without:
 * the start form and the 'Continue Previous Generation' card. A deck the
 * user never committed to with Generate PPT is not shown: it was not charged.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { GenerationConfig } from '../../core/schemas/config';
import type { OutlineTopic } from '../../core/schemas/outline';
import { configsRepository } from '../../data/configs';
import { createDeckStore } from '../../state/deck';
import { DECK_NOT_FOUND, type DeckJobs } from '../../state/deck-job';
import { useServices } from '../../state/services';
import { SlideMediaContext, useSlideMedia } from '../../ui/slide/media-context';
import { whenIdle } from '../../ui/useWhenIdle';
import { MediaStats } from './MediaStats';
import { WriterBadge } from './WriterBadge';
import { ErrorNotice, ResumeBanner, WarningNotice } from './Notices';
import { SlidesView } from './SlidesView';
import { GeneratingSpinner } from './Spinner';
import { ContinueCard, StartForm } from './StartForm';
import { UncommittedNotice } from './UncommittedNotice';
import { useDeckOnScreen, useSavedDeck } from './useDeckOnScreen';
import { chooseHomeView, resumeOffer } from './view';

export interface HomePageProps {
  deckId: string | undefined;
  /** Shows /home?deck=<id>. */
  onOpenDeck: (deckId: string) => void;
}

/** Starts a new deck from a config; opens it at once, or says why it could not start. */
function useStartDeck(jobs: DeckJobs, onOpenDeck: (id: string) => void) {
  const [error, setError] = useState<string | null>(null);
  const start = (config: GenerationConfig, topics?: readonly OutlineTopic[]) => {
    setError(null);
    const deckId = crypto.randomUUID();
    const outcome = jobs.runDeckJob({ deckId, config, ...(topics === undefined ? {} : { topics }) });
    // A job that started is shown live (its errors included); one refused at once never registered.
    if (jobs.state.active[deckId]) {
      onOpenDeck(deckId);
      void configsRepository().set('start', config).catch(() => undefined);
    } else {
      void outcome.then((result) => !result.ok && setError(result.error));
    }
  };
  return { start, error };
}

export function HomePage({ deckId, onOpenDeck }: HomePageProps) {
  const services = useServices();
  const jobs = useSnapshot(services.jobs.state);
  const gen = useSnapshot(services.generation.state);
  /** Read when no store holds the deck yet (useSnapshot needs a proxy). */
  const [noDeck] = useState(createDeckStore);
  const entry = deckId === undefined ? undefined : jobs.active[deckId];
  // The app's own stream shows from its store: its writes need not be read back.
  const saved = useSavedDeck(deckId, entry?.app === true);
  const row = saved?.row;
  const live = entry !== undefined;
  // A running job knows of a commit before its row is written again; a saved deck has only its row.
  const uncommitted = deckId !== undefined && (live ? entry.uncommitted === true : row?.uncommitted === true);
  // Not even loaded into a store: a store on screen fetches the slides' pictures, and they are not paid for.
  const store = useDeckOnScreen({ deckId, row: uncommitted ? undefined : row, live, appLive: entry?.app === true });
  const deckSnap = useSnapshot((store ?? noDeck).state);
  const slideCount = deckSnap.slides.length;
  // Slide pictures being made show in the slide cards (only the two settings that name a picture are read).
  const slideMedia = useSlideMedia(deckSnap.settings);
  const generating = gen.status === 'streaming-outline' || gen.status === 'streaming-content';
  const stored = useLiveQuery(() => configsRepository().get('start').then((config) => ({ config })), []);
  const { start, error: startError } = useStartDeck(services.jobs, onOpenDeck);
  const [resuming, setResuming] = useState(false);
  const router = useRouter();
  // 'Back' to the dashboard is the studio's most common way out: its code is fetched and evaluated when idle, not on the click.
  useEffect(() => whenIdle(() => void router.preloadRoute({ to: '/app' }).catch(() => undefined), 2_000), [router]);

  const view = chooseHomeView({ deckId, live, showing: store !== null, slideCount, generating, saved: saved === undefined ? 'loading' : row ? 'found' : 'missing' });
  // While the app's store streams this deck its error shows at once; afterwards the job keeps it.
  const error = (deckId && jobs.errors[deckId]) || (entry?.app && gen.status === 'error' ? gen.error : null);
  const warning = deckId ? jobs.warnings[deckId] : undefined;

  if (uncommitted) return <UncommittedNotice />;
  if (view === 'spinner') return <GeneratingSpinner detail={gen.statusMessage || undefined} />;
  if (view === 'loading') return <p role="status" className="mt-8 text-slate-600">Loading...</p>;
  if (view === 'missing') return <ErrorNotice message={error || DECK_NOT_FOUND} />;
  if (view === 'start' || store === null) {
    return (
      <>
        <StartForm onStart={start} busy={generating} error={startError} />
        {stored?.config && <ContinueCard config={stored.config} busy={generating} onRegenerate={start} />}
      </>
    );
  }
  const offer = deckId === undefined ? null : resumeOffer(row, live);
  const resume = () => {
    if (deckId === undefined) return;
    setResuming(true);
    void services.jobs.resumeDeck(deckId).finally(() => setResuming(false));
  };
  return (
    <>
      <ErrorNotice message={error} />
      <WarningNotice message={warning} />
      <WriterBadge writer={deckSnap.settings.writer} />
      <MediaStats streaming={generating} />
      {offer && deckId && <ResumeBanner text={offer} busy={resuming} onResume={resume} onKeep={() => void services.jobs.keepDeckAsIs(deckId)} />}
      <SlideMediaContext.Provider value={slideMedia}>
        <SlidesView store={store} live={live} autoAdvance={row?.config?.autoAdvance === true} />
      </SlideMediaContext.Provider>
    </>
  );
}
