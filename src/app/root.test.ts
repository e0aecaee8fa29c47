/** The composition root: nothing is made before it is asked for, everything once, and the parts are wired to each other. */
import { describe, expect, it, vi } from 'vitest';

// The PWA registration module exists only inside a Vite build; the root's outbox takes its wake from it.
vi.mock('virtual:pwa-register', () => ({ registerSW: () => async () => undefined }));

const { createAppRoot } = await import('./root');

describe('createAppRoot', () => {
  it('makes the services when first asked, once, and answers a second ask with the same promise', async () => {
    const root = createAppRoot();
    expect(root.services.current()).toBeUndefined();
    expect(root.generate.current()).toBeUndefined();
    const loading = root.services.load();
    expect(root.services.load()).toBe(loading);
    const services = await loading;
    expect(root.services.current()).toBe(services);
    expect(await root.generate.load()).toBe(root.generate.current());
  });

  it('wires the open deck to its editor, the generation and the generate page', async () => {
    const root = createAppRoot();
    const { deck, editor, generation } = await root.services.load();
    const generate = await root.generate.load();
    expect(editor.store).toBe(deck);
    expect(generation.deck).toBe(deck);
    expect(generate.deck).toBe(deck.state);
    expect(generate.generation).toBe(generation.state);
  });
});
