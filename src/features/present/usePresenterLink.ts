/**
 * The presenter window's side of the presenter channel: it says hello on
 * opening (the presenting tab answers with its slide), follows the
 * presenting tab's moves, and sends its own moves ('goto') to it. Moves
 * received are not sent back, so the two never echo. It also learns when
 * the presentation began, for the timer.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { openPresenterLink, type PresenterLink } from './channel';

export interface PresenterSync {
  index: number;
  /** A presenting tab has answered and not said bye since. */
  presenting: boolean;
  /** When the presentation being followed began (epoch ms), null until a presenting tab said so. */
  startedAt: number | null;
  goTo: (index: number) => void;
}

export function usePresenterLink(deckId: string | undefined): PresenterSync {
  const [index, setIndex] = useState(0);
  const [presenting, setPresenting] = useState(false);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const link = useRef<PresenterLink | null>(null);

  useEffect(() => {
    if (deckId === undefined) return undefined;
    const opened = openPresenterLink(deckId, (message) => {
      if (message.type === 'state' || message.type === 'goto') {
        setIndex(message.index);
        setPresenting(true);
      }
      if (message.type === 'state' && message.startedAt !== undefined) setStartedAt(message.startedAt);
      if (message.type === 'bye') setPresenting(false);
    });
    link.current = opened;
    opened.post({ type: 'hello', deckId });
    return () => {
      opened.close();
      link.current = null;
    };
  }, [deckId]);

  const goTo = useCallback(
    (next: number) => {
      setIndex(next);
      if (deckId !== undefined) link.current?.post({ type: 'goto', deckId, index: next });
    },
    [deckId],
  );
  return { index, presenting, startedAt, goTo };
}
