import { describe, expect, it } from 'vitest';
import { EDIT_LIMITS, editAnswerIds, editRequestSchema, editTarget, type EditRequestInput } from './edit';
import { FIELD_LIMITS } from './requests';

const slide = { topic_id: 'topic_2', heading: 'Making honey', overview: 'Bees turn nectar into honey.' };
const base: EditRequestInput = { slide_id: 'topic_2', slides: [slide], action: 'shorter' };

function problems(body: unknown): string[] | 'ok' {
  const result = editRequestSchema.safeParse(body);
  return result.success ? 'ok' : result.error.issues.map((i) => i.message);
}

describe('edit-slide request', () => {
  it('takes a slide in the content call shape and fills the defaults', () => {
    const req = editRequestSchema.parse({ ...base, slides: [{ ...slide, subtopics: [{ heading: 'Nectar' }] }] });
    expect(req.slides[0]).toMatchObject({ visual_mode: 'icon', icon_prompt: '', subtopics: [{ heading: 'Nectar', overview: '' }] });
    expect(req).toMatchObject({ tone: 'casual', language: 'en-US', neighbour_headings: [], source_excerpts: [] });
  });

  it('knows every action and refuses others', () => {
    for (const action of ['regenerate', 'simpler', 'more-formal', 'add-example', 'split', 'steps', 'timeline', 'comparison', 'speaker-notes']) {
      expect(problems({ ...base, action })).toBe('ok');
    }
    expect(problems({ ...base, action: 'delete' })[0]).toMatch(/^action must be one of regenerate, shorter/);
  });

  it('wants words with a free instruction, and only there, within the cap', () => {
    expect(problems({ ...base, action: 'instruction' })).toEqual(['instruction is required with action "instruction": say what to change']);
    expect(problems({ ...base, action: 'instruction', instruction: '   ' })).toHaveLength(1);
    expect(problems({ ...base, action: 'instruction', instruction: 'focus on costs' })).toBe('ok');
    expect(problems({ ...base, instruction: 'focus on costs' })).toEqual(['instruction goes only with action "instruction"']);
    expect(problems({ ...base, action: 'instruction', instruction: 'x'.repeat(EDIT_LIMITS.instruction + 1) })).toEqual([
      `instruction is too long: at most ${EDIT_LIMITS.instruction} characters`,
    ]);
  });

  it('wants a target language to translate into', () => {
    expect(problems({ ...base, action: 'translate' })).toEqual(['target_language is required with action "translate" (a tag like de-DE)']);
    expect(problems({ ...base, action: 'translate', target_language: 'de-DE' })).toBe('ok');
  });

  it('caps the slides, their fields, the neighbours and the source excerpts', () => {
    const many = Array.from({ length: EDIT_LIMITS.slides + 1 }, (_, i) => ({ topic_id: `topic_${i + 1}`, heading: `H${i}` }));
    expect(problems({ ...base, slides: many })).toEqual([`slides has too many entries: at most ${EDIT_LIMITS.slides}`]);
    expect(problems({ ...base, slides: [] })).toEqual(['slides must hold the slide to rewrite']);
    expect(problems({ ...base, slides: [{ ...slide, heading: 'h'.repeat(FIELD_LIMITS.heading + 1) }] })).toEqual([
      `heading is too long: at most ${FIELD_LIMITS.heading} characters`,
    ]);
    const points = Array.from({ length: EDIT_LIMITS.subtopics + 1 }, (_, i) => ({ heading: `P${i}` }));
    expect(problems({ ...base, slides: [{ ...slide, subtopics: points }] })).toHaveLength(1);
    expect(problems({ ...base, source_excerpts: Array(EDIT_LIMITS.sourceExcerpts + 1).fill('text') })).toEqual([
      `source_excerpts has too many entries: at most ${EDIT_LIMITS.sourceExcerpts}`,
    ]);
    expect(problems({ ...base, source_excerpts: ['x'.repeat(EDIT_LIMITS.excerptChars + 1)] })).toEqual([
      `excerpt is too long: at most ${EDIT_LIMITS.excerptChars} characters`,
    ]);
    expect(problems({ ...base, neighbour_headings: Array(EDIT_LIMITS.neighbourHeadings + 1).fill('H') })).toHaveLength(1);
  });

  it('refuses a slide without an id, and two slides with one id', () => {
    expect(problems({ ...base, slides: [{ heading: 'No id' }] })).toEqual(['topic_id is required']);
    expect(problems({ ...base, slides: [slide, slide] })).toEqual(['topic_id must differ from slide to slide']);
  });

  it('finds the slide asked for, or none', () => {
    const req = editRequestSchema.parse(base);
    expect(editTarget(req)?.heading).toBe('Making honey');
    expect(editTarget({ ...req, slide_id: 'topic_9' })).toBeUndefined();
  });

  it('gives a split a second id above those sent, or the one asked for', () => {
    const req = editRequestSchema.parse({ ...base, action: 'split', slides: [slide, { topic_id: 'topic_7', heading: 'Later' }] });
    expect(editAnswerIds(req)).toEqual(['topic_2', 'topic_8']);
    expect(editAnswerIds({ ...req, new_slide_id: 'topic_3' })).toEqual(['topic_2', 'topic_3']);
    expect(editAnswerIds({ ...req, action: 'shorter' })).toEqual(['topic_2']);
  });
});
