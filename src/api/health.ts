import { healthResponseSchema, type HealthResponse } from '../protocol/requests';

/** Asks the generation server whether it is up; null when it cannot be reached. */
export async function fetchHealth(signal?: AbortSignal): Promise<HealthResponse | null> {
  try {
    const res = await fetch('/api/health', { signal, headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    const parsed = healthResponseSchema.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
