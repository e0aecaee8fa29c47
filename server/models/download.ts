/**
 * Downloads one model file: to `<file>.part` beside its final place, with
 * progress (bytes, speed, time left), resuming an interrupted download with
 * an HTTP Range request, and renaming the file into place only once its
 * SHA-256 matches. A file that is in place has therefore been verified; a
 * `.part` is always something to resume or throw away, never to load.
 *
 * Every failure is a DownloadError whose message says what happened in the
 * user's words (no network, no such file, not enough disk, a file that is
 * not the catalogued one) and whether the bytes so far were kept.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, stat, statfs as fsStatfs, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { formatByteSize as formatSize } from '../../src/core/format';

export type DownloadErrorKind = 'network' | 'not-found' | 'http' | 'wrong-file' | 'checksum' | 'disk' | 'cancelled' | 'busy';

export class DownloadError extends Error {
  override readonly name = 'DownloadError';
  constructor(
    readonly kind: DownloadErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export interface DownloadProgress {
  /** Bytes on disk, including those kept from an earlier attempt. */
  done: number;
  total: number;
  /** Average speed of this attempt. */
  bytesPerSecond: number;
  /** null until the speed is known. */
  secondsLeft: number | null;
}

/** Free space of the file system holding a folder, as fs.statfs reports it. */
export type StatFs = (dir: string) => Promise<{ bavail: number | bigint; bsize: number | bigint }>;

export interface DownloadOptions {
  url: string;
  /** Final path of the file; the download goes to `${dest}.part` first. */
  dest: string;
  /** Expected size in bytes and SHA-256 (hex). */
  bytes: number;
  sha256: string;
  /** Shown in messages: "Qwen2.5 1.5B Instruct". */
  label: string;
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
  /** Called once the whole file is here, before the checksum is computed. */
  onVerifying?: () => void;
  /** Injected in tests; fs.statfs otherwise. */
  statfs?: StatFs;
  fetch?: typeof fetch;
  now?: () => number;
  /** Least time between two progress reports (the last one always comes). */
  progressEveryMs?: number;
}

export interface DownloadResult {
  path: string;
  /** Bytes that were already on disk from an interrupted attempt. */
  resumedFrom: number;
}

export const partPath = (dest: string): string => `${dest}.part`;

/** Sizes are shown as the catalogue and download pages give them (src/core/format.ts). */
export { formatByteSize as formatSize } from '../../src/core/format';

async function sizeOf(path: string): Promise<number> {
  try {
    return (await stat(path)).size;
  } catch {
    return 0;
  }
}

async function removeQuietly(path: string): Promise<void> {
  await unlink(path).catch(() => undefined);
}

/** The network error code inside a fetch failure (undici wraps it in `cause`). */
function errorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

const NO_NETWORK_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT']);

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function keptNote(kept: number, total: number): string {
  return kept > 0 ? ` ${formatSize(kept)} of ${formatSize(total)} are kept: run the download again to resume.` : '';
}

/** Refuses before the first byte when the disk cannot hold what is still to come. */
async function checkDiskSpace(dir: string, needed: number, label: string, statfs: StatFs): Promise<void> {
  let free: number;
  try {
    const info = await statfs(dir);
    free = Number(info.bavail) * Number(info.bsize);
  } catch {
    return; // A file system that cannot say (some network mounts) is not a reason to refuse.
  }
  if (free < needed) {
    throw new DownloadError(
      'disk',
      `Not enough disk space for ${label}: it needs ${formatSize(needed)} more, only ${formatSize(free)} is free in the models folder. Free some space or set DECKSMITH_MODELS to a folder on a larger disk.`,
    );
  }
}

/** Starts the request, from `offset` when there is something to resume. */
async function request(opts: DownloadOptions, offset: number): Promise<Response> {
  const doFetch = opts.fetch ?? fetch;
  try {
    return await doFetch(opts.url, { headers: offset > 0 ? { range: `bytes=${offset}-` } : {}, signal: opts.signal, redirect: 'follow' });
  } catch (error) {
    if (isAbort(error, opts.signal)) throw new DownloadError('cancelled', `Download of ${opts.label} cancelled.${keptNote(offset, opts.bytes)}`);
    const code = errorCode(error);
    const why = code && NO_NETWORK_CODES.has(code) ? `no network? (${code})` : `the connection failed${code ? ` (${code})` : ''}`;
    throw new DownloadError('network', `Cannot reach ${hostOf(opts.url)} to download ${opts.label}: ${why}. Check the connection and try again.${keptNote(offset, opts.bytes)}`);
  }
}

/**
 * Where writing starts, from the answer: 206 continues the .part at
 * `offset`, 200 is the whole file (a server that ignores Range) so the
 * .part starts again. Anything else is refused with its reason.
 */
function startFrom(res: Response, offset: number, opts: DownloadOptions): number {
  const { label, bytes, url } = opts;
  if (res.status === 404 || res.status === 410) {
    throw new DownloadError('not-found', `${label} is no longer at its address (${res.status} Not Found): ${url}. Update Decksmith for a current catalogue.`);
  }
  if (res.status === 206) {
    const range = res.headers.get('content-range') ?? '';
    const match = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(range.trim());
    if (!match || Number(match[1]) !== offset) throw new DownloadError('http', `The server answered the resume of ${label} with the wrong part (${range || 'no Content-Range'}).`);
    if (match[3] !== '*' && Number(match[3]) !== bytes) throw wrongSize(label, Number(match[3]), bytes);
    return offset;
  }
  if (res.status === 200) {
    const length = res.headers.get('content-length');
    if (length !== null && Number(length) !== bytes) throw wrongSize(label, Number(length), bytes);
    return 0;
  }
  throw new DownloadError('http', `The server refused the download of ${label}: ${res.status} ${res.statusText}.`.replace(' .', '.'));
}

function wrongSize(label: string, got: number, expected: number): DownloadError {
  return new DownloadError('wrong-file', `The server offers a file of ${got} bytes for ${label}, where ${expected} were expected: it is not the catalogued file, so nothing was kept.`);
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Writes the body after `start` bytes of the .part, reporting progress; returns the bytes on disk. */
async function writeBody(res: Response, part: string, start: number, opts: DownloadOptions): Promise<number> {
  const now = opts.now ?? Date.now;
  const every = opts.progressEveryMs ?? 250;
  const began = now();
  let done = start;
  let lastReport = -Infinity;
  const report = (force: boolean) => {
    const t = now();
    if (!opts.onProgress || (!force && t - lastReport < every)) return;
    lastReport = t;
    const seconds = (t - began) / 1000;
    const bytesPerSecond = seconds > 0 ? Math.round((done - start) / seconds) : 0;
    const secondsLeft = bytesPerSecond > 0 ? Math.ceil((opts.bytes - done) / bytesPerSecond) : null;
    opts.onProgress({ done, total: opts.bytes, bytesPerSecond, secondsLeft });
  };
  const file = await open(part, start > 0 ? 'a' : 'w');
  try {
    report(true);
    if (!res.body) return done;
    const reader = res.body.getReader();
    for (;;) {
      const { done: ended, value } = await reader.read();
      if (ended) break;
      if (done + value.byteLength > opts.bytes) {
        await reader.cancel().catch(() => undefined);
        throw new DownloadError('wrong-file', `The server sent more than the ${opts.bytes} bytes of ${opts.label}: it is not the catalogued file, so it was deleted.`);
      }
      await file.write(value);
      done += value.byteLength;
      report(false);
    }
    report(true);
    return done;
  } catch (error) {
    if (error instanceof DownloadError) {
      await file.close();
      await removeQuietly(part);
      throw error;
    }
    if (isAbort(error, opts.signal)) throw new DownloadError('cancelled', `Download of ${opts.label} cancelled.${keptNote(done, opts.bytes)}`);
    throw new DownloadError('network', `The download of ${opts.label} was interrupted (${errorCode(error) ?? (error instanceof Error ? error.message : 'connection lost')}).${keptNote(done, opts.bytes)}`);
  } finally {
    await file.close().catch(() => undefined);
  }
}

/** Downloads, verifies and puts the file in place; see the file comment. */
export async function downloadModel(opts: DownloadOptions): Promise<DownloadResult> {
  const part = partPath(opts.dest);
  await mkdir(dirname(opts.dest), { recursive: true });
  let offset = await sizeOf(part);
  // A .part longer than the file cannot be resumed: it is not this file.
  if (offset > opts.bytes) {
    await removeQuietly(part);
    offset = 0;
  }
  await checkDiskSpace(dirname(opts.dest), opts.bytes - offset, opts.label, opts.statfs ?? ((dir) => fsStatfs(dir)));
  const resumedFrom = offset;
  if (offset < opts.bytes) {
    let res = await request(opts, offset);
    // 416: the server has nothing past our offset, so what we kept is not a prefix of its file.
    if (res.status === 416 && offset > 0) {
      await res.body?.cancel().catch(() => undefined);
      await removeQuietly(part);
      offset = 0;
      res = await request(opts, 0);
    }
    let start: number;
    try {
      start = startFrom(res, offset, opts);
    } catch (error) {
      await res.body?.cancel().catch(() => undefined);
      throw error;
    }
    const written = await writeBody(res, part, start, opts);
    if (written < opts.bytes) {
      throw new DownloadError('network', `The download of ${opts.label} stopped early, after ${formatSize(written)} of ${formatSize(opts.bytes)}.${keptNote(written, opts.bytes)}`);
    }
  }
  opts.onVerifying?.();
  const actual = await sha256Of(part);
  if (actual !== opts.sha256.toLowerCase()) {
    await removeQuietly(part);
    throw new DownloadError(
      'checksum',
      `The downloaded file is not ${opts.label}: its SHA-256 is ${actual}, the catalogue expects ${opts.sha256}. It was deleted; try again, and if this repeats the file at ${hostOf(opts.url)} has changed.`,
    );
  }
  await rename(part, opts.dest);
  return { path: opts.dest, resumedFrom };
}
