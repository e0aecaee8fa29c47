import { describe, expect, it } from 'vitest';
import { overallStatus, serviceRows } from './services';

const up = { kind: 'up' as const, checkedAt: 1, health: { status: 'ok' as const, version: '0.1.0', providers: { llm: 'builtin', images: 'builtin', icons: 'builtin' } } };

describe('status rows', () => {
  it('lists the six services, all operational when the server answers', () => {
    const rows = serviceRows({ api: up, online: true, storage: 'ok' });
    expect(rows.map((r) => r.name)).toEqual(['Platform', 'AI generation', 'File export', 'User authentication', 'Database', 'Content delivery']);
    expect(overallStatus(rows)).toBe('operational');
  });

  it('marks AI generation down when /api/health does not answer', () => {
    const rows = serviceRows({ api: { kind: 'down', checkedAt: 1 }, online: true, storage: 'ok' });
    expect(rows.find((r) => r.id === 'ai-generation')?.status).toBe('down');
    expect(overallStatus(rows)).toBe('down');
  });

  it('shows degraded sign-in and delivery while offline', () => {
    const rows = serviceRows({ api: up, online: false, storage: 'ok' });
    expect(rows.find((r) => r.id === 'authentication')?.status).toBe('degraded');
    expect(rows.find((r) => r.id === 'content-delivery')?.status).toBe('degraded');
  });
});
