/**
 * Writing a deck: PowerPoint through the app's exporter (loaded on demand,
 * as the app does) or the portable deck file. The file is written next to
 * its destination first and then renamed, so a failure never leaves half a
 * deck behind. Issues of the export report go to the reporter; the caller
 * prints the one result line.
 */
import { constants } from 'node:fs';
import { access, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { serializeDeckFile, type DeckFileDeck } from '../src/core/deck-file/index';
import type { ExportDeck, ExportProgress } from '../src/export/types';
import { nodePictureEncoder, nodeSvgRasterizer } from './canvas-node';
import { fileErrorText } from './document';
import { CliError, messageOf } from './errors';
import type { OutputKind } from './options';
import type { Reporter } from './progress';

export interface Written {
  path: string;
  bytes: number;
  slides: number;
}

/** 'Wrote deck.pptx (42 KB, 9 slides)': the command's one line of output. */
export function writtenLine(written: Written): string {
  const kb = Math.max(1, Math.round(written.bytes / 1024));
  return `Wrote ${written.path} (${kb} KB, ${written.slides} ${written.slides === 1 ? 'slide' : 'slides'})`;
}

/**
 * Fails early, before minutes of generation, when `path` cannot be written:
 * its folder is missing or read-only, or the path is a folder.
 */
export async function checkWritable(path: string): Promise<void> {
  try {
    const existing = await stat(path).catch(() => null);
    if (existing?.isDirectory()) throw Object.assign(new Error('is a folder'), { code: 'EISDIR' });
    await access(dirname(path), constants.W_OK);
  } catch (error) {
    throw new CliError(fileErrorText(path, error, 'write'));
  }
}

/**
 * Fails early, before minutes of generation, when no file can be written in
 * `folder`: where the .pptx named from the title goes when no --out is given
 * (the title, so the name, is known only once the deck is made).
 */
export async function checkFolderWritable(folder: string): Promise<void> {
  try {
    const info = await stat(folder);
    if (!info.isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    await access(folder, constants.W_OK);
  } catch (error) {
    const code = (error as { code?: string }).code;
    const why = code === 'ENOENT' ? 'it no longer exists' : code === 'EACCES' || code === 'EPERM' || code === 'EROFS' ? 'permission denied' : messageOf(error);
    throw new CliError(`Cannot write in the current folder ${folder}: ${why}. Give --out PATH to write the deck elsewhere.`);
  }
}

/** Writes `data` to `path` through a temporary file in the same folder. */
export async function writeFileSafely(path: string, data: Uint8Array | string): Promise<void> {
  const temporary = `${path}.${process.pid}.partial`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw new CliError(fileErrorText(path, error, 'write'));
  }
}

function progressLine(reporter: Reporter): (progress: ExportProgress) => void {
  return ({ done, total, label }) => {
    if (done < total) reporter.progress(label);
  };
}

/**
 * Exports `deck` to PowerPoint and writes it to `path`, or to the title
 * sanitised as the app names it (in the current folder) when none is given.
 * @throws CliError: the exporter's 'Failed to generate PowerPoint: ...', or an unwritable path.
 */
export async function writePptx(deck: ExportDeck, path: string | undefined, reporter: Reporter, templatePackage?: Uint8Array): Promise<Written> {
  const { exportPptx } = await import('../src/export/pptx/index');
  // The canvas for Node: pictures at their slot's size as JPEG or PNG, SVG icons as PNG (canvas-node.ts).
  const [encodePicture, rasterizeSvg] = await Promise.all([nodePictureEncoder(), nodeSvgRasterizer()]);
  let result;
  try {
    result = await exportPptx(deck, {
      onProgress: progressLine(reporter),
      deflateRaw: (data) => deflateRawSync(data),
      // A deck in a company template is built on the template's own master, layouts and theme.
      ...(templatePackage ? { templatePackage } : {}),
      ...(encodePicture ? { encodePicture } : {}),
      ...(rasterizeSvg ? { rasterizeSvg } : {}),
    });
  } catch (error) {
    throw new CliError(messageOf(error));
  }
  for (const issue of result.report.issues) reporter.warn(issue.message);
  const target = path ?? result.fileName;
  await writeFileSafely(target, result.bytes);
  return { path: target, bytes: result.bytes.length, slides: result.report.slidesExported };
}

/** Writes `deck` as a deck file (.decksmith.json) to `path`. */
export async function writeDeckFile(deck: DeckFileDeck, path: string): Promise<Written> {
  const text = serializeDeckFile(deck);
  await writeFileSafely(path, text);
  return { path, bytes: Buffer.byteLength(text), slides: deck.slides.length };
}

/** Writes `deck` as `kind` (PowerPoint when no output was asked for); a deck file carries the deck's company template. */
export function writeDeck(
  deck: ExportDeck & Pick<DeckFileDeck, 'template'>,
  out: { path: string; kind: OutputKind } | undefined,
  reporter: Reporter,
  templatePackage?: Uint8Array,
): Promise<Written> {
  if (out?.kind === 'deck-file') return writeDeckFile(deck, out.path);
  return writePptx(deck, out?.path, reporter, templatePackage);
}
