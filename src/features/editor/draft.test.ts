import { describe, expect, it } from 'vitest';
import { makeDoc } from '../../core/commands/test-fixtures';
import type { Slide } from '../../core/schemas/slide';
import { createDeckStore } from '../../state/deck';
import { createEditor } from '../../state/editor';
import { backgroundError, BACKGROUND_URL_INVALID, draftOf, saveSteps } from './draft';

const doc = makeDoc(2);
const titleSlide = doc.slides[0] as Slide;
const topicSlide = doc.slides[1] as Slide;

describe('draftOf', () => {
  it('copies the title slide and a topic slide as plain text', () => {
    expect(draftOf(titleSlide)).toMatchObject({ main: 'Deck', body: 'About the deck', subtopics: [] });
    const formatted = { ...topicSlide, topic: { ...topicSlide.topic!, heading: 'Topic 1' }, rich: { title: { text: 'Topic 1', html: '<b>Topic</b> 1' } } };
    expect(draftOf(formatted).main).toBe('Topic 1');
    // A plain text with '<' is that text, not markup to strip.
    const draft = draftOf({ ...topicSlide, topic: { ...topicSlide.topic!, heading: 'Vec<T> & Option<T>' } });
    expect(draft.main).toBe('Vec<T> & Option<T>');
    expect(draft.subtopics).toEqual([
      { heading: 'Point 1.1', overview: 'Detail 1.1' },
      { heading: 'Point 1.2', overview: 'Detail 1.2' },
    ]);
  });
});

describe('saveSteps', () => {
  it('is empty when nothing changed', () => {
    const initial = draftOf(topicSlide);
    expect(saveSteps(1, topicSlide, initial, { ...initial })).toEqual([]);
  });

  it('has one command per changed field, with the fields of the slide kind', () => {
    const initial = draftOf(topicSlide);
    const draft = { ...initial, main: 'New', notes: 'Say hi', subtopics: [initial.subtopics[0]!, { heading: '', overview: 'Detail 1.2' }] };
    expect(saveSteps(1, topicSlide, initial, draft)).toEqual([
      { id: 'slide.editText', args: { index: 1, field: 'heading', value: 'New' } },
      { id: 'slide.editText', args: { index: 1, field: 'subtopics.1.heading', value: '' } },
      { id: 'slide.editText', args: { index: 1, field: 'notes', value: 'Say hi' } },
    ]);
    const t = draftOf(titleSlide);
    expect(saveSteps(0, titleSlide, t, { ...t, body: 'Other' })).toEqual([{ id: 'slide.editText', args: { index: 0, field: 'description', value: 'Other' } }]);
  });

  it('sets or clears the background image', () => {
    const initial = draftOf(topicSlide);
    expect(saveSteps(1, topicSlide, initial, { ...initial, backgroundImage: ' https://example.org/a.png ' })).toEqual([
      { id: 'slide.setBackgroundImage', args: { index: 1, url: ' https://example.org/a.png ' } },
    ]);
  });

  it('applied through the editor, a Save is one undo step', () => {
    const store = createDeckStore();
    store.load({ deckId: 'd', title: doc.title, slides: doc.slides, settings: doc.settings });
    const editor = createEditor(store);
    const initial = draftOf(topicSlide);
    const draft = { ...initial, main: 'Changed heading', body: 'Changed overview', backgroundImage: 'https://example.org/bg.jpg' };
    expect(editor.applyAll(saveSteps(1, topicSlide, initial, draft))).toBe(true);
    expect(store.state.slides[1]).toMatchObject({ title: 'Changed heading', description: 'Changed overview', backgroundImage: 'https://example.org/bg.jpg' });
    editor.undo();
    expect(store.state.slides[1]).toMatchObject({ title: 'Topic 1', description: 'Overview 1' });
    expect(store.state.slides[1]?.backgroundImage).toBeUndefined();
    expect(editor.state.canUndo).toBe(false);
  });
});

describe('backgroundError', () => {
  const initial = draftOf(topicSlide);
  it('accepts empty and http(s) addresses', () => {
    expect(backgroundError({ ...initial, backgroundImage: '' }, initial)).toBeNull();
    expect(backgroundError({ ...initial, backgroundImage: 'https://example.org/a.png' }, initial)).toBeNull();
    expect(backgroundError({ ...initial, backgroundImage: 'http://example.org/a.png' }, initial)).toBeNull();
  });

  it('refuses other schemes and malformed addresses with a clear message', () => {
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', 'data:image/png;base64,AAAA', 'example.org/a.png', 'http://']) {
      expect(backgroundError({ ...initial, backgroundImage: url }, initial)).toBe(BACKGROUND_URL_INVALID);
    }
  });

  it('does not ask the user to fix an address the slide already had', () => {
    const withData = { ...initial, backgroundImage: 'data:image/png;base64,AAAA' };
    expect(backgroundError(withData, withData)).toBeNull();
  });
});
