import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAX_SAVED_PRESENTATIONS } from '../core/schemas/config';
import { SAVE_PREFERENCES_FAILED } from '../core/errors';
import { PrefsRepository } from './prefs';
import { freshDbs } from './testing';

const dbs = freshDbs();
afterEach(() => vi.restoreAllMocks());

describe('PrefsRepository', () => {
  it('gives the default preferences with a save limit of 100', async () => {
    const prefs = new PrefsRepository(dbs.make());
    expect(await prefs.get()).toEqual({
      autoSave: true,
      saveInterval: 2,
      maxSavedPresentations: 100,
      defaultTheme: 'aurora-borealis',
      defaultImageStyle: 'photorealistic',
      defaultTitleFont: 'font-montserrat',
      defaultBodyFont: 'font-inter',
      defaultDisablePhotos: false,
      organisation: '',
      bylineName: true,
      bylineDate: 'today',
    });
    expect(DEFAULT_MAX_SAVED_PRESENTATIONS).toBe(100);
  });

  it('sets, patches and resets', async () => {
    const prefs = new PrefsRepository(dbs.make());
    await prefs.set({ autoSave: false });
    expect((await prefs.patch({ saveInterval: 5 })).autoSave).toBe(false);
    expect(await prefs.get()).toMatchObject({ autoSave: false, saveInterval: 5, maxSavedPresentations: 100 });
    await prefs.reset();
    expect((await prefs.get()).autoSave).toBe(true);
  });

  it('refuses an invalid value and logs "Failed to save user preferences"', async () => {
    const prefs = new PrefsRepository(dbs.make());
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(prefs.patch({ maxSavedPresentations: 0 })).rejects.toThrow();
    expect(log).toHaveBeenCalledWith(SAVE_PREFERENCES_FAILED, expect.anything());
    expect((await prefs.get()).maxSavedPresentations).toBe(100);
  });

  it('keeps the valid fields of a partly corrupt record', async () => {
    const db = dbs.make();
    const prefs = new PrefsRepository(db);
    await db.prefs.put({ key: 'user', value: { autoSave: false, saveInterval: 'soon', maxSavedPresentations: 20 } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await prefs.get()).toMatchObject({ autoSave: false, saveInterval: 2, maxSavedPresentations: 20 });
  });

  it('keeps the UI preferences apart from the user preferences', async () => {
    const prefs = new PrefsRepository(dbs.make());
    expect(await prefs.getUi()).toEqual({ navigatorView: 'filmstrip', sidebarOpen: true, navigatorOpen: true, layoutsOpen: false, sidebarTab: 'slides', darkMode: false });
    await prefs.patchUi({ navigatorView: 'list' });
    expect((await prefs.getUi()).navigatorView).toBe('list');
    expect((await prefs.get()).autoSave).toBe(true);
  });
});
