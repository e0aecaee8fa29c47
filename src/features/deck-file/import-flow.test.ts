import { afterEach, describe, expect, it } from 'vitest';
import { serializeDeckFile } from '../../core/deck-file';
import { sampleDeckFileDeck } from '../../core/deck-file/testing';
import { PrefsRepository } from '../../data/prefs';
import { presentationsRepository } from '../../data/presentations';
import { freshDbs } from '../../data/testing';
import { confirmImportDropOldest, deckFileImport, dismissDeckFileImport, importDeckFile } from './import-flow';

const dbs = freshDbs();

function setup() {
  const db = dbs.make();
  const repo = presentationsRepository(db);
  const notes: [string, string][] = [];
  const opened: string[] = [];
  const env = { repo, notify: (kind: string, message: string) => void notes.push([kind, message]), onOpened: (id: string) => void opened.push(id) };
  return { db, repo, notes, opened, env };
}

const fileOf = (text: string) => new Blob([text], { type: 'application/json' });

afterEach(() => dismissDeckFileImport());

describe('importDeckFile', () => {
  it('saves a valid file as a new, complete presentation, says so and opens it', async () => {
    const { repo, notes, opened, env } = setup();
    const outcome = await importDeckFile(fileOf(serializeDeckFile(sampleDeckFileDeck('Ocean currents', 2))), env);
    expect(outcome.status).toBe('opened');
    const [saved] = await repo.list();
    expect(saved).toMatchObject({ title: 'Ocean currents', description: 'About Ocean currents', theme: 'cosmic-dream', isComplete: true });
    expect(saved?.slides.map((s) => s.notes)).toEqual(['Welcome everyone', 'Notes for topic 1', 'Notes for topic 2']);
    expect(saved?.config?.description_size).toBe('medium');
    expect(opened).toEqual([saved?.id]);
    expect(notes).toContainEqual(['success', 'Opened "Ocean currents"']);
    expect(deckFileImport.busy).toBe(false);
  });

  it('refuses a broken file with its message and stores nothing', async () => {
    const { repo, opened, env } = setup();
    const outcome = await importDeckFile(fileOf('{"format":"decksmith-deck"'), env);
    expect(outcome.status).toBe('refused');
    expect(deckFileImport.error).toMatch(/not valid JSON/);
    expect(await repo.count()).toBe(0);
    expect(opened).toEqual([]);
  });

  it('imports the same file twice as two decks (a copy, never an overwrite)', async () => {
    const { repo, env } = setup();
    const text = serializeDeckFile(sampleDeckFileDeck());
    await importDeckFile(fileOf(text), env);
    await importDeckFile(fileOf(text), env);
    expect(await repo.count()).toBe(2);
  });

  it('asks before passing the saved-deck limit, and drops the oldest only when told', async () => {
    const { db, repo, opened, env } = setup();
    await new PrefsRepository(db).set({ maxSavedPresentations: 1 });
    await repo.save({ title: 'Older deck', slides: [...sampleDeckFileDeck().slides] });
    const outcome = await importDeckFile(fileOf(serializeDeckFile(sampleDeckFileDeck('New deck'))), env);
    expect(outcome.status).toBe('limit');
    expect(deckFileImport.limitPrompt?.oldest.map((d) => d.title)).toEqual(['Older deck']);
    expect((await repo.list()).map((p) => p.title)).toEqual(['Older deck']);
    await confirmImportDropOldest(env);
    expect((await repo.list()).map((p) => p.title)).toEqual(['New deck']);
    expect(opened).toHaveLength(1);
  });

  it('tells a full device apart and keeps what was there', async () => {
    const { repo, env } = setup();
    const { StorageFullError } = await import('../../data/errors');
    repo.save = () => Promise.reject(new StorageFullError('Failed to save presentation'));
    await importDeckFile(fileOf(serializeDeckFile(sampleDeckFileDeck())), env);
    expect(deckFileImport.error).toBe(new StorageFullError('x').userMessage);
  });
});
