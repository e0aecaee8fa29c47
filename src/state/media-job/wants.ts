/** What pictures a deck's finished slides still lack, and how a failure is told to the user. */
import type { MediaTarget } from '../../core/deck/media';
import type { Slide } from '../../core/schemas/slide';
import { subtopicWant, topicImageWant, type MediaWant } from '../media';

/** Every picture the finished slides still lack, with where it goes. */
export function wantsOf(slides: readonly Slide[], settings: Parameters<typeof topicImageWant>[1]): Array<{ want: MediaWant; target: MediaTarget }> {
  const out: Array<{ want: MediaWant; target: MediaTarget }> = [];
  for (const slide of slides) {
    const topic = slide.topic;
    if (!slide.isComplete || topic === undefined) continue;
    // A picture the user removed stays away: nothing is asked for it.
    const image = topic.image_url || slide.picture?.removed === true ? undefined : topicImageWant(topic, settings);
    if (image) out.push({ want: image, target: { slideId: slide.id, place: 'topic', prompt: image.prompt } });
    for (const sub of topic.subtopics) {
      const w = sub.image_url ? undefined : subtopicWant(sub, settings);
      if (w) out.push({ want: w, target: { slideId: slide.id, place: sub.id, prompt: w.prompt } });
    }
  }
  return out;
}

/** The run's one notice after a picture failed. */
export function noticeText(kind: MediaWant['kind'], message: string): string {
  const what = kind === 'image' ? 'images' : 'icons';
  return `Some slide ${what} could not be generated (${message}). The rest of the deck is complete; failed pictures are not retried until you press Retry or clear the media cache.`;
}
