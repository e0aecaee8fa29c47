import { describe, expect, it } from 'vitest';
import { editRequestSchema, EDIT_LIMITS } from '../../protocol/edit';
import { makeDoc } from '../commands/test-fixtures';
import type { DeckDoc } from '../commands/types';
import { createDefaultPresentationSettings } from '../schemas/config';
import { buildEditRequest, excerptQuery, neighbourHeadings } from './request';

const german = (doc: DeckDoc): DeckDoc => ({
  ...doc,
  settings: createDefaultPresentationSettings({ selectedTone: 'technical-phd', language: 'de-DE', descriptionSize: 'long', modelKey: 'gpt-4.1' }),
});

describe('the rewrite request', () => {
  it("carries a topic slide in the content call's shape with the deck's context, valid for the server", () => {
    const doc = german(makeDoc(3));
    const request = buildEditRequest(doc, 2, { action: 'shorter' }, ['Page 3: sales rose 12 %.', '  ']);
    expect(editRequestSchema.parse(request)).toMatchObject({
      slide_id: 'topic_2',
      action: 'shorter',
      slides: [{ topic_id: 'topic_2', heading: 'Topic 2', overview: 'Overview 2', subtopics: [{ id: 'subtopic_2_1', heading: 'Point 2.1', overview: 'Detail 2.1' }, { heading: 'Point 2.2' }] }],
      presentation_title: 'My deck',
      tone: 'technical',
      language: 'de-DE',
      description_size: 'long',
      model_key: 'gpt-4.1',
      neighbour_headings: ['Deck', 'Topic 1', 'Topic 3'],
      source_excerpts: ['Page 3: sales rose 12 %.'],
    });
    expect(request.instruction).toBeUndefined();
  });

  it('sends the title slide with its title as the heading and its description as the overview', () => {
    const request = buildEditRequest(makeDoc(2), 0, { action: 'speaker-notes' }, []);
    expect(editRequestSchema.parse(request)).toMatchObject({
      slide_id: 'topic_0',
      slides: [{ topic_id: 'topic_0', heading: 'Deck', overview: 'About the deck', subtopics: [] }],
      neighbour_headings: ['Topic 1', 'Topic 2'],
      // A deck saved before rewrites existed has no language of its own: the default.
      language: 'en-US',
    });
  });

  it('carries the words of an instruction, the language of a translation and a new tone', () => {
    const doc = makeDoc(2);
    expect(buildEditRequest(doc, 1, { action: 'instruction', instruction: '  focus on costs ' }, [])).toMatchObject({ action: 'instruction', instruction: 'focus on costs' });
    expect(buildEditRequest(doc, 1, { action: 'translate', targetLanguage: 'fr-FR' }, [])).toMatchObject({ action: 'translate', target_language: 'fr-FR', language: 'en-US' });
    expect(buildEditRequest(doc, 1, { action: 'more-formal', tone: 'formal' }, [])).toMatchObject({ action: 'more-formal', tone: 'formal' });
    for (const ask of [{ action: 'instruction', instruction: 'x' }, { action: 'translate', targetLanguage: 'fr-FR' }, { action: 'split' }] as const) {
      expect(editRequestSchema.safeParse(buildEditRequest(doc, 1, ask, [])).success).toBe(true);
    }
  });

  it('keeps to the wire limits: 30 neighbour headings around the slide, 8 excerpts of 4,000 characters', () => {
    const doc = makeDoc(60);
    const headings = neighbourHeadings(doc.slides.map((s) => s.title), 5);
    expect(headings).toHaveLength(EDIT_LIMITS.neighbourHeadings);
    expect(headings[0]).toBe('Deck');
    expect(headings).not.toContain('Topic 5');
    expect(headings.at(-1)).toBe('Topic 30');
    const request = buildEditRequest(doc, 59, { action: 'longer' }, Array.from({ length: 12 }, () => 'x'.repeat(9_000)));
    expect(request.neighbour_headings).toHaveLength(30);
    expect(request.neighbour_headings?.at(-1)).toBe('Topic 60');
    expect(request.source_excerpts).toHaveLength(EDIT_LIMITS.sourceExcerpts);
    expect(request.source_excerpts?.[0]).toHaveLength(EDIT_LIMITS.excerptChars);
    expect(editRequestSchema.safeParse(request).success).toBe(true);
  });

  it('asks the source for passages about the slide and the instruction', () => {
    const doc = makeDoc(2);
    expect(excerptQuery(doc.slides[1]!, { instruction: ' use the figures from page 3 ' })).toEqual({
      heading: 'Topic 1',
      body: ['Overview 1', 'Point 1.1', 'Detail 1.1', 'Point 1.2', 'Detail 1.2'],
      instruction: 'use the figures from page 3',
    });
    expect(excerptQuery(doc.slides[0]!, {})).toEqual({ heading: 'Deck', body: ['About the deck'] });
  });
});
