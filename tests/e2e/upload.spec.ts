import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInLocally } from './helpers/auth';

const USER = { name: 'Uma Upload', email: 'uma@example.org' };
const DOCS = 'tests/fixtures/documents';
const TYPE_ERROR = 'File type not supported. Please upload PDF, DOC, DOCX, PPTX, TXT, or MD files.';

/**
 * Keeps a copy of every handoff the page stores, and every URL it goes to:
 * /generate may consume the stored text and tidy its address as soon as it
 * opens, so the test checks what was handed over, not what is left after.
 */
async function watchHandoffs(page: Page): Promise<URL[]> {
  await page.addInitScript(() => {
    const seen: Record<string, string> = {};
    (window as unknown as { __handoffs: Record<string, string> }).__handoffs = seen;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (key.startsWith('decksmith:handoff:')) seen[key] = value;
      setItem.call(this, key, value);
    };
  });
  const urls: URL[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()));
  });
  return urls;
}

/** The text that arrived on /generate with source=file_upload, read back from the URL or the stored handoff. */
async function handedOverText(page: Page, urls: URL[]): Promise<{ content: string; text: string }> {
  const arrived = () => urls.find((u) => u.pathname === '/generate' && u.searchParams.get('source') === 'file_upload');
  await expect.poll(() => arrived() !== undefined, { message: 'navigation to /generate?source=file_upload' }).toBe(true);
  const content = arrived()!.searchParams.get('content') ?? '';
  if (!content.startsWith('handoff:')) return { content, text: content };
  const key = `decksmith:handoff:${content.slice('handoff:'.length)}`;
  const text = await page.evaluate((k) => (window as unknown as { __handoffs: Record<string, string> }).__handoffs[k] ?? '', key);
  return { content, text };
}

async function openUploadDialog(page: Page): Promise<Locator> {
  await signInLocally(page, USER, '/start');
  await page.getByRole('button', { name: /Import file or URL/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** What the size line says for each file: under 0.1 MB in KB (never "0.00 MB"). */
const SIZE_SHOWN: Record<string, string> = { 'ocean-plastic.pdf': '38 KB', 'ocean-plastic.docx': '8.4 KB' };

for (const name of ['ocean-plastic.pdf', 'ocean-plastic.docx']) {
  test(`${name}: chosen, extracted in the browser and handed to /generate`, async ({ page }) => {
    const urls = await watchHandoffs(page);
    const dialog = await openUploadDialog(page);
    await dialog.getByTestId('upload-input').setInputFiles(join(DOCS, name));
    await expect(dialog.getByTestId('upload-file-name')).toHaveText(name);
    await expect(dialog.getByTestId('upload-file-size')).toHaveText(SIZE_SHOWN[name]!);

    await dialog.getByRole('button', { name: 'Extract Text' }).click();
    await expect(dialog.getByText('Text Extracted Successfully!')).toBeVisible();
    await expect(dialog.getByText('Redirecting to generate page...')).toBeVisible();

    const { content, text } = await handedOverText(page, urls);
    // The document is longer than a URL should carry: a reference to the stored text travels instead.
    expect(content).toMatch(/^handoff:[0-9a-f-]{36}$/);
    expect(text).toContain('Ocean Plastic');
    expect(text).toContain('Solutions');
    await expect(page.getByRole('dialog', { name: 'Upload Document' })).toBeHidden();
  });
}

test('a dropped Markdown file is extracted like a chosen one', async ({ page }) => {
  const urls = await watchHandoffs(page);
  const dialog = await openUploadDialog(page);
  const markdown = readFileSync(join(DOCS, 'ocean-plastic.md'), 'utf8');
  const dataTransfer = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'notes.md', { type: 'text/markdown' }));
    return transfer;
  }, markdown);
  await dialog.getByTestId('upload-dropzone').dispatchEvent('drop', { dataTransfer });
  await expect(dialog.getByTestId('upload-file-name')).toHaveText('notes.md');
  await dialog.getByRole('button', { name: 'Extract Text' }).click();
  const { text } = await handedOverText(page, urls);
  expect(text).toContain('Ocean Plastic');
});

test('files refused before extraction: 11 MB, .exe and .zip names', async ({ page }) => {
  const dialog = await openUploadDialog(page);
  const input = dialog.getByTestId('upload-input');
  const error = dialog.getByTestId('upload-error');

  await input.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024, 0x20) });
  await expect(error).toHaveText('File size must be less than 10MB');
  await expect(dialog.getByRole('button', { name: 'Extract Text' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Choose File' })).toBeVisible();

  await input.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\x90\x00') });
  await expect(error).toHaveText(TYPE_ERROR);
  await input.setInputFiles({ name: 'slides.zip', mimeType: 'application/zip', buffer: Buffer.from('PK\x03\x04') });
  await expect(error).toHaveText(TYPE_ERROR);
  await expect(dialog.getByRole('button', { name: 'Extract Text' })).toHaveCount(0);
});

test('an executable renamed .pdf is refused by its contents', async ({ page }) => {
  const dialog = await openUploadDialog(page);
  await dialog.getByTestId('upload-input').setInputFiles(join(DOCS, 'report.pdf'));
  await dialog.getByRole('button', { name: 'Extract Text' }).click();
  await expect(dialog.getByText('Upload Failed')).toBeVisible();
  const error = dialog.getByTestId('upload-error');
  await expect(error).toContainText(TYPE_ERROR);
  await expect(error).toContainText('The contents of this file are not a PDF document');

  // The article follows the type's spoken name: "an MD document".
  await dialog.getByRole('button', { name: 'Try Again' }).click();
  await dialog.getByTestId('upload-input').setInputFiles({ name: 'notes.md', mimeType: 'text/markdown', buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]) });
  await expect(dialog.getByTestId('upload-file-size')).toHaveText('0.1 KB');
  await dialog.getByRole('button', { name: 'Extract Text' }).click();
  await expect(error).toContainText('The contents of this file are not an MD document');
});

test('a damaged PDF fails with a message, Try Again returns to idle, and a protected PDF says why', async ({ page }) => {
  const dialog = await openUploadDialog(page);
  const input = dialog.getByTestId('upload-input');
  await input.setInputFiles(join(DOCS, 'corrupt.pdf'));
  await dialog.getByRole('button', { name: 'Extract Text' }).click();
  await expect(dialog.getByText('Upload Failed')).toBeVisible();
  await expect(dialog.getByTestId('upload-error')).toContainText('Failed to extract text from file');
  await expect(dialog.getByTestId('upload-error')).toContainText('This file looks damaged');

  await dialog.getByRole('button', { name: 'Try Again' }).click();
  await expect(dialog.getByText('Upload Failed')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Choose File' })).toBeFocused();
  await expect(dialog.getByTestId('upload-file-name')).toHaveCount(0);

  await input.setInputFiles(join(DOCS, 'encrypted.pdf'));
  await dialog.getByRole('button', { name: 'Extract Text' }).click();
  await expect(dialog.getByTestId('upload-error')).toContainText('password-protected');
  await expect(page).toHaveURL(/\/start$/);
});

test.describe('while the text is being extracted', () => {
  // The service worker would serve the worker script from its precache, out of page.route's reach.
  test.use({ serviceWorkers: 'block' });

  test('the processing view shows progress, ignores Escape, and Cancel returns to the chosen file', async ({ page }) => {
    // Holding the extraction worker's script keeps the dialog in its processing view for as long as the test needs.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/extract.worker-*.js', async (route) => {
      await gate;
      await route.continue().catch(() => undefined);
    });
    const urls = await watchHandoffs(page);
    const dialog = await openUploadDialog(page);
    await dialog.getByTestId('upload-input').setInputFiles(join(DOCS, 'ocean-plastic.pdf'));
    await dialog.getByRole('button', { name: 'Extract Text' }).click();

    const bar = dialog.getByRole('progressbar', { name: 'Extraction progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(dialog.getByTestId('upload-progress')).toHaveText('0%');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(bar).toBeVisible();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByTestId('upload-file-name')).toHaveText('ocean-plastic.pdf');
    await expect(dialog.getByRole('button', { name: 'Extract Text' })).toBeFocused();

    release();
    await dialog.getByRole('button', { name: 'Extract Text' }).click();
    const { text } = await handedOverText(page, urls);
    expect(text).toContain('Ocean Plastic');
  });
});
