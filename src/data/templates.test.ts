import { describe, expect, it } from 'vitest';
import { themeFromTemplate } from '../core/templates/derive';
import type { TemplateFacts } from '../core/templates/types';
import type { DecksmithDB } from './db';
import { freshDbs } from './testing';
import { TemplatesRepository, type NewTemplate } from './templates';

const dbs = freshDbs();

const FACTS: TemplateFacts = {
  name: 'Acme  Corporate ', kind: 'potx', slideSize: { cx: 12_192_000, cy: 6_858_000 },
  palette: { dk1: '#000000', lt1: '#ffffff', dk2: '#003b5c', lt2: '#e7e6e6', accent1: '#008080', accent2: '#f2a900', accent3: '#a5a5a5', accent4: '#ffc000', accent5: '#5b9bd5', accent6: '#70ad47' },
  fonts: { major: 'Georgia', minor: 'Verdana' }, layoutBackgrounds: [], masterBackground: { kind: 'solid', color: '#ffffff' },
  pictures: [{ part: 'ppt/media/logo.png', name: 'Logo', box: { x: 0.86, y: 0.04, w: 0.11, h: 0.2 } }],
  placeholders: {}, textColors: {}, notes: [],
};

function template(): NewTemplate {
  return {
    fileName: 'acme.potx',
    facts: FACTS,
    theme: themeFromTemplate(FACTS, { id: 'draft', fileName: 'acme.potx' }),
    pictures: [{ part: 'ppt/media/logo.png', mime: 'image/png', blob: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }) }],
    source: new Blob([new Uint8Array([0x50, 0x4b, 3, 4])]),
  };
}

function repo(db: DecksmithDB, ids = ['template-a', 'template-b']): TemplatesRepository {
  let t = 1000;
  return new TemplatesRepository(db, () => (t += 1), () => ids.shift() ?? 'template-z');
}

describe('TemplatesRepository', () => {
  it('stores a template with its pictures as blobs and lists it with its theme under its own id', async () => {
    const db = dbs.make();
    const stored = await repo(db).add(template());
    expect(stored.id).toBe('template-a');
    expect(stored.theme.id).toBe('template-a');
    expect(stored.name).toBe('Acme Corporate');
    const [listed] = await new TemplatesRepository(db).list();
    expect(listed?.theme).toMatchObject({ id: 'template-a', name: 'Acme Corporate', category: 'template' });
    expect(listed?.pictures[0]?.blob).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (listed?.pictures[0]?.blob as Blob).arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect(listed?.source.size).toBe(4);
    expect(listed?.facts.pictures[0]?.name).toBe('Logo');
  });

  it('renames (the theme takes the new name), refuses an empty name, and deletes', async () => {
    const db = dbs.make();
    const r = repo(db);
    await r.add(template());
    await r.add(template());
    expect(await r.rename('template-a', '  Brand 2026 ')).toBe(true);
    expect(await r.rename('template-a', '   ')).toBe(false);
    expect(await r.rename('template-missing', 'x')).toBe(false);
    expect((await r.list()).map((t) => [t.id, t.name, t.theme.name])).toEqual([
      ['template-a', 'Brand 2026', 'Brand 2026'],
      ['template-b', 'Acme Corporate', 'Acme Corporate'],
    ]);
    await r.delete('template-a');
    expect((await r.list()).map((t) => t.id)).toEqual(['template-b']);
  });

  it('skips a row that does not read back instead of failing the list', async () => {
    const db = dbs.make();
    await repo(db).add(template());
    await db.templates.put({ id: 'template-bad', name: 'x', fileName: 'x', importedAt: 5000, facts: {}, theme: { id: 'nope' }, pictures: [], source: new Blob([]) });
    expect((await new TemplatesRepository(db).list()).map((t) => t.id)).toEqual(['template-a']);
  });

  it('opens data written by the version before (v7) and adds the empty table', async () => {
    const name = `old-${crypto.randomUUID()}`;
    const old = new (await import('dexie')).default(name);
    old.version(7).stores({ presentations: 'id, updatedAt, lastViewed, favorite, title', sources: 'deckId' });
    await old.open();
    await old.table('sources').put({ deckId: 'd1', name: 'n', text: 't', keptAt: 1 });
    old.close();
    const db = dbs.make(name);
    await db.open();
    expect(await db.sources.get('d1')).toMatchObject({ text: 't' });
    expect(await db.templates.count()).toBe(0);
  });
});
