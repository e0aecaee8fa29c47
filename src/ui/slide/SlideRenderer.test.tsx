import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resolveTheme } from '../../core/themes';
import { SlideEditContext, type SlideTextProps } from './edit-context';
import type { RenderSlide } from '../../core/slide/geometry';
import { slideLook } from './slide-look';
import { SlideRenderer } from './SlideRenderer';

const look = slideLook({ selectedTheme: 'classic-dark', selectedTitleFont: 'font-lora', selectedBodyFont: 'font-inter' });

function topic(count: number, layout?: string): RenderSlide {
  return {
    id: 3,
    type: 'topic',
    title: 'Battery life cycle',
    description: 'From mine to recycling',
    ...(layout ? { layout: { type: layout } } : {}),
    topic: {
      heading: 'Battery life cycle',
      overview: 'From mine to recycling',
      subtopics: Array.from({ length: count }, (_, i) => ({ heading: `Step ${i + 1}`, overview: `What happens at step ${i + 1}.` })),
    },
  };
}

const render = (slide: RenderSlide, extra: Partial<Parameters<typeof SlideRenderer>[0]> = {}) =>
  renderToStaticMarkup(<SlideRenderer slide={slide} slideIndex={3} look={look} {...extra} />);

const layoutOf = (html: string) => /data-layout="([^"]+)"/.exec(html)?.[1];
const count = (html: string, needle: string) => html.split(needle).length - 1;
const fontSizes = (html: string) => [...html.matchAll(/font-size:(\d+(?:\.\d+)?)px/g)].map((m) => Number(m[1]));

describe('SlideRenderer', () => {
  it('draws a title slide: the title (marked as the heading) and description, centred, in the theme', () => {
    const html = render({ type: 'title', title: 'Tides & <currents>', description: 'How the moon moves the sea' });
    expect(layoutOf(html)).toBe('title');
    expect(html).toMatch(/data-slide-heading=""[^>]*>.*Tides &amp; &lt;currents&gt;/);
    expect(html).toContain('How the moon moves the sea');
    expect(html).toContain(`color:${resolveTheme('classic-dark').colors.title}`);
    expect(html).toContain('Lora');
    expect(count(html, 'data-testid="layout-item"')).toBe(0);
  });

  it('draws a topic slide with its heading, overview and every item in its layout', () => {
    const html = render(topic(5, 'pyramid'));
    expect(layoutOf(html)).toBe('pyramid');
    expect(count(html, 'data-testid="layout-item" data-shape="triangle-band"')).toBe(5);
    for (const text of ['Battery life cycle', 'From mine to recycling', 'Step 1', 'What happens at step 5.']) expect(html).toContain(text);
    // Five bands drawn as shapes under the text.
    expect(count(html, '<polygon')).toBe(5);
    for (const size of fontSizes(html)) {
      expect(size).toBeGreaterThanOrEqual(14);
      expect(size).toBeLessThanOrEqual(48);
    }
    // No layout stored: the content decides (a cycle named in the heading).
    expect(render(topic(3))).toContain('data-layout="circular-6"');
    expect(layoutOf(render(topic(4)))).toBe('circular-6');
  });

  it("uses the slide's chosen layout when registered and big enough, else the content's", () => {
    const flow = render(topic(4, 'process-flow'));
    expect(layoutOf(flow)).toBe('process-flow');
    expect(count(flow, 'data-shape="chevron"')).toBe(4);
    expect(layoutOf(render(topic(3, 'no-such-layout')))).toBe('circular-6');
    // Seven steps: too many for a cycle, so the eight-point timeline of ordered steps.
    expect(layoutOf(render(topic(7, 'star-5')))).toBe('timeline');
    expect(layoutOf(render(topic(5, 'pencil-3')))).toBe('circular-6');
    const star = render(topic(5, 'star-5'));
    expect(layoutOf(star)).toBe('star-5');
    expect(count(star, 'data-testid="layout-item"')).toBe(5);
  });

  it('draws every text through the edit context when there is one', () => {
    const calls: SlideTextProps[] = [];
    const ctx = {
      renderText: (props: SlideTextProps) => {
        calls.push(props);
        return <span data-editable={props.field}>{props.value}</span>;
      },
    };
    const html = renderToStaticMarkup(
      <SlideEditContext.Provider value={ctx}>
        <SlideRenderer slide={topic(2)} slideIndex={7} look={look} />
      </SlideEditContext.Provider>,
    );
    expect(calls.map((c) => c.field)).toEqual(['heading', 'overview', 'subtopics.0.heading', 'subtopics.0.overview', 'subtopics.1.heading', 'subtopics.1.overview']);
    expect(calls.every((c) => c.slideIndex === 7)).toBe(true);
    expect(calls.map((c) => c.multiline)).toEqual([false, true, false, true, false, true]);
    expect(calls[2]!.value).toBe('Step 1');
    expect(html).toContain('data-editable="subtopics.1.overview"');

    // The user's formatting travels with its text to the editor.
    const formatted = topic(1);
    const bold = { text: 'Battery life cycle', html: '<b>Battery</b> life cycle' };
    const step = { text: 'Step 1', html: '<i>Step 1</i>' };
    const withRich = { ...formatted, rich: { title: bold }, topic: { ...formatted.topic!, subtopics: [{ ...formatted.topic!.subtopics[0]!, rich: { heading: step } }] } };
    calls.length = 0;
    renderToStaticMarkup(
      <SlideEditContext.Provider value={ctx}>
        <SlideRenderer slide={withRich} slideIndex={7} look={look} />
      </SlideEditContext.Provider>,
    );
    expect(calls.map((c) => c.rich)).toEqual([bold, undefined, step, undefined]);

    const titleCalls: string[] = [];
    renderToStaticMarkup(
      <SlideEditContext.Provider value={{ renderText: (p) => (titleCalls.push(p.field), p.value) }}>
        <SlideRenderer slide={{ type: 'title', title: 'T', description: 'D' }} slideIndex={0} look={look} />
      </SlideEditContext.Provider>,
    );
    expect(titleCalls).toEqual(['title', 'description']);
  });

  it('offers the overview of a blank topic slide to an editor only, under the heading', () => {
    const blank: RenderSlide = { type: 'topic', title: '', description: '', topic: { heading: '', overview: '', subtopics: [] } };
    const fields: string[] = [];
    const html = renderToStaticMarkup(
      <SlideEditContext.Provider value={{ renderText: (p) => (fields.push(p.field), null) }}>
        <SlideRenderer slide={blank} slideIndex={1} look={look} />
      </SlideEditContext.Provider>,
    );
    expect(fields).toEqual(['heading', 'overview']);
    const top = (field: string) => Number(new RegExp(`data-text-box="${field}"[^>]*?top:([\\d.]+)px`).exec(html)?.[1]);
    expect(top('overview')).toBeGreaterThan(top('heading'));
    // Read-only views draw no empty box.
    expect(render(blank)).not.toContain('data-text-box="overview"');
  });

  it('renders stored HTML without scripts or event handlers', () => {
    const slide = topic(1);
    const html = render({
      ...slide,
      topic: { ...slide.topic!, heading: 'Reefs <img src=x onerror="alert(1)"><script>alert(2)</script>', subtopics: [{ heading: '<b>Bold</b>', overview: '<svg onload=alert(3)>' }] },
    });
    expect(html).not.toMatch(/<(img|svg|script)\b[^>]*(onerror|onload)/i);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<[a-z]+\s[^>]*\bon[a-z]+=/i);
  });

  it('draws bare words in plain mode, even inside an edit context', () => {
    const ctx = { renderText: () => <span data-editable="" /> };
    const html = renderToStaticMarkup(
      <SlideEditContext.Provider value={ctx}>
        <SlideRenderer
          slide={{ type: 'title', title: 'Bold & cover', description: '', rich: { title: { text: 'Bold & cover', html: '<b>Bold</b> &amp; <img src=x onerror=alert(1)>cover' } } }}
          slideIndex={0}
          look={look}
          plain
        />
      </SlideEditContext.Provider>,
    );
    expect(html).not.toContain('data-editable');
    expect(html).not.toMatch(/<(b|img)\b/);
    expect(html).toContain('>Bold &amp; cover</p>');
  });

  it('types blocks in order: items appear when their heading starts typing', () => {
    const onBlockDone = () => undefined;
    const atOverview = render(topic(3), { typing: { stage: 1, onBlockDone } });
    expect(atOverview).toContain('data-typing="typing"');
    expect(atOverview).toContain('Battery life cycle');
    expect(count(atOverview, 'data-testid="layout-item"')).toBe(0);
    const atSecondItem = render(topic(3), { typing: { stage: 4, onBlockDone } });
    expect(count(atSecondItem, 'data-testid="layout-item"')).toBe(2);
    expect(atSecondItem).toContain('Step 2');
    expect(atSecondItem).not.toContain('Step 3');
    expect(count(render(topic(3)), 'data-testid="layout-item"')).toBe(3);
  });

  it('shows safe images with their alt text and drops other addresses', () => {
    const slide = topic(2);
    const html = render({
      ...slide,
      backgroundImage: 'javascript:alert(1)',
      topic: {
        ...slide.topic!,
        image_url: 'https://example.org/reef.jpg',
        subtopics: [
          { heading: 'Icon', overview: '', image_url: 'data:image/svg+xml,%3Csvg%2F%3E' },
          { heading: 'Bad', overview: '', image_url: 'javascript:alert(1)' },
        ],
      },
    });
    expect(html).toMatch(/<img src="https:\/\/example.org\/reef.jpg" alt="Battery life cycle"/);
    // The icon is its own shape over the accent colour, beside its heading; a bad address draws nothing.
    expect(html).toMatch(/data-icon=""[^>]*mask:url\(&quot;data:image\/svg\+xml,[^)]*\)/);
    expect(count(html, 'data-icon=')).toBe(1);
    expect(html).not.toContain('javascript:');
    expect(count(html, '<img')).toBe(1);
  });

  it("hides the topic image, keeping the icons, when the deck's photos are off", () => {
    const slide = topic(2);
    const withPictures = {
      ...slide,
      topic: { ...slide.topic!, image_url: 'https://example.org/reef.jpg', subtopics: [{ heading: 'Icon', overview: '', image_url: 'data:image/svg+xml,%3Csvg%2F%3E' }] },
    };
    const off = slideLook({ selectedTheme: 'classic-dark', selectedTitleFont: 'font-lora', selectedBodyFont: 'font-inter', disablePhotos: true });
    expect(off.hidePhotos).toBe(true);
    const html = renderToStaticMarkup(<SlideRenderer slide={withPictures} slideIndex={3} look={off} />);
    expect(html).not.toContain('reef.jpg');
    expect(count(html, 'data-icon=')).toBe(1);
    expect(count(render(withPictures), '<img')).toBe(1);
    expect(count(render(withPictures), 'data-icon=')).toBe(1);
  });
});
