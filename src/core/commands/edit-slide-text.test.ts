import { describe, expect, it } from 'vitest';
import { editSlideText } from './edit-slide-text';
import { TEXT_LIMITS } from './limits';
import { makeDoc } from './test-fixtures';

const edit = editSlideText.perform;

describe('slide.editText', () => {
  it('sets the title and description of the title slide', () => {
    const doc = makeDoc();
    const next = edit(edit(doc, { index: 0, field: 'title', value: 'New title' }), { index: 0, field: 'description', value: 'New text' });
    expect(next.slides[0]).toMatchObject({ title: 'New title', description: 'New text' });
    expect(next.slides[0]?.topic).toBeUndefined();
    expect(doc.slides[0]?.title).toBe('Deck');
  });

  it('writes a topic heading and overview to the topic and to the mirrored slide fields', () => {
    const doc = makeDoc();
    const next = edit(edit(doc, { index: 2, field: 'heading', value: 'H' }), { index: 2, field: 'overview', value: 'O' });
    expect(next.slides[2]).toMatchObject({ title: 'H', description: 'O', topic: { heading: 'H', overview: 'O' } });
  });

  it('treats title/description as heading/overview on a topic slide', () => {
    const next = edit(makeDoc(), { index: 1, field: 'title', value: 'Via title' });
    expect(next.slides[1]?.topic?.heading).toBe('Via title');
    expect(next.slides[1]?.title).toBe('Via title');
  });

  it('sets a subtopic heading and overview and leaves the other subtopics as they were', () => {
    const doc = makeDoc();
    const next = edit(doc, { index: 1, field: 'subtopics.1.overview', value: 'Changed' });
    const subs = next.slides[1]?.topic?.subtopics;
    expect(subs?.[1]).toMatchObject({ heading: 'Point 1.2', overview: 'Changed', id: 'subtopic_1_2' });
    expect(subs?.[0]).toBe(doc.slides[1]?.topic?.subtopics[0]);
    expect(edit(doc, { index: 1, field: 'subtopics.0.heading', value: 'X' }).slides[1]?.topic?.subtopics[0]?.heading).toBe('X');
  });

  it('sets speaker notes on either kind of slide', () => {
    const doc = makeDoc();
    expect(edit(doc, { index: 0, field: 'notes', value: 'Say hello' }).slides[0]?.notes).toBe('Say hello');
    expect(edit(doc, { index: 3, field: 'notes', value: 'Wrap up' }).slides[3]?.notes).toBe('Wrap up');
  });

  it('shares every slide it did not touch', () => {
    const doc = makeDoc();
    const next = edit(doc, { index: 2, field: 'notes', value: 'n' });
    expect(next.slides[1]).toBe(doc.slides[1]);
    expect(next.slides[3]).toBe(doc.slides[3]);
    expect(next.slides[2]).not.toBe(doc.slides[2]);
  });

  it('returns the same doc when nothing changes or the target does not exist', () => {
    const doc = makeDoc();
    expect(edit(doc, { index: 1, field: 'heading', value: 'Topic 1' })).toBe(doc);
    expect(edit(doc, { index: 9, field: 'title', value: 'x' })).toBe(doc);
    expect(edit(doc, { index: -1, field: 'title', value: 'x' })).toBe(doc);
    expect(edit(doc, { index: 1, field: 'subtopics.5.heading', value: 'x' })).toBe(doc);
    expect(edit(doc, { index: 0, field: 'subtopics.0.heading', value: 'x' })).toBe(doc);
    expect(edit(doc, { index: 1, field: 'bogus' as 'notes', value: 'x' })).toBe(doc);
  });

  it('keeps editor HTML and whitespace as given', () => {
    const html = '<p><strong>Bold</strong> and <em>more</em> </p>';
    expect(edit(makeDoc(), { index: 1, field: 'overview', value: html }).slides[1]?.topic?.overview).toBe(html);
  });

  it('caps each field at its limit', () => {
    const doc = makeDoc();
    const long = 'x'.repeat(TEXT_LIMITS.body + 50);
    expect(edit(doc, { index: 1, field: 'overview', value: long }).slides[1]?.description).toHaveLength(TEXT_LIMITS.body);
    expect(edit(doc, { index: 0, field: 'title', value: long }).slides[0]?.title).toHaveLength(TEXT_LIMITS.heading);
    const sub = edit(doc, { index: 1, field: 'subtopics.0.heading', value: long }).slides[1]?.topic?.subtopics[0]?.heading;
    expect(sub).toHaveLength(TEXT_LIMITS.subtopicHeading);
  });
});
