/**
 * The CLI's pictures through the server's real picture code, against the
 * loopback double of the photo services (server/testing/picture-sources.ts,
 * speaking Openverse's and Commons' wire formats): a generated deck gets
 * found photos with their credits, and a failing service leaves the deck
 * without photos, not without a file.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinProvider } from '../server/builtin/index';
import { startPictureSourcesDouble, type PictureSourcesDouble } from '../server/testing/picture-sources';
import { runGenerate } from './commands';
import { generatorFor } from './generator/index';
import { pictureCallsFromEnv } from './pictures';
import { memoryReporter } from './progress';

let double: PictureSourcesDouble;
let dir: string;
beforeAll(async () => {
  double = await startPictureSourcesDouble();
  dir = await mkdtemp(join(tmpdir(), 'decksmith-cli-double-'));
});
afterAll(async () => {
  await double.close();
  await rm(dir, { recursive: true, force: true });
});

const generator = () => generatorFor(createBuiltinProvider(), { outlineTimeoutMs: 20_000, contentTimeoutMs: 20_000 });

async function generate(name: string) {
  const env = { ...process.env, PICTURE_SOURCES: 'openverse,wikimedia', OPENVERSE_BASE_URL: double.url, WIKIMEDIA_BASE_URL: double.url };
  const reporter = memoryReporter();
  const out = join(dir, `${name}.pptx`);
  await runGenerate(
    { kind: 'generate', source: { topic: 'The printing press' }, slides: 5, tone: 'casual', out: { path: out, kind: 'pptx' }, pictures: true },
    { reporter, generator, pictures: (g) => pictureCallsFromEnv(g.llm, env) },
  );
  const zip = await JSZip.loadAsync(await readFile(out));
  const slides = Object.keys(zip.files).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n)).sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]));
  const last = await zip.file(slides[slides.length - 1]!)!.async('string');
  const jpegs = Object.keys(zip.files).filter((n) => /^ppt\/media\/.+\.jpe?g$/.test(n));
  return { reporter, slides: slides.length, last, jpegs };
}

describe('CLI pictures from the photo services', () => {
  it('finds photos for the deck’s subject, stores them as JPEG and credits them on a closing slide', async () => {
    const { slides, last, jpegs, reporter } = await generate('found');
    expect(double.requests.some((r) => r.service === 'openverse' && /printing press/.test(r.query.get('q') ?? ''))).toBe(true);
    expect(jpegs.length).toBeGreaterThan(0);
    expect(slides).toBe(6);
    expect(last).toContain('Picture credits');
    expect(last).toContain('Replica of the Gutenberg printing press by Photographer 1001');
    expect(reporter.lines.some((l) => /^Pictures and icons: [1-9]\d* pictures?,/.test(l))).toBe(true);
  });

  it('writes the deck without photos, icons still in, when the services fail', async () => {
    double.script('openverse', { status: 500 });
    double.script('wikimedia', { status: 500 });
    const { slides, jpegs, last, reporter } = await generate('failed');
    // The server settles a slide whose searches all failed as "no picture fits" (and logs the failures).
    expect(reporter.lines).toContainEqual(expect.stringMatching(/^Pictures and icons: 0 pictures, [1-9]\d* icons, \d+ with none that fits$/));
    // The only picture is the title slide's abstract art, asked for because no photo came; it has no credit.
    expect(reporter.lines).toContain('Title slide: no photo in the deck, so abstract art in the theme colours');
    expect(jpegs).toEqual(['ppt/media/image-1-1.jpeg']);
    expect(slides).toBe(5);
    expect(last).not.toContain('Picture credits');
  });
});
