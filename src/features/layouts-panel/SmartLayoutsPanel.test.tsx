import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { withAutoLayouts } from '../../core/layouts';
import { createDefaultPresentationSettings } from '../../core/schemas/config';
import { slideSchema, type Slide } from '../../core/schemas/slide';
import { createDeckStore } from '../../state/deck';
import { ServicesProvider } from '../../state/services';
import { testServices } from '../../state/services-testing';
import { studioState } from '../../state/studio';
import { SmartLayoutsPanel } from './SmartLayoutsPanel';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((heading) => ({ heading, overview: 'Workshops.' }));

function panelFor(layout?: Slide['layout']): string {
  const week = slideSchema.parse({
    id: 1,
    type: 'topic',
    title: 'Your first week',
    topic: { heading: 'Your first week', subtopics: WEEK.map((s, i) => ({ ...s, id: `subtopic_1_${i + 1}` })) },
    ...(layout ? { layout } : {}),
  });
  const slides = withAutoLayouts([slideSchema.parse({ id: 0, type: 'title', title: 'Welcome' }), week]);
  const store = createDeckStore();
  store.load({ title: 'Welcome', slides: [...slides], settings: createDefaultPresentationSettings() });
  store.state.currentIndex = 1;
  studioState.smartLayouts = true;
  return renderToStaticMarkup(<ServicesProvider services={testServices()}><SmartLayoutsPanel store={store} /></ServicesProvider>);
}

/** The Automatic button's markup. */
const automatic = (html: string) => /<button[^>]*>Automatic[^<]*<\/button>/.exec(html)?.[0] ?? '';

afterEach(() => {
  studioState.smartLayouts = false;
});

describe('SmartLayoutsPanel', () => {
  it('says why the automatic layout was chosen, from the record on the slide', () => {
    const html = panelFor();
    expect(automatic(html)).toContain('Automatic: dated sequence');
    expect(automatic(html)).toContain('aria-pressed="true"');
    expect(html).not.toContain('by number of points');
    expect(html).toMatch(/data-layout-option="horizontal-timeline"[^>]*class="[^"]*border-indigo-600/);
  });

  it("marks the user's layout and still tells what automatic would be based on", () => {
    const html = panelFor({ type: 'grid', config: {} });
    expect(automatic(html)).toContain('aria-pressed="false"');
    expect(automatic(html)).toContain('Automatic: dated sequence');
    expect(html).toMatch(/aria-pressed="true"[^>]*data-layout-option="grid"/);
  });
});
