/**
 * The media cache key of a prompt. A leaf: the cache (media.ts) and the
 * search index (search-row.ts) both key media by it, and the database schema
 * (db.ts) builds index rows, so it may import neither of them.
 */

/** cyrb53: a fast, well-spread 53-bit string hash; enough to key a per-device cache. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** The cache key of a prompt: kind, then a hash of style and trimmed prompt. */
export function mediaKey(kind: 'image' | 'icon', prompt: string, style = ''): string {
  return `${kind}:${hash53(`${style}\u0000${prompt.trim()}`)}`;
}
