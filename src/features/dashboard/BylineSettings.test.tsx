import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BylineSettingsView, type BylineSettingsViewProps } from './BylineSettings';

const props = (extra: Partial<BylineSettingsViewProps> = {}): BylineSettingsViewProps => ({
  name: 'Ada Lovelace',
  organisation: 'Crumb & Co',
  showName: true,
  date: 'today',
  error: null,
  onOrganisation: () => undefined,
  onShowName: () => undefined,
  onDate: () => undefined,
  ...extra,
});

describe('the title slide settings', () => {
  it('shows the presenter, the organisation and the date choice', () => {
    const html = renderToStaticMarkup(<BylineSettingsView {...props()} />);
    expect(html).toContain('Presenter: Ada Lovelace');
    expect(html).toContain('value="Crumb &amp; Co"');
    expect(html).toContain('The day the deck is made');
    expect(html).toContain('No date');
  });

  it('cannot name an account that has no name, and says why a change was not saved', () => {
    const html = renderToStaticMarkup(<BylineSettingsView {...props({ name: null, error: 'Could not save your preferences.' })} />);
    expect(html).toContain('Presenter: your account has no name');
    expect(html).toMatch(/<input type="checkbox" disabled=""/);
    expect(html).toContain('role="alert"');
  });
});
