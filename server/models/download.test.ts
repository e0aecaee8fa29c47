/**
 * Model downloads against a loopback server serving a generated file:
 * progress, resume with Range after a dropped connection, a server that
 * ignores Range, cancel keeping the .part, 404, no network, a wrong
 * checksum deleted, a wrong size refused, and the disk-space check.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DownloadError, downloadModel, formatSize, partPath, type DownloadOptions, type DownloadProgress } from './download';
import { modelBytes, serveModel, sha256Hex, type ModelServer } from './test-server';

const SIZE = 300 * 1024;
const DATA = modelBytes(SIZE);
const roomy = () => Promise.resolve({ bavail: 1e9, bsize: 4096 });

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((f) => f()));
});

async function setup(mode: ModelServer['mode'] = 'normal') {
  const server = await serveModel(DATA, mode);
  const dir = await mkdtemp(join(tmpdir(), 'decksmith-dl-'));
  cleanups.push(() => server.close(), () => rm(dir, { recursive: true, force: true }));
  const dest = join(dir, 'tiny.gguf');
  const events: DownloadProgress[] = [];
  const opts: DownloadOptions = {
    url: `${server.url}/models/tiny.gguf`,
    dest,
    bytes: SIZE,
    sha256: sha256Hex(DATA),
    label: 'Tiny Test Model',
    statfs: roomy,
    progressEveryMs: 0,
    onProgress: (p) => events.push(p),
  };
  return { server, dir, dest, events, opts };
}

async function failure(promise: Promise<unknown>): Promise<DownloadError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DownloadError);
  return error as DownloadError;
}

const exists = (path: string) => stat(path).then(() => true, () => false);

describe('downloadModel', () => {
  it('downloads, reports rising progress to the whole size, verifies and puts the file in place', async () => {
    const { dest, events, opts } = await setup();
    let verifying = 0;
    const result = await downloadModel({ ...opts, onVerifying: () => verifying++ });
    expect(result).toEqual({ path: dest, resumedFrom: 0 });
    expect((await readFile(dest)).equals(DATA)).toBe(true);
    expect(await exists(partPath(dest))).toBe(false);
    expect(verifying).toBe(1);
    expect(events[0]).toMatchObject({ done: 0, total: SIZE });
    expect(events.at(-1)).toMatchObject({ done: SIZE, total: SIZE });
    for (let i = 1; i < events.length; i++) expect(events[i]!.done).toBeGreaterThanOrEqual(events[i - 1]!.done);
  });

  it('computes speed and time left from the clock', async () => {
    const { events, opts } = await setup();
    let t = 0;
    // Each read of the clock advances it 100 ms: speed is bytes this attempt over elapsed time.
    await downloadModel({ ...opts, now: () => (t += 100) });
    const last = events.at(-1)!;
    expect(last.bytesPerSecond).toBeGreaterThan(0);
    expect(last.secondsLeft).toBe(0);
    const first = events[0]!;
    expect(first).toEqual({ done: 0, total: SIZE, bytesPerSecond: 0, secondsLeft: null });
  });

  it('keeps the .part when the connection drops half-way and resumes it with a Range request', async () => {
    const { server, dest, opts } = await setup('drop-half');
    const error = await failure(downloadModel(opts));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/interrupted|stopped early/);
    expect(error.message).toContain('run the download again to resume');
    const kept = (await stat(partPath(dest))).size;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(SIZE);

    server.mode = 'normal';
    const result = await downloadModel(opts);
    expect(result.resumedFrom).toBe(kept);
    expect(server.ranges.at(-1)).toBe(`bytes=${kept}-`);
    expect((await readFile(dest)).equals(DATA)).toBe(true);
  });

  it('starts again when the server ignores Range and sends the whole file (200)', async () => {
    const { server, dest, opts } = await setup('ignore-range');
    await writeFile(partPath(dest), DATA.subarray(0, 1000));
    await downloadModel(opts);
    expect(server.ranges).toEqual(['bytes=1000-']);
    // Appending the whole file to the kept bytes would have failed the checksum.
    expect((await readFile(dest)).equals(DATA)).toBe(true);
  });

  it('cancels on the signal and keeps the .part for a later resume', async () => {
    const { server, dest, opts } = await setup('stall-half');
    const controller = new AbortController();
    const error = await failure(
      downloadModel({
        ...opts,
        signal: controller.signal,
        onProgress: (p) => {
          if (p.done >= SIZE / 2) controller.abort();
        },
      }),
    );
    expect(error.kind).toBe('cancelled');
    expect(error.message).toContain('cancelled');
    expect((await stat(partPath(dest))).size).toBe(SIZE / 2);
    server.mode = 'normal';
    expect((await downloadModel(opts)).resumedFrom).toBe(SIZE / 2);
  });

  it('says the file is gone on 404', async () => {
    const { server, opts } = await setup();
    const error = await failure(downloadModel({ ...opts, url: `${server.url}/nothing-here` }));
    expect(error.kind).toBe('not-found');
    expect(error.message).toContain('404');
    expect(error.message).toContain('Tiny Test Model');
  });

  it('says there is no network when nothing answers', async () => {
    const { server, opts } = await setup();
    await server.close();
    const error = await failure(downloadModel(opts));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/^Cannot reach 127\.0\.0\.1:\d+ to download Tiny Test Model: no network\? \(ECONNREFUSED\)/);
  });

  it('deletes a file whose checksum does not match and refuses it', async () => {
    const { dest, opts } = await setup();
    const error = await failure(downloadModel({ ...opts, sha256: '0'.repeat(64) }));
    expect(error.kind).toBe('checksum');
    expect(error.message).toContain(`its SHA-256 is ${sha256Hex(DATA)}`);
    expect(error.message).toContain('It was deleted');
    expect(await exists(dest)).toBe(false);
    expect(await exists(partPath(dest))).toBe(false);
  });

  it('refuses a file of another size before writing anything', async () => {
    const { dest, opts } = await setup();
    const error = await failure(downloadModel({ ...opts, bytes: SIZE + 10 }));
    expect(error.kind).toBe('wrong-file');
    expect(error.message).toContain(`${SIZE} bytes`);
    expect(await exists(partPath(dest))).toBe(false);
  });

  it('checks the disk before starting, counting only what is still to come', async () => {
    const { server, dest, opts } = await setup();
    const tight = () => Promise.resolve({ bavail: 10, bsize: 4096 });
    const error = await failure(downloadModel({ ...opts, statfs: tight }));
    expect(error.kind).toBe('disk');
    expect(error.message).toBe(
      `Not enough disk space for Tiny Test Model: it needs ${formatSize(SIZE)} more, only ${formatSize(40960)} is free in the models folder. Free some space or set DECKSMITH_MODELS to a folder on a larger disk.`,
    );
    expect(server.ranges).toEqual([]);
    // With most of the file kept, the same free space is enough.
    await writeFile(partPath(dest), DATA.subarray(0, SIZE - 20_000));
    await downloadModel({ ...opts, statfs: tight });
    expect((await readFile(dest)).equals(DATA)).toBe(true);
  });

  it('throws away a .part longer than the file and downloads afresh', async () => {
    const { server, dest, opts } = await setup();
    await writeFile(partPath(dest), Buffer.alloc(SIZE + 5));
    await downloadModel(opts);
    expect(server.ranges).toEqual(['']);
    expect((await readFile(dest)).equals(DATA)).toBe(true);
  });

  it('verifies a .part that is already whole without asking the server', async () => {
    const { server, dest, opts } = await setup();
    await writeFile(partPath(dest), DATA);
    await downloadModel(opts);
    expect(server.ranges).toEqual([]);
    expect(await exists(dest)).toBe(true);
  });
});

describe('formatSize', () => {
  it('uses 1000-based units as download pages do', () => {
    expect([512, 307_200, 1_117_320_736, 2_393_232_608].map(formatSize)).toEqual(['512 bytes', '307 KB', '1.1 GB', '2.4 GB']);
  });
});
