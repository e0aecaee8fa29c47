import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_CALL_LOG_LIMIT, COMPLETED_CALL_LOG_LIMIT } from '../core/schemas/telemetry';
import type { CallLogRow } from './db';
import { CallLogRepository } from './calllog';
import { WRITE_CALL_LOG_FAILED } from './errors';
import { freshDbs } from './testing';

const dbs = freshDbs();
afterEach(() => vi.restoreAllMocks());

function rows(n: number, status: 'success' | 'pending', from = 0): CallLogRow[] {
  return Array.from({ length: n }, (_, i) => ({ timestamp: from + i, type: 'image', endpoint: '/api/x', prompt: '', status }));
}

describe('CallLogRepository', () => {
  it('appends, completes and lists newest first', async () => {
    const log = new CallLogRepository(dbs.make());
    const id = await log.append({ timestamp: 1, type: 'outline', endpoint: '/api/ppt/generate-outline-test', status: 'pending' });
    await log.append({ timestamp: 2, type: 'icon', endpoint: '/api/icon/icon-generation', status: 'success' });
    expect(id).toEqual(expect.any(Number));
    expect(await log.complete(id ?? -1, { status: 'success', responseTime: 120 })).toBe(true);
    const latest = await log.latest();
    expect(latest.map((e) => e.timestamp)).toEqual([2, 1]);
    expect(latest[1]).toMatchObject({ status: 'success', responseTime: 120, prompt: '' });
  });

  it('returns the latest 50 for the console', async () => {
    const db = dbs.make();
    await db.calllog.bulkAdd(rows(70, 'success'));
    const latest = await new CallLogRepository(db).latest();
    expect(latest).toHaveLength(API_CALL_LOG_LIMIT);
    expect(latest[0]?.timestamp).toBe(69);
  });

  it('keeps at most 1000 completed calls, pruning the oldest', async () => {
    const db = dbs.make();
    const log = new CallLogRepository(db);
    await db.calllog.bulkAdd(rows(COMPLETED_CALL_LOG_LIMIT, 'success'));
    await log.append({ timestamp: 5_000, type: 'content', endpoint: '/api/c', status: 'error' });
    const completed = await log.completed();
    expect(completed).toHaveLength(COMPLETED_CALL_LOG_LIMIT);
    expect(completed[0]?.timestamp).toBe(5_000);
    expect(completed.some((e) => e.timestamp === 0)).toBe(false);
  });

  it('keeps at most 50 pending calls (left by closed tabs)', async () => {
    const db = dbs.make();
    await db.calllog.bulkAdd(rows(API_CALL_LOG_LIMIT, 'pending'));
    await new CallLogRepository(db).append({ timestamp: 999, type: 'image', endpoint: '/api/i', status: 'pending' });
    expect(await db.calllog.count()).toBe(API_CALL_LOG_LIMIT);
    expect(await db.calllog.where('timestamp').equals(0).count()).toBe(0);
  });

  it('never throws on a failed write: it logs and returns undefined', async () => {
    const db = dbs.make();
    vi.spyOn(db.calllog, 'add').mockRejectedValue(new Error('broken'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = await new CallLogRepository(db).append({ timestamp: 1, type: 'image', endpoint: '/x', status: 'pending' });
    expect(id).toBeUndefined();
    expect(error).toHaveBeenCalledWith(WRITE_CALL_LOG_FAILED, expect.any(Error));
  });
});
