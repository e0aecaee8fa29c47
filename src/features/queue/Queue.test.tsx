import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxState, type QueueEntry } from '../../state/outbox-runner';
import { ServicesProvider } from '../../state/services';
import { testServices } from '../../state/services-testing';
import { QueueButton } from './QueueButton';
import { QueueRow, statusText } from './QueueRow';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 0, 10, 12);

function entry(overrides: Partial<QueueEntry> = {}): QueueEntry {
  return { id: 1, kind: 'deck', status: 'queued', attempts: 0, error: undefined, nextAttemptAt: NOW, topic: 'Tides and the moon', slides: 5, requestedAt: NOW - 3 * HOUR, ...overrides };
}

function row(e: QueueEntry): string {
  return renderToStaticMarkup(<QueueRow entry={e} now={NOW} onRetry={() => {}} onCancel={() => {}} />);
}

afterEach(() => {
  outboxState.items = [];
  outboxState.pending = 0;
});

describe('QueueRow', () => {
  it('shows the topic, slide count, when it was asked for and the status, with Retry now and Cancel', () => {
    const html = row(entry());
    expect(html).toContain('Tides and the moon');
    expect(html).toContain('5 slides · Requested 3 hours ago');
    expect(html).toContain('Queued');
    expect(html).toMatch(/<button[^>]*>Retry now<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
  });

  it('says what went wrong: a backoff after errors, a refusal, a run under way', () => {
    expect(row(entry({ attempts: 2, error: 'Network error' }))).toContain('Queued<span class="text-slate-500"> · 2 attempts, last error: Network error</span>');
    expect(row(entry({ status: 'failed', attempts: 1, error: 'Not enough credits' }))).toContain('Failed: Not enough credits');
    const running = row(entry({ status: 'running' }));
    expect(running).toContain('Generating…');
    expect(running).toMatch(/<button[^>]*disabled=""[^>]*>Retry now<\/button>/);
    expect(statusText({ status: 'failed', attempts: 1, error: undefined })).toBe('Failed: Unknown error');
  });

  it('names a queued rewrite by what it does, and says it is rewriting while it runs', () => {
    const html = row(entry({ kind: 'rewrite', topic: 'Rewrite slide 3: Shorter', slides: undefined }));
    expect(html).toContain('Rewrite slide 3: Shorter');
    expect(html).toContain('Requested 3 hours ago');
    expect(html).not.toContain('slides ·');
    expect(row(entry({ kind: 'rewrite', status: 'running', topic: 'Translate the deck into German' }))).toContain('Rewriting…');
  });

  it('shows the topic as text, never as markup', () => {
    const html = row(entry({ topic: '<img src=x onerror=alert(1)>' }));
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('QueueButton', () => {
  it('is hidden while nothing is queued, running or failed', () => {
    expect(renderToStaticMarkup(<ServicesProvider services={testServices()}><QueueButton /></ServicesProvider>)).toBe('');
  });

  it("shows 'Queue (N)' for the requests in the panel, failed ones included", () => {
    outboxState.items = [entry(), entry({ id: 2, status: 'failed', error: 'Refused' })];
    outboxState.pending = 1;
    const html = renderToStaticMarkup(<ServicesProvider services={testServices()}><QueueButton /></ServicesProvider>);
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>Queue \(2\)<\/button>/);
    expect(html).toMatch(/<dialog[^>]*aria-labelledby="queue-panel-title"/);
  });
});
