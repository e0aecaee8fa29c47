import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { scriptedFetch } from '../../tests/helpers/generation-server';
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

describe('batching call-log sink', () => {
  const entry = (n: number) => ({ timestamp: n, type: 'icon' as const, endpoint: '/api/icon/icon-generation', prompt: `icon ${n}`, status: 'success' as const, responseTime: 5 });

  it('writes the entries of many calls in one transaction, in their order, after the interval', async () => {
    const db = dbs.make();
    const repo = new CallLogRepository(db);
    const many = vi.spyOn(CallLogRepository.prototype, 'appendMany');
    const sink = createCallLogSink(() => db, { flushMs: 30 });
    for (let n = 1; n <= 25; n++) sink.append(entry(n));
    expect(await repo.count()).toBe(0);
    await expect.poll(() => repo.count()).toBe(25);
    expect(many).toHaveBeenCalledTimes(1);
    const latest = await repo.latest(25);
    expect(latest.map((e) => e.prompt)).toEqual(Array.from({ length: 25 }, (_, i) => `icon ${25 - i}`));
    many.mockRestore();
  });

  it('writes what waits at once on flush', async () => {
    const db = dbs.make();
    const sink = createCallLogSink(() => db, { flushMs: 60_000 });
    sink.append(entry(1));
    sink.append(entry(2));
    await sink.flush();
    expect(await new CallLogRepository(db).count()).toBe(2);
  });

  it('keeps pruning to the limits when entries come in batches', async () => {
    const db = dbs.make();
    const repo = new CallLogRepository(db);
    await repo.appendMany(Array.from({ length: 1_000 }, (_, i) => entry(i)));
    expect(await repo.appendMany([entry(5_000), entry(5_001)])).toBe(2);
    expect(await repo.count()).toBe(1_000);
    const [newest] = await repo.latest(1);
    expect(newest?.prompt).toBe('icon 5001');
  });
});
