import { describe, it, expect } from 'vitest';
import * as core from './index';

describe('core barrel', () => {
  it('exports the API other layers import', () => {
    const names = [
      'generationConfigSchema',
      'outlineResultSchema',
      'slideSchema',
      'savedPresentationSchema',
      'userPreferencesSchema',
      'createDefaultGenerationConfig',
      'buildOutlineRequest',
      'buildContentRequest',
      'limitOutlineTopics',
      'normalizeOutline',
      'parseOutlineText',
      'unwrapCodeFences',
      'outlineToSlides',
      'applyTopicLine',
      'chargeCredits',
      'sanitizeFileName',
      'themeNotFound',
    ];
    for (const name of names) expect(typeof (core as Record<string, unknown>)[name], name).not.toBe('undefined');
    expect(core.INVALID_OUTLINE_FORMAT).toBe('Invalid outline format received from API');
    expect(core.MAX_SLIDES).toBe(100);
  });
});
