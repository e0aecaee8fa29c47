/**
 * --file: a document's text, read with the same engine and limits as
 * POST /api/v1/extract/extract-text (src/extract): less than 10 MB, type
 * judged by the bytes against the name, the app's error texts. The size is
 * checked before the file is read, so a huge file is refused at once.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { validateUploadFile, requireExtractedText } from '../src/core/upload-rules';
import { ExtractError, extractText } from '../src/extract/index';
import { CliError, messageOf } from './errors';
import type { Reporter } from './progress';

/** A file-system failure as a sentence naming the path. */
export function fileErrorText(path: string, error: unknown, verb: 'read' | 'write'): string {
  const code = (error as { code?: string }).code;
  if (code === 'ENOENT') return verb === 'read' ? `File not found: ${path}` : `Cannot write ${path}: its folder does not exist`;
  if (code === 'EACCES' || code === 'EPERM') return `Cannot ${verb} ${path}: permission denied`;
  if (code === 'EISDIR') return `Cannot ${verb} ${path}: it is a folder`;
  return `Cannot ${verb} ${path}: ${messageOf(error)}`;
}

async function readChecked(path: string): Promise<Uint8Array> {
  let size: number;
  try {
    const info = await stat(path);
    if (info.isDirectory()) throw Object.assign(new Error('is a folder'), { code: 'EISDIR' });
    size = info.size;
  } catch (error) {
    throw new CliError(fileErrorText(path, error, 'read'));
  }
  const refused = validateUploadFile({ name: basename(path), size });
  if (refused !== undefined) throw new CliError(`${basename(path)}: ${refused}`);
  try {
    return new Uint8Array(await readFile(path));
  } catch (error) {
    throw new CliError(fileErrorText(path, error, 'read'));
  }
}

/**
 * The text of the document at `path`, trimmed as the extract call answers it.
 * @throws CliError: missing or unreadable file, or the extraction's refusal
 *   ('File size must be less than 10MB', 'File type not supported...', ...).
 */
export async function readDocument(path: string, reporter: Reporter): Promise<string> {
  const name = basename(path);
  const bytes = await readChecked(path);
  reporter.progress(`Reading ${name}`);
  try {
    const result = await extractText(bytes, name);
    const text = requireExtractedText(result.text);
    const pages = result.pages === undefined ? '' : `${result.pages} ${result.pages === 1 ? 'page' : 'pages'}, `;
    reporter.progress(`Read ${name}: ${pages}${text.length.toLocaleString('en-US')} characters`);
    if (result.truncated) reporter.warn(`${name} is long: only its first ${text.length.toLocaleString('en-US')} characters are used`);
    return text;
  } catch (error) {
    if (error instanceof ExtractError || error instanceof Error) throw new CliError(`${name}: ${messageOf(error)}`);
    throw error;
  }
}
