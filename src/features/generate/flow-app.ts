/** The generate page's flow over the app's real stores, storage, deck jobs and outbox. */
import { queueDeck } from '../../api/outbox-runner';
import { configsRepository } from '../../data/configs';
import { creditsRepository } from '../../data/credits';
import { createForm } from '../../state/create-form';
import { deckState, type DeckState } from '../../state/deck';
import { applyDeckSettings, commitDeck, deckJobState, discardDeck, runDeckJob, type DeckJobsState } from '../../state/deck-job';
import { generation, generationState, type GenerationState } from '../../state/generation';
import { createGenerateFlow, type GenerateFlow } from './flow';

/** What the page's components read besides the form. */
export interface GenerateEnv {
  flow: GenerateFlow;
  generation: GenerationState;
  jobs: DeckJobsState;
  deck: DeckState;
}

export const generateFlow: GenerateFlow = createGenerateFlow(createForm, {
  generation,
  runDeckJob,
  discardDeck,
  commitDeck,
  applyDeckSettings,
  queueDeck: (request) => queueDeck(request),
  saveConfig: (kind, config) => configsRepository().set(kind, config),
  getBalance: () => creditsRepository().getBalance(),
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
  newId: () => crypto.randomUUID(),
});

export const generateEnv: GenerateEnv = { flow: generateFlow, generation: generationState, jobs: deckJobState, deck: deckState };
