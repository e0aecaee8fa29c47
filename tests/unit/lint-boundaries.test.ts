import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The house rule: src/core and src/protocol are shared by the app, the workers
// and the server, so the lint config must refuse UI, storage and network there.
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'fatal');
}

describe('core/protocol import boundaries', () => {
  it.each([
    ["import { useState } from 'react';\nexport const x = useState;", 'src/core/fake.ts'],
    ["import Dexie from 'dexie';\nexport const x = Dexie;", 'src/protocol/fake.ts'],
    ["import { proxy } from 'valtio';\nexport const x = proxy;", 'src/core/fake.ts'],
    ["import { readFileSync } from 'node:fs';\nexport const x = readFileSync;", 'src/core/fake.ts'],
    ["import { getDb } from '../data/db';\nexport const x = getDb;", 'src/core/fake.ts'],
  ])('refuses %s in %s', async (code, file) => {
    expect(await ruleIds(code, file)).toContain('no-restricted-imports');
  });

  it.each([
    ['export const x = () => fetch("/api");', 'src/core/fake.ts'],
    ['export const x = () => document.title;', 'src/protocol/fake.ts'],
  ])('refuses network and DOM globals: %s', async (code, file) => {
    expect(await ruleIds(code, file)).toContain('no-restricted-globals');
  });

  it('allows the same imports outside core/protocol', async () => {
    const code = "import { useState } from 'react';\nexport const x = useState;";
    expect(await ruleIds(code, 'src/features/fake.ts')).not.toContain('no-restricted-imports');
  });

  it('allows pure imports inside core', async () => {
    const code = "import { z } from 'zod';\nexport const x = z.string();";
    expect(await ruleIds(code, 'src/core/fake.ts')).toEqual([]);
  });
});
