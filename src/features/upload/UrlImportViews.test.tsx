import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UrlForm, UrlProcessingView } from './UrlImportViews';

const noop = () => {};

describe('UrlForm', () => {
  it('offers a labelled address field with Import, disabled while empty', () => {
    const html = renderToStaticMarkup(<UrlForm value="" onChange={noop} onSubmit={noop} />);
    expect(html).toContain('Or import from a web address');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Import<\/button>/);
    expect(html).not.toContain('role="alert"');
  });

  it('shows why the last try failed as an alert tied to the field, as text', () => {
    const html = renderToStaticMarkup(<UrlForm value="https://x.example" onChange={noop} onSubmit={noop} error="<b>The page answered HTTP 404</b>" />);
    expect(html).toMatch(/aria-invalid="true"[^>]*aria-describedby="upload-url-error"/);
    expect(html).toContain('role="alert"');
    expect(html).toContain('&lt;b&gt;The page answered HTTP 404&lt;/b&gt;');
  });
});

describe('UrlProcessingView', () => {
  it('names the address being imported and offers Cancel', () => {
    const html = renderToStaticMarkup(<UrlProcessingView url="https://example.org/a" onCancel={noop} />);
    expect(html).toContain('Importing the page...');
    expect(html).toContain('https://example.org/a');
    expect(html).toMatch(/>Cancel<\/button>/);
  });
});
