import { renderToStaticMarkup } from 'react-dom/server';
import { proxy } from 'valtio';
import { describe, expect, it } from 'vitest';
import type { OutlineTopic } from '../../core/schemas/outline';
import { createDefaultStreamingStats } from '../../core/schemas/telemetry';
import { createInitialForm, type CreateFormState } from '../../state/create-form';
import { createDeckStore } from '../../state/deck';
import type { DeckJobsState } from '../../state/deck-job';
import type { GenerationState } from '../../state/generation';
import type { GenerateFlow } from './flow';
import { InputStep } from './InputStep';
import { OutlinePreview } from './OutlinePreview';
import { OutlineProgress, outlinePercent } from './OutlineProgress';
import { OutlineStep, outlineShortfall } from './OutlineStep';
import { StepIndicator } from './StepIndicator';
import { StreamingIndicator } from './StreamingIndicator';
import { tabIndexForKey } from '../../ui/pickers/ThemeGallery';

const topic = (n: number, heading = `Topic ${n}`): OutlineTopic => ({ topic_id: `topic_${n}`, heading, overview: `About ${heading}`, visual_mode: 'icon', icon_prompt: '', image_prompt: '' });
const noFlow = {} as GenerateFlow;

function generationState(patch: Partial<GenerationState> = {}): GenerationState {
  return proxy({
    status: 'streaming-outline',
    error: null,
    errorKind: null,
    errorStatus: null,
    statusMessage: '',
    stats: createDefaultStreamingStats(),
    outline: null,
    topics: [],
    expectedTopics: 4,
    outlineSkipped: false,
    warnings: [],
    ...patch,
  } as GenerationState);
}

describe('StepIndicator', () => {
  it('lists the three steps and marks only the current one', () => {
    const html = renderToStaticMarkup(<StepIndicator current={2} />);
    expect(html.match(/aria-current="step"/g)).toHaveLength(1);
    expect(html).toMatch(/<li aria-current="step" data-state="current"[\s\S]*Generate Outline/);
    expect(html).toContain('Input &amp; Settings');
    expect(html).toContain('Visuals &amp; Generate');
  });
});

describe('InputStep', () => {
  it('labels the prompt "Presentation title / topic" and disables Continue while the topic is blank', () => {
    const form = proxy(createInitialForm());
    const html = renderToStaticMarkup(<InputStep form={form} flow={noFlow} />);
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Presentation title \/ topic<\/label><textarea id="\1"/);
    expect(html).toContain('placeholder="Enter a topic or paste content"');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Continue<\/button>/);
    form.input.text = 'Coral reefs';
    expect(renderToStaticMarkup(<InputStep form={form} flow={noFlow} />)).toMatch(/<button type="submit"(?![^>]*disabled)[^>]*>Continue<\/button>/);
  });

  it('offers the slide counts, the two selects with their defaults and the four text amounts', () => {
    const html = renderToStaticMarkup(<InputStep form={proxy(createInitialForm())} flow={noFlow} />);
    for (const n of ['1 slide', '5 slides', '10 slides', '15 slides', '20 slides']) expect(html).toContain(n);
    expect(html).toMatch(/checked="" value="5"/);
    expect(html).toMatch(/<option value="gpt-4o" selected="">Default<\/option>/);
    expect(html).toMatch(/<option value="en-US" selected="">English \(US\)<\/option>/);
    for (const label of ['Minimal', 'Concise', 'Detailed', 'Extensive']) expect(html).toContain(`>${label}</span>`);
    expect(html).toMatch(/checked="" value="Concise"/);
    // Five slides and the two topics of four in image mode (1 and 4).
    expect(html).toContain('Uses 7 credits (5 slides + 2 pictures)');
  });

  it('in document mode shows the banner and a 200-character preview instead of the prompt', () => {
    const form: CreateFormState = proxy(createInitialForm());
    form.document = { source: 'file_upload', missing: false, editing: false };
    form.input.text = `${'a'.repeat(200)}TAIL`;
    const html = renderToStaticMarkup(<InputStep form={form} flow={noFlow} />);
    expect(html).toContain('Content from uploaded document');
    expect(html).toContain(`${'a'.repeat(200)}…`);
    expect(html).not.toContain('TAIL');
    expect(html).toContain('Edit content manually');
    expect(html).not.toContain('<textarea');
    form.document.editing = true;
    expect(renderToStaticMarkup(<InputStep form={form} flow={noFlow} />)).toMatch(/<textarea[^>]*>a+TAIL<\/textarea>/);
  });
});

describe('OutlineProgress', () => {
  it('shows the start spinner until the first topic', () => {
    const html = renderToStaticMarkup(<OutlineProgress state={generationState({ statusMessage: 'Building your outline… (2 s)' })} />);
    expect(html).toContain('Starting Outline Generation');
    expect(html).toContain('Building your outline… (2 s)');
    expect(html).not.toContain('Building Your Outline<');
  });

  it('then the live list with a progress bar of topics received over expected', () => {
    const html = renderToStaticMarkup(<OutlineProgress state={generationState({ topics: [topic(1), topic(2), topic(3)] })} />);
    expect(html).toContain('Building Your Outline');
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="75"/);
    expect(html).toContain('75%');
    expect(html).toContain('3. Topic 3');
    expect(outlinePercent(5, 4)).toBe(100);
    expect(outlinePercent(1, 0)).toBe(0);
  });
});

describe('OutlinePreview', () => {
  it('shows title and description first, then one numbered, editable entry per topic', () => {
    const form = proxy(createInitialForm());
    Object.assign(form.outline, { phase: 'done', title: 'Reefs', description: 'Under the sea', topics: [topic(1, 'Corals'), topic(2, 'Threats')] });
    const html = renderToStaticMarkup(<OutlinePreview outline={form.outline} />);
    expect(html.indexOf('Reefs')).toBeLessThan(html.indexOf('Under the sea'));
    expect(html.indexOf('Under the sea')).toBeLessThan(html.indexOf('Corals'));
    expect(html).toMatch(/aria-label="Topic 1 heading"[^>]*value="Corals"/);
    expect(html).toMatch(/aria-label="Topic 2 overview"[^>]*>About Threats<\/textarea>/);
    expect(html).toContain('aria-label="Move topic 2 up"');
    expect(html).toMatch(/aria-label="Move topic 2 down" disabled=""/);
    expect(html).toContain('aria-label="Delete topic 1"');
  });

  it('renders model text as text, never as markup', () => {
    const form = proxy(createInitialForm());
    Object.assign(form.outline, { phase: 'done', title: '<img src=x onerror=alert(1)>', topics: [topic(1, '<b>bold</b>')] });
    const html = renderToStaticMarkup(<OutlinePreview outline={form.outline} />);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<b>bold</b>');
  });

  it("shows a data topic's kind, source and first rows under its overview, as text", () => {
    const form = proxy(createInitialForm());
    const rows = ['2021', '2022', '2023', '2024', '2025'].map((y, i) => [y, String(1200 + i * 100)]);
    const data = { kind: 'table' as const, table: { columns: ['Year', '<b>North</b> (MWh)'], rows }, source: 'Output by year, report.docx' };
    Object.assign(form.outline, { phase: 'done', title: 'Solar', topics: [topic(1, 'Why solar'), { ...topic(2, 'Output by year'), data }] });
    const html = renderToStaticMarkup(<OutlinePreview outline={form.outline} />);
    expect(html.match(/data-testid="outline-topic-data"/g)).toHaveLength(1);
    expect(html).toContain('Table · 2 columns × 5 rows · from Output by year, report.docx');
    expect(html).toMatch(/aria-label="Topic 2 figures"/);
    expect(html).toContain('<td class="px-2 py-0.5">2024</td><td class="px-2 py-0.5">1500</td>');
    expect(html).not.toContain('>2025<');
    expect(html).toContain('and 1 more row');
    expect(html).toContain('&lt;b&gt;North&lt;/b&gt; (MWh)');
  });

  it('lists why the outline cannot be approved', () => {
    const form = proxy(createInitialForm());
    Object.assign(form.outline, { phase: 'done', title: 'T', topics: [topic(1, ' '), topic(2, 'Same'), topic(3, 'same')] });
    const html = renderToStaticMarkup(<OutlinePreview outline={form.outline} />);
    expect(html).toContain('Topic 1 needs a heading.');
    expect(html).toContain('Topic 3 has the same heading as topic 2.');
    expect(html).toMatch(/aria-label="Topic 1 heading" aria-invalid="true"/);
  });
});

describe('StreamingIndicator', () => {
  const jobs = proxy<DeckJobsState>({ active: {}, errors: {}, warnings: {} });
  const render = (form: CreateFormState, deckId: string | null, slides: number) => {
    const deck = createDeckStore();
    deck.load({ deckId, title: 'T', slides: Array.from({ length: slides }, (_, id) => ({ id, type: id === 0 ? 'title' : 'topic', title: `S${id}` }) as never) });
    return renderToStaticMarkup(<StreamingIndicator form={form} jobs={jobs} deck={deck.state} />);
  };

  it('shows the active indicator with the slides received for this deck only', () => {
    const form = proxy(createInitialForm());
    form.job = { deckId: 'd1', signature: '', status: 'running', error: null, retryable: false };
    expect(render(form, 'd1', 3)).toMatch(/Background streaming active<\/strong> · 3 slides received/);
    expect(render(form, 'other', 3)).toContain('0 slides received');
  });

  it('says when the deck is ready or why it failed', () => {
    const form = proxy(createInitialForm());
    form.job = { deckId: 'd1', signature: '', status: 'done', error: null, retryable: false };
    expect(render(form, 'd1', 5)).toContain('Your deck is ready: 5 slides.');
    form.job = { deckId: 'd1', signature: '', status: 'failed', error: 'Not enough credits', retryable: false };
    expect(render(form, 'd1', 0)).toMatch(/role="alert"[^>]*>The deck could not be generated: Not enough credits/);
  });
});

describe('theme tabs keys', () => {
  it('move with the arrows (wrapping), Home and End', () => {
    expect([tabIndexForKey('ArrowRight', 5, 6), tabIndexForKey('ArrowLeft', 0, 6), tabIndexForKey('Home', 3, 6), tabIndexForKey('End', 0, 6)]).toEqual([0, 5, 0, 5]);
    expect(tabIndexForKey('a', 0, 6)).toBeUndefined();
  });
});

describe('outlineShortfall', () => {
  it('says when the writer gave fewer topics than asked, and why', () => {
    expect(outlineShortfall(20, 9, true)).toBe(
      'The text has material for 9 topics, so the outline has 9 topics instead of 19: no slide is padded with filler. Add topics below if you want more.',
    );
    expect(outlineShortfall(5, 1, true)).toMatch(/^The text has material for one topic, so the outline has one topic instead of 4/);
  });

  it('tells how many topics arrived when a writer stopped early, and what the user can do', () => {
    expect(outlineShortfall(5, 1, false)).toBe('Only 1 of 4 topics arrived: the writer stopped early. Continue with one topic, add topics below, or try again.');
  });

  it('offers to ask again for the topics asked when a writer stopped early, not after a short document', () => {
    const form = proxy(createInitialForm());
    Object.assign(form.input, { text: 'Coral reefs', slides: 5 });
    Object.assign(form.outline, { phase: 'done', title: 'T', topics: [topic(1)] });
    const generation = generationState({ status: 'done', topics: [topic(1)] });
    const html = () => renderToStaticMarkup(<OutlineStep form={form} flow={noFlow} generation={generation} />);
    expect(html()).toContain('Only 1 of 4 topics arrived');
    expect(html()).toContain('Ask again for 4 topics');
    form.document = { name: 'reefs.pdf' } as never;
    expect(html()).toContain('The text has material for one topic');
    expect(html()).not.toContain('Ask again');
  });

  it('gives the reason the server sent when a writer’s answer was cut short', () => {
    const reason = 'The model’s answer ended early: it reached its output token limit after 1 of 4 topics.';
    expect(outlineShortfall(5, 1, false, reason)).toBe(`${reason} Continue with one topic, add topics below, or try again.`);
    const form = proxy(createInitialForm());
    Object.assign(form.input, { text: 'Coral reefs', slides: 5 });
    Object.assign(form.outline, { phase: 'done', title: 'T', topics: [topic(1)] });
    form.document = { name: 'reefs.pdf' } as never;
    const generation = generationState({ status: 'done', topics: [topic(1)], outline: { title: 'T', topics_array: ['Topic 1'], is_complete: false, error: reason } as never });
    const html = renderToStaticMarkup(<OutlineStep form={form} flow={noFlow} generation={generation} />);
    expect(html).toContain('reached its output token limit');
    expect(html).toContain('Ask again for 4 topics');
  });

  it('says nothing when the count was met or nothing came', () => {
    expect(outlineShortfall(10, 9, false)).toBeNull();
    expect(outlineShortfall(10, 0, false)).toBeNull();
  });
});
