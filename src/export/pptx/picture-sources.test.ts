/**
 * Pictures come from the server's image call or from the user, never from
 * an address the model wrote: an image prompt that is a URL (a tracker,
 * say) is not drawn on the slide, not fetched for the PowerPoint file and
 * not fetched to be embedded in a deck file. The picture the image call
 * gave (image_url) and the background the user typed still are.
 */
import { describe, expect, it } from 'vitest';
import { embeddableUrls } from '../../core/deck-file/images';
import { createDefaultPresentationSettings } from '../../core/schemas/config';
import { slideDrawing } from '../../core/slide/drawing';
import type { ImageLoader } from '../types';
import { exportPptx } from './index';
import { PNG_DATA_URL, titleSlide, topicSlide } from './test-decks';

const TRACKER = 'https://tracker.example/pixel.png?user=42';
const GIVEN = 'https://pictures.example/reef.png';
const TYPED = 'https://photos.example/dunes.png';
const PNG = Uint8Array.from(atob(PNG_DATA_URL.split(',')[1]!), (c) => c.charCodeAt(0));

function slides() {
  const fromModel = topicSlide(1, 'grid', 3, {});
  fromModel.topic!.visual_mode = 'image';
  fromModel.topic!.image_prompt = TRACKER;
  const fromServer = topicSlide(2, 'grid', 3);
  fromServer.topic!.visual_mode = 'image';
  fromServer.topic!.image_prompt = 'a reef at noon';
  fromServer.topic!.image_url = GIVEN;
  const fromUser = topicSlide(3, 'grid', 3, { backgroundImage: TYPED });
  return [titleSlide('Pictures'), fromModel, fromServer, fromUser];
}

describe('where slide pictures may come from', () => {
  it('draws no picture for an image prompt that is an address, and the image call’s picture as given', () => {
    const [, fromModel, fromServer, fromUser] = slides();
    expect(slideDrawing(fromModel!)).not.toHaveProperty('image');
    expect(slideDrawing(fromServer!)).toMatchObject({ image: GIVEN });
    expect(slideDrawing(fromUser!)).toMatchObject({ background: TYPED });
  });

  it('never asks for the model’s address while exporting to PowerPoint', async () => {
    const asked: string[] = [];
    const loadImage: ImageLoader = async (url) => (asked.push(url), { data: PNG, mime: 'image/png' });
    const result = await exportPptx({ title: 'Pictures', slides: slides(), settings: createDefaultPresentationSettings() }, { loadImage });
    expect(asked.sort()).toEqual([TYPED, GIVEN]);
    expect(result.report.issues.filter((i) => i.kind !== 'font-fallback' && i.kind !== 'pictures')).toEqual([]);
  });

  it('never fetches the model’s address to embed it in a deck file', () => {
    expect(embeddableUrls(slides()).sort()).toEqual([TYPED, GIVEN]);
  });
});
