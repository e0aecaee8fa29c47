import { describe, expect, it } from 'vitest';
import type { EmbeddedImage } from './images';
import { pictureNote, pictureTally, tallyPicture } from './picture-report';

const image = (stored?: EmbeddedImage['stored']): EmbeddedImage => ({ data: 'image/png;base64,', ...(stored ? { stored } : {}) });

describe('the report line about pictures', () => {
  it('says nothing for a deck without pictures, and leaves icons to their own note', () => {
    const tally = pictureTally();
    tallyPicture(tally, image({ kind: 'png', cut: false, reencoded: true }), 'icon');
    expect(pictureNote(tally, 0)).toBeUndefined();
  });

  it('counts photos made JPEG, art kept PNG, pictures cut to their slot and copies stored once', () => {
    const tally = pictureTally();
    const photo = image({ kind: 'jpeg', cut: true, reencoded: true });
    tallyPicture(tally, photo, 'topic image');
    tallyPicture(tally, photo, 'topic image');
    tallyPicture(tally, image({ kind: 'jpeg', cut: true, reencoded: true }), 'title picture');
    tallyPicture(tally, image({ kind: 'png', cut: false, reencoded: true }), 'topic image');
    expect(pictureNote(tally, 3)?.message).toBe(
      'Pictures: 2 photos were stored as JPEG and 1 drawing or picture with transparency was stored as PNG, at no more than twice the size they are shown. ' +
        'The file keeps only the part the slide shows of 2 pictures, so their crop cannot be widened in PowerPoint. ' +
        '3 copies of pictures used on several slides were left out: the file stores each picture once.',
    );
  });

  it('says when pictures went in as they came, and why', () => {
    const none = pictureTally();
    tallyPicture(none, image(), 'topic image');
    expect(pictureNote(none, 0)?.message).toBe('Pictures: 1 picture went in as it came, at full size (this export could not re-encode pictures).');
    const some = pictureTally();
    tallyPicture(some, image({ kind: 'jpeg', cut: false, reencoded: false }), 'topic image');
    tallyPicture(some, image(), 'topic image');
    expect(pictureNote(some, 0)?.message).toBe(
      'Pictures: 1 picture was already at its size and stored as it came. 1 picture went in as it came, at full size (it could not be decoded to re-encode it).',
    );
  });
});
