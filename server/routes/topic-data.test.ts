/**
 * Data slides through the generation API over loopback HTTP, with an
 * OpenAI-compatible model double: the outline keeps slots for a document's
 * tables, a model's retyped table becomes the document's own, an invented
 * one is dropped, and the content call passes the outline's data on.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildContentRequest } from '../../src/core/config-rules';
import { normalizeOutline } from '../../src/core/outline/normalize';
import { createDefaultGenerationConfig } from '../../src/core/schemas/config';
import type { StreamLine, TopicLine } from '../../src/protocol/lines';
import { parseAll } from '../../src/protocol/parser';
import { createApp } from '../app';
import { dataPlanFor, offerLines } from './topic-data';
import { loadEnv } from '../env';
import { createAiSdkProvider } from '../providers/llm/ai-sdk';
import { listenLoopback, type Loopback } from '../testing/loopback';
import { startOpenAiSseServer, type OpenAiSseServer } from '../testing/openai-sse-server';

const DOCUMENT = [
  '# Solar pilot review',
  'This review looks back on the first year of the rooftop solar pilot in three towns, what it cost and what it produced for the people who live there.',
  '## Installation costs',
  'Panels were the largest cost, but the inverters and the labour added up as well over the year.',
  'Table 1: Installation costs per watt',
  '| Item | Cost per watt | Share |\n| --- | --- | --- |\n| Panels | 0.55 € | 50 % |\n| Inverter | 0.22 € | 20 % |\n| Labour | 0.33 € | 30 % |',
  '## Output by year',
  'Every site produced more in its second year, once the shading problems were fixed.',
  '| Year | North (MWh) | South (MWh) |\n| --- | --- | --- |\n| 2021 | 1,200 | 950 |\n| 2022 | 1,340 | 1,010 |\n| 2023 | 1,410 | 1,180 |',
  '## Next steps',
  'The towns plan to extend the pilot to the schools next spring, if the council agrees to the budget.',
].join('\n\n');

const none = { columns: [], rows: [] };
const modelTopic = (heading: string, kind = 'text', table: unknown = none) => ({ heading, overview: `About ${heading}.`, visual_mode: 'icon', icon_prompt: 'sun', image_prompt: 'solar panels', kind, table });
const OUTLINE_ANSWER = {
  title: 'Solar pilot review',
  description: 'A year of rooftop solar.',
  image_prompt: 'rooftop solar panels',
  topics: [
    modelTopic('Why the pilot'),
    modelTopic('Installation costs'),
    // Retyped from the document, separators dropped: the slide gets the document's table.
    modelTopic('Output grew each year', 'chart', { columns: ['Year', 'North', 'South'], rows: [['2021', '1200', '950'], ['2022', '1340', '1010'], ['2023', '1410', '1180']] }),
    // Figures the document does not have: no chart.
    modelTopic('Sites by town', 'chart', { columns: ['Town', 'Sites'], rows: [['Aston', '17'], ['Brill', '31']] }),
  ],
};

let model: OpenAiSseServer;
let api: Loopback;
beforeAll(async () => {
  model = await startOpenAiSseServer();
  const llm = createAiSdkProvider({ kind: 'openai-compatible', baseURL: model.baseURL, model: 'qwen2.5', maxRetries: 0 });
  api = await listenLoopback(createApp({ env: loadEnv({}), llm, serveApp: false }));
});
afterAll(async () => {
  await api.close();
  await model.close();
});
afterEach(() => model.script());

async function call(path: string, body: unknown): Promise<StreamLine[]> {
  const res = await fetch(`${api.url}/api/ppt/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return parseAll(new Uint8Array(await res.arrayBuffer())).flatMap((e) => (e.kind === 'line' ? [e.line] : []));
}

const topicsOf = (lines: StreamLine[]): TopicLine[] => lines.filter((l): l is TopicLine => l.type === 'topic');

describe('data slides in the generation API', () => {
  it("offers the document's tables in the outline and puts their own figures on the slides", async () => {
    model.script({ text: JSON.stringify(OUTLINE_ANSWER) });
    const config = createDefaultGenerationConfig({ input_text: DOCUMENT, number_of_slides: 7 });
    const outlineLines = await call('generate-outline-test', { input_text: DOCUMENT, number_of_slides: 7 });

    // The model is asked for the slots the tables leave, with the data kinds in its schema and prompt.
    const asked = model.requests.at(-1)?.body;
    expect(JSON.stringify(asked?.messages)).toContain('Exactly 4 topics');
    expect(JSON.stringify(asked?.messages)).toContain('every figure must be in it');
    expect(JSON.stringify(asked?.response_format)).toContain('"big-number"');

    const complete = outlineLines.find((l) => l.type === 'outline_complete');
    expect(complete).toBeDefined();
    const { topics } = normalizeOutline(complete?.type === 'outline_complete' ? complete.outline : {}, { inputText: DOCUMENT, numberOfSlides: 7 });
    expect(topics.map((t) => [t.heading, t.data?.kind])).toEqual([
      ['Why the pilot', undefined],
      ['Installation costs', undefined],
      ['Installation costs per watt', 'chart'],
      ['Output grew each year', 'chart'],
      ['Sites by town', undefined],
    ]);
    const output = topics[3]?.data;
    expect(output?.kind === 'chart' && output.chart.series.map((s) => [s.name, s.values])).toEqual([
      ['North (MWh)', [1200, 1340, 1410]],
      ['South (MWh)', [950, 1010, 1180]],
    ]);
    expect(output?.source).toBe('Output by year');

    // The content model retypes the chart with other figures: the slide keeps the outline's.
    const slides = topics.map((t) => ({ heading: t.heading, overview: 'Said.', layout: 'list', subtopics: [], kind: t.heading === 'Output grew each year' ? 'table' : 'text', table: t.heading === 'Output grew each year' ? { columns: ['Year', 'North'], rows: [['2021', '999']] } : none }));
    model.script({ text: JSON.stringify({ title: 'Solar pilot review', description: 'A year.', image_prompt: 'panels', slides }) });
    const contentLines = topicsOf(await call('generate-content-test', buildContentRequest(config, topics)));
    expect(contentLines.map((l) => l.data?.kind)).toEqual([undefined, undefined, 'chart', 'chart', undefined]);
    expect(contentLines[3]?.data).toEqual(output);
    expect(contentLines[3]?.layout).toBe('chart');
    const prompt = JSON.stringify(model.requests.at(-1)?.body.messages);
    expect(prompt).toContain('Line chart · North (MWh), South (MWh) by 3 categories');
  });

  it('asks the writer for every slide when the source has no table', async () => {
    model.script({ text: JSON.stringify({ ...OUTLINE_ANSWER, topics: OUTLINE_ANSWER.topics.slice(0, 2) }) });
    const lines = await call('generate-outline-test', { input_text: 'Rooftop solar in small towns', number_of_slides: 3 });
    expect(JSON.stringify(model.requests.at(-1)?.body.messages)).toContain('Exactly 2 topics');
    expect(topicsOf(lines).every((t) => t.data === undefined)).toBe(true);
  });
});

describe('offerLines', () => {
  it('offers a table split over slides whole or not at all', () => {
    const rows = Array.from({ length: 20 }, (_, i) => `| Port ${i} | ${i % 2 ? 'yes' : 'no'} |`).join('\n');
    const source = `${DOCUMENT}\n\n## Ports\n\n| Port | Supported |\n| --- | --- |\n${rows}`;
    const three = dataPlanFor(source, 9);
    // Three slots at most, but the split table does not fit the third: two are kept.
    expect(three.slots).toBe(2);
    expect(offerLines(three, 6).lines.map((l) => [l.topic_id, l.heading])).toEqual([
      ['topic_7', 'Installation costs per watt'],
      ['topic_8', 'Output by year'],
    ]);
    const four = { ...three, slots: 4 };
    expect(offerLines(four, 6).lines.map((l) => l.heading)).toEqual(['Installation costs per watt', 'Output by year', 'Ports (1/2)', 'Ports (2/2)']);
  });
});

describe('dataPlanFor', () => {
  it("names a presentation's table by its figures, not by the 'Slide N' its untitled slide is headed with", () => {
    const deck = `# Slide 1\n\nSolar pilot review, a year of rooftop panels in three towns and what they produced.\n\n# Slide 2\n\n| Item | Cost per watt |\n| --- | --- |\n| Panels | 0.55 € |\n| Inverter | 0.22 € |\n| Labour | 0.33 € |`;
    expect(dataPlanFor(deck, 7).offers.map((o) => o.heading)).toEqual(['Cost per watt by Item']);
  });
});
