import { describe, expect, it } from 'vitest';
import { slideSchema } from '../schemas/slide';
import { htmlToText } from './html-text';
import { fromOldValue, isOldEditorMarkup, migrateOldPresentation, migrateOldSlide } from './legacy-markup';

describe('isOldEditorMarkup', () => {
  it("recognises what the old inline editor wrote: only its own tags, typed '<' escaped", () => {
    expect(isOldEditorMarkup('<b>Bold</b> text')).toBe(true);
    expect(isOldEditorMarkup('<span style="color: red">x</span><br>y')).toBe(true);
    expect(isOldEditorMarkup('<span>&lt;b&gt; typed as text</span>')).toBe(true);
    expect(isOldEditorMarkup('<ul><li>a</li></ul><BR/>')).toBe(true);
  });

  it('reads generated text with "<" as plain text', () => {
    for (const text of ['Vec<T> & Option<T>', 'if a<b then x', 'a < b', '<img src=x onerror=alert(1)>', '<script>x</script>', 'x <b', 'plain & simple', '']) {
      expect(isOldEditorMarkup(text), text).toBe(false);
    }
  });
});

describe('htmlToText', () => {
  it('drops tags, keeps lines and decodes references', () => {
    expect(htmlToText('<h1>Title</h1><div>one <b>two</b></div><ul><li>a</li><li>b</li></ul>')).toBe('Title\none two\na\nb');
    expect(htmlToText('x &amp; y&nbsp;&lt;z&gt; &#233;&#x42;<br>next')).toBe('x & y <z> éB\nnext');
    // Linear on hostile input: 100,000 unclosed tags are one scan each.
    expect(htmlToText('<a'.repeat(100_000)).length).toBe(200_000);
  });
});

describe('fromOldValue', () => {
  it('splits old editor HTML into plain text and its formatting', () => {
    expect(fromOldValue('<b>Bold</b> &amp; more')).toEqual({ text: 'Bold & more', formatted: { text: 'Bold & more', html: '<b>Bold</b> &amp; more' } });
    expect(fromOldValue('<span>&lt;b&gt;</span>').text).toBe('<b>');
  });

  it('keeps any other value as the plain text it is', () => {
    expect(fromOldValue('Vec<T> & Option<T>')).toEqual({ text: 'Vec<T> & Option<T>' });
    expect(fromOldValue('Tom &amp; Jerry')).toEqual({ text: 'Tom &amp; Jerry' });
  });
});

describe('migrateOldSlide', () => {
  it('moves the formatting of a topic slide and its subtopics beside their plain text', () => {
    const old = {
      id: 1,
      type: 'topic',
      title: '<i>Tides</i>',
      description: 'Vec<T> & Option<T>',
      topic: {
        heading: '<i>Tides</i>',
        overview: 'Vec<T> & Option<T>',
        subtopics: [
          { id: 'subtopic_1_1', heading: '<b>Moon</b>', overview: 'if a<b then x' },
          { id: 'subtopic_1_2', heading: 'Sun', overview: '<u>Pull</u>' },
        ],
      },
    };
    const slide = slideSchema.parse(migrateOldSlide(old));
    expect(slide).toMatchObject({ title: 'Tides', description: 'Vec<T> & Option<T>', rich: { title: { text: 'Tides', html: '<i>Tides</i>' } } });
    expect(slide.rich?.description).toBeUndefined();
    expect(slide.topic).toMatchObject({ heading: 'Tides', overview: 'Vec<T> & Option<T>' });
    expect(slide.topic?.subtopics[0]).toMatchObject({ heading: 'Moon', overview: 'if a<b then x', rich: { heading: { text: 'Moon', html: '<b>Moon</b>' } } });
    expect(slide.topic?.subtopics[1]).toMatchObject({ heading: 'Sun', overview: 'Pull', rich: { overview: { text: 'Pull', html: '<u>Pull</u>' } } });
  });

  it('formats a title slide from its own title and description', () => {
    const slide = slideSchema.parse(migrateOldSlide({ id: 0, type: 'title', title: 'Deck', description: '<b>About</b> it' }));
    expect(slide).toMatchObject({ title: 'Deck', description: 'About it', rich: { description: { text: 'About it', html: '<b>About</b> it' } } });
  });

  it('leaves a plain slide as it was', () => {
    const plain = { id: 0, type: 'title', title: 'a < b', description: 'x' };
    expect(migrateOldSlide(plain)).toBe(plain);
  });
});

describe('migrateOldPresentation', () => {
  it('migrates a version 1 record once, and leaves a version 2 record alone', () => {
    const v1 = { id: 'd', schemaVersion: 1, slides: [{ id: 0, type: 'title', title: '<b>Hi</b>', description: '' }] };
    const v2 = migrateOldPresentation(v1) as { schemaVersion: number; slides: { title: string }[] };
    expect(v2.schemaVersion).toBe(2);
    expect(v2.slides[0]?.title).toBe('Hi');
    // A version 2 title that reads "<b>Hi</b>" was typed so: it stays.
    const typed = { id: 'd', schemaVersion: 2, slides: [{ id: 0, type: 'title', title: '<b>Hi</b>' }] };
    expect(migrateOldPresentation(typed)).toBe(typed);
  });
});
