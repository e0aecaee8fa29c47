import { proxy } from 'valtio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME_ID } from '../core/schemas/catalog';
import { themeFromTemplate } from '../core/templates/derive';
import { setImportedThemes } from '../core/themes/catalogue';
import { DraftsRepository } from '../data/drafts';
import { PrefsRepository } from '../data/prefs';
import { freshDbs } from '../data/testing';
import { createInitialForm, resetCreateForm } from './create-form';
import { FORM_DRAFT, keepFormDraft } from './create-form-draft';
import { followFormDefaults, formDefaultsOf } from './form-defaults';
import { makeDefaultTheme } from './templates';

const dbs = freshDbs();
const quiet = { onHidden: () => () => undefined };

/** A template theme as the app registers an imported one. */
function imported(id: string) {
  const facts = {
    name: 'Acme', kind: 'potx' as const, slideSize: { cx: 12_192_000, cy: 6_858_000 }, fonts: {}, layoutBackgrounds: [], pictures: [],
    placeholders: {}, textColors: {}, notes: [], masterBackground: { kind: 'solid' as const, color: '#101820' },
  };
  const theme = themeFromTemplate(facts, { id, fileName: 'acme.potx' });
  setImportedThemes([theme]);
  return theme;
}

afterEach(() => setImportedThemes([]));

describe('the theme a new generate form starts in', () => {
  it('is the user\'s default while it names a theme: built-in (by alias too) or imported', async () => {
    expect(formDefaultsOf('classic-dark')).toEqual({ theme: 'classic-dark' });
    expect(formDefaultsOf('aurora')).toEqual({ theme: 'aurora-borealis' });
    expect(formDefaultsOf(undefined)).toEqual({});
    const theme = imported('template-acme');
    expect(formDefaultsOf(theme.id)).toEqual({ theme: 'template-acme' });
  });

  it('falls back to the built-in default, with no warning, when the default template was deleted', async () => {
    const prefs = new PrefsRepository(dbs.make());
    const theme = imported('template-acme');
    await makeDefaultTheme(theme.id, prefs);
    const source = followFormDefaults(prefs);
    try {
      expect(await source.read()).toEqual({ theme: theme.id });
      expect(createInitialForm(source.current()).input.theme).toBe(theme.id);
      const warn = vi.spyOn(console, 'warn');
      // Deleted: the app no longer registers it.
      setImportedThemes([]);
      expect(source.current()).toEqual({});
      expect(createInitialForm(source.current()).input.theme).toBe(DEFAULT_THEME_ID);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      source.stop();
    }
  });

  it('fills a fresh form with the default, keeps a form the user had already started, and follows a new default', async () => {
    const db = dbs.make();
    const prefs = new PrefsRepository(db);
    const drafts = new DraftsRepository(db);
    await prefs.patch({ defaultTheme: 'classic-dark' });
    const source = followFormDefaults(prefs);
    try {
      const fresh = proxy(createInitialForm());
      const kept = keepFormDraft(fresh, drafts, { ...quiet, defaults: () => source.read() });
      await kept.ready;
      kept.stop();
      expect(fresh.input.theme).toBe('classic-dark');

      const started = createInitialForm();
      started.input.text = 'Lighthouses';
      started.input.theme = 'aurora-borealis';
      await drafts.set(FORM_DRAFT, structuredClone(started));
      const restored = proxy(createInitialForm());
      const again = keepFormDraft(restored, drafts, { ...quiet, defaults: () => source.read() });
      await again.ready;
      again.stop();
      expect(restored.input).toMatchObject({ text: 'Lighthouses', theme: 'aurora-borealis' });

      // A later fresh form (a new document, or the next deck) starts in the default chosen meanwhile.
      await prefs.patch({ defaultTheme: 'corporate-blue' });
      await vi.waitFor(() => expect(source.current()).toEqual({ theme: 'corporate-blue' }), { timeout: 10_000, interval: 10 });
      resetCreateForm(restored, source.current());
      expect(restored.input).toMatchObject({ text: '', theme: 'corporate-blue' });
    } finally {
      source.stop();
    }
  });
});
