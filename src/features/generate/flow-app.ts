/** The generate page's flow over the app's real stores, storage, deck jobs and outbox (made by the composition root). */
import { configsRepository } from '../../data/configs';
import { creditsRepository } from '../../data/credits';
import { draftsRepository } from '../../data/drafts';
import { createForm, type FormDefaults } from '../../state/create-form';
import { followFormDefaults, type FormDefaultsSource } from '../../state/form-defaults';
import { prefsRepository } from '../../data/prefs';
import { sourcesRepository } from '../../data/sources';
import { keepDocumentSource } from '../../state/source';
import { keepFormDraft, type FormDraft } from '../../state/create-form-draft';
import type { DeckState, DeckStore } from '../../state/deck';
import type { DeckJobs, DeckJobsState } from '../../state/deck-job';
import type { GenerationState, GenerationStore } from '../../state/generation';
import type { Outbox } from '../../state/outbox-runner';
import { createGenerateFlow, type GenerateFlow } from './flow';

/** What the page's components read besides the form. */
export interface GenerateEnv {
  flow: GenerateFlow;
  generation: GenerationState;
  jobs: DeckJobsState;
  deck: DeckState;
  /** The form kept on the device (started on the page's first visit). */
  draft: () => FormDraft;
  /** What a fresh form starts with from the user's preferences (their default theme), as last read. */
  defaults: () => FormDefaults;
}

export interface GenerateEnvDeps {
  generation: GenerationStore;
  jobs: DeckJobs;
  deck: DeckStore;
  outbox: Pick<Outbox, 'queueDeck'>;
}

/** The app's generate flow and what its page reads; the form is kept on the device from the page's first visit. */
export function createGenerateEnv({ generation, jobs, deck, outbox }: GenerateEnvDeps): GenerateEnv {
  const flow = createGenerateFlow(createForm, {
    generation,
    runDeckJob: (request, options) => jobs.runDeckJob(request, options),
    discardDeck: (deckId) => jobs.discardDeck(deckId),
    commitDeck: (deckId, price, title) => jobs.commitDeck(deckId, price, title),
    resumeDeck: (deckId, options) => jobs.resumeDeck(deckId, options),
    isRunning: (deckId) => jobs.state.active[deckId] !== undefined,
    applyDeckSettings: (deckId, partial) => jobs.applyDeckSettings(deckId, partial),
    queueDeck: (request) => outbox.queueDeck(request),
    keepSource: (deckId, text) => keepDocumentSource(sourcesRepository(), deckId, text),
    saveConfig: (kind, config) => configsRepository().set(kind, config),
    getBalance: () => creditsRepository().getBalance(),
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
    newId: () => crypto.randomUUID(),
  });

  let draft: FormDraft | null = null;
  let defaults: FormDefaultsSource | null = null;
  /** The app's kept form: read back once (or filled with the user's defaults), then every change written; a deck a reload cut goes on. */
  const formDraft = (): FormDraft => {
    if (draft === null) {
      const source = (defaults ??= followFormDefaults(prefsRepository()));
      draft = keepFormDraft(createForm, draftsRepository(), { defaults: () => source.read() });
      void draft.ready.then(() => flow.resumeRestored()).catch((error: unknown) => console.warn('Could not resume the deck', error));
    }
    return draft;
  };

  return { flow, generation: generation.state, jobs: jobs.state, deck: deck.state, draft: formDraft, defaults: () => defaults?.current() ?? {} };
}
