import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_NOT_FOUND, SLIDE_NOT_FOUND } from '../core/errors';
import type { EditRequestInput } from '../protocol/edit';
import type { ParseEvent } from '../protocol/parser';
import { linesOf, startBuiltinServer, startRawServer, type TestServer } from '../../tests/helpers/generation-server';
import { createApiClient } from './client';
import { ApiError } from './http';

let server: TestServer;
beforeAll(async () => {
  server = await startBuiltinServer();
});
afterAll(() => server.close());

const slide = {
  topic_id: 'topic_2',
  heading: 'Why reefs matter',
  overview: 'Reefs shelter a quarter of sea life. They protect coasts from storms. They feed millions of people.',
  subtopics: [
    { heading: 'Shelter', overview: 'Fish hide among the corals. Many species breed there.' },
    { heading: 'Coasts', overview: 'Reefs break the waves. Storm damage falls.' },
    { heading: 'Food', overview: 'Fishing feeds coastal towns. Markets depend on it.' },
  ],
};
const body = (over: Partial<EditRequestInput> = {}): EditRequestInput => ({ slide_id: 'topic_2', slides: [slide], action: 'shorter', presentation_title: 'Coral reefs', ...over });

async function run(client: ReturnType<typeof createApiClient>, request: EditRequestInput) {
  const events: ParseEvent[] = [];
  await client.edit(request, { onEvents: (batch) => void events.push(...batch) });
  return linesOf(events);
}

describe('the rewrite call', () => {
  it('streams the rewritten slide from the real server, asking again each time (no answer cache)', async () => {
    let requests = 0;
    const fetchFn: typeof fetch = (input, init) => {
      requests++;
      return fetch(input, init);
    };
    const client = createApiClient({ baseUrl: `${server.url}/api`, fetch: fetchFn });
    const lines = await run(client, body());
    const topics = lines.filter((l) => l.type === 'topic');
    expect(topics).toHaveLength(1);
    expect(topics[0]).toMatchObject({ topic_id: 'topic_2', heading: 'Why reefs matter', overview: 'Reefs shelter a quarter of sea life.' });
    expect(lines.at(-1)).toEqual({ type: 'done' });
    await run(client, body());
    expect(requests).toBe(2);
  });

  it("rejects with the server's own text for a slide it was not sent", async () => {
    const client = createApiClient({ baseUrl: `${server.url}/api` });
    const error = await client.edit(body({ slide_id: 'topic_9' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(SLIDE_NOT_FOUND);
    expect((error as ApiError).status).toBe(422);
  });

  it("names the field of a request the server refuses, in the server's words", async () => {
    const client = createApiClient({ baseUrl: `${server.url}/api` });
    const error = await client.edit(body({ action: 'instruction' })).catch((e: unknown) => e);
    expect((error as ApiError).message).toContain('instruction is required');
  });

  it('keeps the fixed texts of a missing endpoint and of a server failure', async () => {
    const raw = await startRawServer((req, res) => {
      res.writeHead(req.url?.includes('gone') ? 404 : 502, { 'content-type': 'text/plain' }).end('Bad gateway');
    });
    try {
      const missing = createApiClient({ baseUrl: `${raw.url}/gone` });
      expect(await missing.edit(body()).catch((e: unknown) => (e as Error).message)).toBe(API_NOT_FOUND);
      const broken = createApiClient({ baseUrl: `${raw.url}/api` });
      expect(await broken.edit(body()).catch((e: unknown) => (e as Error).message)).toBe('Content API failed: 502 Bad Gateway - Bad gateway');
    } finally {
      await raw.close();
    }
  });
});
