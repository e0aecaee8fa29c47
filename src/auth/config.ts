// Hand checks, not a schema library: this runs in the entry chunk before the
// first render, where every kilobyte delays every first visit.

export type AuthConfig = { mode: 'local' } | { mode: 'supabase'; url: string; anonKey: string };

function urlProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'VITE_SUPABASE_URL must be an http(s) URL';
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:' ? null : 'VITE_SUPABASE_URL must be an http(s) URL';
  } catch {
    return 'VITE_SUPABASE_URL must be an http(s) URL';
  }
}

function keyProblem(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? null : 'VITE_SUPABASE_ANON_KEY must not be empty';
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Supabase when both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are set,
 * else accounts on this device. A half-set or malformed pair is reported and
 * the app still starts (local mode) rather than showing a blank page.
 */
export function readAuthConfig(env: Record<string, unknown>): AuthConfig {
  if (isBlank(env.VITE_SUPABASE_URL) && isBlank(env.VITE_SUPABASE_ANON_KEY)) return { mode: 'local' };
  const problems = [urlProblem(env.VITE_SUPABASE_URL), keyProblem(env.VITE_SUPABASE_ANON_KEY)].filter((p) => p !== null);
  if (problems.length > 0) {
    console.error(`[auth] Supabase configuration ignored (${problems.join('; ')}); using accounts on this device.`);
    return { mode: 'local' };
  }
  return { mode: 'supabase', url: String(env.VITE_SUPABASE_URL), anonKey: String(env.VITE_SUPABASE_ANON_KEY).trim() };
}
