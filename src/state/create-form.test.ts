import { proxy } from 'valtio';
import { describe, expect, it } from 'vitest';
import { buildContentRequest, buildOutlineRequest } from '../core/config-rules';
import { moveTopic, renameTopic } from '../core/outline/edit';
import type { OutlineTopic } from '../core/schemas/outline';
import {
  DOCUMENT_PREVIEW_CHARS,
  canContinue,
  commitTopics,
  editDocumentManually,
  nearestSlideChoice,
  setInput,
  toggleMoreSlides,
  canGenerateOutline,
  configFromForm,
  createForm,
  createInitialForm,
  createInitialInput,
  documentPreview,
  isOutlineReady,
  jobSignature,
  outlineInputKey,
  resetCreateForm,
  settingsFromInput,
} from './create-form';

const topic = (n: number, heading = `Topic ${n}`): OutlineTopic => ({ topic_id: `topic_${n}`, heading, overview: '', visual_mode: 'icon', icon_prompt: '', image_prompt: '' });

describe('the initial form', () => {
  it('starts on step 1 with the defaults: 5 slides, Concise, casual, gpt-4o, English (US)', () => {
    const form = createInitialForm();
    expect(form).toMatchObject({ step: 1, document: null, job: null, queuedDeckId: null, notice: null, finished: false });
    expect(form.input).toEqual({
      text: '',
      slides: 5,
      moreSlides: false,
      model: 'gpt-4o',
      language: 'en-US',
      textAmount: 'Concise',
      tone: 'casual',
      theme: 'aurora-borealis',
      imageStyle: 'photorealistic',
      titleFont: 'font-playfair',
      bodyFont: 'font-inter',
      disablePhotos: false,
    });
    expect(form.outline).toMatchObject({ phase: 'idle', topics: [] });
  });

  it('reset puts the shared store back to a blank form', () => {
    Object.assign(createForm, { step: 3, finished: true });
    createForm.input.text = 'Left over';
    resetCreateForm();
    expect(createForm).toEqual(createInitialForm());
  });
});

describe('button rules', () => {
  it('Continue needs a non-blank topic and no generation running', () => {
    expect(canContinue('', false)).toBe(false);
    expect(canContinue('  \n', false)).toBe(false);
    expect(canContinue('a', false)).toBe(true);
    expect(canContinue('Coral reefs', true)).toBe(false);
  });

  it('the outline panel button needs 3 characters', () => {
    expect(canGenerateOutline('ab ', false)).toBe(false);
    expect(canGenerateOutline(' abc', false)).toBe(true);
    expect(canGenerateOutline('abc', true)).toBe(false);
  });
});

describe('documentPreview', () => {
  it('shows the first 200 characters, with an ellipsis only when text was cut', () => {
    const long = 'x'.repeat(250);
    expect(documentPreview(long)).toBe(`${'x'.repeat(DOCUMENT_PREVIEW_CHARS)}…`);
    expect(documentPreview('  Short text  ')).toBe('Short text');
    expect(documentPreview('y'.repeat(200))).toBe('y'.repeat(200));
  });
});

describe('configFromForm', () => {
  it('maps the step-1 choices onto the generation config', () => {
    const input = { ...createInitialInput(), text: 'Coral reefs', slides: 10, textAmount: 'Extensive' as const, tone: 'technical-phd' as const, model: 'gpt-4.1' as const, language: 'fr-FR', disablePhotos: true };
    const config = configFromForm(input);
    expect(config).toMatchObject({
      input_text: 'Coral reefs',
      number_of_slides: 10,
      description_size: 'long',
      tone: 'technical-phd',
      model_key: 'gpt-4.1',
      language: 'fr-FR',
      disablePhotos: true,
      selectedTheme: 'aurora-borealis',
    });
    expect(config.topics_array).toBeUndefined();
    expect(config.presentation_title).toBeUndefined();
    // The wire rules still apply downstream: technical-* goes out as technical, the model as 'default'.
    expect(buildOutlineRequest(config)).toMatchObject({ tone: 'technical', description_size: 'long', model_key: config.model_key, language: 'fr-FR' });
  });

  it('maps each text amount card to its description size', () => {
    const sizes = (['Minimal', 'Concise', 'Detailed', 'Extensive'] as const).map((textAmount) => configFromForm({ ...createInitialInput(), textAmount }).description_size);
    expect(sizes).toEqual(['short', 'concise', 'medium', 'long']);
  });

  it('with an approved outline: its title, description, topics JSON and one slide per topic plus the title slide', () => {
    const topics = [topic(1, 'Intro'), topic(2, 'Threats'), topic(3, 'Hope')];
    const config = configFromForm({ ...createInitialInput(), text: 'Coral reefs', slides: 10 }, { title: ' Reefs ', description: 'Under the sea', topics });
    expect(config).toMatchObject({ presentation_title: 'Reefs', title: 'Reefs', description: 'Under the sea', number_of_slides: 4 });
    expect(JSON.parse(config.topics_array ?? '')).toEqual(topics);
    expect(JSON.parse(buildContentRequest(config, topics).topics_array as string)).toHaveLength(3);
  });

  it('a skipped outline keeps the chosen slide count and sends no topics', () => {
    const config = configFromForm({ ...createInitialInput(), text: 'Coral reefs', slides: 15 }, { title: 'Coral reefs', description: '' });
    expect(config.number_of_slides).toBe(15);
    expect(config.topics_array).toBeUndefined();
    expect(config.description).toBeUndefined();
  });

  it('clamps the slide count to the deck limits', () => {
    expect(configFromForm({ ...createInitialInput(), slides: 500 }).number_of_slides).toBe(100);
    expect(configFromForm({ ...createInitialInput(), slides: 0 }).number_of_slides).toBe(1);
  });
});

describe('keys that decide what to redo', () => {
  it('the outline key follows what the outline depends on, not the visuals', () => {
    const base = { ...createInitialInput(), text: 'Coral reefs' };
    expect(outlineInputKey({ ...base, theme: 'cosmic-night', text: ' Coral reefs ' })).toBe(outlineInputKey(base));
    expect(outlineInputKey({ ...base, slides: 10 })).not.toBe(outlineInputKey(base));
    expect(outlineInputKey({ ...base, language: 'de-DE' })).not.toBe(outlineInputKey(base));
  });

  it('the job signature changes with the topics and the content settings, not with theme or fonts', () => {
    const input = { ...createInitialInput(), text: 'Coral reefs' };
    const topics = [topic(1), topic(2)];
    const signature = jobSignature(configFromForm(input, { title: 'Reefs', description: '', topics }), topics);
    expect(jobSignature(configFromForm({ ...input, theme: 'cosmic-night', titleFont: 'font-lora' }, { title: 'Reefs', description: '', topics }), topics)).toBe(signature);
    const renamed = [topic(1, 'Other'), topic(2)];
    expect(jobSignature(configFromForm(input, { title: 'Reefs', description: '', topics: renamed }), renamed)).not.toBe(signature);
    expect(jobSignature(configFromForm({ ...input, tone: 'formal' }, { title: 'Reefs', description: '', topics }), topics)).not.toBe(signature);
  });

  it('settingsFromInput carries the visual choices for applyDeckSettings', () => {
    expect(settingsFromInput({ ...createInitialInput(), theme: 'ocean-depths', bodyFont: 'font-lato', tone: 'formal' })).toEqual({
      selectedTheme: 'ocean-depths',
      selectedImageStyle: 'photorealistic',
      selectedTone: 'formal',
      selectedTitleFont: 'font-playfair',
      selectedBodyFont: 'font-lato',
      disablePhotos: false,
    });
  });
});

describe('isOutlineReady', () => {
  it('needs a finished, valid outline; a skipped or title-only outline may be empty', () => {
    expect(isOutlineReady({ phase: 'done', topics: [topic(1)], titleOnly: false })).toBe(true);
    expect(isOutlineReady({ phase: 'done', topics: [], titleOnly: false })).toBe(false);
    expect(isOutlineReady({ phase: 'done', topics: [], titleOnly: true })).toBe(true);
    expect(isOutlineReady({ phase: 'done', topics: [topic(1, ' ')], titleOnly: false })).toBe(false);
    expect(isOutlineReady({ phase: 'skipped', topics: [], titleOnly: false })).toBe(true);
    expect(isOutlineReady({ phase: 'streaming', topics: [topic(1)], titleOnly: false })).toBe(false);
    expect(isOutlineReady({ phase: 'error', topics: [topic(1)], titleOnly: false })).toBe(false);
  });
});

describe('commitTopics', () => {
  it('applies an edit and keeps the proxies of the topics it did not change', () => {
    const form = proxy(createInitialForm());
    form.outline.topics = [topic(1), topic(2), topic(3)];
    const [first, second, third] = form.outline.topics;
    commitTopics(form.outline, (topics) => renameTopic(topics, 1, 'Renamed'));
    expect(form.outline.topics.map((t) => t.heading)).toEqual(['Topic 1', 'Renamed', 'Topic 3']);
    expect(form.outline.topics[0]).toBe(first);
    expect(form.outline.topics[1]).not.toBe(second);
    expect(form.outline.topics[2]).toBe(third);
    commitTopics(form.outline, (topics) => moveTopic(topics, 2, 0));
    expect(form.outline.topics[0]).toBe(third);
    expect(form.outline.topics.map((t) => t.topic_id)).toEqual(['topic_3', 'topic_1', 'topic_2']);
    const unchanged = form.outline.topics;
    commitTopics(form.outline, (topics) => renameTopic(topics, 0, 'Topic 3'));
    expect(form.outline.topics).toBe(unchanged);
  });
});

describe('slide count views', () => {
  it('the slider clamps the count into 5-60; hiding it snaps to the nearest choice', () => {
    const input = createInitialInput();
    setInput(input, { slides: 1 });
    toggleMoreSlides(input, true);
    expect(input).toMatchObject({ moreSlides: true, slides: 5 });
    setInput(input, { slides: 37 });
    toggleMoreSlides(input, false);
    expect(input).toMatchObject({ moreSlides: false, slides: 20 });
    expect([1, 3, 7, 8, 12, 13, 60].map(nearestSlideChoice)).toEqual([1, 1, 5, 10, 10, 15, 20]);
  });

  it('Edit content manually opens the document text for editing', () => {
    const form = proxy(createInitialForm());
    editDocumentManually(form);
    expect(form.document).toBeNull();
    form.document = { source: 'paste', missing: false, editing: false };
    editDocumentManually(form);
    expect(form.document.editing).toBe(true);
  });
});
