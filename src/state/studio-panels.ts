/**
 * Which of the studio's side panels are open, remembered on the device: the
 * customise sidebar, the slide navigator and the Smart layouts panel. The
 * studio state holds them while the studio is on screen; the UI preferences
 * (src/data/prefs.ts) keep them across reloads.
 */
import { subscribe } from 'valtio';
import type { PrefsRepository, UiPreferences } from '../data/prefs';
import { studioState, type StudioState } from './studio';

type PanelKey = 'sidebarOpen' | 'navigatorOpen' | 'smartLayouts';

/** Each panel's flag in the studio state and the preference that remembers it. */
const PANELS: readonly { state: PanelKey; pref: keyof Pick<UiPreferences, 'sidebarOpen' | 'navigatorOpen' | 'layoutsOpen'> }[] = [
  { state: 'sidebarOpen', pref: 'sidebarOpen' },
  { state: 'navigatorOpen', pref: 'navigatorOpen' },
  { state: 'smartLayouts', pref: 'layoutsOpen' },
];

export interface RestoreOptions {
  /**
   * The window has room for the customise and layouts panels beside the
   * slide. Without it they would cover the slide, so they start closed and
   * open only when asked for.
   */
  wide: boolean;
  /** The window has room for the navigator beside the slide; without it the navigator starts collapsed. */
  navigatorFits: boolean;
}

/** Sets the studio's panels as the user last left them (the defaults when nothing is stored). */
export async function restorePanels(prefs: PrefsRepository, { wide, navigatorFits }: RestoreOptions, state: StudioState = studioState): Promise<void> {
  const ui = await prefs.getUi().catch(() => undefined);
  if (ui === undefined) return;
  state.navigatorOpen = navigatorFits && ui.navigatorOpen;
  state.sidebarOpen = wide && ui.sidebarOpen;
  state.smartLayouts = wide && ui.layoutsOpen;
}

/**
 * Writes each opening and closing of a panel to the preferences, until the
 * returned function is called. Presenting closes the sidebar by itself: that
 * is not the user's choice, so it is not remembered.
 */
export function rememberPanels(prefs: PrefsRepository, state: StudioState = studioState): () => void {
  const last = Object.fromEntries(PANELS.map((p) => [p.state, state[p.state]])) as Record<PanelKey, boolean>;
  return subscribe(state, () => {
    const changes: Partial<UiPreferences> = {};
    for (const panel of PANELS) {
      const value = state[panel.state];
      if (value === last[panel.state]) continue;
      last[panel.state] = value;
      if (panel.state === 'sidebarOpen' && state.presentationMode) continue;
      changes[panel.pref] = value;
    }
    if (Object.keys(changes).length > 0) void prefs.patchUi(changes).catch(() => undefined);
  });
}
