/**
 * The command line's arguments: the commands (generate, export, themes), their
 * flags, and the usage text. Values are checked here (slide count, tone,
 * output type) so a wrong command stops with exit 2 before any work starts;
 * an unknown theme is not a usage error but the app's warning (options.ts).
 */
import { parseArgs } from 'node:util';
import { SLIDER_MAX } from '../src/core/config-rules';
import { DEFAULT_SLIDE_COUNT, type Tone } from '../src/core/schemas/catalog';
import { UsageError } from './errors';
import { DECK_FILE_EXTENSION, PPTX_EXTENSION, outputKindOf, parseSlides, parseTone, type OutputKind } from './options';

export interface GenerateCommand {
  kind: 'generate';
  source: { topic: string } | { file: string };
  slides: number;
  tone: Tone;
  /** As typed; resolved (with a warning when unknown) when the command runs. */
  theme?: string;
  /** A company template (.pptx, .potx, .pptm) whose look the deck takes, instead of a theme. */
  template?: string;
  out?: { path: string; kind: OutputKind };
  /** Ask for pictures and icons as the app does (default); false with --no-pictures. */
  pictures: boolean;
}

export interface ExportCommand {
  kind: 'export';
  input: string;
  /** A company template whose look replaces the deck's theme. */
  template?: string;
  out?: string;
}

export type Command = { kind: 'help' } | { kind: 'themes' } | GenerateCommand | ExportCommand;

export const USAGE = `Usage:
  npm run cli -- generate (--topic "TEXT" | --file PATH) [--slides N] [--tone T] [--theme ID | --template PATH] [--out PATH] [--no-pictures]
  npm run cli -- export DECK${DECK_FILE_EXTENSION} [--template PATH] [--out PATH${PPTX_EXTENSION}]
  npm run cli -- themes

generate  makes a deck with the configured generator (LLM_PROVIDER, builtin by default)
  --topic TEXT   what the deck is about
  --file PATH    build it from a PDF, DOCX, PPTX, DOC, TXT or MD document (less than 10 MB)
  --slides N     slides including the title slide, 1 to ${SLIDER_MAX} (default ${DEFAULT_SLIDE_COUNT})
  --tone T       casual (default), formal, motivational, educational, technical,
                 technical-beginner, technical-graduate, technical-phd (or their labels)
  --theme ID     theme id or alias (see themes), e.g. aurora-borealis (default), classic-dark;
                 an unknown id warns and uses the default theme
  --template PATH  a company template (.pptx, .potx or .pptm): the deck takes its colours,
                 fonts, background and logo, as when it is imported in the app; a deck
                 file carries the template, so the app opens the deck in it
  --out PATH     a .pptx or a ${DECK_FILE_EXTENSION} deck file (default: the title as a .pptx here)
  --no-pictures  ask for no pictures or icons (by default they come as in the app:
                 photo search, IMAGE_PROVIDER, built-in icons; found photos are
                 credited on a closing slide)

export    writes a deck file as PowerPoint (in the company template the file carries, if any)
  --template PATH  a company template whose look replaces the deck's theme
  --out PATH     a .pptx (default: the deck's title as a .pptx here)

themes    lists the theme ids (and their short aliases)

  -h, --help     show this text

Progress and warnings go to stderr. Exit codes: 0 done, 1 failed, 2 wrong usage.`;

const GENERATE_OPTIONS = {
  topic: { type: 'string' },
  file: { type: 'string' },
  slides: { type: 'string' },
  tone: { type: 'string' },
  theme: { type: 'string' },
  template: { type: 'string' },
  out: { type: 'string' },
  'no-pictures': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const EXPORT_OPTIONS = {
  template: { type: 'string' },
  out: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** node:util's parse errors, reworded to one line a user can act on. */
function usageErrorOf(error: unknown): UsageError {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  const flag = /'(-[^' ]+)/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return new UsageError(`Unknown option: ${flag}`);
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return new UsageError(`${flag} needs a value`);
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    return new UsageError(`Unexpected argument: ${/'([^']*)'/.exec(message)?.[1] ?? message}`);
  }
  return new UsageError(message.split('\n')[0] ?? message);
}

function parse<O extends typeof GENERATE_OPTIONS | typeof EXPORT_OPTIONS>(args: string[], options: O, positionals: boolean) {
  try {
    return parseArgs({ args, options, allowPositionals: positionals, strict: true });
  } catch (error) {
    throw usageErrorOf(error);
  }
}

function nonBlank(value: string | undefined, flag: string): string | undefined {
  if (value === undefined) return undefined;
  if (value.trim() === '') throw new UsageError(`${flag} must not be empty`);
  return value;
}

function generateCommand(args: string[]): Command {
  const { values } = parse(args, GENERATE_OPTIONS, false);
  if (values.help) return { kind: 'help' };
  const topic = nonBlank(values.topic, '--topic');
  const file = nonBlank(values.file, '--file');
  if (topic !== undefined && file !== undefined) throw new UsageError('Give either --topic or --file, not both');
  if (topic === undefined && file === undefined) throw new UsageError('generate needs --topic "TEXT" or --file PATH');
  const out = nonBlank(values.out, '--out');
  const theme = nonBlank(values.theme, '--theme');
  const template = nonBlank(values.template, '--template');
  if (theme !== undefined && template !== undefined) throw new UsageError('Give either --theme or --template, not both');
  return {
    kind: 'generate',
    source: topic !== undefined ? { topic } : { file: file as string },
    slides: values.slides === undefined ? DEFAULT_SLIDE_COUNT : parseSlides(values.slides),
    tone: values.tone === undefined ? 'casual' : parseTone(values.tone),
    ...(theme === undefined ? {} : { theme }),
    ...(template === undefined ? {} : { template }),
    ...(out === undefined ? {} : { out: { path: out, kind: outputKindOf(out, ['pptx', 'deck-file']) } }),
    pictures: values['no-pictures'] !== true,
  };
}

function exportCommand(args: string[]): Command {
  const { values, positionals } = parse(args, EXPORT_OPTIONS, true);
  if (values.help) return { kind: 'help' };
  if (positionals.length === 0) throw new UsageError(`export needs a deck file (DECK${DECK_FILE_EXTENSION})`);
  if (positionals.length > 1) throw new UsageError(`Unexpected argument: ${positionals[1] ?? ''}`);
  const out = nonBlank(values.out, '--out');
  if (out !== undefined) outputKindOf(out, ['pptx']);
  const template = nonBlank(values.template, '--template');
  return { kind: 'export', input: positionals[0] as string, ...(template === undefined ? {} : { template }), ...(out === undefined ? {} : { out }) };
}

/** The command the arguments (after `npm run cli --`) ask for; throws UsageError. */
export function parseCommand(argv: readonly string[]): Command {
  const [name, ...rest] = argv;
  if (name === undefined) throw new UsageError('Give a command: generate, export or themes');
  if (name === '-h' || name === '--help' || name === 'help') return { kind: 'help' };
  if (name === 'generate') return generateCommand(rest);
  if (name === 'export') return exportCommand(rest);
  if (name === 'themes') {
    if (rest.length > 0) throw new UsageError(`Unexpected argument: ${rest[0] ?? ''}`);
    return { kind: 'themes' };
  }
  throw new UsageError(name.startsWith('-') ? `Unknown option: ${name} (give a command first: generate, export or themes)` : `Unknown command: ${name} (commands: generate, export, themes)`);
}
