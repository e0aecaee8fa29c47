/**
 * Keeps a presenter window (/presenter) in step with this presenting tab
 * over the presenter channel: this tab says where it is when asked
 * ('hello' gets 'state') and whenever its slide changes ('goto'), follows
 * the window's 'goto', and says 'bye' when presentation mode ends. Its
 * state says when this presentation began, so the window's timer counts
 * from then.
 */
import { useEffect, useRef } from 'react';
import { clampIndex, type DeckStore } from '../../state/deck';
import { openPresenterLink, type PresenterLink } from './channel';

export function usePresenterSync(store: DeckStore, deckId: string | null, index: number, total: number, startedAt: number): void {
  const link = useRef<PresenterLink | null>(null);
  // The index last sent or received: a move that came from the window is not sent back to it.
  const synced = useRef<number | null>(null);
  const latest = useRef({ index, total });
  useEffect(() => {
    latest.current = { index, total };
  });

  useEffect(() => {
    if (deckId === null) return undefined;
    const state = () => ({ type: 'state' as const, deckId, ...latest.current, startedAt });
    const opened = openPresenterLink(deckId, (message) => {
      if (message.type === 'hello') opened.post(state());
      if (message.type === 'goto') {
        synced.current = clampIndex(message.index, store.state.slides.length);
        store.goTo(message.index);
      }
    });
    link.current = opened;
    synced.current = latest.current.index;
    // A presenter window already open (from an earlier run) picks the presentation up again.
    opened.post(state());
    return () => {
      opened.post({ type: 'bye', deckId });
      opened.close();
      link.current = null;
    };
  }, [store, deckId, startedAt]);

  useEffect(() => {
    if (deckId === null || link.current === null || synced.current === index) return;
    synced.current = index;
    link.current.post({ type: 'goto', deckId, index });
  }, [deckId, index]);
}
