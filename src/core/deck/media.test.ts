/**
 * Tests of placeMedia: a picture lands only where the slide still asks for
 * it, and an unchanged deck comes back as the same array so the store skips
 * a commit. Edits made while a picture was on its way must win.
 */
import { describe, expect, it } from 'vitest';
import { slideSchema, type Slide, type SlideInput } from '../schemas/slide';
import { deckPhotoPages, placeMedia, type MediaTarget } from './media';

const URL = 'data:image/png;base64,AAA';

function topicSlide(id: number, topic: NonNullable<SlideInput['topic']> = {}): Slide {
  return slideSchema.parse({ id, type: 'topic', title: `Topic ${id}`, topic: { image_prompt: 'a lighthouse', ...topic } });
}

function deck(): Slide[] {
  return [
    slideSchema.parse({ id: 0, type: 'title', title: 'Deck' }),
    topicSlide(1, {
      subtopics: [
        { id: 'subtopic_1_1', icon_prompt: 'a gear', image_prompt: 'a factory', visual_mode: 'icon' },
        { id: 'subtopic_1_2', icon_prompt: 'a leaf', image_prompt: 'a forest', visual_mode: 'image' },
      ],
    }),
    topicSlide(2),
  ];
}

const at = (slideId: number, place: string, prompt: string): MediaTarget => ({ slideId, place, prompt });

describe('placeMedia: topic image', () => {
  it('places the image when the prompt matches and there is none yet', () => {
    const slides = deck();
    const next = placeMedia(slides, [at(2, 'topic', 'a lighthouse')], URL);
    expect(next).not.toBe(slides);
    expect(next[2]?.topic?.image_url).toBe(URL);
    expect(next[2]?.hasImage).toBe(true);
    expect(slides[2]?.topic?.image_url).toBeUndefined();
  });

  it('ignores surrounding spaces when comparing prompts', () => {
    const next = placeMedia(deck(), [at(2, 'topic', '  a lighthouse ')], URL);
    expect(next[2]?.topic?.image_url).toBe(URL);
  });

  it('leaves a slide whose prompt was edited meanwhile', () => {
    const slides = deck();
    expect(placeMedia(slides, [at(2, 'topic', 'an old prompt')], URL)).toBe(slides);
  });

  it('keeps an image that is already there', () => {
    const slides = [topicSlide(1, { image_url: 'https://x.test/mine.png' })];
    const next = placeMedia(slides, [at(1, 'topic', 'a lighthouse')], URL);
    expect(next).toBe(slides);
    expect(next[0]?.topic?.image_url).toBe('https://x.test/mine.png');
  });

  it('does nothing for a slide without a topic or an unknown slide', () => {
    const slides = deck();
    expect(placeMedia(slides, [at(0, 'topic', ''), at(9, 'topic', 'a lighthouse')], URL)).toBe(slides);
  });
});

describe('placeMedia: subtopics', () => {
  it('places an icon by subtopic id in icon mode and sets hasIcon', () => {
    const next = placeMedia(deck(), [at(1, 'subtopic_1_1', 'a gear')], URL);
    const subs = next[1]?.topic?.subtopics;
    expect(subs?.[0]?.image_url).toBe(URL);
    expect(subs?.[1]?.image_url).toBeUndefined();
    expect(next[1]).toMatchObject({ hasIcon: true, hasImage: false });
  });

  it('places an image in image mode and sets hasImage', () => {
    const next = placeMedia(deck(), [at(1, 'subtopic_1_2', 'a forest')], URL);
    expect(next[1]?.topic?.subtopics[1]?.image_url).toBe(URL);
    expect(next[1]?.topic?.subtopics[0]?.image_url).toBeUndefined();
    expect(next[1]).toMatchObject({ hasImage: true, hasIcon: false });
  });

  it('matches the prompt of the current mode only', () => {
    const slides = deck();
    // subtopic_1_1 is in icon mode, so its image prompt no longer asks for anything.
    expect(placeMedia(slides, [at(1, 'subtopic_1_1', 'a factory')], URL)).toBe(slides);
    expect(placeMedia(slides, [at(1, 'subtopic_1_2', 'a leaf')], URL)).toBe(slides);
  });

  it('leaves an edited prompt, a placed picture and an unknown id alone', () => {
    const slides = [
      topicSlide(1, {
        subtopics: [{ id: 'subtopic_1_1', icon_prompt: 'a gear', image_url: 'data:image/svg+xml;base64,old' }],
      }),
    ];
    const targets = [at(1, 'subtopic_1_1', 'a gear'), at(1, 'subtopic_1_3', 'a gear'), at(1, 'subtopic_1_1', 'a wrench')];
    const next = placeMedia(slides, targets, URL);
    expect(next).toBe(slides);
    expect(next[0]?.topic?.subtopics[0]?.image_url).toBe('data:image/svg+xml;base64,old');
  });

  it('places one address at several targets sharing a prompt', () => {
    const slides = deck();
    const next = placeMedia(slides, [at(1, 'subtopic_1_1', 'a gear'), at(2, 'topic', 'a lighthouse')], URL);
    expect(next[1]?.topic?.subtopics[0]?.image_url).toBe(URL);
    expect(next[2]?.topic?.image_url).toBe(URL);
  });
});

describe("placeMedia: the title slide's art", () => {
  const ART = 'data:image/svg+xml;base64,PHN2Zy8+';

  it('goes on the title slide as its builtin picture', () => {
    const next = placeMedia(deck(), [at(0, 'title', 'Deck')], ART);
    expect(next[0]?.picture).toEqual({ source: 'builtin', url: ART });
  });

  it('takes the place of art painted for another theme', () => {
    const old = [slideSchema.parse({ id: 0, type: 'title', picture: { source: 'builtin', url: URL, theme: 'classic-dark' } })];
    expect(placeMedia(old, [{ ...at(0, 'title', 'Deck'), theme: 'corporate-blue' }], ART)[0]?.picture).toEqual({ source: 'builtin', url: ART, theme: 'corporate-blue' });
    expect(placeMedia(old, [{ ...at(0, 'title', 'Deck'), theme: 'classic-dark' }], ART)).toBe(old);
  });

  it('never on a topic slide, nor over a picture the user gave or removed', () => {
    const slides = deck();
    expect(placeMedia(slides, [at(2, 'title', 'Deck')], ART)).toBe(slides);
    const own = [slideSchema.parse({ id: 0, type: 'title', picture: { source: 'upload', url: URL } })];
    expect(placeMedia(own, [at(0, 'title', 'Deck')], ART)).toBe(own);
    const removed = [slideSchema.parse({ id: 0, type: 'title', picture: { removed: true } })];
    expect(placeMedia(removed, [at(0, 'title', 'Deck')], ART)).toBe(removed);
  });
});

describe('deckPhotoPages', () => {
  const credit = (page: string) => ({ title: 't', author: 'a', license: 'CC BY 4.0', sourceUrl: page, provider: 'wikimedia' });
  const withPhoto = (id: number, page: string, shown = true) =>
    slideSchema.parse({ id, type: 'topic', picture: { source: 'search', credit: credit(page) }, topic: { image_prompt: 'x', ...(shown ? { image_url: URL } : {}) } });

  it('names each shown photo once, leaving out the slides asked for and the ones not shown', () => {
    const slides = [deck()[0]!, withPhoto(1, 'https://a.example/1'), withPhoto(2, 'https://a.example/2'), withPhoto(3, 'https://a.example/1'), withPhoto(4, 'https://a.example/4', false)];
    expect(deckPhotoPages(slides)).toEqual(['https://a.example/1', 'https://a.example/2']);
    expect(deckPhotoPages(slides, new Set([2]))).toEqual(['https://a.example/1']);
    expect(deckPhotoPages([withPhoto(1, 'javascript:alert(1)')])).toEqual([]);
  });
});

describe('placeMedia: identity', () => {
  it('returns the same array when nothing changed', () => {
    const slides = deck();
    expect(placeMedia(slides, [], URL)).toBe(slides);
  });

  it('keeps the identity of slides it did not change', () => {
    const slides = deck();
    const next = placeMedia(slides, [at(2, 'topic', 'a lighthouse')], URL);
    expect(next[0]).toBe(slides[0]);
    expect(next[1]).toBe(slides[1]);
    expect(next[2]).not.toBe(slides[2]);
  });

  it('keeps untouched subtopics and leaves the input unchanged', () => {
    const slides = deck();
    const before = structuredClone(slides);
    const next = placeMedia(slides, [at(1, 'subtopic_1_1', 'a gear')], URL);
    expect(next[1]?.topic?.subtopics[1]).toBe(slides[1]?.topic?.subtopics[1]);
    expect(slides).toEqual(before);
  });
});
