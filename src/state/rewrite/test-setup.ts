/**
 * The rewrite runner's tests: a deck open in an editor, credits in a fresh
 * database, the real server's rewrite call, and a clock that plays the
 * preview at once. Imported by tests only.
 */
import { createApiClient } from '../../api/client';
import type { EditCall } from '../../api/edit';
import { outlineToSlides } from '../../core/deck/from-outline';
import { createDefaultPresentationSettings } from '../../core/schemas/config';
import type { Slide } from '../../core/schemas/slide';
import { CreditsRepository } from '../../data/credits';
import type { DecksmithDB } from '../../data/db';
import type { Clock } from '../../lib/clock';
import { createDeckStore } from '../deck';
import { createEditor } from '../editor';
import { createRewriter, type RewriterDeps } from './runner';
import type { QueuedRewrite, RewriteQueue } from './types';

/** Timers run on the next turn, whatever their delay: the preview plays through without waiting 2-3 s. */
export const instantClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn) => setTimeout(fn, 0),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const topic = (n: number, heading: string, points: string[][]) => ({
  topic_id: `topic_${n}`,
  heading,
  overview: `${heading} is the first sentence here. A second sentence follows it. A third one ends it.`,
  visual_mode: 'icon' as const,
  icon_prompt: `${heading} icon`,
  image_prompt: '',
  subtopics: points.map(([h, o]) => ({ heading: h ?? '', overview: o ?? '' })),
});

/** A four-slide deck about coral reefs: the title slide, then three topics of three points. */
export function reefSlides(): Slide[] {
  const points = (tag: string) => [
    [`${tag} one`, `The ${tag} begins here. More words follow.`],
    [`${tag} two`, `The ${tag} goes on. Then it stops.`],
    [`${tag} three`, `The ${tag} ends. Nothing else.`],
  ];
  return outlineToSlides({ title: 'Coral reefs', description: 'Why reefs matter and how to save them.' }, [
    topic(1, 'What reefs are', points('reef')),
    topic(2, 'Why reefs matter', points('value')),
    topic(3, 'Saving reefs', points('care')),
  ]);
}

/** A queue that keeps what it is given. */
export function memoryQueue(): RewriteQueue & { kept: QueuedRewrite[] } {
  const kept: QueuedRewrite[] = [];
  return {
    kept,
    add: async (rewrite) => void kept.push(rewrite),
    remove: async (deckId, slideId) => {
      const at = kept.findIndex((r) => r.deckId === deckId && ('slideId' in r.request ? r.request.slideId === slideId : slideId === undefined));
      if (at >= 0) kept.splice(at, 1);
      return at >= 0;
    },
  };
}

/** The deck open in an editor, and a runner over it with the server at `url`. */
export function setup(db: DecksmithDB, url: string, over: Partial<RewriterDeps> & { fetch?: typeof fetch } = {}) {
  const deck = createDeckStore();
  deck.load({ deckId: 'deck-1', title: 'Coral reefs', slides: reefSlides(), settings: createDefaultPresentationSettings({ language: 'en-US' }) });
  const editor = createEditor(deck);
  const credits = new CreditsRepository(db);
  const api = createApiClient({ baseUrl: `${url}/api`, ...(over.fetch === undefined ? {} : { fetch: over.fetch }) });
  let n = 0;
  const edit: EditCall = over.edit ?? api.edit;
  const rewriter = createRewriter({ editor, edit, credits: () => credits, clock: instantClock, online: () => true, newId: () => `r${++n}`, ...over });
  return { deck, editor, credits, rewriter };
}

/** A fetch that holds each request until the test lets it go (or its signal aborts it), then asks the real server. */
export function gatedFetch() {
  let open!: () => void;
  let started!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const sent = new Promise<void>((resolve) => (started = resolve));
  const fetchFn: typeof fetch = async (input, init) => {
    started();
    await gate;
    return fetch(input, init);
  };
  return { fetch: fetchFn, sent, open: () => open() };
}
