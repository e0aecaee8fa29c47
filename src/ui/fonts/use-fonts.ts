/**
 * The hooks a component that draws with a deck font uses: each reads the
 * font's status from the store in src/state/fonts and asks for the font when
 * the component mounts.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { resolveFont } from '../../core/fonts';
import { deckFontIds, fontStatus, loadFont, type DeckFontSettings, type FontStatus } from '../../state/fonts';

/** The status of the font `id` names; loads it when a component that draws with it mounts. */
export function useFont(id: string | undefined): FontStatus {
  const key = resolveFont(id).id;
  const snapshot = useSnapshot(fontStatus);
  useEffect(() => {
    void loadFont(key);
  }, [key]);
  return snapshot[key] ?? 'idle';
}

/** Loads and reports a deck's title and body fonts; for the components that draw its slides. */
export function useDeckFonts(settings: DeckFontSettings | undefined): { title: FontStatus; body: FontStatus } {
  const ids = deckFontIds(settings);
  return { title: useFont(ids.title), body: useFont(ids.body) };
}
