// zod/mini: this runs before the first render and must stay small.
import * as z from 'zod/mini';

export type AuthConfig = { mode: 'local' } | { mode: 'supabase'; url: string; anonKey: string };

const supabaseEnvSchema = z.object({
  VITE_SUPABASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
  VITE_SUPABASE_ANON_KEY: z.string().check(z.trim(), z.minLength(1, 'must not be empty')),
});

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Supabase when both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are set,
 * else accounts on this device. A half-set or malformed pair is reported and
 * the app still starts (local mode) rather than showing a blank page.
 */
export function readAuthConfig(env: Record<string, unknown>): AuthConfig {
  if (isBlank(env.VITE_SUPABASE_URL) && isBlank(env.VITE_SUPABASE_ANON_KEY)) return { mode: 'local' };
  const parsed = supabaseEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    console.error(`[auth] Supabase configuration ignored (${problems}); using accounts on this device.`);
    return { mode: 'local' };
  }
  return { mode: 'supabase', url: parsed.data.VITE_SUPABASE_URL, anonKey: parsed.data.VITE_SUPABASE_ANON_KEY };
}
