import { describe, it, expect } from 'vitest';
import {
  createDefaultGenerationConfig,
  createDefaultPresentationSettings,
  createDefaultUserPreferences,
  generationConfigSchema,
  presentationSettingsSchema,
  userPreferencesSchema,
} from './config';
import { imageStyleSchema, IMAGE_STYLES, IMAGE_STYLE_VALUES } from './catalog';

describe('generation config', () => {
  it('fills the defaults: 5 slides, casual, concise, gpt-4o, Aurora Borealis, English (US)', () => {
    expect(createDefaultGenerationConfig()).toEqual({
      input_text: '',
      number_of_slides: 5,
      tone: 'casual',
      description_size: 'concise',
      model_key: 'gpt-4o',
      selectedTheme: 'aurora-borealis',
      selectedImageStyle: 'photorealistic',
      selectedTitleFont: 'font-playfair',
      selectedBodyFont: 'font-inter',
      disablePhotos: false,
      autoAdvance: false,
      language: 'en-US',
    });
  });

  it('keeps given values over defaults', () => {
    const config = createDefaultGenerationConfig({ input_text: 'Volcanoes', number_of_slides: 12, tone: 'technical-phd' });
    expect(config.input_text).toBe('Volcanoes');
    expect(config.number_of_slides).toBe(12);
    expect(config.tone).toBe('technical-phd');
  });

  it("accepts 'realistic' as an alias of photorealistic", () => {
    expect(createDefaultGenerationConfig({ selectedImageStyle: 'realistic' }).selectedImageStyle).toBe('photorealistic');
    expect(createDefaultGenerationConfig({ selectedImageStyle: 'sketch' }).selectedImageStyle).toBe('sketch');
  });

  it.each([0, 101, 2.5])('rejects number_of_slides %s', (n) => {
    expect(generationConfigSchema.safeParse({ number_of_slides: n }).success).toBe(false);
  });

  it('rejects unknown tone, description size and model key', () => {
    expect(generationConfigSchema.safeParse({ tone: 'angry' }).success).toBe(false);
    expect(generationConfigSchema.safeParse({ description_size: 'huge' }).success).toBe(false);
    expect(generationConfigSchema.safeParse({ model_key: 'gpt-2' }).success).toBe(false);
  });

  it('accepts the three model keys and the four description sizes', () => {
    for (const model_key of ['gpt-4o', 'gpt-4.1', 'gpt-4.1-nano'] as const) {
      expect(generationConfigSchema.parse({ model_key }).model_key).toBe(model_key);
    }
    for (const description_size of ['short', 'concise', 'medium', 'long'] as const) {
      expect(generationConfigSchema.parse({ description_size }).description_size).toBe(description_size);
    }
  });
});

describe('image styles', () => {
  it('lists the six labelled styles in catalogue order', () => {
    expect(IMAGE_STYLES.map((s) => s.value)).toEqual([...IMAGE_STYLE_VALUES]);
    expect(IMAGE_STYLES.find((s) => s.label === 'Minimalist')?.value).toBe('line_art');
    expect(IMAGE_STYLES.find((s) => s.label === 'Digital Art')?.value).toBe('illustration');
  });

  it('rejects an unknown style', () => {
    expect(imageStyleSchema.safeParse('watercolour').success).toBe(false);
  });
});

describe('presentation settings', () => {
  it('fills the defaults: Aurora Borealis, photorealistic, casual, Playfair and Inter', () => {
    expect(createDefaultPresentationSettings()).toEqual({
      selectedTheme: 'aurora-borealis',
      selectedImageStyle: 'photorealistic',
      selectedTone: 'casual',
      selectedTitleFont: 'font-playfair',
      selectedBodyFont: 'font-inter',
      disablePhotos: false,
    });
  });

  it('rejects a blank theme id', () => {
    expect(presentationSettingsSchema.safeParse({ selectedTheme: '  ' }).success).toBe(false);
  });
});

describe('user preferences', () => {
  it('fills the defaults, with the save limit raised to 100', () => {
    expect(createDefaultUserPreferences()).toEqual({
      autoSave: true,
      saveInterval: 2,
      maxSavedPresentations: 100,
      defaultTheme: 'aurora-borealis',
      defaultImageStyle: 'photorealistic',
      defaultTitleFont: 'font-montserrat',
      defaultBodyFont: 'font-inter',
      defaultDisablePhotos: false,
      organisation: '',
      bylineName: true,
      bylineDate: 'today',
    });
  });

  it('keeps maxSavedPresentations a preference', () => {
    expect(createDefaultUserPreferences({ maxSavedPresentations: 10 }).maxSavedPresentations).toBe(10);
    expect(userPreferencesSchema.safeParse({ maxSavedPresentations: 0 }).success).toBe(false);
    expect(userPreferencesSchema.safeParse({ saveInterval: 0 }).success).toBe(false);
  });
});

describe('the title slide byline settings', () => {
  it('default to the user named, no organisation and the day the deck is made; a bad byline in a config is dropped', () => {
    expect(createDefaultUserPreferences()).toMatchObject({ organisation: '', bylineName: true, bylineDate: 'today' });
    expect(createDefaultUserPreferences({ organisation: '  Crumb & Co ' }).organisation).toBe('Crumb & Co');
    expect(() => createDefaultUserPreferences({ organisation: 'x'.repeat(201) })).toThrow();
    expect(createDefaultGenerationConfig({ byline: { presenter: 'Ada' } }).byline).toEqual({ presenter: 'Ada' });
    expect(createDefaultGenerationConfig({ byline: { presenter: 7 } } as never).byline).toBeUndefined();
  });
});
