/** A Rewriter for component tests: its state is a plain valtio proxy the test sets; every method is a spy. */
import { proxy } from 'valtio';
import { vi } from 'vitest';
import type { EditAction } from '../../protocol/edit';
import type { Rewriter, RewriteState } from '../../state/rewrite/types';

export interface FakeRewriterOptions {
  /** Credits per slide rewritten (default 1); a deck action costs this per slide of `deckSlides`. */
  perSlide?: number;
  deckSlides?: number;
  /** Why the writer cannot do an action; absent: it can. */
  refuses?: Partial<Record<EditAction, string>>;
}

export function fakeRewriter({ perSlide = 1, deckSlides = 10, refuses = {} }: FakeRewriterOptions = {}) {
  const state = proxy<RewriteState>({ slides: {}, deck: null, deckError: null });
  const rewriter = {
    state,
    price: vi.fn((request: Parameters<Rewriter['price']>[0]) => {
      if ('kind' in request) return request.kind === 'add-slide' ? perSlide : perSlide * deckSlides;
      return request.action === 'split' ? perSlide * 2 : perSlide;
    }),
    unsupported: vi.fn((action: EditAction) => refuses[action] ?? null),
    rewrite: vi.fn(() => Promise.resolve({ ok: true } as const)),
    rewriteDeck: vi.fn(() => Promise.resolve({ ok: true } as const)),
    cancel: vi.fn(),
    dismiss: vi.fn(),
  } satisfies Rewriter;
  return rewriter;
}
