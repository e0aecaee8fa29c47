/**
 * `--template company.pptx`: the company template read by the app's own
 * reader (src/extract/template) and made a theme by the app's derivation
 * (src/core/templates), its pictures as data URLs, and registered beside the
 * catalogue so the deck and its export are drawn in it as the app draws them.
 * A file that is not a usable template stops the command with the reader's
 * own reason, before any generation.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { MAX_TEMPLATE_CHARS, type DeckFileTemplate } from '../src/core/deck-file/index';
import { themeFromTemplate } from '../src/core/templates/derive';
import { themeWithPictureUrls } from '../src/core/templates/picture-urls';
import { TEMPLATE_ID_PREFIX } from '../src/core/templates/types';
import { setImportedThemes } from '../src/core/themes/catalogue';
import type { Theme } from '../src/core/themes/types';
import { ExtractError } from '../src/extract/errors';
import { TEMPLATE_LIMITS, readTemplate, type TemplateMedia } from '../src/extract/template/index';
import { templateTooLarge } from '../src/extract/template/limits';
import { fromBase64, toBase64 } from '../src/lib/image-bytes';
import { nodeCanvas } from './canvas-node';
import { fileErrorText } from './document';
import { CliError, messageOf } from './errors';
import type { Reporter } from './progress';

/** A template read from a file, registered as a theme. */
export interface LoadedTemplate {
  theme: Theme;
  fileName: string;
  /** The package as it came: a deck file carries it, and an export on the template's own master copies from it. */
  source: Uint8Array;
}

/** Average colours of the pictures, so text on a picture background is chosen for what it shows (as the app measures them). */
async function pictureColors(media: readonly TemplateMedia[]): Promise<Record<string, string>> {
  const canvas = await nodeCanvas();
  const colors: Record<string, string> = {};
  if (!canvas) return colors;
  for (const m of media) {
    try {
      const image = await canvas.loadImage(Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength));
      const surface = canvas.createCanvas(8, 8);
      const ctx = surface.getContext('2d');
      ctx.drawImage(image, 0, 0, 8, 8);
      const data = ctx.getImageData(0, 0, 8, 8).data;
      const sum = [0, 0, 0];
      for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) sum[c] = (sum[c] as number) + (data[i + c] as number);
      colors[m.part] = `#${sum.map((v) => Math.round(v / (data.length / 4)).toString(16).padStart(2, '0')).join('')}`;
    } catch {
      // A picture the canvas cannot decode is taken as light, as in the app.
    }
  }
  return colors;
}

async function readBytes(path: string): Promise<Uint8Array> {
  const name = basename(path);
  try {
    const info = await stat(path);
    if (info.isDirectory()) throw Object.assign(new Error('is a folder'), { code: 'EISDIR' });
    // Checked before reading: a 200 MB file is refused without being loaded.
    if (info.size > TEMPLATE_LIMITS.maxBytes) throw new CliError(`${name}: ${templateTooLarge(info.size, TEMPLATE_LIMITS.maxBytes)}`);
    return new Uint8Array(await readFile(path));
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(fileErrorText(path, error, 'read'));
  }
}

/**
 * Makes a theme of `bytes` under an id of their content (the same package
 * always gives the same id) and registers it; the reader's refusal as a CliError.
 */
export async function templateFromBytes(bytes: Uint8Array, fileName: string): Promise<LoadedTemplate> {
  let read;
  try {
    read = await readTemplate(bytes, fileName);
  } catch (error) {
    throw new CliError(`${fileName}: ${error instanceof ExtractError ? error.message : messageOf(error)}`);
  }
  const id = `${TEMPLATE_ID_PREFIX}${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`;
  const theme = themeFromTemplate(read.facts, { id, fileName, pictureColors: await pictureColors(read.media) });
  const urls = new Map(read.media.map((m) => [m.part, `data:${m.mime};base64,${toBase64(m.bytes)}`]));
  const drawn = { ...themeWithPictureUrls(theme, (part) => urls.get(part)), name: read.facts.name };
  setImportedThemes([drawn]);
  return { theme: drawn, fileName, source: bytes };
}

/** Reads the template at `path` and registers its theme. */
export async function loadTemplate(path: string): Promise<LoadedTemplate> {
  return templateFromBytes(await readBytes(path), basename(path));
}

/** The template as a deck file carries it, or undefined (with a warning) when it is too large to go in one. */
export function carriedTemplate(template: LoadedTemplate, reporter: Reporter): DeckFileTemplate | undefined {
  const data = toBase64(template.source);
  if (data.length <= MAX_TEMPLATE_CHARS) return { id: template.theme.id, name: template.theme.name, fileName: template.fileName, package: data };
  reporter.warn(`The template ${template.fileName} is too large to go in the deck file, so the app opens the deck in the default theme.`);
  return undefined;
}

/**
 * The template a deck file carries, registered as a theme; undefined (with a
 * warning, the deck then drawn in the default theme) when it does not read.
 */
export async function templateFromDeckFile(carried: DeckFileTemplate, reporter: Reporter): Promise<LoadedTemplate | undefined> {
  try {
    const loaded = await templateFromBytes(fromBase64(carried.package), carried.fileName);
    const theme = { ...loaded.theme, name: carried.name };
    setImportedThemes([theme]);
    return { ...loaded, theme };
  } catch (error) {
    reporter.warn(`The deck's template "${carried.name}" could not be read (${messageOf(error)}), so the deck is drawn in the default theme.`);
    return undefined;
  }
}
