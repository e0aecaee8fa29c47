/**
 * A whole deck from a topic or a document's text, the way the generate page
 * makes one: the outline call, the outline approved as it came (the page's
 * configFromForm: one slide per topic plus the title slide, the outline's
 * title and description), then the content call with those topics. The
 * result is the plain deck every exporter reads.
 */
import { clampSlideCount, presentationTitleOf } from '../../src/core/config-rules';
import { createDefaultGenerationConfig, createDefaultPresentationSettings, type GenerationConfig } from '../../src/core/schemas/config';
import type { Tone } from '../../src/core/schemas/catalog';
import type { OutlineTopic } from '../../src/core/schemas/outline';
import type { ExportDeck } from '../../src/export/types';
import type { Reporter } from '../progress';
import { runContent } from './content';
import { runOutline } from './outline';
import type { Generator } from './provider';

export { generatorFor, generatorFromEnv, type Generator } from './provider';

export interface DeckRequest {
  /** The topic, or a document's extracted text. */
  text: string;
  slides: number;
  tone: Tone;
  /** Canonical theme id. */
  theme: string;
}

interface Approved {
  title: string;
  description: string;
  topics: readonly OutlineTopic[];
}

/** The config of the request, and the config once its outline is approved (configFromForm). */
function configOf(request: DeckRequest, approved?: Approved): GenerationConfig {
  const title = approved?.title.trim() ?? '';
  const description = approved?.description.trim() ?? '';
  return createDefaultGenerationConfig({
    input_text: request.text,
    ...(title === '' ? {} : { presentation_title: title, title }),
    ...(description === '' ? {} : { description }),
    number_of_slides: approved ? clampSlideCount(approved.topics.length + 1) : clampSlideCount(request.slides),
    tone: request.tone,
    selectedTheme: request.theme,
    ...(approved ? { topics_array: JSON.stringify(approved.topics) } : {}),
  });
}

async function approvedOutline(generator: Generator, config: GenerationConfig, reporter: Reporter, signal?: AbortSignal): Promise<Approved> {
  if (config.number_of_slides === 1) {
    // A deck has slides - 1 topic slides after its title slide: a one-slide deck has no outline to ask for.
    return { title: presentationTitleOf(config), description: '', topics: [] };
  }
  reporter.progress(`Outline (generator: ${generator.name})`);
  const { outline, topics } = await runOutline(generator.routes, config, reporter, signal);
  reporter.progress(`Outline: ${topics.length} ${topics.length === 1 ? 'topic' : 'topics'}`);
  return { title: outline.title, description: outline.description, topics };
}

/**
 * Generates a deck with `generator`, reporting each step; the deck's
 * settings carry the tone and theme, its text amount is the app's default.
 * @throws CliError with the generator's message or the app's error texts.
 */
export async function generateDeck(generator: Generator, request: DeckRequest, reporter: Reporter, signal?: AbortSignal): Promise<ExportDeck> {
  const config = configOf(request);
  const approved = await approvedOutline(generator, config, reporter, signal);
  const deckConfig = configOf(request, approved);
  const content = await runContent(generator.routes, deckConfig, approved.topics, reporter, signal);
  return {
    title: content.title,
    slides: content.slides,
    settings: createDefaultPresentationSettings({ selectedTheme: request.theme, selectedTone: request.tone }),
    descriptionSize: deckConfig.description_size,
  };
}
