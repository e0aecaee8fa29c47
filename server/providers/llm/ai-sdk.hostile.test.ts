/**
 * Models that loop, never stop, stall or write absurd fields, over the real
 * wire format: each answer ends with a clear error and the model's request
 * is dropped, so one bad model cannot hold the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileScript } from '../../testing/hostile-llm';
import { collect, outlineAnswer, outlineRequest } from '../../testing/llm-fixtures';
import { startOpenAiSseServer, type OpenAiSseServer } from '../../testing/openai-sse-server';
import { createAiSdkProvider } from './ai-sdk';
import { REPEAT_MESSAGE, stallMessage } from './answer-guard';
import { outlineBudget } from './budget';

let server: OpenAiSseServer;
const STALL_MS = 300;

beforeAll(async () => {
  server = await startOpenAiSseServer();
});
afterAll(() => server.close());

function provider() {
  return createAiSdkProvider({ kind: 'openai-compatible', baseURL: server.baseURL, model: 'tiny', maxRetries: 0, stallMs: STALL_MS });
}

async function outlineError(): Promise<string> {
  const { error } = await collect(provider().outline(outlineRequest({ number_of_slides: 5 }), new AbortController().signal));
  const record = server.requests.at(-1);
  await record?.closed;
  // The model was cut off, not left writing into a closed stream.
  expect(record?.closedByClient).toBe(true);
  return error?.message ?? '';
}

describe('a hostile model', () => {
  it('asks the model for no more tokens than the request needs', async () => {
    server.script({ text: JSON.stringify(outlineAnswer(4)) });
    await collect(provider().outline(outlineRequest({ number_of_slides: 5, description_size: 'short' }), new AbortController().signal));
    const sent = server.requests.at(-1)?.body.max_tokens;
    expect(sent).toBe(outlineBudget({ number_of_slides: 5, description_size: 'short' }).maxOutputTokens);
    expect(outlineBudget({ number_of_slides: 20, description_size: 'long' }).maxOutputTokens).toBeGreaterThan(sent as number);
  });

  it('stops a "}" flood inside a string', async () => {
    server.script(hostileScript('brace-flood'));
    expect(await outlineError()).toMatch(/^The model got stuck repeating|^The model's answer grew past/);
  });

  it('stops an answer that never ends at the size cap', async () => {
    server.script(hostileScript('endless'));
    const { maxChars } = outlineBudget({ number_of_slides: 5, description_size: 'medium' });
    expect(await outlineError()).toBe(
      `The model's answer grew past ${maxChars.toLocaleString('en-US')} characters, far more than 5 slides need, so it was stopped. Try again, or use another model.`,
    );
    expect(server.requests.at(-1)?.charsSent).toBeLessThan(maxChars * 4);
  });

  it('stops a 1 MB heading before it reaches anyone', async () => {
    server.script(hostileScript('huge-heading'));
    // "honeybee honeybee ..." is a loop as well as too long: either stop is right.
    expect(await outlineError()).toMatch(/^The model's answer grew past|^The model got stuck repeating/);
  });

  it('stops a model repeating one sentence', async () => {
    server.script(hostileScript('repeat-loop'));
    expect(await outlineError()).toBe(REPEAT_MESSAGE);
  });

  it('stops a model that goes silent mid-answer', async () => {
    server.script(hostileScript('stall'));
    expect(await outlineError()).toBe(stallMessage(STALL_MS));
    server.release();
  });

  it('stops a model that only sends blank lines', async () => {
    server.script(hostileScript('blank-stall'));
    expect(await outlineError()).toBe(stallMessage(STALL_MS));
  });
});

describe('an outline cut short', () => {
  it('says how many topics arrived of how many, and why', async () => {
    const text = JSON.stringify(outlineAnswer(4));
    server.script({ text, cutAfter: text.indexOf('"heading":"Roles'), cut: 'finish', finishReason: 'length' });
    const { events } = await collect(provider().outline(outlineRequest({ number_of_slides: 5 }), new AbortController().signal));
    const last = events.at(-1);
    expect(last).toMatchObject({ type: 'outline_complete', outline: { is_complete: false, topics_array: ['Anatomy of a bee'] } });
    expect(last?.type === 'outline_complete' && last.outline.error).toMatch(/reached its output token limit\. .*1 of 4 topics arrived\.$/);
  });
});
