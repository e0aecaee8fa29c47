import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resolveTheme } from '../../core/themes';
import { createDefaultGenerationConfig } from '../../core/schemas/config';
import { savedPresentationSchema } from '../../core/schemas/presentation';
import type { Slide } from '../../core/schemas/slide';
import { slideLook } from '../../ui/slide/slide-look';
import { SlideCanvas } from '../../ui/slide/SlideCanvas';
import { validateHomeSearch } from './search';
import { chooseHomeView, resumeOffer, slideBlocks, type HomeViewInput } from './view';

const base: HomeViewInput = { deckId: 'd', live: false, showing: false, slideCount: 0, generating: false, saved: 'loading' };

describe('chooseHomeView', () => {
  it('shows the spinner while a deck streams and has no slide on screen yet', () => {
    expect(chooseHomeView({ ...base, live: true })).toBe('spinner');
    expect(chooseHomeView({ ...base, live: true, showing: true })).toBe('spinner');
    expect(chooseHomeView({ ...base, live: true, showing: true, slideCount: 1 })).toBe('slides');
  });

  it('shows a saved deck once a store holds it, else loading or missing', () => {
    expect(chooseHomeView({ ...base, showing: true })).toBe('slides');
    expect(chooseHomeView(base)).toBe('loading');
    expect(chooseHomeView({ ...base, saved: 'missing' })).toBe('missing');
  });

  it('without a deck id: the open deck, the spinner while generating, else the start form', () => {
    const none = { ...base, deckId: undefined, showing: true };
    expect(chooseHomeView({ ...none, slideCount: 3 })).toBe('slides');
    expect(chooseHomeView({ ...none, generating: true })).toBe('spinner');
    expect(chooseHomeView(none)).toBe('start');
  });
});

describe('resumeOffer', () => {
  const topics = JSON.stringify(['A', 'B', 'C', 'D'].map((heading) => ({ heading })));
  const saved = (extra: object) =>
    savedPresentationSchema.parse({ id: 'd', createdAt: 1, updatedAt: 1, lastViewed: 1, config: createDefaultGenerationConfig({ number_of_slides: 5, topics_array: topics }), slides: [{ id: 0, type: 'title', isComplete: true }, { id: 1, type: 'topic', isComplete: true }], ...extra });

  it('says how far an incomplete deck got: 2 of 5 slides', () => {
    expect(resumeOffer(saved({}), false)).toBe('This deck stopped before it was finished (2 of 5 slides).');
  });

  it('is not made for a complete deck, a deck kept as is, or one streaming now', () => {
    expect(resumeOffer(saved({ isComplete: true }), false)).toBeNull();
    expect(resumeOffer(saved({ keptIncomplete: true }), false)).toBeNull();
    expect(resumeOffer(saved({}), true)).toBeNull();
    expect(resumeOffer(undefined, false)).toBeNull();
  });
});

describe('validateHomeSearch', () => {
  it('keeps a deck id and drops anything else', () => {
    expect(validateHomeSearch({ deck: 'abc' })).toEqual({ deck: 'abc' });
    expect(validateHomeSearch({ deck: 42 })).toEqual({ deck: undefined });
    expect(validateHomeSearch({})).toEqual({});
  });
});

const topicSlide: Slide = {
  id: 1,
  type: 'topic',
  title: 'Reefs <script>alert(1)</script>',
  description: '',
  isComplete: true,
  isStreaming: false,
  streamingText: { title: '', description: '' },
  hasImage: false,
  hasIcon: false,
  notes: '',
  topic: {
    heading: 'Reefs <script>alert(1)</script>',
    overview: 'Why they matter',
    visual_mode: 'icon',
    icon_prompt: '',
    image_prompt: '',
    subtopics: [
      { id: 'subtopic_1_1', heading: 'Polyps', overview: 'Tiny animals', icon_prompt: '', image_prompt: '', visual_mode: 'icon' },
      { id: 'subtopic_1_2', heading: 'Bleaching', overview: 'Heat stress', icon_prompt: '', image_prompt: '', visual_mode: 'icon' },
    ],
  },
};

describe('slideBlocks', () => {
  it('orders heading, overview, then each subtopic heading and overview', () => {
    expect(slideBlocks(topicSlide).map((b) => b.text)).toEqual(['Reefs <script>alert(1)</script>', 'Why they matter', 'Polyps', 'Tiny animals', 'Bleaching', 'Heat stress']);
  });
});

describe('SlideCanvas', () => {
  const look = slideLook({ selectedTheme: 'midnight-magic', selectedTitleFont: 'font-lora', selectedBodyFont: 'font-inter' });

  it("draws the whole slide in the theme's colours and fonts, text as text", () => {
    const html = renderToStaticMarkup(<SlideCanvas slide={topicSlide} look={look} stage={Number.POSITIVE_INFINITY} onBlockDone={() => undefined} />);
    expect(html).toContain('Reefs &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    for (const text of ['Why they matter', 'Polyps', 'Tiny animals', 'Bleaching', 'Heat stress']) expect(html).toContain(text);
    expect(html).toContain(`color:${resolveTheme('midnight-magic').colors.title}`);
    expect(look.titleFont).toContain('Lora');
    expect(html).toContain('font-family:');
    expect(html).toMatch(/font-family:[^"]*Lora/);
  });

  it('shows only the blocks typed so far, the current one typing', () => {
    const html = renderToStaticMarkup(<SlideCanvas slide={topicSlide} look={look} stage={1} onBlockDone={() => undefined} />);
    expect(html).toContain('Why they matter');
    expect(html).toContain('data-typing="typing"');
    expect(html).not.toContain('Polyps');
  });
});
