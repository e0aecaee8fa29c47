import { describe, expect, it } from 'vitest';
import { makeDoc } from '../commands/test-fixtures';
import type { Slide } from '../schemas/slide';
import { changedPositions, editBetween, isEmptyEdit, mergeRevs, mergeSlides, remoteChange } from './slide-merge';

const doc = makeDoc(4);
const retitled = (slide: Slide, title: string): Slide => ({ ...slide, title });

describe('per-slide merge', () => {
  it('finds the positions whose slide object changed, and every position past the shorter deck', () => {
    const local = doc.slides.map((s, i) => (i === 2 ? retitled(s, 'Two') : s));
    expect(changedPositions(doc.slides, local)).toEqual([2]);
    expect(changedPositions(doc.slides, doc.slides.slice(0, 3))).toEqual([3, 4]);
    expect(isEmptyEdit(editBetween(doc, { ...doc }))).toBe(true);
  });

  it('writes only the edited slide: another tab\'s later edit of another slide stays', () => {
    const stored = doc.slides.map((s, i) => (i === 4 ? retitled(s, 'Edited in the other tab') : s));
    const local = doc.slides.map((s, i) => (i === 1 ? retitled(s, 'Edited here') : s));
    const merged = mergeSlides(stored, editBetween(doc, { ...doc, slides: local }));
    expect(merged.map((s) => s.title)).toEqual([doc.slides[0]?.title, 'Edited here', doc.slides[2]?.title, doc.slides[3]?.title, 'Edited in the other tab']);
  });

  it('the later write of the same slide wins', () => {
    const first = mergeSlides(doc.slides, { slides: [{ at: 2, slide: retitled(doc.slides[2] as Slide, 'First') }] });
    const second = mergeSlides(first, { slides: [{ at: 2, slide: retitled(doc.slides[2] as Slide, 'Second') }] });
    expect(second[2]?.title).toBe('Second');
  });

  it('a slide removed here shortens the stored deck; a title edit writes the title alone', () => {
    const edit = editBetween(doc, { ...doc, title: 'Renamed', slides: doc.slides.slice(0, 4) });
    expect(edit).toMatchObject({ length: 4, title: 'Renamed', slides: [] });
    expect(mergeSlides(doc.slides, edit)).toHaveLength(4);
    expect(editBetween(doc, { ...doc, slides: doc.slides }).title).toBeUndefined();
  });

  it('tells another writer\'s parts from this tab\'s own by their revs, and a rename without a rev by its text', () => {
    const mine = (t: string) => t.startsWith('me:');
    const revs = mergeRevs({}, { slides: [{ at: 1, slide: doc.slides[1] as Slide }], title: 'x' }, 'me:1', 5);
    expect(revs).toEqual({ 1: 'me:1', title: 'me:1' });
    const seen = { revs, title: 'x', slideCount: 5 };
    expect(remoteChange({ revs, title: 'x', slideCount: 5 }, seen, mine)).toEqual({ positions: [], title: false, settings: false });
    const { title: _dropped, ...untitled } = revs;
    const theirs = { ...untitled, 1: 'them:4', 3: 'them:5', settings: 'them:5' };
    expect(remoteChange({ revs: theirs, title: 'Renamed on the dashboard', slideCount: 5 }, seen, mine)).toEqual({ positions: [1, 3], title: true, settings: true });
    expect(remoteChange({ revs: { ...revs, 1: 'me:2' }, title: 'x', slideCount: 5 }, seen, mine).positions).toEqual([]);
  });

  it('a late echo of this tab\'s own older write (its title, its slide count) is not taken for another\'s change', () => {
    const mine = (t: string) => t.startsWith('me:');
    const echo = mergeRevs({}, { slides: [], length: 4, title: 'Old title' }, 'me:1', 4);
    const seen = { revs: {}, title: 'New title', slideCount: 3 };
    expect(remoteChange({ revs: echo, title: 'Old title', slideCount: 4 }, seen, mine)).toEqual({ positions: [], title: false, settings: false });
    // Rewritten whole by a writer without revs (a stream), or renamed on the dashboard (its title rev dropped): taken.
    expect(remoteChange({ title: 'Old title', slideCount: 4 }, seen, mine)).toMatchObject({ length: 4, title: true });
  });
});

describe('per-slide merge of a slide\'s data', () => {
  it('keeps the table and chart a tab wrote with its slide', () => {
    const data = { table: { columns: ['Year', 'Sales'], rows: [['2024', '1.2 M€']] } };
    const local = doc.slides.map((s, i) => (i === 1 ? { ...s, data } : s));
    const merged = mergeSlides(doc.slides, editBetween(doc, { ...doc, slides: local }));
    expect(merged[1]?.data).toEqual(data);
    expect(merged[2]?.data).toBeUndefined();
  });
});
