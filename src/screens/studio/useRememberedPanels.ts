/**
 * The studio's side panels as the user left them: restored from the UI
 * preferences when the slides view comes, and each change written back
 * while it is there (src/state/studio-panels.ts).
 */
import { useEffect, useState } from 'react';
import { prefsRepository } from '../../data/prefs';
import { rememberPanels, restorePanels } from '../../state/studio-panels';
import { NAVIGATOR_BESIDE_SLIDE, PANELS_BESIDE_SLIDE } from '../../ui/panel-focus';

/** True once the panels are restored: before that they are not shown, so none opens and then closes again. */
export function useRememberedPanels(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const prefs = prefsRepository();
    const fits = (query: string) => typeof matchMedia !== 'function' || matchMedia(query).matches;
    let stop: (() => void) | undefined;
    let gone = false;
    void restorePanels(prefs, { wide: fits(PANELS_BESIDE_SLIDE), navigatorFits: fits(NAVIGATOR_BESIDE_SLIDE) }).finally(() => {
      if (gone) return;
      stop = rememberPanels(prefs);
      setReady(true);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return ready;
}
