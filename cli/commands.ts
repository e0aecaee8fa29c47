/**
 * What `generate` and `export` do, given a parsed command and where to
 * report: the wiring of document reading, the generator, the deck file and
 * the exporter. main.ts only turns the outcome into output and exit codes.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseDeckFile } from '../src/core/deck-file/index';
import { MAX_DECK_FILE_CHARS } from '../src/core/deck-file/limits';
import { deckFileTooLarge } from '../src/core/deck-file/messages';
import type { ExportCommand, GenerateCommand } from './args';
import { fileErrorText, readDocument } from './document';
import { CliError } from './errors';
import { generateDeck, generatorFromEnv, type Generator } from './generator/index';
import { addPictures, pictureCallsFromEnv, type PictureCalls } from './pictures';
import { resolveThemeId } from './options';
import { carriedTemplate, loadTemplate, templateFromDeckFile, type LoadedTemplate } from './template';
import { DEFAULT_THEME_ID } from '../src/core/schemas/catalog';
import { checkFolderWritable, checkWritable, writeDeck, writePptx, type Written } from './output';
import type { Reporter } from './progress';

export interface CommandDeps {
  reporter: Reporter;
  /** Default: the one the environment configures (LLM_PROVIDER, builtin by default). */
  generator?: () => Generator;
  /** The folder checked for writing when no --out is given (the .pptx goes to the current folder); default: process.cwd(). */
  cwd?: string;
  /** The picture and icon calls; default: the server the environment configures, in this process. */
  pictures?: (generator: Generator) => PictureCalls;
}

/** Fails before any work when the output cannot be written: --out's path, or the current folder. */
async function checkOutput(out: string | undefined, deps: CommandDeps): Promise<void> {
  if (out !== undefined) await checkWritable(out);
  else await checkFolderWritable(deps.cwd ?? process.cwd());
}

/** --template: read before any other work, so a bad file stops the command at once; what the reader adjusted is said. */
async function templateOf(path: string | undefined, reporter: Reporter): Promise<LoadedTemplate | undefined> {
  if (path === undefined) return undefined;
  const template = await loadTemplate(path);
  reporter.progress(`Template: ${template.theme.name} (${template.fileName})`);
  for (const note of template.theme.template?.notes ?? []) reporter.warn(note);
  return template;
}

/** `generate`: a deck from a topic or a document, written as .pptx or deck file. */
export async function runGenerate(command: GenerateCommand, deps: CommandDeps): Promise<Written> {
  const { reporter } = deps;
  await checkOutput(command.out?.path, deps);
  const template = await templateOf(command.template, reporter);
  const generator = (deps.generator ?? generatorFromEnv)();
  const theme = template?.theme.id ?? resolveThemeId(command.theme, reporter.warn);
  const text = 'topic' in command.source ? command.source.topic : await readDocument(command.source.file, reporter);
  const made = await generateDeck(generator, { text, slides: command.slides, tone: command.tone, theme }, reporter);
  const deck = command.pictures ? await addPictures(made, (deps.pictures ?? defaultPictures)(generator), reporter) : made;
  // A deck file takes the template with it, so the app opens the deck in it (and adds it to 'Your templates').
  const carried = template && command.out?.kind === 'deck-file' ? carriedTemplate(template, reporter) : undefined;
  return writeDeck(carried ? { ...deck, template: carried } : deck, command.out, reporter, template?.source);
}

function defaultPictures(generator: Generator): PictureCalls {
  try {
    return pictureCallsFromEnv(generator.llm);
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
}

// UTF-8 takes at most 4 bytes a character: a bigger file cannot be within the character cap.
const MAX_DECK_FILE_BYTES = MAX_DECK_FILE_CHARS * 4;

async function readDeckFileText(path: string): Promise<string> {
  try {
    const info = await stat(path);
    if (info.isDirectory()) throw Object.assign(new Error('is a folder'), { code: 'EISDIR' });
    if (info.size > MAX_DECK_FILE_BYTES) throw new CliError(`${basename(path)}: ${deckFileTooLarge(info.size)}`);
    return await readFile(path, 'utf8');
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(fileErrorText(path, error, 'read'));
  }
}

/** `export`: a deck file read (and migrated) as the app opens it, written as .pptx. */
export async function runExport(command: ExportCommand, deps: CommandDeps): Promise<Written> {
  const { reporter } = deps;
  const name = basename(command.input);
  await checkOutput(command.out, deps);
  const template = await templateOf(command.template, reporter);
  const parsed = parseDeckFile(await readDeckFileText(command.input));
  if (!parsed.ok) throw new CliError(`${name}: ${parsed.error}`);
  for (const warning of parsed.warnings) reporter.warn(warning);
  const count = parsed.deck.slides.length;
  reporter.progress(`Read ${name}: "${parsed.deck.title}", ${count} ${count === 1 ? 'slide' : 'slides'}`);
  // --template replaces the deck's look; else the template the file carries, if any, is the deck's.
  const carried = template === undefined && parsed.deck.template ? await templateFromDeckFile(parsed.deck.template, reporter) : undefined;
  const theme = (template ?? carried)?.theme.id ?? (parsed.deck.template ? DEFAULT_THEME_ID : parsed.deck.settings.selectedTheme);
  return writePptx({ ...parsed.deck, settings: { ...parsed.deck.settings, selectedTheme: theme } }, command.out, reporter, (template ?? carried)?.source);
}
