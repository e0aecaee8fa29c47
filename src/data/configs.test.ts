import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigsRepository } from './configs';
import { freshDbs } from './testing';

const dbs = freshDbs();
afterEach(() => vi.restoreAllMocks());

describe('ConfigsRepository', () => {
  it('stores the current and start configs apart, with defaults filled in', async () => {
    const configs = new ConfigsRepository(dbs.make());
    await configs.set('current', { input_text: 'Tides', number_of_slides: 8 });
    await configs.set('start', { input_text: 'Wind' });
    expect(await configs.get('current')).toMatchObject({ input_text: 'Tides', number_of_slides: 8, tone: 'casual', model_key: 'gpt-4o' });
    expect((await configs.get('start'))?.input_text).toBe('Wind');
  });

  it('returns undefined when nothing is stored and after clear', async () => {
    const configs = new ConfigsRepository(dbs.make());
    expect(await configs.get('start')).toBeUndefined();
    await configs.set('start', { input_text: 'x' });
    await configs.clear('start');
    expect(await configs.get('start')).toBeUndefined();
  });

  it('refuses an invalid config', async () => {
    const configs = new ConfigsRepository(dbs.make());
    await expect(configs.set('current', { number_of_slides: 0 })).rejects.toThrow();
    expect(await configs.get('current')).toBeUndefined();
  });

  it('removes a stored config that cannot be parsed', async () => {
    const db = dbs.make();
    const configs = new ConfigsRepository(db);
    await db.configs.put({ key: 'start', value: { number_of_slides: 'many' } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await configs.get('start')).toBeUndefined();
    expect(await db.configs.get('start')).toBeUndefined();
  });
});
