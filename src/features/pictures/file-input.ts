/**
 * Getting picture files in: from a drop, a paste event or the async
 * clipboard. Only the first picture-like item is taken; the checks in
 * prepare.ts decide whether it really is one (its type is read from its
 * bytes, not from what the clipboard or the file name claims).
 */

/** The first file of a drop or a paste, if any. */
export function firstFile(data: DataTransfer | null): File | undefined {
  if (!data) return undefined;
  const files = [...data.files];
  return files.find((f) => f.type.startsWith('image/')) ?? files[0];
}

export const CLIPBOARD_EMPTY = 'The clipboard holds no picture. Copy a picture (PNG, JPEG, WebP, GIF or SVG) and try again.';
export const CLIPBOARD_DENIED = 'This browser did not let the app read the clipboard. Press Ctrl+V (⌘V on a Mac) over the picture instead.';

const CLIPBOARD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'];

/** The first picture on the clipboard (async Clipboard API), or a sentence saying why there is none. */
export async function readClipboardPicture(): Promise<{ ok: true; blob: Blob } | { ok: false; error: string }> {
  if (typeof navigator === 'undefined' || !navigator.clipboard || typeof navigator.clipboard.read !== 'function') return { ok: false, error: CLIPBOARD_DENIED };
  try {
    for (const item of await navigator.clipboard.read()) {
      const type = CLIPBOARD_TYPES.find((t) => item.types.includes(t));
      if (type) return { ok: true, blob: await item.getType(type) };
    }
    return { ok: false, error: CLIPBOARD_EMPTY };
  } catch {
    return { ok: false, error: CLIPBOARD_DENIED };
  }
}
