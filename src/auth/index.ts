import { readAuthConfig } from './config';
import { LocalAuth } from './local';
import { SupabaseAuth, hasAuthCallback } from './supabase';
import type { AuthClient } from './types';

export type * from './types';
export { safeRedirect } from './redirect';

/**
 * The app's auth client: Supabase when VITE_SUPABASE_URL and
 * VITE_SUPABASE_ANON_KEY are set at build time, else accounts on this device.
 */
export function createAuthClient(env: Record<string, unknown> = import.meta.env): AuthClient {
  const config = readAuthConfig(env);
  if (config.mode === 'local') return new LocalAuth({ events: window });
  return new SupabaseAuth({
    url: config.url,
    anonKey: config.anonKey,
    events: window,
    callbackInUrl: hasAuthCallback(window.location.href),
  });
}
