/**
 * Hands a file to the browser's downloads: a Blob behind an object URL,
 * clicked through a hidden a[download], then revoked. One place for every
 * export (PowerPoint, the deck file), so each behaves the same.
 */

/** Starts the browser's download of `blob` under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click starts the download asynchronously; the URL stays valid until it has been read.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
