import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findTheme, setImportedThemes } from '../core/themes/catalogue';
import { resolveLook } from '../core/themes/look';
import { screenLook } from '../core/themes/projections';
import { PrefsRepository } from '../data/prefs';
import { TemplatesRepository } from '../data/templates';
import { freshDbs } from '../data/testing';
import { readTemplateInWorker } from '../workers/template-client';
import { hostWorker } from '../workers/testing';
import { deleteTemplate, importTemplateFile, makeDefaultTheme, renameTemplate, startTemplateThemes, templateThemes, type ImportOptions } from './templates';

const dbs = freshDbs();

function file(name: string, bytes?: Uint8Array): Blob & { name: string } {
  const data = bytes ?? new Uint8Array(readFileSync(resolve('tests/fixtures/templates', name)));
  return Object.assign(new Blob([data as Uint8Array<ArrayBuffer>]), { name });
}

/** The extraction worker's host run in this thread (Node has no Worker). */
const inThread: ImportOptions = { read: (f, options) => readTemplateInWorker(f, { ...options, createWorker: hostWorker }) };

afterEach(() => setImportedThemes([]));

describe('template themes', () => {
  it('imports a template: stored, listed, and drawn with its logo and fonts', async () => {
    const repo = new TemplatesRepository(dbs.make());
    const imported = await importTemplateFile(file('logo-top-right.potx'), repo, inThread);
    expect(imported.name).toBe('Test');
    expect(templateThemes.list.map((t) => t.id)).toEqual([imported.id]);
    expect(findTheme(imported.id)?.category).toBe('template');
    const look = screenLook(resolveLook({ selectedTheme: imported.id, selectedTitleFont: 'font-inter', selectedBodyFont: 'font-inter' }));
    expect(look.titleFont.startsWith("'Georgia'")).toBe(true);
    expect(look.template?.pictures).toHaveLength(1);
    expect(look.template?.pictures[0]?.src.startsWith('data:image/png;base64,iVBOR')).toBe(true);
    expect((await repo.list())[0]?.pictures[0]?.mime).toBe('image/png');
  });

  it('keeps the master\'s shapes and the title slide\'s look through storage', async () => {
    const repo = new TemplatesRepository(dbs.make());
    const imported = await importTemplateFile(file('band-footer.pptx'), repo, inThread);
    setImportedThemes([]);
    const stop = await startTemplateThemes(repo);
    stop();
    const look = findTheme(imported.id)?.template;
    expect(look?.shapes?.map((s) => s.text?.paragraphs[0] ?? s.fill ?? s.line?.color)).toEqual(['#00807f', '#e07a1f', 'Company confidential & <internal>', '#e07a1f']);
    expect(look?.titleSlide).toMatchObject({ background: '#1b2a41', hideMaster: true });
  });

  it('stores nothing when the file is refused, and says why', async () => {
    const repo = new TemplatesRepository(dbs.make());
    await expect(importTemplateFile(file('notes.pptx', new TextEncoder().encode('not a deck')), repo, inThread)).rejects.toThrow(
      'This file is not a PowerPoint template or presentation. Choose a .pptx, .potx or .pptm file.',
    );
    expect(await repo.list()).toEqual([]);
  });

  it('shows the stored templates without waiting on a timer (a page whose timers are held still starts)', async () => {
    const db = dbs.make();
    const repo = new TemplatesRepository(db);
    const a = await importTemplateFile(file('dark-master.pptx'), repo, inThread);
    setImportedThemes([]);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const stop = await startTemplateThemes(repo);
      expect(findTheme(a.id)?.dark).toBe(true);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('registers the stored templates before it resolves, renames, deletes and makes one the default', async () => {
    const db = dbs.make();
    const repo = new TemplatesRepository(db);
    const a = await importTemplateFile(file('dark-master.pptx'), repo, inThread);
    setImportedThemes([]);
    const stop = await startTemplateThemes(repo);
    expect(findTheme(a.id)?.dark).toBe(true);
    await renameTemplate(a.id, 'Night', repo);
    expect(templateThemes.list[0]?.name).toBe('Night');
    const prefs = new PrefsRepository(db);
    await makeDefaultTheme(a.id, prefs);
    expect((await prefs.get()).defaultTheme).toBe(a.id);
    await deleteTemplate(a.id, repo);
    expect(templateThemes.list).toEqual([]);
    expect(findTheme(a.id)).toBeUndefined();
    stop();
  });
});
