import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { characterCount, PasteForm, pastedContent } from './PasteDialog';

const render = (text: string) => renderToStaticMarkup(<PasteForm text={text} onText={() => {}} onSubmit={() => {}} onCancel={() => {}} />);

describe('paste helpers', () => {
  it('counts characters in en-US', () => {
    expect(characterCount('')).toBe('0 characters');
    expect(characterCount('a')).toBe('1 character');
    expect(characterCount('x'.repeat(12_345))).toBe('12,345 characters');
  });

  it('hands on trimmed text, nothing for white space', () => {
    expect(pastedContent('  Ocean plastic \n')).toBe('Ocean plastic');
    expect(pastedContent(' \n\t')).toBeUndefined();
  });
});

describe('PasteForm', () => {
  it('labels the text area and disables Continue while blank', () => {
    const html = render('   ');
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Your content<\/label><textarea id="\1"/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Continue<\/button>/);
    expect(html).toContain('3 characters');
  });

  it('enables Continue once there is text, and shows it as text', () => {
    const html = render('<b>Ocean</b>');
    expect(html).toMatch(/<button type="submit" class="btn-primary">Continue<\/button>/);
    expect(html).toContain('&lt;b&gt;Ocean&lt;/b&gt;');
    expect(html).toContain('12 characters');
  });
});
