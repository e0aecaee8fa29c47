/** Services for component tests: a deck, its editor, a generation store and a rewriter of their own; the API answers nothing. */
import { createApiClient } from '../api/client';
import { creditsRepository } from '../data/credits';
import { createDeckStore } from './deck';
import { createEditor } from './editor';
import { createGenerationStore } from './generation';
import { createRewriter } from './rewrite/runner';
import type { Services } from './services';

/** A stand-in that says which service a test used without providing it. */
function absent<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get: (_target, key) => {
      throw new Error(`This test provides no ${name} (asked for ${String(key)}): pass one to testServices`);
    },
  });
}

export function testServices(overrides: Partial<Services> = {}): Services {
  const deck = overrides.deck ?? createDeckStore();
  const api = overrides.api ?? createApiClient({ fetch: () => Promise.reject(new Error('No network in this test')) });
  const editor = overrides.editor ?? createEditor(deck);
  return {
    deck,
    editor,
    api,
    generation: overrides.generation ?? createGenerationStore({ api, deck }),
    jobs: overrides.jobs ?? absent('deck jobs'),
    outbox: overrides.outbox ?? absent('outbox'),
    media: overrides.media ?? { retry: () => undefined },
    rewriter: overrides.rewriter ?? createRewriter({ editor, edit: api.edit, credits: () => creditsRepository() }),
  };
}
