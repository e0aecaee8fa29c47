/**
 * `npm run model -- list | pull NAME | remove NAME`: the local-model
 * catalogue from the command line. Results go to stdout, the progress bar
 * to stderr (one line, redrawn in place on a terminal), so scripts can read
 * the result; exit 0 done, 1 failed, 2 wrong usage.
 */
import { CATALOGUE, RECOMMENDED_MODEL, type CatalogueModel } from '../../server/models/catalogue';
import { DownloadError, formatSize, type DownloadProgress, type StatFs } from '../../server/models/download';
import { catalogueStatus, pullModel, removeModel } from '../../server/models/store';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, messageOf } from '../errors';

export const MODEL_USAGE = `Usage: npm run model -- <command>

  list          the models Decksmith can download, their size and licence, and which are installed
  pull NAME     download a model (resumes an interrupted download; checked with its SHA-256)
  remove NAME   delete a model and any interrupted download of it

Models are kept in DECKSMITH_MODELS (default: ~/.cache/decksmith/models).`;

export interface Output {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface ModelCliDeps {
  dir: string;
  stdout: Output;
  stderr: Output;
  catalogue?: readonly CatalogueModel[];
  signal?: AbortSignal;
  statfs?: StatFs;
  fetch?: typeof fetch;
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/** The catalogue as a table: name, size, licence, parameters, whether installed. */
export async function listText(dir: string, catalogue: readonly CatalogueModel[] = CATALOGUE): Promise<string> {
  const rows = (await catalogueStatus(dir, catalogue)).map(({ model, installed, partialBytes }) => [
    model.name,
    formatSize(model.bytes),
    model.licence,
    model.parameters,
    installed ? 'installed' : partialBytes > 0 ? `partial (${formatSize(partialBytes)}, pull to resume)` : 'not installed',
    model.name === RECOMMENDED_MODEL ? '  (recommended)' : '',
  ]);
  const header = ['NAME', 'SIZE', 'LICENCE', 'PARAMS', 'STATUS', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)) + 2);
  const line = (cells: string[]) => cells.map((c, i) => (i < cells.length - 2 ? pad(c, widths[i]!) : c)).join('').trimEnd();
  const suits = catalogue.map((m) => `  ${pad(m.name, widths[0]! - 2)}  ${m.suits}`);
  return [line(header), ...rows.map(line), '', ...suits, '', `Models folder: ${dir}`].join('\n');
}

function duration(seconds: number | null): string {
  if (seconds === null) return '';
  if (seconds < 60) return `${seconds} s left`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min left`;
  return `${(seconds / 3600).toFixed(1)} h left`;
}

/** One progress line: `[######------] 45%  512 MB of 1.1 GB  4.2 MB/s  3 min left`. */
export function progressText(p: DownloadProgress, width = 24): string {
  const ratio = p.total > 0 ? Math.min(1, p.done / p.total) : 0;
  const filled = Math.round(ratio * width);
  const speed = p.bytesPerSecond > 0 ? `${formatSize(p.bytesPerSecond)}/s` : '';
  return [`[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.floor(ratio * 100)}%`, `${formatSize(p.done)} of ${formatSize(p.total)}`, speed, duration(p.secondsLeft)]
    .filter(Boolean)
    .join('  ');
}

async function pull(name: string, deps: ModelCliDeps): Promise<number> {
  const tty = deps.stderr.isTTY === true;
  let drawn = false;
  let lastPercent = -10;
  const result = await pullModel(name, {
    dir: deps.dir,
    catalogue: deps.catalogue,
    signal: deps.signal,
    statfs: deps.statfs,
    fetch: deps.fetch,
    onProgress: (p) => {
      if (tty) {
        deps.stderr.write(`\r${progressText(p)}\x1b[K`);
        drawn = true;
        return;
      }
      // Not a terminal (a log file, CI): a plain line every 10%, not hundreds of redraws.
      const percent = p.total > 0 ? Math.floor((p.done / p.total) * 100) : 0;
      if (percent >= lastPercent + 10) {
        lastPercent = percent - (percent % 10);
        deps.stderr.write(`${progressText(p)}\n`);
      }
    },
    onVerifying: () => deps.stderr.write(`${tty && drawn ? '\n' : ''}Checking the SHA-256…\n`),
  });
  const { model } = result;
  deps.stdout.write(
    result.already ? `${model.name} is already installed: ${result.path}\n` : `Installed ${model.name} (${formatSize(model.bytes)}, SHA-256 verified): ${result.path}\n`,
  );
  return EXIT_OK;
}

/** Runs one model command; returns the exit code and never throws. */
export async function runModelCommand(argv: readonly string[], deps: ModelCliDeps): Promise<number> {
  const [command, name, ...rest] = argv;
  const wantsName = command === 'pull' || command === 'remove';
  if (command === 'help' || command === '--help' || command === '-h') {
    deps.stdout.write(`${MODEL_USAGE}\n`);
    return EXIT_OK;
  }
  if (!(command === 'list' || wantsName) || (wantsName && !name) || rest.length > 0 || (command === 'list' && name)) {
    const problem = command === undefined ? 'no command given' : wantsName && !name ? `${command} needs a model name (see npm run model -- list)` : `unexpected "${argv.join(' ')}"`;
    deps.stderr.write(`Error: ${problem}\n\n${MODEL_USAGE}\n`);
    return EXIT_USAGE;
  }
  try {
    if (command === 'list') {
      deps.stdout.write(`${await listText(deps.dir, deps.catalogue)}\n`);
      return EXIT_OK;
    }
    if (command === 'pull') return await pull(name!, deps);
    const { model, removed } = await removeModel(name!, { dir: deps.dir, catalogue: deps.catalogue });
    deps.stdout.write(removed ? `Removed ${model.name}\n` : `${model.name} was not installed\n`);
    return EXIT_OK;
  } catch (error) {
    const tty = deps.stderr.isTTY === true;
    deps.stderr.write(`${tty ? '\n' : ''}Error: ${error instanceof DownloadError ? error.message : messageOf(error)}\n`);
    return EXIT_FAILURE;
  }
}
