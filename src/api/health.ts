import type { HealthResponse } from '../protocol/requests';

/**
 * Same rules as `healthResponseSchema`, checked by hand: /landing calls this, and
 * importing the zod schema put ~25 KB gzipped of zod into the landing chunk.
 * health.test.ts keeps the two in agreement.
 */
export function isHealthResponse(value: unknown): value is HealthResponse {
  if (!isRecord(value) || value.status !== 'ok' || typeof value.version !== 'string') return false;
  const p = value.providers;
  const f = value.features;
  const featuresOk = f === undefined || (isRecord(f) && typeof f.urlImport === 'boolean');
  return featuresOk && isRecord(p) && typeof p.llm === 'string' && typeof p.images === 'string' && typeof p.icons === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Asks the generation server whether it is up; null when it cannot be reached. */
export async function fetchHealth(signal?: AbortSignal): Promise<HealthResponse | null> {
  try {
    const res = await fetch('/api/health', { signal, headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    const body: unknown = await res.json();
    if (!isHealthResponse(body)) return null;
    // Rebuilt like zod's parse would: unknown keys are dropped, not passed on.
    const { llm, images, icons } = body.providers;
    const health: HealthResponse = { status: 'ok', version: body.version, providers: { llm, images, icons } };
    if (body.features) health.features = { urlImport: body.features.urlImport };
    return health;
  } catch {
    return null;
  }
}
