import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The architecture lives in the lint config: every folder imports only the
// folders below it (the layer table in eslint.config.js), and src/core,
// src/protocol and src/lib are shared by the app, the workers, the server and
// the CLI, so they must also refuse UI, storage and network packages. Each
// line of the table has a case it refuses and one it allows, so loosening or
// dropping a line fails here.
const eslint = new ESLint({ cwd: process.cwd() });

async function messages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages ?? [];
}

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  return (await messages(code, filePath)).map((m) => m.ruleId ?? 'fatal');
}

/** The layer rule's complaints about `code` in `filePath`. */
async function layerErrors(code: string, filePath: string): Promise<string[]> {
  return (await messages(code, filePath)).filter((m) => m.ruleId === 'layers/imports' || m.ruleId === null).map((m) => m.message);
}

const use = (specifier: string) => `import { a } from '${specifier}';\nexport const x = a;`;

// [file, import]: one import each line of the table refuses...
const REFUSED: [string, string][] = [
  ['src/lib/fake.ts', '../core/deck'],
  ['src/protocol/fake.ts', '../core/deck'],
  ['src/core/fake.ts', '../data/db'],
  ['src/data/fake.ts', '../api/http'],
  ['src/api/fake.ts', '../workers/stream-client'],
  ['src/api/fake.ts', '../../server/app'],
  ['src/extract/fake.ts', '../api/http'],
  ['src/export/fake.ts', '../extract'],
  ['src/auth/fake.ts', '../api/http'],
  ['src/workers/fake.ts', '../state/deck'],
  ['src/state/fake.ts', '../ui/toast'],
  ['src/state/fake.ts', '../../cli/main'],
  ['src/ui/fake.ts', '../features/editor/draft'],
  ['src/features/editor/fake.ts', '../pictures'],
  ['src/features/editor/fake.ts', '../../screens/frame/AppHeader'],
  ['src/screens/start/fake.ts', '../studio/HomePage'],
  ['src/screens/studio/fake.ts', '../../routes/__root'],
  ['src/routes/fake.ts', '../main'],
  ['src/app/fake.ts', '../../tests/helpers/anything'],
  ['src/main.tsx', '../server/app'],
  ['sw/fake.ts', '../src/state/pwa'],
  ['server/fake.ts', '../src/state/deck'],
  ['server/fake.ts', '../cli/main'],
  ['cli/fake.ts', '../src/ui/toast'],
];

// ...and one it allows.
const ALLOWED: [string, string][] = [
  ['src/lib/fake.ts', './clock'],
  ['src/protocol/fake.ts', '../lib/clock'],
  ['src/core/fake.ts', '../protocol/lines'],
  ['src/data/fake.ts', '../core/deck'],
  ['src/api/fake.ts', '../data/db'],
  ['src/api/fake.ts', '../../package.json'],
  ['src/extract/fake.ts', '../data/db'],
  ['src/export/fake.ts', '../data/db'],
  ['src/auth/fake.ts', '../data/db'],
  ['src/workers/fake.ts', '../api/http'],
  ['src/workers/fake.ts', '../extract'],
  ['src/state/fake.ts', '../workers/stream-client'],
  ['src/state/fake.ts', '../../sw/messages'],
  ['src/ui/fake.ts', '../state/deck'],
  ['src/features/editor/fake.ts', '../../ui/slide/SlideCanvas'],
  ['src/features/editor/fake.ts', './draft'],
  ['src/screens/start/fake.ts', '../../features/upload/UploadDialog'],
  ['src/screens/start/fake.ts', '../frame/AppPage'],
  ['src/routes/fake.ts', '../screens/studio/HomePage'],
  ['src/app/fake.ts', '../routes/__root'],
  ['src/main.tsx', './router'],
  ['src/router.tsx', './routeTree.gen'],
  ['sw/fake.ts', './messages'],
  ['server/fake.ts', '../src/extract'],
  ['cli/fake.ts', '../server/app'],
];

describe('layer boundaries', () => {
  it.each(REFUSED)('refuses in %s: %s', async (file, specifier) => {
    const errors = await layerErrors(use(specifier), file);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('may not import');
  });

  it.each(ALLOWED)('allows in %s: %s', async (file, specifier) => {
    expect(await layerErrors(use(specifier), file)).toEqual([]);
  });

  it('says that features never import each other', async () => {
    const [error] = await layerErrors(use('../pictures'), 'src/features/sidebar/fake.tsx');
    expect(error).toContain('src/features/sidebar may not import src/features/pictures: the folders of src/features/* never import each other');
  });

  it.each([
    ["import type { A } from '../pictures';\nexport type X = A;", 'a type-only import'],
    ["export { a } from '../pictures';", 'a re-export'],
    ["export * from '../pictures';", 'a re-export of everything'],
    ["export const load = () => import('../pictures');", 'a dynamic import'],
    ["export type X = typeof import('../pictures');", 'a type import'],
    ["export const w = () => new Worker(new URL('../pictures/x.worker.ts', import.meta.url));", 'a worker address'],
    ["import { a } from '../pictures/index.tsx?raw';\nexport const x = a;", 'an import with a query'],
  ])('checks %s (%s)', async (code) => {
    expect(await layerErrors(code, 'src/features/editor/fake.ts')).toHaveLength(1);
  });

  it('lets test files use the shared test helpers, and nothing else more', async () => {
    expect(await layerErrors(use('../../tests/helpers/anything'), 'src/state/fake.test.ts')).toEqual([]);
    expect(await layerErrors(use('../../tests/helpers/anything'), 'src/state/fake.ts')).toHaveLength(1);
    expect(await layerErrors(use('../ui/toast'), 'src/state/fake.test.ts')).toHaveLength(1);
    expect(await layerErrors(use('../../bench/lib'), 'src/protocol/fake.test.ts')).toHaveLength(1);
  });

  it('refuses a file in no layer of the table', async () => {
    const [error] = await layerErrors('export const x = 1;', 'src/elsewhere/fake.ts');
    expect(error).toContain('src/elsewhere/fake.ts is in no layer');
  });

  it('leaves tests, bench and scripts free', async () => {
    expect(await layerErrors(use('../../src/features/editor/draft'), 'tests/unit/fake.test.ts')).toEqual([]);
    expect(await layerErrors(use('../server/app'), 'bench/fake.ts')).toEqual([]);
  });
});

describe('no stores in src/ui', () => {
  it('refuses a valtio proxy in src/ui', async () => {
    expect(await ruleIds("import { proxy } from 'valtio';\nexport const x = proxy({});", 'src/ui/fake.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import { proxyMap } from 'valtio/utils';\nexport const x = proxyMap();", 'src/ui/fonts/fake.ts')).toContain('no-restricted-imports');
  });

  it('allows reading a store in src/ui, and a proxy in src/state', async () => {
    expect(await ruleIds("import { useSnapshot } from 'valtio';\nexport const x = useSnapshot;", 'src/ui/fake.ts')).not.toContain('no-restricted-imports');
    expect(await ruleIds("import { proxy } from 'valtio';\nexport const x = proxy({});", 'src/state/fake.ts')).not.toContain('no-restricted-imports');
  });
});

describe('core/protocol/lib packages and globals', () => {
  it.each([
    ["import { useState } from 'react';\nexport const x = useState;", 'src/core/fake.ts'],
    ["import Dexie from 'dexie';\nexport const x = Dexie;", 'src/protocol/fake.ts'],
    ["import { proxy } from 'valtio';\nexport const x = proxy;", 'src/core/fake.ts'],
    ["import { readFileSync } from 'node:fs';\nexport const x = readFileSync;", 'src/core/fake.ts'],
    ["import { useState } from 'react';\nexport const x = useState;", 'src/lib/fake.ts'],
  ])('refuses %s in %s', async (code, file) => {
    expect(await ruleIds(code, file)).toContain('no-restricted-imports');
  });

  it.each([
    ['export const x = () => fetch("/api");', 'src/core/fake.ts'],
    ['export const x = () => document.title;', 'src/protocol/fake.ts'],
    ['export const x = () => window.location;', 'src/lib/fake.ts'],
  ])('refuses network and DOM globals: %s', async (code, file) => {
    expect(await ruleIds(code, file)).toContain('no-restricted-globals');
  });

  it('allows the same imports outside core/protocol/lib', async () => {
    const code = "import { useState } from 'react';\nexport const x = useState;";
    expect(await ruleIds(code, 'src/features/fake/fake.ts')).not.toContain('no-restricted-imports');
  });

  it('allows pure imports inside core', async () => {
    const code = "import { z } from 'zod';\nexport const x = z.string();";
    expect(await ruleIds(code, 'src/core/fake.ts')).toEqual([]);
  });
});
