import { describe, expect, it } from 'vitest';
import { picturedDoc } from '../../core/commands/picture-fixtures';
import { setSlidePicture } from '../../core/commands/slide-picture';
import { styleChangeQuestion } from './style-change';

describe('styleChangeQuestion', () => {
  it('counts the pictures not chosen by the user and their cost', () => {
    const doc = setSlidePicture.perform(picturedDoc(3), { index: 2, url: 'data:image/png;base64,AAAA', info: { source: 'upload' } });
    const q = styleChangeQuestion(doc.slides, 'sketch', 800);
    expect(q).toEqual({
      count: 2,
      cost: 2,
      text: 'Change the image style to Hand Drawn? 2 pictures you have not chosen yourself can be made again in the new style, for up to 2 credits.',
      refused: null,
    });
  });

  it('asks nothing when no picture would change, and refuses what the balance cannot pay', () => {
    expect(styleChangeQuestion([], 'sketch', 800)).toBeNull();
    expect(styleChangeQuestion(picturedDoc(3).slides, 'abstract', 1)?.refused).toBe('You have 1 credit; redrawing needs up to 3.');
  });
});
