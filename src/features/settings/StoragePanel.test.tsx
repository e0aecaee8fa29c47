import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatBytes, PERSISTENCE_TEXT, StoragePanelView, type StoragePanelViewProps } from './StoragePanel';

function render(overrides: Partial<StoragePanelViewProps> = {}): string {
  const props: StoragePanelViewProps = {
    info: { used: 5 * 1024 * 1024, available: 95 * 1024 * 1024, percentage: 5 },
    infoStatus: 'ready',
    persistence: 'granted',
    deckCount: 12,
    deckLimit: 100,
    mediaBytes: 1536,
    clear: { kind: 'idle' },
    onClearMedia: () => {},
    ...overrides,
  };
  return renderToStaticMarkup(<StoragePanelView {...props} />);
}

describe('formatBytes', () => {
  it('uses 1024-based units with one decimal under 10', () => {
    expect([0, 512, 1536, 10 * 1024, 5 * 1024 ** 3].map(formatBytes)).toEqual(['0 B', '512 B', '1.5 KB', '10 KB', '5.0 GB']);
    expect(formatBytes(-3)).toBe('0 B');
  });
});

describe('StoragePanelView', () => {
  it('shows usage, a labelled meter, persistence, decks against the limit and the media size', () => {
    const html = render();
    expect(html).toContain('5.0 MB used, 95 MB available (5%)');
    expect(html).toMatch(/<meter[^>]*value="5"[^>]*aria-labelledby="[^"]+"/);
    expect(html).toContain(PERSISTENCE_TEXT.granted);
    expect(html).toContain('Saved decks: 12 of 100');
    expect(html).toContain('1.5 KB of images and icons');
    expect(html).toMatch(/<section aria-labelledby="([^"]+)"[\s\S]*<h2 id="\1"/);
  });

  it('says when the browser gives no storage information', () => {
    expect(render({ info: null, infoStatus: 'unavailable' })).toContain('Storage information is unavailable in this browser.');
    expect(render({ info: null, infoStatus: 'unknown' })).toContain('Checking storage');
  });

  it('shows each persist() outcome', () => {
    expect(render({ persistence: 'denied' })).toContain(PERSISTENCE_TEXT.denied);
    expect(render({ persistence: 'unsupported' })).toContain('This browser cannot make storage persistent.');
  });

  it('disables the button while clearing and reports the result in a status region', () => {
    expect(render({ clear: { kind: 'busy' } })).toMatch(/<button[^>]*disabled=""[^>]*aria-busy="true"[^>]*>Clear media cache/);
    expect(render({ clear: { kind: 'done', freed: 2048 } })).toMatch(/role="status"[^>]*>Media cache cleared: 2.0 KB freed\./);
    expect(render({ clear: { kind: 'error', message: 'Your device storage is full' } })).toContain('Your device storage is full');
  });
});
