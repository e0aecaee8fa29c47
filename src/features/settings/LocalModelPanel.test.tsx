import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SERVER_UNREACHABLE } from '../../api/models';
import type { ModelInfo, ModelList } from '../../protocol/models';
import { LocalModelPanelView, formatDownloadSize, progressLabel, timeLeft, type LocalModelPanelViewProps } from './LocalModelPanel';

const model = (over: Partial<ModelInfo> = {}): ModelInfo => ({
  name: 'qwen2.5-1.5b',
  title: 'Qwen2.5 1.5B Instruct (Q4_K_M)',
  bytes: 1_117_320_736,
  licence: 'Apache-2.0',
  suits: 'Most laptops (8 GB): the recommended model.',
  ramGb: 2,
  installed: false,
  partialBytes: 0,
  ...over,
});

const list = (models: ModelInfo[] = [model()], over: Partial<ModelList> = {}): ModelList => ({ models, inUse: null, writer: 'builtin', ...over });

function render(over: Partial<LocalModelPanelViewProps> = {}): string {
  const props: LocalModelPanelViewProps = {
    list: list(),
    loadError: null,
    online: true,
    downloads: {},
    onDownload: () => {},
    onCancel: () => {},
    onRemove: () => {},
    onReload: () => {},
    ...over,
  };
  return renderToStaticMarkup(<LocalModelPanelView {...props} />);
}

describe('LocalModelPanelView', () => {
  it('lists each model with size, licence, memory, what it suits and a Download button', () => {
    const html = render();
    expect(html).toMatch(/<section aria-labelledby="([^"]+)"[\s\S]*<h2 id="\1"[^>]*>Local model<\/h2>/);
    expect(html).toContain('Qwen2.5 1.5B Instruct (Q4_K_M)');
    expect(html).toContain('1.1 GB · Apache-2.0 · needs about 2 GB of memory');
    expect(html).toContain('Most laptops (8 GB): the recommended model.');
    expect(html).toMatch(/<button type="button" class="btn-primary">Download \(1\.1 GB\)<\/button>/);
    expect(html).toContain('No local model is in use');
  });

  it('shows a real progress bar with bytes, speed and time left, and a Cancel button', () => {
    const html = render({ downloads: { 'qwen2.5-1.5b': { kind: 'progress', done: 512_000_000, total: 1_117_320_736, bytesPerSecond: 4_200_000, secondsLeft: 144 } } });
    expect(html).toMatch(/<progress[^>]*max="1117320736"[^>]*value="512000000"[^>]*aria-labelledby="([^"]+)"[^>]*><\/progress><p id="\1"/);
    expect(html).toContain('Downloading Qwen2.5 1.5B Instruct (Q4_K_M): 512 MB of 1.1 GB · 4.2 MB/s · about 2 min left');
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
    expect(html).not.toContain('Download (1.1 GB)');
  });

  it('says when the file is being checked, and offers to resume a paused download', () => {
    expect(render({ downloads: { 'qwen2.5-1.5b': { kind: 'verifying' } } })).toMatch(/Downloaded\. Checking the file(&#x27;|')s SHA-256/);
    const paused = render({ list: list([model({ partialBytes: 300_000_000 })]), downloads: { 'qwen2.5-1.5b': { kind: 'cancelled' } } });
    expect(paused).toContain('Resume download (300 MB kept)');
    expect(paused).toContain('Download paused: what was downloaded is kept.');
  });

  it('shows the server reason of a failed download as an alert', () => {
    const message = 'Not enough disk space for Qwen2.5 1.5B Instruct (Q4_K_M): it needs 1.1 GB more, only 200 MB is free in the models folder.';
    expect(render({ downloads: { 'qwen2.5-1.5b': { kind: 'error', message } } })).toContain(`<p role="alert" class="m-0 text-sm text-red-700">${message}</p>`);
  });

  it('offers Remove for an installed model and names the one in use', () => {
    const html = render({ list: list([model({ installed: true })], { inUse: 'qwen2.5-1.5b', writer: 'local' }) });
    expect(html).toMatch(/<button[^>]*>Remove<\/button>/);
    expect(html).toContain('Installed, in use.');
    expect(html).toContain('Decks are written by the local model qwen2.5-1.5b.');
  });

  it('knows the local writer by its provider name, which carries the model file', () => {
    expect(render({ list: list([model()], { writer: 'local:my-model.gguf' }) })).toContain('Decks are written by a local model.');
  });

  it('says the server cannot be reached, with a way to try again', () => {
    const html = render({ list: null, loadError: SERVER_UNREACHABLE });
    expect(html).toContain(`<p role="alert" class="m-0 text-sm text-red-700">${SERVER_UNREACHABLE}</p>`);
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
    expect(html).not.toContain('Loading the model list');
  });

  it('says downloads need the network when offline and disables Download', () => {
    const html = render({ online: false });
    expect(html).toContain('You are offline: downloading a model needs the network.');
    expect(html).toMatch(/<button type="button" class="btn-primary" disabled=""[^>]*>Download/);
  });
});

describe('progress texts', () => {
  it('formats sizes, speed and time left', () => {
    expect([0, 999, 491_400_032, 2_393_232_608].map(formatDownloadSize)).toEqual(['0 bytes', '999 bytes', '491 MB', '2.4 GB']);
    expect([null, 12, 150, 7200].map(timeLeft)).toEqual(['', '12 s left', 'about 3 min left', 'about 2.0 h left']);
    expect(progressLabel({ kind: 'progress', done: 0, total: 1000, bytesPerSecond: 0, secondsLeft: null })).toBe('0 bytes of 1 KB');
  });
});
