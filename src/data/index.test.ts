import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { DecksmithDB, type TableName } from './db';
import { createRepositories, TABLE_REPOSITORIES } from './index';

describe('repositories', () => {
  it('gives every table of the current schema a repository module that exists', () => {
    const tables = new DecksmithDB('never-opened').tables.map((t) => t.name).sort();
    expect(Object.keys(TABLE_REPOSITORIES).sort()).toEqual(tables);
    for (const module of new Set(Object.values(TABLE_REPOSITORIES))) {
      expect(existsSync(fileURLToPath(new URL(`./${module}.ts`, import.meta.url))), `src/data/${module}.ts`).toBe(true);
    }
  });

  it('builds a repository object for every storage table owned here', () => {
    const repos = createRepositories(new DecksmithDB('never-opened'));
    const owned = new Set(Object.values(TABLE_REPOSITORIES).filter((m) => m !== 'profiles' && m !== 'messages' && m !== 'search-index' && m !== 'versions'));
    expect(Object.keys(repos).sort()).toEqual([...owned].sort());
  });

  it('types TableName as exactly the schema tables', () => {
    expectTypeOf<TableName>().toEqualTypeOf<
      'presentations' | 'configs' | 'credits' | 'creditLedger' | 'outbox' | 'media' | 'calllog' | 'prefs' | 'profiles' | 'messages' | 'searchIndex' | 'versions' | 'sources' | 'templates'
    >();
  });
});
