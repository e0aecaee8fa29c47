import { describe, expect, it } from 'vitest';
import { proxy } from 'valtio';
import { PrefsRepository } from '../data/prefs';
import { freshDbs } from '../data/testing';
import { createStudioState } from './studio';
import { rememberPanels, restorePanels } from './studio-panels';

const dbs = freshDbs();

describe('studio panels', () => {
  it('opens the panels as the defaults say when nothing is stored', async () => {
    const prefs = new PrefsRepository(dbs.make());
    const state = proxy({ ...createStudioState(), sidebarOpen: false, navigatorOpen: false, smartLayouts: true });
    await restorePanels(prefs, { wide: true, navigatorFits: true }, state);
    expect([state.sidebarOpen, state.navigatorOpen, state.smartLayouts]).toEqual([true, true, false]);
  });

  it('remembers each panel opened or closed and restores it', async () => {
    const prefs = new PrefsRepository(dbs.make());
    const state = proxy(createStudioState());
    const stop = rememberPanels(prefs, state);
    state.navigatorOpen = false;
    state.smartLayouts = true;
    await expect.poll(() => prefs.getUi()).toMatchObject({ navigatorOpen: false, layoutsOpen: true });
    state.sidebarOpen = false;
    await expect.poll(() => prefs.getUi()).toMatchObject({ sidebarOpen: false });
    stop();

    const next = proxy(createStudioState());
    await restorePanels(prefs, { wide: true, navigatorFits: true }, next);
    expect([next.sidebarOpen, next.navigatorOpen, next.smartLayouts]).toEqual([false, false, true]);
  });

  it('does not remember the sidebar that presenting closed', async () => {
    const prefs = new PrefsRepository(dbs.make());
    const state = proxy(createStudioState());
    const stop = rememberPanels(prefs, state);
    state.sidebarOpen = false;
    state.navigatorOpen = false;
    state.presentationMode = true;
    // The navigator's change is written in the same batch: once it is there, the sidebar's would be too.
    await expect.poll(() => prefs.getUi()).toMatchObject({ navigatorOpen: false });
    stop();
    expect((await prefs.getUi()).sidebarOpen).toBe(true);
  });

  it('keeps the panels that would cover or squeeze the slide closed on a narrow window', async () => {
    const prefs = new PrefsRepository(dbs.make());
    await prefs.patchUi({ sidebarOpen: true, layoutsOpen: true, navigatorOpen: true });
    const state = proxy(createStudioState());
    await restorePanels(prefs, { wide: false, navigatorFits: true }, state);
    expect([state.sidebarOpen, state.navigatorOpen, state.smartLayouts]).toEqual([false, true, false]);
    await restorePanels(prefs, { wide: false, navigatorFits: false }, state);
    expect(state.navigatorOpen).toBe(false);
  });
});
