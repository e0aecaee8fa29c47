import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAuthConfig } from './config';

afterEach(() => vi.restoreAllMocks());

describe('readAuthConfig', () => {
  it('uses Supabase when both variables are set', () => {
    expect(readAuthConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: ' key ' })).toEqual({
      mode: 'supabase',
      url: 'https://abc.supabase.co',
      anonKey: 'key',
    });
  });

  it('uses accounts on this device when neither is set', () => {
    expect(readAuthConfig({})).toEqual({ mode: 'local' });
    expect(readAuthConfig({ VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '  ' })).toEqual({ mode: 'local' });
  });

  it.each([
    [{ VITE_SUPABASE_URL: 'https://abc.supabase.co' }, 'VITE_SUPABASE_ANON_KEY'],
    [{ VITE_SUPABASE_ANON_KEY: 'key' }, 'VITE_SUPABASE_URL'],
    [{ VITE_SUPABASE_URL: 'not a url', VITE_SUPABASE_ANON_KEY: 'key' }, 'VITE_SUPABASE_URL'],
    [{ VITE_SUPABASE_URL: 'ftp://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'key' }, 'VITE_SUPABASE_URL'],
  ])('reports a half-set or malformed configuration (%o) and still starts, locally', (env, named) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readAuthConfig(env)).toEqual({ mode: 'local' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining(named));
  });
});
