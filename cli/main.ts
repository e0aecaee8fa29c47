/**
 * The Decksmith command line (`npm run cli -- ...`): generate a deck from a
 * topic or a document with the configured generator and write it as
 * PowerPoint or a deck file, export a deck file to PowerPoint, or list the
 * themes. Progress and warnings go to stderr, the result line to stdout;
 * exit 0 done, 1 failed, 2 wrong usage (with the usage text).
 */
import { USAGE, parseCommand, type Command } from './args';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, UsageError, messageOf } from './errors';
import { themeList } from './options';
import { writtenLine } from './output';
import { streamReporter } from './progress';

async function run(command: Command): Promise<void> {
  if (command.kind === 'help' || command.kind === 'themes') {
    process.stdout.write(`${command.kind === 'help' ? USAGE : themeList()}\n`);
    return;
  }
  // Loaded only to run a command: usage errors and help answer without the generator and the exporter.
  const { runExport, runGenerate } = await import('./commands');
  const deps = { reporter: streamReporter(process.stderr) };
  const written = command.kind === 'generate' ? await runGenerate(command, deps) : await runExport(command, deps);
  process.stdout.write(`${writtenLine(written)}\n`);
}

/**
 * `npm run` starts a script in the package folder; the paths a user types
 * are meant from the folder npm was run in (INIT_CWD), so work from there.
 */
function enterUserFolder(): void {
  const { INIT_CWD, npm_lifecycle_event } = process.env;
  if (npm_lifecycle_event === 'cli' && INIT_CWD) process.chdir(INIT_CWD);
}

/** Runs the command line on `argv` (without node and the script) and returns the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`Error: ${error.message}\n\n${USAGE}\n`);
    return EXIT_USAGE;
  }
  try {
    enterUserFolder();
    await run(command);
    return EXIT_OK;
  } catch (error) {
    process.stderr.write(`Error: ${messageOf(error)}\n`);
    return EXIT_FAILURE;
  }
}

// Exits explicitly: a provider's keep-alive socket or pdf.js must not keep a finished command running.
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Error: ${messageOf(error)}\n`);
    process.exit(EXIT_FAILURE);
  },
);
