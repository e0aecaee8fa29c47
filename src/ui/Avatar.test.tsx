import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';
import { UserMenu } from './UserMenu';

const initials = (html: string) => html.replace(/<[^>]+>/g, '');

describe('Avatar', () => {
  it('shows the initials of the full name, else the first letter of the e-mail, else U', () => {
    expect(initials(renderToStaticMarkup(<Avatar user={{ fullName: 'ada byron lovelace', email: 'ada@x.org' }} />))).toBe('AL');
    expect(initials(renderToStaticMarkup(<Avatar user={{ fullName: null, email: 'grace@x.org' }} />))).toBe('G');
    expect(initials(renderToStaticMarkup(<Avatar user={{ fullName: '  ', email: null }} />))).toBe('U');
    expect(initials(renderToStaticMarkup(<Avatar user={null} />))).toBe('U');
  });
});

describe('UserMenu', () => {
  const noop = () => undefined;
  it('is hidden when there is no user', () => {
    expect(renderToStaticMarkup(<UserMenu user={null} onSettings={noop} onSignOut={noop} />)).toBe('');
  });

  it('renders a closed menu button named for assistive technology', () => {
    const html = renderToStaticMarkup(<UserMenu user={{ fullName: 'Ada Lovelace', email: null }} onSettings={noop} onSignOut={noop} />);
    expect(html).toContain('aria-label="User menu"');
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="menu"');
  });
});
