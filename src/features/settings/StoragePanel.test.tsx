import { liveQuery } from 'dexie';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { StorageFullError } from '../../data/errors';
import { mediaKey, mediaRepository } from '../../data/media';
import { freshDbs } from '../../data/testing';
import { clearMediaCache, formatBytes, PERSISTENCE_TEXT, StoragePanelView, type ClearState, type StoragePanelViewProps } from './StoragePanel';

const dbs = freshDbs();

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
    expect(render({ clear: { kind: 'busy' } })).toMatch(/role="status"[^>]*>Clearing the media cache…/);
    expect(render({ clear: { kind: 'idle' } })).not.toMatch(/<button[^>]*disabled/);
    expect(render({ clear: { kind: 'done', freed: 2048 } })).toMatch(/role="status"[^>]*>Media cache cleared: 2.0 KB freed\./);
    expect(render({ clear: { kind: 'error', message: 'Your device storage is full' } })).toContain('Your device storage is full');
  });
});

describe('clearMediaCache', () => {
  it('empties the real cache, failed prompts included, and the live size drops to zero', async () => {
    const db = dbs.make();
    const media = mediaRepository(db);
    await media.put({ key: mediaKey('image', 'tide', 'sketch'), kind: 'image', status: 'cached', url: 'https://img.example/tide.png', blob: new Blob(['x'.repeat(2048)]) });
    const failed = mediaKey('icon', 'anchor');
    await media.markFailed(failed, 'icon', 'Icon generation failed');
    // The query the panel's useMediaCacheSize runs, observed the way useLiveQuery does.
    const sizes: number[] = [];
    const subscription = liveQuery(() => media.totalSize()).subscribe((size) => sizes.push(size));
    await vi.waitFor(() => expect(sizes.at(-1)).toBe(2048 + 'https://img.example/tide.png'.length));
    const reports: ClearState[] = [];
    const refresh = vi.fn(() => Promise.reject(new Error('no estimate')));
    await clearMediaCache(media, (state) => reports.push(state), refresh);
    await vi.waitFor(() => expect(sizes.at(-1)).toBe(0));
    subscription.unsubscribe();
    expect(reports).toEqual([{ kind: 'busy' }, { kind: 'done', freed: 2048 + 'https://img.example/tide.png'.length }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(await media.shouldRequest(failed)).toBe(true);
  });

  it('says why when the cache cannot be cleared', async () => {
    const reports: ClearState[] = [];
    await clearMediaCache({ clear: () => Promise.reject(new StorageFullError('Failed to clear the media cache')) }, (state) => reports.push(state), () => Promise.resolve());
    await clearMediaCache({ clear: () => Promise.reject(new Error('closed')) }, (state) => reports.push(state), () => Promise.resolve());
    expect(reports.filter((r) => r.kind === 'error')).toEqual([
      { kind: 'error', message: new StorageFullError('Failed to clear the media cache').userMessage },
      { kind: 'error', message: 'Could not clear the media cache.' },
    ]);
  });
});
