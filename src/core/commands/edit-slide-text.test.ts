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

  it('sets the title slide byline from the one line typed in place, and leaves topic slides alone', () => {
    const doc = makeDoc();
    const next = edit(doc, { index: 0, field: 'byline', value: 'Ada Lovelace · Crumb & Co · 1 May 2026' });
    expect(next.slides[0]?.byline).toEqual({ presenter: 'Ada Lovelace', organisation: 'Crumb & Co', date: '1 May 2026' });
    // The same text again is no change (no undo step); an emptied byline stays empty.
    expect(edit(next, { index: 0, field: 'byline', value: 'Ada Lovelace  ·  Crumb & Co  ·  1\u00a0May\u00a02026' })).toBe(next);
    expect(edit(next, { index: 0, field: 'byline', value: '' }).slides[0]?.byline).toEqual({});
    expect(edit(doc, { index: 1, field: 'byline', value: 'Ada' })).toBe(doc);
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

  it('stores text, "<" and whitespace included, exactly as given', () => {
    const text = 'Vec<T> & Option<T> if a<b then x ';
    const next = edit(makeDoc(), { index: 1, field: 'overview', value: text }).slides[1];
    expect(next?.topic?.overview).toBe(text);
    expect(next?.description).toBe(text);
    expect(next?.rich).toBeUndefined();
  });

  it("keeps the user's formatting beside the plain text, and drops it with a plain edit", () => {
    const formatted = edit(makeDoc(), { index: 1, field: 'overview', value: 'Bold and more', html: '<b>Bold</b> and more' });
    expect(formatted.slides[1]?.topic?.overview).toBe('Bold and more');
    expect(formatted.slides[1]?.rich).toEqual({ description: { text: 'Bold and more', html: '<b>Bold</b> and more' } });
    // The same text and formatting again: nothing to do.
    expect(edit(formatted, { index: 1, field: 'overview', value: 'Bold and more', html: '<b>Bold</b> and more' })).toBe(formatted);
    const plain = edit(formatted, { index: 1, field: 'overview', value: 'Bold and more' });
    expect(plain.slides[1]?.rich).toBeUndefined();
    expect(plain.slides[1]?.topic?.overview).toBe('Bold and more');

    const sub = edit(makeDoc(), { index: 1, field: 'subtopics.0.heading', value: 'Point', html: '<i>Point</i>' }).slides[1]?.topic?.subtopics[0];
    expect(sub).toMatchObject({ heading: 'Point', rich: { heading: { text: 'Point', html: '<i>Point</i>' } } });
  });

  it('drops formatting, not text, when the text or its HTML is over the cap', () => {
    const long = 'x'.repeat(TEXT_LIMITS.heading + 1);
    const cut = edit(makeDoc(), { index: 0, field: 'title', value: long, html: `<b>${long}</b>` }).slides[0];
    expect(cut?.title).toHaveLength(TEXT_LIMITS.heading);
    expect(cut?.rich).toBeUndefined();
    const bloated = edit(makeDoc(), { index: 0, field: 'title', value: 'Hi', html: `<b>Hi</b>${'<span></span>'.repeat(TEXT_LIMITS.heading)}` }).slides[0];
    expect(bloated?.title).toBe('Hi');
    expect(bloated?.rich).toBeUndefined();
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
