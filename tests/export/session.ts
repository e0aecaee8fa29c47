/**
 * One LibreOffice session for a describe block of the export checks: a
 * scratch folder and the office, started once before the block and closed
 * after it. A missing program fails every test of the block with the
 * install hint rather than letting them pass unchecked.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openOffice, requirePrograms, type Office } from './client';

export interface OfficeSession {
  /** The block's scratch folder (set once the block has started). */
  readonly dir: string;
  /** The running office, or the reason it is not running. */
  office(): Office;
}

/** Registers the block's set-up and clean-up; `cleanup` runs first when the block ends. */
export function useOffice(prefix: string, cleanup?: () => void): OfficeSession {
  let office: Office | undefined;
  let dir = '';
  let missing: Error | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), `decksmith-${prefix}-`));
    try {
      await requirePrograms();
    } catch (error) {
      missing = error as Error;
      return;
    }
    office = await openOffice();
  });
  afterAll(async () => {
    cleanup?.();
    await office?.close();
    if (dir !== '') await rm(dir, { recursive: true, force: true });
  });
  return {
    get dir() {
      return dir;
    },
    office() {
      if (missing || !office) throw missing ?? new Error('LibreOffice did not start');
      return office;
    },
  };
}
