import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PIXEL_PNG, sampleDeckFileDeck } from '../../core/deck-file/testing';
import type { Slide } from '../../core/schemas/slide';
import { mediaKey, MediaRepository } from '../../data/media';
import { freshDbs } from '../../data/testing';
import { cacheKeysByUrl, embedImages } from './embed';

const dbs = freshDbs();
const STYLE = 'photorealistic';
const TOPIC = 'https://img.example/topic.png';
const ICON = 'https://img.example/anchor.svg';
const PICTURE = 'https://img.example/reef.png';

function pngBlob(): Blob {
  return new Blob([Uint8Array.from(atob(PIXEL_PNG.split(',')[1] ?? ''), (c) => c.charCodeAt(0))], { type: 'image/png' });
}

/** One topic slide: its image, a subtopic with an icon and one with an image. */
function slides(): Slide[] {
  const [, slide] = sampleDeckFileDeck('Harbours', 1).slides;
  if (slide?.topic === undefined) throw new Error('sample deck has no topic slide');
  const [iconSub, imageSub] = slide.topic.subtopics;
  if (iconSub === undefined || imageSub === undefined) throw new Error('sample deck has no subtopics');
  const subtopics = [
    { ...iconSub, visual_mode: 'icon' as const, icon_prompt: 'anchor', image_prompt: '', image_url: ICON },
    { ...imageSub, visual_mode: 'image' as const, image_prompt: 'a coral reef', image_url: PICTURE },
  ];
  return [{ ...slide, topic: { ...slide.topic, image_url: TOPIC, subtopics } }];
}

const offline = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
beforeEach(() => {
  offline.mockClear();
});

describe('cacheKeysByUrl', () => {
  it('lists image keys for image prompts and the icon key for a subtopic icon', () => {
    const keys = cacheKeysByUrl(slides(), STYLE);
    expect(keys.get(TOPIC)).toEqual([mediaKey('image', 'a calm sea', STYLE), mediaKey('image', 'a calm sea')]);
    expect(keys.get(ICON)).toEqual([mediaKey('icon', 'anchor')]);
    expect(keys.get(PICTURE)?.[0]).toBe(mediaKey('image', 'a coral reef', STYLE));
  });
});

describe('embedImages from the media cache', () => {
  it('finds a picture by the URL the server gave, whatever prompt it was stored under', async () => {
    const repo = new MediaRepository(dbs.make());
    await repo.put({ key: mediaKey('image', 'an older prompt', 'sketch'), kind: 'image', status: 'cached', url: TOPIC, blob: pngBlob() });
    const result = await embedImages([TOPIC], slides(), STYLE, { repo, fetch: offline });
    expect(result).toEqual({ media: new Map([[TOPIC, PIXEL_PNG]]), failed: [] });
    expect(offline).not.toHaveBeenCalled();
  });

  it('falls back to the prompt keys, icons included, for rows that do not name the URL', async () => {
    const repo = new MediaRepository(dbs.make());
    await repo.put({ key: mediaKey('icon', 'anchor'), kind: 'icon', status: 'cached', blob: pngBlob() });
    await repo.put({ key: mediaKey('image', 'a coral reef', STYLE), kind: 'image', status: 'cached', blob: pngBlob() });
    const result = await embedImages([ICON, PICTURE, TOPIC], slides(), STYLE, { repo, fetch: offline });
    expect([...result.media.keys()].sort()).toEqual([ICON, PICTURE].sort());
    expect(result.media.get(ICON)).toBe(PIXEL_PNG);
    expect(result.failed).toEqual([TOPIC]);
  });

  it('does not take a prompt row that holds a different remote picture', async () => {
    const repo = new MediaRepository(dbs.make());
    await repo.put({ key: mediaKey('icon', 'anchor'), kind: 'icon', status: 'cached', url: 'https://img.example/other.svg', blob: pngBlob() });
    const result = await embedImages([ICON], slides(), STYLE, { repo, fetch: offline });
    expect(result).toEqual({ media: new Map(), failed: [ICON] });
  });
});
