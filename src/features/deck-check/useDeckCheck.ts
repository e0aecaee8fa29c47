/**
 * The findings of the deck on screen while the check is wanted: after a
 * generation finishes (so the studio can say how many problems it found)
 * and while the panel is open, checked again as the deck changes, so a
 * fix or an edit shows its effect at once.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { checkDeck, type Finding } from '../../core/deck-check';
import type { PresentationSettings } from '../../core/schemas/config';
import type { Slide } from '../../core/schemas/slide';
import type { DeckStore } from '../../state/deck';

export interface DeckCheckState {
  /** Undefined until the check is wanted. */
  findings: readonly Finding[] | undefined;
  /** Asks for the check (the 'Check deck' button). */
  run(): void;
}

export function useDeckCheck(store: DeckStore, live: boolean, open: boolean): DeckCheckState {
  const snap = useSnapshot(store.state);
  const [wanted, setWanted] = useState(false);
  const [wasLive, setWasLive] = useState(live);
  // Derived state, set during render (React renders again at once): the deck has just finished generating.
  if (wasLive !== live) {
    setWasLive(live);
    if (wasLive && !live) setWanted(true);
  }
  const active = wanted || open;
  // Typing with the panel open keeps its priority; the check follows a moment later.
  const slides = useDeferredValue(snap.slides as readonly Slide[]);
  const settings = snap.settings as PresentationSettings;
  // With the panel closed only the count shows: the fixes (each tried on a copy of the deck) wait for it to open.
  const findings = useMemo(() => (active ? checkDeck({ slides, settings }, { fixes: open }) : undefined), [active, open, slides, settings]);
  return { findings, run: () => setWanted(true) };
}
