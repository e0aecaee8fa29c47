/**
 * What the slides view (/home) shows around the deck: which modal or panel
 * is open, the navigator's view, the zoom.
 * The deck itself is in the deck store; its edits go through the editor.
 */
import { proxy } from 'valtio';

export type NavigatorView = 'filmstrip' | 'list';

export interface StudioState {
  /** Index of the slide in the Edit Slide modal, null when closed. */
  editSlide: number | null;
  savedPresentations: boolean;
  smartLayouts: boolean;
  presentationMode: boolean;
  /** The generator sidebar: open by default. */
  sidebarOpen: boolean;
  navigatorOpen: boolean;
  navigatorView: NavigatorView;
  /** Zoom of the slide viewer, 0.3 to 3. */
  zoom: number;
}

export function createStudioState(): StudioState {
  return {
    editSlide: null,
    savedPresentations: false,
    smartLayouts: false,
    presentationMode: false,
    sidebarOpen: true,
    navigatorOpen: true,
    navigatorView: 'filmstrip',
    zoom: 1,
  };
}

/** The app's studio state. */
export const studioState: StudioState = proxy(createStudioState());
