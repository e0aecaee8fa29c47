import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { scriptedFetch } from '../api/test-support';
import { CallLogRepository } from '../data/calllog';
import { freshDbs } from '../data/testing';
import { createCallLogSink } from './call-log-sink';

const dbs = freshDbs();

describe('call-log sink', () => {
  it('writes the entry of a finished call to the Dexie call log', async () => {
    const db = dbs.make();
    const script = scriptedFetch();
    const api = createApiClient({ fetch: script.fetch, callLog: createCallLogSink(() => db), baseUrl: '/api' });
    const call = api.content({ presentation_title: 'Reefs', topics_array: '[]', tone: 'casual', description_size: 'short', model_key: 'default' });
    await expect.poll(() => script.bodies.length).toBe(1);
    script.bodies[0]?.push({ type: 'content', title: 'Reefs', description: '' });
    script.bodies[0]?.end();
    await call;
    const repo = new CallLogRepository(db);
    await expect.poll(() => repo.count()).toBe(1);
    const [entry] = await repo.latest();
    expect(entry).toMatchObject({ type: 'content', endpoint: '/api/ppt/generate-content-test', prompt: 'Reefs', status: 'success' });
  });
});
