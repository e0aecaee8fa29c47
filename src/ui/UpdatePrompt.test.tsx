import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uiState } from '../state/ui';

vi.mock('virtual:pwa-register', () => ({ registerSW: () => async () => undefined }));

const { UpdatePrompt } = await import('./UpdatePrompt');
const { OfflineIndicator } = await import('./OfflineIndicator');

afterEach(() => {
  uiState.updateAvailable = false;
  uiState.online = true;
});

describe('UpdatePrompt', () => {
  it('renders nothing until a new version waits', () => {
    expect(renderToStaticMarkup(<UpdatePrompt />)).toBe('');
  });

  it("says 'New version available' with a Reload button", () => {
    uiState.updateAvailable = true;
    const html = renderToStaticMarkup(<UpdatePrompt />);
    expect(html).toContain('role="status"');
    expect(html).toContain('New version available');
    expect(html).toMatch(/<button[^>]*>Reload<\/button>/);
  });
});

describe('OfflineIndicator', () => {
  it('shows the pill only while offline', () => {
    expect(renderToStaticMarkup(<OfflineIndicator />)).toBe('');
    uiState.online = false;
    const html = renderToStaticMarkup(<OfflineIndicator />);
    expect(html).toContain('role="status"');
    expect(html).toContain('Offline — saved decks still work');
  });
});
