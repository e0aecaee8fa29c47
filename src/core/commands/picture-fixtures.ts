/** A deck for the picture command tests: its topic slides show generated pictures (image mode, a prompt, an address). */
import type { Slide } from '../schemas/slide';
import { deepFreeze, makeDoc } from './test-fixtures';
import type { DeckDoc } from './types';

/** A frozen deck of `topics` topic slides, each showing `https://img.test/<id>.png` made for the prompt `picture <id>`. */
export function picturedDoc(topics = 3): DeckDoc {
  const doc = makeDoc(topics);
  const slides = doc.slides.map((s): Slide =>
    s.topic ? { ...s, topic: { ...s.topic, visual_mode: 'image', image_prompt: `picture ${s.id}`, image_url: `https://img.test/${s.id}.png` } } : s,
  );
  return deepFreeze({ ...doc, slides });
}
