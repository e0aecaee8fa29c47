import { describe, expect, it } from 'vitest';
import { healthResponseSchema } from '../protocol/requests';
import { isHealthResponse } from './health';

const ok = { status: 'ok', version: '1.0.0', providers: { llm: 'builtin', images: 'builtin', icons: 'builtin' } };

const samples: unknown[] = [
  ok,
  { ...ok, extra: 1 },
  { ...ok, features: { urlImport: true } },
  { ...ok, features: { urlImport: false, other: 1 } },
  { ...ok, features: { urlImport: 'yes' } },
  { ...ok, features: null },
  { ...ok, features: [] },
  { ...ok, status: 'down' },
  { ...ok, version: 1 },
  { ...ok, providers: { llm: 'builtin', images: 'builtin' } },
  { ...ok, providers: { ...ok.providers, icons: null } },
  { ...ok, providers: [] },
  { status: 'ok', providers: ok.providers },
  null,
  [],
  'ok',
  42,
  undefined,
];

describe('isHealthResponse', () => {
  it('accepts exactly what the zod schema accepts', () => {
    for (const sample of samples) {
      expect(isHealthResponse(sample), JSON.stringify(sample)).toBe(healthResponseSchema.safeParse(sample).success);
    }
  });

  it('accepts a real answer and rejects a broken one', () => {
    expect(isHealthResponse(ok)).toBe(true);
    expect(isHealthResponse({ ...ok, providers: {} })).toBe(false);
  });
});
