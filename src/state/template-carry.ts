/**
 * A company template travelling in a deck file: taken from storage, whole,
 * when the deck drawn in it is written to a file, and put in 'Your
 * templates' when such a file is opened on another device. The same
 * package already there is used as it is, never imported a second time.
 */
import { MAX_TEMPLATE_CHARS, type DeckFileTemplate } from '../core/deck-file';
import { TEMPLATE_ID_PREFIX } from '../core/templates/types';
import type { StoredTemplate, TemplatesRepository } from '../data/templates';
import { fromBase64, toBase64 } from '../lib/image-bytes';
import { importTemplateFile, renameTemplate } from './templates';

/** What a deck file takes of the deck's theme: the template to carry, or why it is left out. */
export type TemplateToCarry = { template: DeckFileTemplate } | { leftOut: string } | null;

/** Said when a template is too large to carry: the deck still goes in the file. */
export function templateLeftOut(name: string): string {
  return `The template "${name}" is too large to go in the deck file, so the deck opens elsewhere in the default theme.`;
}

/** The template the theme `themeId` comes from, as a deck file carries it; null for a built-in theme or one no longer stored. */
export async function templateToCarry(themeId: string, repo: Pick<TemplatesRepository, 'list'>): Promise<TemplateToCarry> {
  if (!themeId.startsWith(TEMPLATE_ID_PREFIX)) return null;
  const stored = (await repo.list()).find((t) => t.id === themeId);
  if (!stored) return null;
  const data = toBase64(new Uint8Array(await stored.source.arrayBuffer()));
  if (data.length > MAX_TEMPLATE_CHARS) return { leftOut: templateLeftOut(stored.name) };
  return { template: { id: stored.id, name: stored.name, fileName: stored.fileName, package: data } };
}

async function samePackage(stored: StoredTemplate, bytes: Uint8Array): Promise<boolean> {
  if (stored.source.size !== bytes.length) return false;
  const own = new Uint8Array(await stored.source.arrayBuffer());
  for (let i = 0; i < own.length; i++) if (own[i] !== bytes[i]) return false;
  return true;
}

/** Imports a template file into `repo` (the gallery's import: read, checked, stored, shown). */
export type TemplateImporter = (file: Blob & { name: string }, repo: TemplatesRepository) => Promise<{ id: string; name: string }>;

/**
 * The id the carried template has in 'Your templates': the stored one with
 * its id or its very package, else the one imported now under the name it
 * was given. Throws what the import throws (the package is read as any
 * imported template is); nothing is stored then.
 */
export async function adoptTemplate(carried: DeckFileTemplate, repo: TemplatesRepository, importFile: TemplateImporter = importTemplateFile): Promise<string> {
  const bytes = fromBase64(carried.package);
  for (const stored of await repo.list()) if (stored.id === carried.id || (await samePackage(stored, bytes))) return stored.id;
  const imported = await importFile(Object.assign(new Blob([bytes as Uint8Array<ArrayBuffer>]), { name: carried.fileName }), repo);
  if (imported.name !== carried.name) await renameTemplate(imported.id, carried.name, repo);
  return imported.id;
}
