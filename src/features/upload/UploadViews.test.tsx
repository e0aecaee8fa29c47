import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EXTRACTION_FAILED, FILE_TOO_LARGE } from '../../core/errors';
import type { UploadState } from './machine';
import { UploadView } from './UploadViews';

const noop = () => {};
const file = new File(['x'.repeat(2_500_000)], 'ocean-plastic.pdf');

function render(state: UploadState): string {
  const drop = { dragging: false, onDragOver: noop, onDragLeave: noop, onDrop: noop };
  return renderToStaticMarkup(<UploadView state={state} drop={drop} onChoose={noop} onExtract={noop} onCancel={noop} onRetry={noop} />);
}

describe('UploadView', () => {
  it('offers the drop zone and Choose File when idle, with no Extract button', () => {
    const html = render({ kind: 'idle' });
    expect(html).toContain('data-testid="upload-dropzone"');
    expect(html).toMatch(/<button[^>]*>Choose File<\/button>/);
    expect(html).not.toContain('Extract Text');
    expect(html).not.toContain('role="alert"');
  });

  it('shows a refused file as an alert and stays on the chooser', () => {
    const html = render({ kind: 'idle', error: FILE_TOO_LARGE });
    expect(html).toMatch(/role="alert"[^>]*>File size must be less than 10MB</);
    expect(html).toContain('Choose File');
  });

  it('shows the chosen file, its size in MB and Extract Text', () => {
    const html = render({ kind: 'selected', file });
    expect(html).toContain('>ocean-plastic.pdf<');
    expect(html).toContain('>2.38 MB<');
    expect(html).toMatch(/<button[^>]*>Extract Text<\/button>/);
  });

  it('shows progress as a bar and a percentage, with Cancel', () => {
    const html = render({ kind: 'processing', file, progress: 66 });
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="66"/);
    expect(html).toContain('width:66%');
    expect(html).toContain('>66%<');
    expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
  });

  it('shows the success texts and the redirect note', () => {
    const html = render({ kind: 'success', file, text: 'Ocean' });
    expect(html).toContain('Text Extracted Successfully!');
    expect(html).toContain('Redirecting to generate page...');
  });

  it('shows Upload Failed with the message, the reason and Try Again', () => {
    const html = render({ kind: 'failure', file, message: EXTRACTION_FAILED, detail: 'This file looks damaged.' });
    expect(html).toContain('Upload Failed');
    expect(html).toContain(EXTRACTION_FAILED);
    expect(html).toContain('This file looks damaged.');
    expect(html).toMatch(/<button[^>]*>Try Again<\/button>/);
  });

  it('renders a hostile file name as text, never as markup', () => {
    const hostile = new File(['x'], '<img src=x onerror=alert(1)>.pdf');
    const html = render({ kind: 'selected', file: hostile });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;.pdf');
  });
});
