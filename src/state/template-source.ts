/**
 * The package a company template was imported from, as the PowerPoint export
 * needs it to build the file on the template's own master. Read from storage
 * when an export starts, never kept in memory beside the theme: packages can
 * be megabytes and most exports do not need one.
 */
import { TEMPLATE_ID_PREFIX, TemplatesRepository } from '../data/templates';

let repository: TemplatesRepository | undefined;

/**
 * The stored package of the template theme `themeId`; undefined for a
 * built-in theme, a template no longer stored, or storage that cannot be
 * read (the export then draws the template's look on Decksmith's master).
 */
export async function templatePackageOf(themeId: string, repo?: TemplatesRepository): Promise<Uint8Array | undefined> {
  if (!themeId.startsWith(TEMPLATE_ID_PREFIX)) return undefined;
  try {
    const templates = await (repo ?? (repository ??= new TemplatesRepository())).list();
    const source = templates.find((t) => t.id === themeId)?.source;
    return source ? new Uint8Array(await source.arrayBuffer()) : undefined;
  } catch (error) {
    console.error('[decksmith] the template package could not be read', error);
    return undefined;
  }
}
