/** The generate page's flow over the app's real stores, storage, deck jobs and outbox. */
import { queueDeck } from '../../state/outbox-runner';
import { configsRepository } from '../../data/configs';
import { creditsRepository } from '../../data/credits';
import { draftsRepository } from '../../data/drafts';
import { createForm } from '../../state/create-form';
import { keepFormDraft, type FormDraft } from '../../state/create-form-draft';
import { deckState, type DeckState } from '../../state/deck';
import { applyDeckSettings, commitDeck, deckJobState, discardDeck, resumeDeck, runDeckJob, type DeckJobsState } from '../../state/deck-job';
import { generation, generationState, type GenerationState } from '../../state/generation';
import { createGenerateFlow, type GenerateFlow } from './flow';

/** What the page's components read besides the form. */
export interface GenerateEnv {
  flow: GenerateFlow;
  generation: GenerationState;
  jobs: DeckJobsState;
  deck: DeckState;
  /** The form kept on the device (started on the page's first visit). */
  draft: () => FormDraft;
}

export const generateFlow: GenerateFlow = createGenerateFlow(createForm, {
  generation,
  runDeckJob,
  discardDeck,
  commitDeck,
  resumeDeck: (deckId, options) => resumeDeck(deckId, options),
  isRunning: (deckId) => deckJobState.active[deckId] !== undefined,
  applyDeckSettings,
  queueDeck: (request) => queueDeck(request),
  saveConfig: (kind, config) => configsRepository().set(kind, config),
  getBalance: () => creditsRepository().getBalance(),
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
  newId: () => crypto.randomUUID(),
});

let draft: FormDraft | null = null;

/** The app's kept form: read back once, then every change written; a deck a reload cut goes on. */
function formDraft(): FormDraft {
  if (draft === null) {
    draft = keepFormDraft(createForm, draftsRepository());
    void draft.ready.then(() => generateFlow.resumeRestored()).catch((error: unknown) => console.warn('Could not resume the deck', error));
  }
  return draft;
}

export const generateEnv: GenerateEnv = { flow: generateFlow, generation: generationState, jobs: deckJobState, deck: deckState, draft: formDraft };
