import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './Toaster';
import { showToast, toastState } from '../state/toast';

afterEach(() => toastState.toasts.splice(0));

describe('Toaster actions', () => {
  it('renders a link action as a real link to the in-app path', () => {
    showToast('success', 'Your deck "Tides" is ready', { ms: 0, action: { label: 'Open', href: '/home?deck=d%201' } });
    expect(renderToStaticMarkup(<Toaster />)).toMatch(/<a href="\/home\?deck=d%201"[^>]*>Open<\/a>/);
  });

  it('still renders a button action', () => {
    showToast('info', 'New version', { ms: 0, action: { label: 'Reload', run: () => {} } });
    const html = renderToStaticMarkup(<Toaster />);
    expect(html).toMatch(/<button type="button" class="btn-primary">Reload<\/button>/);
    expect(html).not.toContain('<a ');
  });
});
