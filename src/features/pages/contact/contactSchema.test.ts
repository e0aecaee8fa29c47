import { describe, expect, it } from 'vitest';
import { checkContact, mailtoLink } from './contactSchema';

const valid = { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', subject: 'Export', message: 'Hello' };

describe('checkContact', () => {
  it('names every empty field', () => {
    const r = checkContact({ firstName: '', lastName: ' ', email: '', subject: '', message: '' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toEqual({
        firstName: 'Please enter your first name',
        lastName: 'Please enter your last name',
        email: 'Please enter your email address',
        subject: 'Please enter a subject',
        message: 'Please write your message',
      });
    }
  });

  it('refuses an invalid e-mail and trims the rest', () => {
    const bad = checkContact({ ...valid, email: 'not-an-email' });
    expect(bad.ok ? null : bad.errors).toEqual({ email: 'Please enter a valid email address' });
    const good = checkContact({ ...valid, firstName: '  Asha ', email: ' asha@example.com ' });
    expect(good.ok && good.data.firstName).toBe('Asha');
    expect(good.ok && good.data.email).toBe('asha@example.com');
  });

  it('builds a mailto link that carries the message', () => {
    expect(mailtoLink('support@decksmith.app', valid)).toBe(
      'mailto:support@decksmith.app?subject=Export&body=Hello%0A%0A%E2%80%94%20Asha%20Rao%20%3Casha%40example.com%3E',
    );
  });
});
