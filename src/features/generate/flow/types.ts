/** The generate flow's shapes: everything it touches (FlowDeps), what its buttons do (GenerateFlow), and its own texts. */
import type { DeckPrice } from '../../../core/credits';
import type { GenerationConfig, PresentationSettings } from '../../../core/schemas/config';
import type { FormInput, FormStep } from '../../../state/create-form';
import type { ConfigKind } from '../../../data/configs';
import type { GenerationStore } from '../../../state/generation';
import type { DeckJobOutcome, DeckJobRequest, RunDeckJob } from '../../../state/jobs';

/** The outline request was ignored because the generation store is busy with another deck. */
export const GENERATION_BUSY = 'Another presentation is still being generated. Please wait for it to finish and try again.';
/** Shown when the outline is not approvable (the button is disabled then; this covers a stale click). */
export const OUTLINE_NOT_READY = 'Finish the outline before continuing: every topic needs its own heading.';

export interface FlowDeps {
  generation: Pick<GenerationStore, 'state' | 'generateOutline'>;
  runDeckJob: RunDeckJob;
  discardDeck(deckId: string): Promise<unknown>;
  /** Goes on with a deck whose stream a reload cut (only the slides it lacks are written). */
  resumeDeck(deckId: string, options: { deferCharge: boolean }): Promise<DeckJobOutcome>;
  /** Whether a deck job of this id runs in this tab. */
  isRunning(deckId: string): boolean;
  /** Charges a deck streamed uncommitted its price; null when charged, else why not. */
  commitDeck(deckId: string, price: DeckPrice, title: string): Promise<string | null>;
  applyDeckSettings(deckId: string, settings: Partial<PresentationSettings>): unknown;
  queueDeck(request: DeckJobRequest): Promise<void>;
  /** Keeps the document a deck is made from (its text as the outline call gets it) with the deck, for later rewrites. */
  keepSource?(deckId: string, text: string): Promise<unknown>;
  saveConfig(kind: ConfigKind, config: GenerationConfig): Promise<unknown>;
  getBalance(): Promise<number>;
  isOnline(): boolean;
  newId(): string;
  /** Where failures that the user need not act on go (default console.warn). */
  warn?: (message: string, error: unknown) => void;
}

export interface GenerateFlow {
  /** Step 1's Continue: checks topic and credits, then step 2 and the outline (or the queue offline). */
  continueFromInput(): Promise<void>;
  /** Step 2's Generate Outline and Try again: a fresh outline for the current input. */
  generateOutline(): Promise<void>;
  /** Continue to Visuals: approves the outline, saves the config once and starts the deck. */
  continueToVisuals(): Promise<void>;
  /** What Generate PPT will charge: the approved outline's slides and pictures in image mode. */
  price(): DeckPrice;
  /** Generate PPT: charges the deck its price, then the deck id to open on /home, or undefined when the page stays (notice, queue). */
  generatePpt(): Promise<string | undefined>;
  /** A visual choice of step 3 (or the step-1 block): kept in the form and applied to the running deck. */
  setVisuals(patch: Partial<Pick<FormInput, 'theme' | 'titleFont' | 'bodyFont' | 'imageStyle' | 'disablePhotos' | 'tone'>>): void;
  /** Back to an earlier step; nothing is discarded until the outline changes. */
  goToStep(step: FormStep): void;
  /** After a reload: the deck started for the outline goes on where its stream was cut. */
  resumeRestored(): Promise<void>;
}
