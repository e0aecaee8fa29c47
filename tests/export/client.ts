/**
 * A real client for exported decks: LibreOffice headless turns a .pptx into
 * a PDF, poppler's pdfinfo and pdftotext read it back. Programs run through
 * execFile (no shell), each with a timeout; LibreOffice gets a private
 * profile so parallel runs do not fight over one user installation.
 */
import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

const INSTALL_HINT = 'install them with `bash scripts/system-deps.sh` (LibreOffice Impress and poppler-utils)';

async function onPath(program: string): Promise<boolean> {
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    try {
      await access(join(dir, program), constants.X_OK);
      return true;
    } catch {
      // not in this folder
    }
  }
  return false;
}

/** Fails with the install hint when soffice, pdfinfo or pdftotext is not on the PATH. */
export async function requirePrograms(): Promise<void> {
  const missing: string[] = [];
  for (const program of ['soffice', 'pdfinfo', 'pdftotext']) {
    if (!(await onPath(program))) missing.push(program);
  }
  if (missing.length > 0) throw new Error(`The export check needs ${missing.join(', ')}: ${INSTALL_HINT}.`);
}

/** A LibreOffice with its own throw-away profile. */
export interface Office {
  /** Converts `pptx` to a PDF in `outDir`; resolves to the PDF's path. */
  toPdf(pptx: string, outDir: string): Promise<string>;
  /** Converts several decks in one LibreOffice run (it starts once); resolves to the PDFs' paths, in order. */
  toPdfs(pptx: readonly string[], outDir: string): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Starts using a private LibreOffice profile under the temp folder; `env`
 * is added to its environment (a FONTCONFIG_FILE, say).
 */
export async function openOffice(timeoutMs = 120_000, env: Record<string, string> = {}): Promise<Office> {
  const profile = await mkdtemp(join(tmpdir(), 'decksmith-lo-'));
  const toPdfs = async (files: readonly string[], outDir: string): Promise<string[]> => {
    const args = [`-env:UserInstallation=${pathToFileURL(profile).href}`, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', outDir, ...files];
    const { stdout, stderr } = await run('soffice', args, { timeout: timeoutMs, killSignal: 'SIGKILL', env: { ...process.env, ...env } });
    const pdfs = files.map((pptx) => join(outDir, basename(pptx).replace(/\.pptx$/i, '.pdf')));
    for (const [i, pdf] of pdfs.entries()) {
      try {
        await access(pdf);
      } catch {
        throw new Error(`LibreOffice wrote no PDF for ${files[i]}:\n${stdout}\n${stderr}`);
      }
    }
    return pdfs;
  };
  return {
    toPdf: async (pptx, outDir) => (await toPdfs([pptx], outDir))[0]!,
    toPdfs,
    close: () => rm(profile, { recursive: true, force: true }),
  };
}

/** Every word of every page with its rectangle (`pdftotext -bbox`, an XHTML page of words). */
export async function pdfWordBoxes(pdf: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-bbox', '-enc', 'UTF-8', pdf, '-'], { timeout: 30_000, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** The page count pdfinfo reports. */
export async function pdfPages(pdf: string): Promise<number> {
  const { stdout } = await run('pdfinfo', [pdf], { timeout: 30_000 });
  const match = /^Pages:\s+(\d+)/m.exec(stdout);
  if (!match?.[1]) throw new Error(`pdfinfo gave no page count for ${pdf}:\n${stdout}`);
  return Number(match[1]);
}

/** The text of each page (pdftotext separates pages with a form feed). */
export async function pdfPageTexts(pdf: string): Promise<string[]> {
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { timeout: 30_000, maxBuffer: 64 * 1024 * 1024 });
  const pages = stdout.split('\f');
  // The text ends with a form feed after the last page.
  if (pages.length > 1 && pages[pages.length - 1]?.trim() === '') pages.pop();
  return pages;
}

/** Lower case, one space between words: how titles are compared with PDF text. */
export function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** One picture a PDF draws (`pdfimages -list`): its page and its pixel size. */
export interface PdfImage {
  page: number;
  width: number;
  height: number;
}

/** The pictures each page of a PDF draws, from poppler's `pdfimages -list` (same package as pdfinfo). */
export async function pdfImages(pdf: string): Promise<PdfImage[]> {
  const { stdout } = await run('pdfimages', ['-list', pdf], { timeout: 30_000, maxBuffer: 16 * 1024 * 1024 });
  // Two header lines, then: page num type width height ...; smask rows are the alpha of the image before them.
  return stdout
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols.length > 5 && cols[2] === 'image')
    .map((cols) => ({ page: Number(cols[0]), width: Number(cols[3]), height: Number(cols[4]) }));
}
