import { describe, expect, it } from 'vitest';
import { EDIT_ACTIONS, editRequestSchema, type EditRequestInput } from '../../../src/protocol/edit';
import { editPrompt } from './edit-prompts';

const slide = {
  topic_id: 'topic_2',
  heading: 'Making honey',
  overview: 'Bees turn nectar into honey.',
  image_prompt: 'bees on a comb',
  subtopics: [{ heading: 'Nectar', overview: 'Foragers collect it.' }, { heading: 'Enzymes', overview: 'They split sugars.' }],
};
const prompt = (input: Partial<EditRequestInput>) =>
  editPrompt(editRequestSchema.parse({ slide_id: 'topic_2', slides: [slide], action: 'shorter', presentation_title: 'Life in the Hive', ...input })).prompt;

describe('edit prompts', () => {
  it('give every action its own task, with the slide, the deck and the answer shape', () => {
    const tasks = new Set<string>();
    for (const action of EDIT_ACTIONS) {
      const extra = action === 'instruction' ? { instruction: 'focus on costs' } : action === 'translate' ? { target_language: 'de-DE' } : {};
      const text = prompt({ action, ...extra });
      expect(text).toContain('Rewrite one slide of the deck "Life in the Hive".');
      expect(text).toContain('"heading": "Making honey"');
      expect(text).toContain('"overview": "Foragers collect it."');
      // The picture's description goes along only to be translated.
      if (action === 'translate') expect(text).toContain('"image_prompt": "bees on a comb"');
      else expect(text).not.toContain('bees on a comb');
      expect(text).toContain('"slides": [');
      tasks.add(/Task: (.*)/.exec(text)?.[1] ?? '');
    }
    expect(tasks.size).toBe(EDIT_ACTIONS.length);
  });

  it('ask a split for two slides and every other action for one', () => {
    expect(prompt({ action: 'split' })).toContain('Exactly 2 slides in "slides".');
    expect(prompt({ action: 'shorter' })).toContain('Exactly 1 slide in "slides".');
    expect(prompt({ action: 'shorter' })).toContain('at most 2 subtopics');
  });

  it('translate into the target language and keep the pictures searchable in English', () => {
    const text = prompt({ action: 'translate', target_language: 'de-DE', language: 'en-US' });
    expect(text).toContain('Translate the slide into German (Germany) (de-DE)');
    expect(text).toContain('write every text value in German (Germany) (de-DE)');
    expect(text).toContain('keep icon_prompt in English');
    expect(text).toContain('every heading, overview, the image_prompt and the notes');
  });

  it('fence the free instruction and the source passages as material', () => {
    const text = prompt({ action: 'instruction', instruction: 'use the figures from page 3', source_excerpts: ['Page 3: output rose 40 % in 2024.'] });
    expect(text).toContain('<request>\nuse the figures from page 3\n</request>');
    expect(text).toContain('<material>\n[1] Page 3: output rose 40 % in 2024.\n</material>');
    expect(text).toContain('Every figure');
    expect(prompt({ action: 'simpler' })).not.toContain('<material>');
  });

  it('give neighbouring headings for flow and set the shape an action asks for', () => {
    expect(prompt({ neighbour_headings: ['Anatomy', 'Pollination'] })).toContain('in order: ["Anatomy","Pollination"]');
    expect(prompt({ action: 'timeline' })).toContain('Set "layout" to "timeline"');
    expect(prompt({ action: 'speaker-notes' })).toMatch(/30 to 60 seconds.*"notes"/);
  });
});
