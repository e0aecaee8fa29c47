/**
 * A deck drawn in a company template takes the template with it in its deck
 * file; opening the file on another device puts the template in 'Your
 * templates' once, however often the file is opened, and a template that
 * cannot be read leaves the deck in the default theme with a message.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_TEMPLATE_CHARS, parseDeckFile, serializeDeckFile } from '../../core/deck-file';
import { sampleDeckFileDeck } from '../../core/deck-file/testing';
import { DEFAULT_THEME_ID } from '../../core/schemas/catalog';
import { createDefaultPresentationSettings } from '../../core/schemas/config';
import { themeFromTemplate } from '../../core/templates/derive';
import { setImportedThemes } from '../../core/themes/catalogue';
import { mediaRepository } from '../../data/media';
import { presentationsRepository } from '../../data/presentations';
import { TemplatesRepository, type StoredTemplate } from '../../data/templates';
import { freshDbs } from '../../data/testing';
import { readTemplate } from '../../extract/template';
import { toBase64 } from '../../lib/image-bytes';
import { createDeckStore } from '../../state/deck';
import { adoptTemplate, templateLeftOut, templateToCarry, type TemplateImporter } from '../../state/template-carry';
import { downloadDeckFile } from './download';
import { dismissDeckFileImport, importDeckFile } from './import-flow';

const dbs = freshDbs();
const LOGO = new Uint8Array(readFileSync(resolve('tests/fixtures/templates/logo-top-right.potx')));

afterEach(() => {
  dismissDeckFileImport();
  setImportedThemes([]);
});

/** The gallery's import, read in this thread. */
const importFile: TemplateImporter = async (file, repo) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { facts, media } = await readTemplate(bytes, file.name);
  const pictures = media.map((m) => ({ part: m.part, mime: m.mime, blob: new Blob([m.bytes as Uint8Array<ArrayBuffer>], { type: m.mime }) }));
  return repo.add({ fileName: file.name, facts, theme: themeFromTemplate(facts, { id: 'template-new', fileName: file.name }), pictures, source: new Blob([bytes]) });
};

/** A device: its decks and its templates. */
function device() {
  const db = dbs.make();
  const templates = new TemplatesRepository(db);
  const decks = presentationsRepository(db);
  const notes: [string, string][] = [];
  const env = {
    repo: decks,
    notify: (kind: string, message: string) => void notes.push([kind, message]),
    adoptTemplate: (t: Parameters<typeof adoptTemplate>[0]) => adoptTemplate(t, templates, importFile),
  };
  return { db, templates, decks, notes, env };
}

/** The deck file 'Download deck file' writes for a deck drawn in `themeId`. */
async function download(from: ReturnType<typeof device>, themeId: string): Promise<string> {
  const store = createDeckStore();
  const sample = sampleDeckFileDeck('Brand review', 2);
  store.load({ deckId: null, title: sample.title, slides: sample.slides, settings: createDefaultPresentationSettings({ ...sample.settings, selectedTheme: themeId }) });
  const files: Blob[] = [];
  await downloadDeckFile({ store, repo: mediaRepository(from.db), presentations: from.decks, templates: from.templates, save: (blob) => void files.push(blob), notify: (kind, message) => void from.notes.push([kind, message]) });
  return (files[0] as Blob).text();
}

describe('a company template in the deck file', () => {
  it('goes in whole with the deck drawn in it, and joins the other device\'s templates once, under its name', async () => {
    const home = device();
    const stored = await importFile(Object.assign(new Blob([LOGO]), { name: 'logo-top-right.potx' }), home.templates);
    await home.templates.rename(stored.id, 'Acme brand');
    const text = await download(home, stored.id);
    const parsed = parseDeckFile(text);
    expect(parsed.ok && parsed.deck.template).toEqual({ id: stored.id, name: 'Acme brand', fileName: 'logo-top-right.potx', package: toBase64(LOGO) });

    const away = device();
    const first = await importDeckFile(new Blob([text]), away.env);
    const second = await importDeckFile(new Blob([text]), away.env);
    expect([first.status, second.status]).toEqual(['opened', 'opened']);
    const templates = await away.templates.list();
    expect(templates.map((t) => t.name)).toEqual(['Acme brand']);
    const decks = await away.decks.list();
    expect(decks.map((d) => d.settings.selectedTheme)).toEqual([templates[0]?.id, templates[0]?.id]);
    expect(new Uint8Array(await (templates[0] as StoredTemplate).source.arrayBuffer())).toEqual(LOGO);
    expect(away.notes.filter(([kind]) => kind === 'info')).toEqual([]);

    // Back home, the template is already there by its id: nothing is added.
    await importDeckFile(new Blob([text]), home.env);
    expect((await home.templates.list()).map((t) => t.id)).toEqual([stored.id]);
    expect((await home.decks.list())[0]?.settings.selectedTheme).toBe(stored.id);
  });

  it('a deck in a built-in theme carries none', async () => {
    const home = device();
    await importFile(Object.assign(new Blob([LOGO]), { name: 'logo-top-right.potx' }), home.templates);
    const parsed = parseDeckFile(await download(home, 'classic-dark'));
    expect(parsed.ok && parsed.deck.template).toBeUndefined();
  });

  it('a carried package that is not a template: the deck opens in the default theme, says why, and stores no template', async () => {
    const away = device();
    const deck = sampleDeckFileDeck('Brand review', 2);
    const template = { id: 'template-bogus', name: 'Bogus', fileName: 'bogus.potx', package: toBase64(new TextEncoder().encode('not a presentation')) };
    const text = serializeDeckFile({ ...deck, settings: createDefaultPresentationSettings({ ...deck.settings, selectedTheme: template.id }), template });
    expect((await importDeckFile(new Blob([text]), away.env)).status).toBe('opened');
    expect((await away.decks.list())[0]?.settings.selectedTheme).toBe(DEFAULT_THEME_ID);
    expect(await away.templates.list()).toEqual([]);
    expect(away.notes).toContainEqual([
      'info',
      'The deck\'s template "Bogus" could not be added to your templates (This file is not a PowerPoint template or presentation. Choose a .pptx, .potx or .pptm file), so the deck is drawn in the default theme.',
    ]);
  });

  it('a template too large for the file is left out, with a message', async () => {
    const big = { id: 'template-big', name: 'Huge brand', fileName: 'huge.potx', source: new Blob([new Uint8Array(Math.ceil((MAX_TEMPLATE_CHARS * 3) / 4) + 3)]) } as StoredTemplate;
    expect(await templateToCarry('template-big', { list: async () => [big] })).toEqual({ leftOut: templateLeftOut('Huge brand') });
    expect(await templateToCarry('template-gone', { list: async () => [big] })).toBeNull();
  });
});
